import type {
  DemoDepot,
  DemoDriver,
  DemoVehicle,
  DemoVehicleCapability,
  DemoVehicleType,
} from './demo-data.types.js';
import { DISTRIBUTION_CENTER_SITES, NEIGHBOURHOOD_CENTRES } from './istanbul-places.js';
import type { Prng } from './prng.js';
import { VEHICLE_TYPES } from './reference-data.js';
import { GIVEN_NAMES, STREET_NAMES, SURNAMES } from './turkish-names.js';

/**
 * Vehicles per distribution center, in the order of DISTRIBUTION_CENTER_SITES. The first center
 * has ten, so a planner can try a ten-vehicle day there.
 */
const FLEET_PLAN: readonly { key: string; types: Record<string, number> }[] = [
  { key: 'DC1', types: { 'VT-PANELVAN': 4, 'VT-KAMYONET': 3, 'VT-FRIGO': 2, 'VT-KAMYON': 1 } },
  { key: 'DC2', types: { 'VT-PANELVAN': 3, 'VT-KAMYONET': 2, 'VT-FRIGO': 2, 'VT-KAMYON': 1 } },
  { key: 'DC3', types: { 'VT-PANELVAN': 3, 'VT-KAMYONET': 1, 'VT-FRIGO': 2, 'VT-KAMYON': 1 } },
];

const SHIFTS: readonly [string, string][] = [
  ['07:00', '17:00'],
  ['07:30', '17:30'],
  ['08:00', '18:00'],
  ['06:30', '15:30'],
  ['09:00', '19:00'],
];

/** Plate letters used in Turkish plates (no Ç, Ğ, İ, Ö, Ş, Ü, Q, W, X). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** An Istanbul plate: "34 AB 1234" or "34 ABC 123", unique within `taken`. */
function istanbulPlate(prng: Prng, taken: Set<string>): string {
  for (;;) {
    const letters = Array.from({ length: prng.int(2, 3) }, () => prng.pick([...PLATE_LETTERS])).join('');
    const digits = letters.length === 2 ? pad(prng.int(100, 9999), 4) : pad(prng.int(10, 999), 3);
    const plate = `34 ${letters} ${digits}`;
    const key = plate.replace(/ /g, '');
    if (!taken.has(key)) {
      taken.add(key);
      return plate;
    }
  }
}

/** Costs of one vehicle: its type's costs within a few percent (age, fuel use). */
function vary(prng: Prng, value: number): number {
  return Math.round(value * prng.float(0.95, 1.05) * 100) / 100;
}

export function generateDrivers(prng: Prng, count: number, dcNames: readonly string[]): DemoDriver[] {
  const drivers: DemoDriver[] = [];
  const used = new Set<string>();
  for (let i = 1; i <= count; i++) {
    let givenName = '';
    let surname = '';
    do {
      givenName = prng.pick(GIVEN_NAMES);
      surname = prng.pick(SURNAMES);
    } while (used.has(`${givenName} ${surname}`));
    used.add(`${givenName} ${surname}`);
    const district = prng.pick(NEIGHBOURHOOD_CENTRES);
    drivers.push({
      refNo: `DRV-${pad(i, 3)}`,
      distributionCenterName: dcNames[i - 1] ?? dcNames[0] ?? '',
      givenName,
      surname,
      employeeNumber: `P${pad(1000 + i, 5)}`,
      phone: `+90 5${prng.int(30, 55)} ${prng.int(200, 999)} ${pad(prng.int(0, 99), 2)} ${pad(prng.int(0, 99), 2)}`,
      // driverN@demo.rota: the demo sign-in driver1@demo.rota is the first driver
      email: `driver${i}@demo.rota`,
      username: `driver${i}@demo.rota`,
      address: `${district.neighbourhood} Mah. ${prng.pick(STREET_NAMES)} No:${prng.int(1, 90)}, ${district.postalCode} ${district.district}/İstanbul`,
      employeeStartDate: `${prng.int(2014, 2024)}-${pad(prng.int(1, 12), 2)}-${pad(prng.int(1, 28), 2)}`,
    });
  }
  return drivers;
}

export interface Fleet {
  vehicles: DemoVehicle[];
  drivers: DemoDriver[];
  vehicleCapabilities: DemoVehicleCapability[];
}

export function generateFleet(prng: Prng, depots: readonly DemoDepot[]): Fleet {
  const types = new Map<string, DemoVehicleType>(VEHICLE_TYPES.map((t) => [t.refNo, t]));
  const plates = new Set<string>();
  const vehicles: DemoVehicle[] = [];
  for (const plan of FLEET_PLAN) {
    const site = DISTRIBUTION_CENTER_SITES.find((s) => s.key === plan.key);
    if (!site) throw new Error(`unknown distribution center ${plan.key}`);
    const dcDepots = depots.filter((d) => d.distributionCenterName === site.name);
    const main = dcDepots[0];
    if (!main) throw new Error(`no depot for ${site.name}`);
    for (const [typeRefNo, count] of Object.entries(plan.types)) {
      const type = types.get(typeRefNo);
      if (!type) throw new Error(`unknown vehicle type ${typeRefNo}`);
      for (let i = 0; i < count; i++) {
        // a panel van of a DC with a cross-dock starts there and returns to the main depot
        const satellite = typeRefNo === 'VT-PANELVAN' && i === 0 ? dcDepots[1] : undefined;
        const [shiftStart, shiftEnd] = prng.pick(SHIFTS);
        vehicles.push({
          refNo: `VEH-${pad(vehicles.length + 1, 3)}`,
          plate: istanbulPlate(prng, plates),
          vehicleTypeRefNo: type.refNo,
          distributionCenterName: site.name,
          departureLocationRefNo: (satellite ?? main).locationRefNo,
          arrivalLocationRefNo: main.locationRefNo,
          shiftStart,
          shiftEnd,
          fixedCost: vary(prng, type.fixedCost),
          durationUnitCost: vary(prng, type.durationUnitCost),
          distanceUnitCost: vary(prng, type.distanceUnitCost),
          weightCapacity: type.weightCapacity,
          volumeCapacity: type.volumeCapacity,
          insuranceLimit: type.insuranceLimit,
          defaultDriverRefNo: null,
        });
      }
    }
  }
  const drivers = generateDrivers(
    prng,
    vehicles.length,
    vehicles.map((v) => v.distributionCenterName),
  );
  vehicles.forEach((v, i) => {
    v.defaultDriverRefNo = drivers[i]?.refNo ?? null;
  });
  // one older panel van may not take returns; one 3.5 t van has no tail lift
  const panelVan = vehicles.find((v) => v.vehicleTypeRefNo === 'VT-PANELVAN');
  const smallVan = vehicles.find((v) => v.vehicleTypeRefNo === 'VT-KAMYONET');
  const vehicleCapabilities: DemoVehicleCapability[] = [];
  if (panelVan)
    vehicleCapabilities.push({
      vehicleRefNo: panelVan.refNo,
      operationTypeRefNo: 'OT-IADE',
      isCapable: false,
    });
  if (smallVan)
    vehicleCapabilities.push({
      vehicleRefNo: smallVan.refNo,
      operationTypeRefNo: 'OT-AGIR',
      isCapable: false,
    });
  return { vehicles, drivers, vehicleCapabilities };
}
