import { decodePolyline, type LatLng } from '@rota/core';
import {
  currentDelayMs,
  remainingEtas,
  vehicleTiming,
  type LivePosition,
  type TrackData,
  type TrackingGeofence,
  type TrackingTiming,
} from '@rota/core/tracking';
import { vehicleColourOf, type RouteResult } from '@rota/core/daily-plan';
import { ROUTE_COLOUR, type MapMarker, type MapPolygon, type MapPolyline } from '../map/map-model.js';

/** What the page shows of one vehicle beyond the server's track data. */
export interface VehicleView {
  readonly timing: TrackingTiming;
  readonly minutes: number;
  /** The stop the vehicle is at or heads to, with its ETA (null when none is left). */
  readonly next: { readonly visitOrder: number; readonly locationName: string; readonly eta: string } | null;
  /** Where the vehicle was last seen. */
  readonly position: LatLng | null;
}

/** Each vehicle's colour by reference. */
export type VehicleColours = ReadonlyMap<string, string>;

/**
 * The vehicles' colours as the job's result page draws them (`vehicleColourOf`: the vehicle's own
 * colour, else the palette by its place in the result); without the result, by place here.
 */
export function vehicleColours(
  vehicles: readonly Pick<TrackData, 'vehicleRefNo'>[],
  result: Pick<RouteResult, 'vehicleWithAssignedLocations'> | null,
): VehicleColours {
  const routes = result ?? { vehicleWithAssignedLocations: [] };
  return new Map(
    vehicles.map((vehicle, i) => {
      const index = routes.vehicleWithAssignedLocations.findIndex(
        (v) => v.vehicleRefNo === vehicle.vehicleRefNo,
      );
      return [vehicle.vehicleRefNo, vehicleColourOf(routes, index < 0 ? i : index)];
    }),
  );
}

/** Timing, next stop and ETA of a vehicle from its planned and actual visits, now. */
export function vehicleView(vehicle: TrackData, live: readonly LivePosition[], now: string): VehicleView {
  const finished = vehicle.status === 'COMPLETED' || vehicle.status === 'AT_DEPOT';
  const lastActual = vehicle.actualRoutes.at(-1);
  const delay =
    vehicle.status === 'AT_DEPOT' && vehicle.actualRoutes.length === 0
      ? 0
      : currentDelayMs(
          vehicle.plannedRoutes,
          vehicle.actualRoutes,
          finished ? (lastActual?.endTime ?? lastActual?.startTime ?? now) : now,
        );
  const timing = vehicleTiming(delay);
  const atStop = vehicle.actualRoutes.find((v) => v.endTime === null);
  const etas = remainingEtas(vehicle.plannedRoutes, vehicle.actualRoutes, now);
  const nextOrder = atStop?.visitOrder ?? etas[0]?.visitOrder;
  const planned = vehicle.plannedRoutes.find((v) => v.visitOrder === nextOrder);
  const next =
    planned && vehicle.status !== 'COMPLETED'
      ? {
          visitOrder: planned.visitOrder,
          locationName: planned.locationName,
          eta: atStop?.startTime ?? etas.find((e) => e.visitOrder === planned.visitOrder)?.eta ?? now,
        }
      : null;
  const trail = vehicle.actualPolyline ? (decodePolyline(vehicle.actualPolyline) ?? []) : [];
  const last = live.at(-1) ?? trail.at(-1) ?? null;
  return {
    timing: timing.timing,
    minutes: timing.minutes,
    next,
    position: last ? { lat: last.lat, lng: last.lng } : null,
  };
}

/** Planned route thin in the route colour, actual route wide in the vehicle's colour (with live positions). */
export function mapLines(
  vehicles: readonly TrackData[],
  live: Readonly<Record<string, readonly LivePosition[]>>,
  colours: VehicleColours,
): MapPolyline[] {
  return vehicles.flatMap((vehicle) => {
    const lines: MapPolyline[] = [];
    if (vehicle.plannedPolyline)
      lines.push({
        id: `planned-${vehicle.vehicleRefNo}`,
        encoded: vehicle.plannedPolyline,
        colour: ROUTE_COLOUR,
        width: 3,
      });
    const trail = vehicle.actualPolyline ? (decodePolyline(vehicle.actualPolyline) ?? []) : [];
    const path = [...trail, ...(live[vehicle.vehicleRefNo] ?? [])];
    if (path.length > 1)
      lines.push({
        id: `actual-${vehicle.vehicleRefNo}`,
        path,
        colour: colours.get(vehicle.vehicleRefNo) ?? ROUTE_COLOUR,
        width: 6,
      });
    return lines;
  });
}

/** Avoid areas as polygons ("lat,lng;lat,lng;..."). */
export function avoidAreas(geofences: readonly TrackingGeofence[]): MapPolygon[] {
  return geofences.map((fence, i) => ({
    id: `avoid-${i}`,
    label: fence.name,
    colour: '#f46a6a',
    path: fence.polygon
      .split(';')
      .map((pair) => pair.split(',').map(Number))
      .filter((p) => p.length === 2 && p.every(Number.isFinite))
      .map(([lat, lng]) => ({ lat: lat as number, lng: lng as number })),
  }));
}

/** A marker per vehicle where it was last seen, titled with what its popup says. */
export function vehicleMarkers(
  vehicles: readonly TrackData[],
  views: ReadonlyMap<string, VehicleView>,
  title: (vehicle: TrackData, view: VehicleView) => string,
  colours: VehicleColours,
): MapMarker[] {
  return vehicles.flatMap((vehicle) => {
    const view = views.get(vehicle.vehicleRefNo);
    if (!view?.position) return [];
    return [
      {
        id: `vehicle-${vehicle.vehicleRefNo}`,
        position: view.position,
        colour: colours.get(vehicle.vehicleRefNo) ?? ROUTE_COLOUR,
        label: vehicle.vehiclePlate.replace(/\s+/g, '').slice(-3),
        title: title(vehicle, view),
      },
    ];
  });
}

/** Bounds of the timeline: the day's planned and actual times, with 15 minutes each side. */
export function timelineWindow(vehicles: readonly TrackData[]): { start: number; end: number } | null {
  const times = vehicles
    .flatMap((v) => [...v.plannedRoutes, ...v.actualRoutes])
    .flatMap((visit) => [visit.startTime, visit.endTime])
    .filter((t): t is string => t !== null)
    .map(Date.parse)
    .filter(Number.isFinite);
  if (times.length === 0) return null;
  return { start: Math.min(...times) - 15 * 60_000, end: Math.max(...times) + 15 * 60_000 };
}
