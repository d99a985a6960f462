import type { PositionAfter } from './location-change.schema.js';
import type { RouteLocation } from './route-result.schema.js';

type Stop = Pick<
  RouteLocation,
  'routeLocationId' | 'routeVehicleId' | 'locationName' | 'isDepot' | 'type' | 'visitOrder'
>;

/** Position After is disabled for depot and start stops. */
export function isPositionAfterDisabled(stop: Pick<RouteLocation, 'isDepot' | 'type'>): boolean {
  return stop.isDepot || stop.type === 'depot' || stop.type === 'start';
}

/**
 * Position After lists the non-depot stops of the chosen vehicle's route in visit order, except
 * the stop being moved and stops already moved by a pending change.
 */
export function positionAfterOptions(
  routeOfChosenVehicle: readonly Stop[],
  movingRouteLocationId: string,
  alreadyMovedRouteLocationIds: readonly string[] = [],
): PositionAfter[] {
  return routeOfChosenVehicle
    .filter(
      (stop) =>
        !isPositionAfterDisabled(stop) &&
        stop.routeLocationId !== movingRouteLocationId &&
        !alreadyMovedRouteLocationIds.includes(stop.routeLocationId),
    )
    .toSorted((a, b) => a.visitOrder - b.visitOrder)
    .map((stop) => ({
      label: stop.locationName,
      value: stop.routeLocationId,
      routeVehicleId: stop.routeVehicleId,
      routeLocationId: stop.routeLocationId,
    }));
}
