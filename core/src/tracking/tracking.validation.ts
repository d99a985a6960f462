import { fieldIssue, type FieldIssue } from '../daily-plan/result.js';

export type VehicleDateRange = {
  readonly vehicleRefNos: readonly string[];
  readonly startDate: string | null;
  readonly endDate: string | null;
};

/**
 * Notification history and the vehicle trip report both need a vehicle and a date range
 * ("Please select vehicle and date range."); the range must not run backwards.
 */
export function validateVehicleDateRange(input: VehicleDateRange): FieldIssue[] {
  const missing =
    input.vehicleRefNos.length === 0 ||
    input.startDate === null ||
    input.startDate === '' ||
    input.endDate === null ||
    input.endDate === '';
  if (missing) return [fieldIssue('vehicle', 'tracking.selectVehicleAndDateRange')];
  if (input.endDate! < input.startDate!) return [fieldIssue('endDate', 'tracking.selectVehicleAndDateRange')];
  return [];
}
