import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocationChange, VehicleOption } from './location-change.schema.js';
import {
  canReoptimize,
  changesOf,
  emptyLocationChangeStore,
  hasPendingLocationChanges,
  isSaveLocationChangeDisabled,
  revokeLocationChange,
  saveLocationChange,
  toLocationChangesRequest,
  undoLocationChanges,
  type LocationChangeStore,
} from './location-change.rules.js';

const vehicle = (n: number): VehicleOption => ({
  value: `V${n}`,
  label: `Truck ${n}`,
  routeVehicleId: `rv${n}`,
  color: null,
});

const changeArb: fc.Arbitrary<LocationChange> = fc
  .record({
    id: fc.constantFrom('l1', 'l2', 'l3', 'l4'),
    from: fc.integer({ min: 1, max: 3 }),
    to: fc.integer({ min: 1, max: 3 }),
    after: fc.option(fc.constantFrom('l5', 'l6'), { nil: null }),
    serveBefore: fc.option(fc.constantFrom('18:00', '23:30'), { nil: null }),
  })
  .map(({ id, from, to, after, serveBefore }) => ({
    id,
    fromLocation: `Location ${id}`,
    fromVehicle: vehicle(from),
    vehicle: vehicle(to),
    positionAfter:
      after === null
        ? null
        : { label: after, value: after, routeVehicleId: `rv${to}`, routeLocationId: after },
    positionAfterOption: after,
    locationTimeWindowChanges: serveBefore === null ? [] : [{ routeLocationId: id, serveBefore }],
  }));
const jobArb = fc.constantFrom('JOB-A', 'JOB-B');

function build(steps: readonly [string, LocationChange][]): LocationChangeStore {
  return steps.reduce(
    (store, [job, change]) => saveLocationChange(store, job, change),
    emptyLocationChangeStore,
  );
}

describe('location change store', () => {
  it('removes the pending change when a location moves back to its original vehicle', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(jobArb, changeArb)), jobArb, changeArb, (steps, job, change) => {
        const store = saveLocationChange(build(steps), job, change);
        const back: LocationChange = {
          ...change,
          vehicle: change.fromVehicle,
          positionAfter: null,
          positionAfterOption: null,
          locationTimeWindowChanges: [],
        };
        const after = saveLocationChange(store, job, back);
        expect(changesOf(after, job).some((c) => c.id === change.id)).toBe(false);
      }),
    );
  });

  it('keeps at most one change per stop, the latest one', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(jobArb, changeArb)), (steps) => {
        const store = build(steps);
        for (const job of Object.keys(store)) {
          const ids = changesOf(store, job).map((c) => c.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const c of changesOf(store, job)) {
            const latest = steps.filter(([j, s]) => j === job && s.id === c.id).at(-1);
            expect(latest?.[1]).toEqual(c);
          }
          expect(changesOf(store, job).length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('keeps jobs apart, revokes one change and undoes all', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(jobArb, changeArb)), jobArb, (steps, job) => {
        const store = build(steps);
        const other = job === 'JOB-A' ? 'JOB-B' : 'JOB-A';
        const undone = undoLocationChanges(store, job);
        expect(hasPendingLocationChanges(undone, job)).toBe(false);
        expect(changesOf(undone, other)).toEqual(changesOf(store, other));
        const first = changesOf(store, job)[0];
        if (first !== undefined) {
          const revoked = revokeLocationChange(store, job, first.id);
          expect(changesOf(revoked, job)).toEqual(changesOf(store, job).slice(1));
        }
      }),
    );
  });

  it('enables Reoptimize only with a change or an order to add or remove', () => {
    const change = saveLocationChange(emptyLocationChangeStore, 'J', {
      id: 'l1',
      fromLocation: 'A',
      fromVehicle: vehicle(1),
      vehicle: vehicle(2),
      positionAfter: null,
      positionAfterOption: null,
      locationTimeWindowChanges: [],
    });
    expect(canReoptimize(changesOf(change, 'J'), null)).toBe(true);
    expect(canReoptimize([], null)).toBe(false);
    expect(canReoptimize([], { ordersToAdd: [], ordersToRemove: [] })).toBe(false);
    expect(canReoptimize([], { ordersToAdd: ['O1'], ordersToRemove: [] })).toBe(true);
    expect(canReoptimize([], { ordersToAdd: [], ordersToRemove: ['O2'] })).toBe(true);
  });

  it('turns pending changes into the location-changes body', () => {
    const request = toLocationChangesRequest('route-1', [
      {
        id: 'l1',
        fromLocation: 'A',
        fromVehicle: vehicle(1),
        vehicle: vehicle(2),
        positionAfter: { label: 'B', value: 'l9', routeVehicleId: 'rv2', routeLocationId: 'l9' },
        positionAfterOption: 'l9',
        locationTimeWindowChanges: [{ routeLocationId: 'l1', serveBefore: '20:00' }],
      },
      {
        id: 'l2',
        fromLocation: 'C',
        fromVehicle: vehicle(1),
        vehicle: vehicle(1),
        positionAfter: { label: 'D', value: 'l3', routeVehicleId: 'rv1', routeLocationId: 'l3' },
        positionAfterOption: 'l3',
        locationTimeWindowChanges: [],
      },
    ]);
    expect(request).toEqual({
      parentRouteId: 'route-1',
      locationVehicleChanges: [{ routeLocationId: 'l1', movedToRouteVehicleId: 'rv2' }],
      locationVisitOrderChanges: [
        { routeLocationId: 'l1', movedAfterRouteLocationId: 'l9' },
        { routeLocationId: 'l2', movedAfterRouteLocationId: 'l3' },
      ],
      locationTimeWindowChanges: [{ routeLocationId: 'l1', serveBefore: '20:00' }],
    });
  });

  it('disables Save Changes only when nothing changed and nothing is pending', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (vehicleChanged, positionChosen, pendingChangeExists) => {
          expect(isSaveLocationChangeDisabled({ vehicleChanged, positionChosen, pendingChangeExists })).toBe(
            !vehicleChanged && !positionChosen && !pendingChangeExists,
          );
        },
      ),
    );
  });
});
