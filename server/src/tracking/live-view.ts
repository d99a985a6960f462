import { encodePolyline } from '@rota/core/shared';
import {
  currentDelayMs,
  liveVehicleState,
  vehicleTiming,
  type LivePlannedStop,
  type LiveVehicleState,
  type TrackData,
  type TrackingTiming,
  type TrackedVisit,
} from '@rota/core/tracking';
import type { Orm } from '../db/database.js';
import {
  listPlannedStops,
  listPositionSpans,
  listPositions,
  listTrackedVehicles,
  listVisitEvents,
  type PlannedStop,
  type PositionSpan,
  type StoredPosition,
  type StoredVisitEvent,
  type TrackedRouteVehicle,
} from './tracking.repository.js';

/** A vehicle of a live job: what Track & Trace shows, plus the figures the dashboard adds up. */
export interface LiveVehicle {
  track: TrackData;
  state: LiveVehicleState;
  timing: TrackingTiming;
  delayMinutes: number;
  vehicle: TrackedRouteVehicle;
  stops: PlannedStop[];
  /** The last reported position, if any. */
  lastPosition: { latitude: number; longitude: number; recordedAt: string } | null;
}

const visitStops = (stops: readonly PlannedStop[]) => stops.filter((s) => s.type === 'visit');

export function plannedVisits(stops: readonly PlannedStop[]): TrackedVisit[] {
  return visitStops(stops).map((s) => ({
    visitOrder: s.visitOrder,
    startTime: s.arrival,
    endTime: s.serviceEnd,
    status: null,
    locationName: s.locationName,
    locationRefNo: s.locationRefNo,
  }));
}

function livePlannedStops(stops: readonly PlannedStop[]): LivePlannedStop[] {
  return visitStops(stops).map((s) => ({
    visitOrder: s.visitOrder,
    locationRefNo: s.locationRefNo,
    locationName: s.locationName,
    plannedStart: s.arrival,
    plannedEnd: s.serviceEnd,
    orderRefNos: s.orders.map((o) => o.orderRefNo),
  }));
}

function reportSpan(span: PositionSpan | undefined, events: readonly StoredVisitEvent[]) {
  const times = [...(span ? [span.first, span.last] : []), ...events.map((e) => e.occurredAt)].map(
    Date.parse,
  );
  if (times.length === 0) return { first: null, last: null };
  return {
    first: new Date(Math.min(...times)).toISOString(),
    last: new Date(Math.max(...times)).toISOString(),
  };
}

function liveVehicleOf(
  vehicle: TrackedRouteVehicle,
  stops: PlannedStop[],
  span: PositionSpan | undefined,
  positions: readonly StoredPosition[] | null,
  events: readonly StoredVisitEvent[],
  now: Date,
): LiveVehicle {
  const state = liveVehicleState(
    livePlannedStops(stops),
    events.map((e) => ({
      visitOrder: e.visitOrder,
      orderRefNo: e.orderRefNo,
      event: e.event,
      occurredAt: e.occurredAt,
    })),
    reportSpan(span, events),
  );
  const planned = plannedVisits(stops);
  const delay =
    state.status === 'AT_DEPOT' || state.status === 'COMPLETED'
      ? state.actualRoutes.length === 0
        ? 0
        : currentDelayMs(planned, state.actualRoutes, state.actualRoutes.at(-1)?.endTime ?? now.toISOString())
      : currentDelayMs(planned, state.actualRoutes, now.toISOString());
  const timing = vehicleTiming(delay);
  return {
    track: {
      vehiclePlate: vehicle.vehiclePlate,
      vehicleRefNo: vehicle.vehicleRefNo,
      duration: state.duration,
      orderStats: { total: state.ordersTotal, completed: state.ordersCompleted },
      driverName: vehicle.driverName,
      driverRefNo: vehicle.driverRefNo,
      driverPhone: vehicle.driverPhone,
      status: state.status,
      plannedRoutes: planned,
      actualRoutes: [...state.actualRoutes],
      plannedPolyline: vehicle.polyline === '' ? null : vehicle.polyline,
      actualPolyline:
        positions === null || positions.length === 0
          ? null
          : encodePolyline(positions.map((p) => ({ lat: p.latitude, lng: p.longitude }))),
    },
    state,
    timing: timing.timing,
    delayMinutes: Math.round(delay / 60_000),
    vehicle,
    stops,
    lastPosition: span ? { latitude: span.latitude, longitude: span.longitude, recordedAt: span.last } : null,
  };
}

/**
 * Every vehicle of a job's approved plan in its live state (or one vehicle when named). The
 * actual polylines (every stored position) are read only when asked for.
 */
export async function loadLiveVehicles(
  orm: Orm,
  jobId: number,
  now: Date,
  options: { vehicleId?: number; polylines?: boolean } = {},
): Promise<LiveVehicle[]> {
  const onlyVehicleId = options.vehicleId;
  const vehicles = (await listTrackedVehicles(orm, jobId)).filter(
    (v) => onlyVehicleId === undefined || v.vehicleId === onlyVehicleId,
  );
  if (vehicles.length === 0) return [];
  const [stops, positions, events] = await Promise.all([
    listPlannedStops(
      orm,
      vehicles.map((v) => v.routeVehicleId),
    ),
    options.polylines ? listPositions(orm, jobId, onlyVehicleId) : Promise.resolve(null),
    listVisitEvents(orm, jobId, onlyVehicleId),
  ]);
  const spans = await listPositionSpans(orm, jobId, onlyVehicleId);
  return vehicles.map((vehicle) =>
    liveVehicleOf(
      vehicle,
      stops.get(vehicle.routeVehicleId) ?? [],
      spans.find((p) => p.vehicleId === vehicle.vehicleId),
      positions === null ? null : positions.filter((p) => p.vehicleId === vehicle.vehicleId),
      events.filter((e) => e.vehicleId === vehicle.vehicleId),
      now,
    ),
  );
}
