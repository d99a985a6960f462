import type { VehicleDriverPair } from './job-input.schema.js';
import type { DriverVehicleRow, VehicleDriversRequest } from './vehicle-driver.schema.js';

/** Selecting a driver is disabled for vehicles not assigned to the job. */
export function canSelectDriver(row: Pick<DriverVehicleRow, 'isAssigned'>): boolean {
  return row.isAssigned;
}

/**
 * Assign a driver to a vehicle (null clears it). A driver belongs to one vehicle only, so the
 * driver leaves any other vehicle. Rows whose vehicle is not assigned stay as they are.
 */
export function assignDriver(
  rows: readonly DriverVehicleRow[],
  vehicleRefNo: string,
  driverRefNo: string | null,
): DriverVehicleRow[] {
  const target = rows.find((row) => row.vehicleRefNo === vehicleRefNo);
  if (target === undefined || !canSelectDriver(target)) return [...rows];
  return rows.map((row) => {
    if (row.vehicleRefNo === vehicleRefNo) return { ...row, driverRefNo };
    if (driverRefNo !== null && row.driverRefNo === driverRefNo) return { ...row, driverRefNo: null };
    return row;
  });
}

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** "Drivers x/y": x vehicles with a vehicle number and a driver, of y vehicles with a vehicle number. */
export function driverTally(rows: readonly DriverVehicleRow[]): {
  readonly assigned: number;
  readonly total: number;
} {
  const numbered = rows.filter((row) => hasText(row.vehiclePlate));
  return { assigned: numbered.filter((row) => hasText(row.driverRefNo)).length, total: numbered.length };
}

/** Body of POST jobs/{jobRefNo}/vehicle-drivers: the vehicles that have a driver. */
export function toVehicleDriversRequest(
  jobRefNo: string,
  rows: readonly DriverVehicleRow[],
): VehicleDriversRequest {
  const vehicleDrivers: VehicleDriverPair[] = rows.flatMap((row) =>
    hasText(row.driverRefNo) ? [{ vehicleRefNo: row.vehicleRefNo, driverRefNo: row.driverRefNo }] : [],
  );
  return { jobRefNo, vehicleDrivers };
}

/** The modal's submit: step 1 "Confirm & Go Live" from the result page, "Save Changes" from tracking. */
export function driverAssignmentSubmit(mode: 'manage' | 'track'): {
  readonly messageKey: string;
  readonly goesLive: boolean;
} {
  return mode === 'manage'
    ? { messageKey: 'dailyPlan.confirmAndGoLive', goesLive: true }
    : { messageKey: 'dailyPlan.saveChanges', goesLive: false };
}
