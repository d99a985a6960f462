import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteLocation, VehicleWithAssignedLocations } from './route-result.schema.js';
import { diffRouteVersions, longestCommonSubsequence, type DiffSide } from './version-diff.rules.js';

const stop = (visitOrder: number, refs: string[]): RouteLocation => ({
  locationRefNo: `L-${refs.join('-') || visitOrder}`,
  locationName: `Place ${refs.join('+')}`,
  locationAddress: null,
  latitude: 41,
  longitude: 29,
  visitOrder,
  startTime: null,
  endTime: null,
  duration: 0,
  serviceDuration: 0,
  distance: 0,
  client: null,
  locationNote: null,
  orders: refs.map((refNo) => ({
    refNo,
    name: refNo,
    date: null,
    locationName: `Place ${refNo}`,
    operationTypeName: 'Delivery',
    cargoTypeName: null,
    amount: 1,
    createdByDepotName: null,
    assignedToDepotName: null,
  })),
  isDepot: refs.length === 0,
  polyline: null,
  routeLocationId: `s${visitOrder}`,
  routeVehicleId: 'rv',
  routeId: 'r',
  vehiclePlate: 'P',
  vehicleColor: null,
  type: refs.length === 0 ? 'start' : 'visit',
});

const vehicle = (
  ref: string,
  orders: string[],
  distance = 100,
  duration = 60,
): VehicleWithAssignedLocations => ({
  vehicleRefNo: ref,
  vehicleName: `${ref}-plate`,
  distance,
  duration,
  routeVehicleId: `rv-${ref}`,
  insuranceCapacityUsed: null,
  volumeCapacityUsed: null,
  weightCapacityUsed: null,
  locations: [stop(0, []), ...orders.map((o, i) => stop(i + 1, [o]))],
});

const side = (version: number, vehicles: VehicleWithAssignedLocations[], cost = 10): DiffSide => ({
  version,
  cost,
  route: { routeId: `r${version}`, vehicleWithAssignedLocations: vehicles },
});

describe('diffRouteVersions', () => {
  it('names moved, resequenced, added and removed orders, vehicles and deltas', () => {
    const from = side(1, [vehicle('V1', ['a', 'b', 'c', 'd']), vehicle('V2', ['e'], 50, 30)], 20);
    const to = side(2, [vehicle('V1', ['b', 'c', 'a', 'x'], 120, 70), vehicle('V3', ['e', 'd'], 40, 20)], 18);
    const diff = diffRouteVersions(from, to);
    expect(diff.changes.map((c) => [c.orderRefNo, c.kind, c.fromVehicle, c.toVehicle])).toEqual([
      ['a', 'resequenced', 'V1-plate', 'V1-plate'],
      ['d', 'moved', 'V1-plate', 'V3-plate'],
      ['e', 'moved', 'V2-plate', 'V3-plate'],
      ['x', 'added', null, 'V1-plate'],
    ]);
    expect(diff.unchangedOrders).toBe(2);
    expect(diff.vehicles).toEqual([
      { vehicleRefNo: 'V3', vehicleName: 'V3-plate', change: 'added' },
      { vehicleRefNo: 'V2', vehicleName: 'V2-plate', change: 'removed' },
    ]);
    expect(diff.distanceDelta).toBe(160 - 150);
    expect(diff.durationDelta).toBe(90 - 90);
    expect(diff.costDelta).toBe(-2);
  });

  it('finds nothing between a version and itself, and counts every order as unchanged', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 12 }),
        fc.nat(3),
        (refs, cut) => {
          const vehicles = [vehicle('V1', refs.slice(0, cut)), vehicle('V2', refs.slice(cut))];
          const diff = diffRouteVersions(side(1, vehicles), side(2, vehicles));
          expect(diff.changes).toEqual([]);
          expect(diff.unchangedOrders).toBe(refs.length);
        },
      ),
    );
  });
});

describe('longestCommonSubsequence', () => {
  it('keeps a common subsequence as long as any, in both orders', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 20 }).map(String), { maxLength: 10 }), (a) => {
        const b = [...a].reverse();
        const kept = longestCommonSubsequence(a, b);
        expect(kept.size).toBe(Math.min(a.length, 1));
        expect(longestCommonSubsequence(a, a).size).toBe(a.length);
      }),
    );
  });
});
