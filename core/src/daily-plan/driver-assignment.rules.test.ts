import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignDriver,
  canSelectDriver,
  driverAssignmentSubmit,
  driverTally,
  toVehicleDriversRequest,
} from './driver-assignment.rules.js';
import type { DriverVehicleRow } from './vehicle-driver.schema.js';

const drivers = ['D1', 'D2', 'D3', 'D4'];
const rowsArb = fc
  .uniqueArray(fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5'), { minLength: 1 })
  .chain((refs) =>
    fc.tuple(
      ...refs.map((vehicleRefNo) =>
        fc.record({
          vehicleRefNo: fc.constant(vehicleRefNo),
          vehiclePlate: fc.option(fc.constantFrom('34 AB 1', '06 XY 2'), { nil: null }),
          driverRefNo: fc.constant<string | null>(null),
          isAssigned: fc.boolean(),
        }),
      ),
    ),
  );
const stepArb = fc.tuple(
  fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5'),
  fc.option(fc.constantFrom(...drivers), { nil: null }),
);

function driversOnOneVehicleAtMost(rows: readonly DriverVehicleRow[]): boolean {
  const assigned = rows.flatMap((r) => (r.driverRefNo === null ? [] : [r.driverRefNo]));
  return new Set(assigned).size === assigned.length;
}

describe('driver assignment', () => {
  it('never puts a driver on two vehicles', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(stepArb), (rows, steps) => {
        const result = steps.reduce<DriverVehicleRow[]>((acc, [v, d]) => assignDriver(acc, v, d), rows);
        expect(driversOnOneVehicleAtMost(result)).toBe(true);
      }),
    );
  });

  it('moves a driver from the other vehicle and leaves unassigned vehicles alone', () => {
    const rows: DriverVehicleRow[] = [
      { vehicleRefNo: 'V1', vehiclePlate: 'P1', driverRefNo: 'D1', isAssigned: true },
      { vehicleRefNo: 'V2', vehiclePlate: 'P2', driverRefNo: null, isAssigned: true },
      { vehicleRefNo: 'V3', vehiclePlate: 'P3', driverRefNo: null, isAssigned: false },
    ];
    const moved = assignDriver(rows, 'V2', 'D1');
    expect(moved.map((r) => r.driverRefNo)).toEqual([null, 'D1', null]);
    expect(assignDriver(rows, 'V3', 'D1')).toEqual(rows);
    expect(canSelectDriver(rows[2]!)).toBe(false);
    expect(assignDriver(moved, 'V2', null).map((r) => r.driverRefNo)).toEqual([null, null, null]);
  });

  it('submits with Confirm & Go Live from the result page and Save Changes from tracking', () => {
    expect(driverAssignmentSubmit('manage')).toEqual({
      messageKey: 'dailyPlan.confirmAndGoLive',
      goesLive: true,
    });
    expect(driverAssignmentSubmit('track')).toEqual({ messageKey: 'dailyPlan.saveChanges', goesLive: false });
  });

  it('tallies vehicles with a vehicle number and a driver', () => {
    const rows: DriverVehicleRow[] = [
      { vehicleRefNo: 'V1', vehiclePlate: 'P1', driverRefNo: 'D1', isAssigned: true },
      { vehicleRefNo: 'V2', vehiclePlate: null, driverRefNo: 'D2', isAssigned: true },
      { vehicleRefNo: 'V3', vehiclePlate: 'P3', driverRefNo: null, isAssigned: true },
    ];
    expect(driverTally(rows)).toEqual({ assigned: 1, total: 2 });
    fc.assert(
      fc.property(rowsArb, fc.array(stepArb), (initial, steps) => {
        const rows2 = steps.reduce<DriverVehicleRow[]>((acc, [v, d]) => assignDriver(acc, v, d), initial);
        const tally = driverTally(rows2);
        expect(tally.assigned).toBeLessThanOrEqual(tally.total);
        expect(toVehicleDriversRequest('J', rows2).vehicleDrivers.length).toBe(
          rows2.filter((r) => r.driverRefNo !== null).length,
        );
      }),
    );
  });
});
