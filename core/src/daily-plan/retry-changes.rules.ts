import type {
  LocationChange,
  RouteLocationChangesResponse,
  VehicleOption,
} from './location-change.schema.js';
import type { RouteLocation, RouteResult, VehicleWithAssignedLocations } from './route-result.schema.js';

type Placed = { readonly stop: RouteLocation; readonly vehicle: VehicleWithAssignedLocations };

function vehicleOption(vehicle: VehicleWithAssignedLocations, color: string | null): VehicleOption {
  return {
    value: vehicle.vehicleRefNo,
    label: vehicle.vehicleName,
    routeVehicleId: vehicle.routeVehicleId,
    color,
  };
}

function stopsById(route: RouteResult): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  for (const vehicle of route.vehicleWithAssignedLocations) {
    for (const stop of vehicle.locations) placed.set(stop.routeLocationId, { stop, vehicle });
  }
  return placed;
}

/**
 * Retry of an infeasible version: the changes sent for it (GET adhoc/{retryRouteId}/location-changes)
 * become pending changes again, drawn on the route they were made on. Stops the route does not
 * hold are skipped.
 */
export function locationChangesFromRequest(
  route: RouteResult,
  sent: RouteLocationChangesResponse,
): LocationChange[] {
  const placed = stopsById(route);
  const vehicles = new Map(route.vehicleWithAssignedLocations.map((v) => [v.routeVehicleId, v]));
  const ids = [
    ...sent.locationVehicleChanges.map((c) => c.routeLocationId),
    ...sent.locationVisitOrderChanges.map((c) => c.routeLocationId),
    ...sent.locationTimeWindowChanges.map((c) => c.routeLocationId),
  ];
  const changes: LocationChange[] = [];
  for (const id of new Set(ids)) {
    const origin = placed.get(id);
    if (origin === undefined) continue;
    const movedTo = sent.locationVehicleChanges.find((c) => c.routeLocationId === id)?.movedToRouteVehicleId;
    const target = (movedTo === undefined ? undefined : vehicles.get(movedTo)) ?? origin.vehicle;
    const afterId = sent.locationVisitOrderChanges.find(
      (c) => c.routeLocationId === id,
    )?.movedAfterRouteLocationId;
    const after = afterId === undefined ? undefined : placed.get(afterId);
    changes.push({
      id,
      fromLocation: origin.stop.locationName,
      fromVehicle: vehicleOption(origin.vehicle, origin.stop.vehicleColor),
      vehicle: vehicleOption(target, target.locations[0]?.vehicleColor ?? null),
      positionAfter:
        after === undefined
          ? null
          : {
              label: after.stop.locationName,
              value: after.stop.routeLocationId,
              routeVehicleId: after.stop.routeVehicleId,
              routeLocationId: after.stop.routeLocationId,
            },
      positionAfterOption: after === undefined ? null : after.stop.routeLocationId,
      locationTimeWindowChanges: sent.locationTimeWindowChanges.filter((c) => c.routeLocationId === id),
    });
  }
  return changes;
}
