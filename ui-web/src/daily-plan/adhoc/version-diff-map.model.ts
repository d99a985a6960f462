import type { RouteResult } from '@rota/core/daily-plan';
import type { MapMarker, MapPolyline } from '../../map/map-model.js';
import { stopId } from '../result.model.js';

/** The grey of the version compared against, and the ring of a changed stop. */
export const DIFF_FROM_COLOUR = '#9aa0a6';
export const DIFF_CHANGED_COLOUR = '#e8590c';

type Layers = { markers: MapMarker[]; polylines: MapPolyline[] };

/**
 * One map of two versions: the other version's legs in grey under this version's coloured legs
 * (both along the roads where shapes were stored), this version's stops, and the stops holding a
 * changed order in the changed colour.
 */
export function versionDiffLayers(
  from: Layers,
  to: Layers,
  toRoute: Pick<RouteResult, 'vehicleWithAssignedLocations'>,
  changedOrders: readonly string[],
): Layers {
  const changed = new Set(changedOrders);
  const changedStops = new Set(
    toRoute.vehicleWithAssignedLocations.flatMap((vehicle) =>
      vehicle.locations
        .filter((stop) => stop.orders.some((order) => changed.has(order.refNo)))
        .map((stop) => stopId(stop)),
    ),
  );
  return {
    polylines: [
      ...from.polylines.map((line): MapPolyline => ({
        ...line,
        id: `from-${line.id}`,
        colour: DIFF_FROM_COLOUR,
        width: 6,
      })),
      ...to.polylines.map((line) => ({ ...line, id: `to-${line.id}` })),
    ],
    markers: to.markers.map((marker) =>
      changedStops.has(marker.id) ? { ...marker, colour: DIFF_CHANGED_COLOUR } : marker,
    ),
  };
}
