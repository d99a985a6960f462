import {
  currentDelayMs,
  remainingEtas,
  vehicleTiming,
  type TrackAndTraceState,
  type TrackData,
  type TrackingLog,
  type TrackingTiming,
  type VehicleTrackingStatus,
} from '@rota/core/tracking';

/** The next stop a vehicle heads to (or is at now), with its estimated arrival. */
export interface NextStop {
  readonly visitOrder: number;
  readonly locationRefNo: string;
  readonly locationName: string;
  /** Planned arrival (ISO). */
  readonly planned: string | null;
  /** Estimated arrival (ISO): the planned one shifted by the vehicle's delay; null once there. */
  readonly eta: string | null;
}

/** One vehicle of a live job as `rota track` shows it. */
export interface TrackedVehicle {
  readonly vehicleRefNo: string;
  readonly plate: string;
  readonly driver: string | null;
  readonly status: VehicleTrackingStatus;
  readonly ordersCompleted: number;
  readonly ordersTotal: number;
  readonly stopsDone: number;
  readonly stopsTotal: number;
  readonly next: NextStop | null;
  /** Minutes behind (positive) or ahead (negative) of the plan, rounded. */
  readonly delayMinutes: number;
  readonly timing: TrackingTiming;
  /** Live positions received since the view started. */
  readonly positions: number;
  readonly lastPosition: { readonly lat: number; readonly lng: number } | null;
}

/** A warning or error of the job's tracking log (late arrival, skipped stop, ...). */
export interface TrackAlert {
  readonly at: string;
  readonly vehicleRefNo: string;
  readonly plate: string;
  readonly level: 'Warning' | 'Error';
  readonly code: string | null;
  readonly message: string;
}

/** What `rota track` prints per update (one NDJSON line with --json). */
export interface TrackSnapshot {
  readonly jobRefNo: string;
  /** When the snapshot was taken (ISO). */
  readonly at: string;
  /** What brought it: the first read, a timeline event, a position, a route reset, a read of the routes, the clock. */
  readonly cause: 'start' | 'timeline' | 'location' | 'reset' | 'poll' | 'tick';
  readonly vehicles: readonly TrackedVehicle[];
  readonly alerts: readonly TrackAlert[];
  /** The message of a route reset, when that brought the snapshot. */
  readonly info: string | null;
  /** Every vehicle has finished its route: nothing more will come. */
  readonly finished: boolean;
}

const finalVisit = new Set(['success', 'failed', 'cancelled']);

function nextStopOf(vehicle: TrackData, now: string): NextStop | null {
  const done = new Set(
    vehicle.actualRoutes
      .filter((v) => v.status !== null && finalVisit.has(v.status))
      .map((v) => v.visitOrder),
  );
  const here = vehicle.actualRoutes.find((v) => v.status === 'in-progress');
  const stop = here
    ? vehicle.plannedRoutes.find((p) => p.visitOrder === here.visitOrder)
    : vehicle.plannedRoutes.find((p) => !done.has(p.visitOrder));
  if (!stop) return null;
  const eta = here
    ? null
    : (remainingEtas(vehicle.plannedRoutes, vehicle.actualRoutes, now).find(
        (e) => e.visitOrder === stop.visitOrder,
      )?.eta ?? null);
  return {
    visitOrder: stop.visitOrder,
    locationRefNo: stop.locationRefNo,
    locationName: stop.locationName,
    planned: stop.startTime,
    eta,
  };
}

/** A vehicle's row: its next stop and ETA, and how late it runs, as the Track & Trace page reads them. */
export function trackedVehicle(
  vehicle: TrackData,
  positions: readonly { lat: number; lng: number }[],
  now: string,
): TrackedVehicle {
  const finished = vehicle.status === 'COMPLETED';
  const delay = finished ? 0 : currentDelayMs(vehicle.plannedRoutes, vehicle.actualRoutes, now);
  const { timing, minutes } = vehicleTiming(delay);
  const last = positions[positions.length - 1] ?? null;
  return {
    vehicleRefNo: vehicle.vehicleRefNo,
    plate: vehicle.vehiclePlate,
    driver: vehicle.driverName,
    status: vehicle.status,
    ordersCompleted: vehicle.orderStats.completed,
    ordersTotal: vehicle.orderStats.total,
    stopsDone: vehicle.actualRoutes.filter((v) => v.status !== null && finalVisit.has(v.status)).length,
    stopsTotal: vehicle.plannedRoutes.length,
    next: finished ? null : nextStopOf(vehicle, now),
    delayMinutes: timing === 'ON_TIME' ? 0 : timing === 'LATE' ? minutes : -minutes,
    timing,
    positions: positions.length,
    lastPosition: last ? { lat: last.lat, lng: last.lng } : null,
  };
}

/** The warnings and errors of a tracking log, newest first. */
export function alertsOf(logs: readonly TrackingLog[]): TrackAlert[] {
  return logs
    .filter((log): log is TrackingLog & { level: 'Warning' | 'Error' } => log.level !== 'Info')
    .map((log) => ({
      at: log.eventDate,
      vehicleRefNo: log.vehicleRefNo,
      plate: log.vehiclePlate,
      level: log.level,
      code: log.code,
      message: log.message,
    }))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function trackSnapshot(
  jobRefNo: string,
  state: TrackAndTraceState,
  logs: readonly TrackingLog[],
  cause: TrackSnapshot['cause'],
  info: string | null,
  now: string,
): TrackSnapshot {
  const vehicles = state.vehicles.map((v) =>
    trackedVehicle(v, state.livePositions[v.vehicleRefNo] ?? [], now),
  );
  return {
    jobRefNo,
    at: now,
    cause,
    vehicles,
    alerts: alertsOf(logs),
    info,
    finished: vehicles.length > 0 && vehicles.every((v) => v.status === 'COMPLETED'),
  };
}
