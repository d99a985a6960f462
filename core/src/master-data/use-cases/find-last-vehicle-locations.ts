import { notice, type Notice } from '../../shared/message.js';
import type { LastRecordedLocation } from '../location.schema.js';
import type { VehicleLocationGateway } from '../ports.js';

/**
 * Last recorded locations of the chosen vehicles. Vehicles without one are reported by plate;
 * when none has a location the single "for any vehicles" warning shows.
 */
export async function findLastVehicleLocations(
  ports: { vehicleLocations: VehicleLocationGateway },
  vehicles: readonly { refNo: string; plate: string }[],
): Promise<{ locations: LastRecordedLocation[]; notices: Notice[] }> {
  if (vehicles.length === 0) return { locations: [], notices: [] };
  let found: LastRecordedLocation[] = [];
  try {
    const answer = await ports.vehicleLocations.lastRecordedLocations(vehicles.map((v) => v.refNo));
    found = answer.body?.data ?? [];
  } catch {
    found = [];
  }
  const known = new Set(found.map((l) => l.vehicleRefNo));
  const missing = vehicles.filter((v) => !known.has(v.refNo));
  if (missing.length === vehicles.length) {
    return { locations: [], notices: [notice('warning', 'masterData.vehicle.noRecordedLocations')] };
  }
  return {
    locations: found.filter((l) => vehicles.some((v) => v.refNo === l.vehicleRefNo)),
    notices: missing.map((v) =>
      notice('warning', 'masterData.vehicle.noRecordedLocation', { plate: v.plate }),
    ),
  };
}
