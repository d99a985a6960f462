import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPositionAfterDisabled, positionAfterOptions } from './position-after.rules.js';
import type { StopType } from './route-result.schema.js';

const stopArb = fc.record({
  routeLocationId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  routeVehicleId: fc.constant('rv1'),
  locationName: fc.string({ maxLength: 5 }),
  isDepot: fc.boolean(),
  type: fc.constantFrom<StopType>('start', 'depot', 'visit'),
  visitOrder: fc.nat(20),
});

describe('Position After options', () => {
  it('lists the other non-depot stops of the route in visit order', () => {
    const route = [
      {
        routeLocationId: 's',
        routeVehicleId: 'rv1',
        locationName: 'DC',
        isDepot: true,
        type: 'start' as const,
        visitOrder: 0,
      },
      {
        routeLocationId: 'b',
        routeVehicleId: 'rv1',
        locationName: 'B',
        isDepot: false,
        type: 'visit' as const,
        visitOrder: 2,
      },
      {
        routeLocationId: 'a',
        routeVehicleId: 'rv1',
        locationName: 'A',
        isDepot: false,
        type: 'visit' as const,
        visitOrder: 1,
      },
      {
        routeLocationId: 'c',
        routeVehicleId: 'rv1',
        locationName: 'C',
        isDepot: false,
        type: 'visit' as const,
        visitOrder: 3,
      },
      {
        routeLocationId: 'e',
        routeVehicleId: 'rv1',
        locationName: 'DC',
        isDepot: true,
        type: 'depot' as const,
        visitOrder: 4,
      },
    ];
    expect(positionAfterOptions(route, 'b', ['c'])).toEqual([
      { label: 'A', value: 'a', routeVehicleId: 'rv1', routeLocationId: 'a' },
    ]);
  });

  it('never offers the moving stop, a moved stop, a depot or a start', () => {
    fc.assert(
      fc.property(
        fc.array(stopArb),
        fc.constantFrom('a', 'b'),
        fc.subarray(['c', 'd']),
        (route, moving, moved) => {
          const options = positionAfterOptions(route, moving, moved);
          for (const option of options) {
            expect(option.routeLocationId).not.toBe(moving);
            expect(moved).not.toContain(option.routeLocationId);
            const stops = route.filter((s) => s.routeLocationId === option.routeLocationId);
            expect(stops.some((s) => !isPositionAfterDisabled(s))).toBe(true);
          }
        },
      ),
    );
  });

  it('disables Position After for depot and start stops', () => {
    expect(isPositionAfterDisabled({ isDepot: true, type: 'visit' })).toBe(true);
    expect(isPositionAfterDisabled({ isDepot: false, type: 'start' })).toBe(true);
    expect(isPositionAfterDisabled({ isDepot: false, type: 'visit' })).toBe(false);
  });
});
