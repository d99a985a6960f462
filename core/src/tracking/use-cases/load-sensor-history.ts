import { validationFailure, type DomainResult } from '../../daily-plan/result.js';
import type { SensorGateway } from '../ports.js';
import type { SensorNotification } from '../sensor.schema.js';
import { validateVehicleDateRange } from '../tracking.validation.js';

/** Generate of the sensor History tab: one vehicle and a date range (YYYY-MM-DD). */
export async function loadSensorHistory(
  ports: { readonly sensors: SensorGateway },
  input: {
    readonly vehicleRefNo: string | null;
    readonly startDate: string | null;
    readonly endDate: string | null;
  },
): Promise<DomainResult<SensorNotification[]>> {
  const issues = validateVehicleDateRange({
    vehicleRefNos: input.vehicleRefNo === null ? [] : [input.vehicleRefNo],
    startDate: input.startDate,
    endDate: input.endDate,
  });
  if (
    issues.length > 0 ||
    input.vehicleRefNo === null ||
    input.startDate === null ||
    input.endDate === null
  ) {
    return validationFailure(issues);
  }
  return ports.sensors.getNotifications({
    VehicleRefNo: input.vehicleRefNo,
    StartTime: input.startDate,
    EndTime: input.endDate,
  });
}
