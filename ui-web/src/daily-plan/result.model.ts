import { displaySpan, parsePolygon, timelineWindow, type TimeSpan, type TimelineItemKind } from '@rota/core';
import { vehicleColourOf, type RouteLocation, type RouteResult } from '@rota/core/daily-plan';
import type { MapMarker, MapPolygon, MapPolyline } from '../map/map-model.js';

// The colour rule is core's (the exports colour their vehicles by it too); the page's callers reach it here.
export { vehicleColourOf } from '@rota/core/daily-plan';

export function stopId(stop: Pick<RouteLocation, 'routeLocationId'>): string {
  return `stop-${stop.routeLocationId}`;
}

/** Map layers of a route result: one polyline per vehicle in its colour, a pin per stop, avoid areas. */
export function routeMapLayers(
  route: Pick<RouteResult, 'vehicleWithAssignedLocations' | 'avoidAreas'>,
  selectedStopId: string | null = null,
): { markers: MapMarker[]; polylines: MapPolyline[]; polygons: MapPolygon[] } {
  const markers: MapMarker[] = [];
  const polylines: MapPolyline[] = [];
  route.vehicleWithAssignedLocations.forEach((vehicle, index) => {
    const colour = vehicleColourOf(route, index);
    const path = vehicle.locations.flatMap((stop) => (stop.polyline ? [stop.polyline] : []));
    vehicle.locations.forEach((stop, stopIndex) => {
      if (stop.polyline)
        polylines.push({
          id: `line-${vehicle.routeVehicleId}-${stopIndex}`,
          encoded: stop.polyline,
          colour,
          width: 3,
        });
      if (stop.type === 'visit' || !markers.some((m) => m.id === stopId(stop)))
        markers.push({
          id: stopId(stop),
          position: { lat: stop.latitude, lng: stop.longitude },
          colour: stopId(stop) === selectedStopId ? '#2E8B57' : stop.isDepot ? '#212529' : colour,
          label: stop.type === 'visit' ? String(stop.visitOrder) : 'D',
          title: `${vehicle.vehicleName} · ${stop.locationName}`,
        });
    });
    // A route without stored legs is drawn stop to stop.
    if (path.length === 0 && vehicle.locations.length > 1)
      polylines.push({
        id: `line-${vehicle.routeVehicleId}`,
        path: vehicle.locations.map((s) => ({ lat: s.latitude, lng: s.longitude })),
        colour,
        width: 3,
      });
  });
  const polygons = route.avoidAreas.flatMap((area, index): MapPolygon[] => {
    const path = parsePolygon(area.polygon, 'latlng');
    return path && path.length >= 3
      ? [{ id: `avoid-${index}`, path, colour: '#f23f38', label: area.name }]
      : [];
  });
  return { markers, polylines, polygons };
}

export interface TimelineGroup {
  id: string;
  content: string;
  colour: string;
}

export interface TimelineEntry extends TimeSpan {
  id: string;
  group: string;
  content: string;
  kind: TimelineItemKind;
  colour: string;
  /** Pinned by the planner (the tooltip says so). */
  pinned?: boolean;
  /** A pending move of the stop breaks a rule (the tooltip says which). */
  warned?: boolean;
  /** Tooltip lines. */
  title?: string;
}

/** What the result page marks on a stop: pinned, and the warnings of its pending move. */
export interface StopMark {
  pinned?: string;
  warnings?: readonly string[];
}

/** Timeline items with their stops' marks (pin, warnings) and tooltips; the others as they were. */
export function markTimeline(
  items: readonly TimelineEntry[],
  marks: ReadonlyMap<string, StopMark>,
): TimelineEntry[] {
  return items.map((item) => {
    const mark = marks.get(item.id);
    if (!mark) return item;
    const lines = [...(mark.pinned ? [mark.pinned] : []), ...(mark.warnings ?? [])];
    return {
      ...item,
      pinned: Boolean(mark.pinned),
      warned: (mark.warnings ?? []).length > 0,
      ...(lines.length > 0 ? { title: lines.join('\n') } : {}),
    };
  });
}

function kindOf(stop: RouteLocation, index: number, count: number): TimelineItemKind {
  if (stop.type === 'visit') return 'visit';
  return index === 0 ? 'start' : index === count - 1 ? 'end' : 'visit';
}

/** Gantt rows: one group per vehicle, one item per stop with core's display spans, and the window. */
export function routeTimeline(route: Pick<RouteResult, 'vehicleWithAssignedLocations'>): {
  groups: TimelineGroup[];
  items: TimelineEntry[];
  window: TimeSpan | null;
} {
  const groups: TimelineGroup[] = [];
  const items: TimelineEntry[] = [];
  route.vehicleWithAssignedLocations.forEach((vehicle, index) => {
    const colour = vehicleColourOf(route, index);
    groups.push({ id: vehicle.routeVehicleId, content: vehicle.vehicleName, colour });
    vehicle.locations.forEach((stop, stopIndex) => {
      if (!stop.startTime) return;
      const start = Date.parse(stop.startTime);
      const end = stop.endTime ? Date.parse(stop.endTime) : start;
      if (!Number.isFinite(start) || !Number.isFinite(end)) return;
      const kind = kindOf(stop, stopIndex, vehicle.locations.length);
      const span = displaySpan({ start, end: Math.max(start, end) }, kind);
      items.push({
        id: stopId(stop),
        group: vehicle.routeVehicleId,
        content: stop.type === 'visit' ? String(stop.visitOrder) : stop.locationName,
        kind,
        colour,
        ...span,
      });
    });
  });
  return { groups, items, window: timelineWindow(items) };
}

export function findStop(route: Pick<RouteResult, 'vehicleWithAssignedLocations'>, id: string | null) {
  if (!id) return null;
  for (const vehicle of route.vehicleWithAssignedLocations) {
    const stop = vehicle.locations.find((s) => stopId(s) === id);
    if (stop) return { vehicle, stop };
  }
  return null;
}

/** The vehicles a plan sends out: those with at least one order on their route. */
export function vehiclesWithOrders(route: Pick<RouteResult, 'vehicleWithAssignedLocations'>): string[] {
  return route.vehicleWithAssignedLocations
    .filter((v) => v.locations.some((stop) => stop.orders.length > 0))
    .map((v) => v.vehicleRefNo);
}
