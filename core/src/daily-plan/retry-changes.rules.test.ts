import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocationChangesRequest } from './location-change.schema.js';
import { toLocationChangesRequest } from './location-change.rules.js';
import { locationChangesFromRequest } from './retry-changes.rules.js';
import type { RouteLocation, RouteResult } from './route-result.schema.js';

const stop = (id: string, vehicle: number, visitOrder: number): RouteLocation => ({
  locationRefNo: `L-${id}`,
  locationName: `Stop ${id}`,
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
  orders: [],
  isDepot: false,
  polyline: null,
  routeLocationId: id,
  routeVehicleId: `rv${vehicle}`,
  routeId: 'r1',
  vehiclePlate: `P${vehicle}`,
  vehicleColor: `#00000${vehicle}`,
  type: 'visit',
});
const route: RouteResult = {
  routeId: 'r1',
  jobRefNo: 'J',
  processedRouteId: null,
  status: 'SUCCESS',
  isApproved: null,
  avoidAreas: [],
  vehicleWithAssignedLocations: [1, 2].map((v) => ({
    vehicleRefNo: `V${v}`,
    vehicleName: `Truck ${v}`,
    distance: 0,
    duration: 0,
    routeVehicleId: `rv${v}`,
    insuranceCapacityUsed: null,
    volumeCapacityUsed: null,
    weightCapacityUsed: null,
    locations: ['a', 'b', 'c'].map((s, i) => stop(`${s}${v}`, v, i + 1)),
  })),
};
const ids = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2'];

describe('changes of a retried version', () => {
  it('draws the sent changes on the route again', () => {
    const [change] = locationChangesFromRequest(route, {
      locationVehicleChanges: [{ routeLocationId: 'b1', movedToRouteVehicleId: 'rv2' }],
      locationVisitOrderChanges: [{ routeLocationId: 'b1', movedAfterRouteLocationId: 'a2' }],
      locationTimeWindowChanges: [
        { routeLocationId: 'b1', serveBefore: '21:00' },
        { routeLocationId: 'zz', serveBefore: '20:00' },
      ],
    });
    expect(change).toEqual({
      id: 'b1',
      fromLocation: 'Stop b1',
      fromVehicle: { value: 'V1', label: 'Truck 1', routeVehicleId: 'rv1', color: '#000001' },
      vehicle: { value: 'V2', label: 'Truck 2', routeVehicleId: 'rv2', color: '#000002' },
      positionAfter: { label: 'Stop a2', value: 'a2', routeVehicleId: 'rv2', routeLocationId: 'a2' },
      positionAfterOption: 'a2',
      locationTimeWindowChanges: [{ routeLocationId: 'b1', serveBefore: '21:00' }],
    });
  });

  it('sends back the same request it was built from', () => {
    const request: fc.Arbitrary<LocationChangesRequest> = fc.record({
      parentRouteId: fc.constant('r1'),
      locationVehicleChanges: fc.uniqueArray(
        fc.record({
          routeLocationId: fc.constantFrom(...ids),
          movedToRouteVehicleId: fc.constantFrom('rv1', 'rv2'),
        }),
        { selector: (c) => c.routeLocationId },
      ),
      locationVisitOrderChanges: fc.uniqueArray(
        fc.record({
          routeLocationId: fc.constantFrom(...ids),
          movedAfterRouteLocationId: fc.constantFrom(...ids),
        }),
        { selector: (c) => c.routeLocationId },
      ),
      locationTimeWindowChanges: fc.uniqueArray(
        fc.record({
          routeLocationId: fc.constantFrom(...ids),
          serveBefore: fc.constantFrom('20:00', '23:59'),
        }),
        { selector: (c) => c.routeLocationId },
      ),
    });
    const byId = <T extends { routeLocationId: string }>(list: readonly T[]) =>
      [...list].sort((a, b) => a.routeLocationId.localeCompare(b.routeLocationId));
    fc.assert(
      fc.property(request, (sent) => {
        const back = toLocationChangesRequest('r1', locationChangesFromRequest(route, sent));
        const home = (id: string) => `rv${id.slice(-1)}`;
        expect(byId(back.locationVehicleChanges)).toEqual(
          byId(
            sent.locationVehicleChanges.filter((c) => c.movedToRouteVehicleId !== home(c.routeLocationId)),
          ),
        );
        expect(byId(back.locationVisitOrderChanges)).toEqual(byId(sent.locationVisitOrderChanges));
        expect(byId(back.locationTimeWindowChanges)).toEqual(byId(sent.locationTimeWindowChanges));
      }),
    );
  });
});
