import type { VehicleTrackingStatus } from './order-status.schema.js';
import type { LivePosition, TimelineUpdate, TrackData, TrackedVisit } from './track-and-trace.schema.js';

export type TrackAndTraceState = {
  readonly vehicles: readonly TrackData[];
  readonly unreadLogCount: number;
  /** vehicleRefNo -> live positions received since the last reset. */
  readonly livePositions: Readonly<Record<string, readonly LivePosition[]>>;
};

export function initialTrackAndTraceState(vehicles: readonly TrackData[]): TrackAndTraceState {
  return { vehicles, unreadLogCount: 0, livePositions: {} };
}

export const visitSuccessStatus = 'success';

function markVisited(vehicle: TrackData, update: TimelineUpdate): TrackedVisit[] {
  const done = (visit: TrackedVisit): TrackedVisit => ({
    ...visit,
    status: visitSuccessStatus,
    startTime: update.actualStartTime,
    endTime: update.actualEndTime,
  });
  if (vehicle.actualRoutes.some((visit) => visit.visitOrder === update.visitOrder)) {
    return vehicle.actualRoutes.map((visit) =>
      visit.visitOrder === update.visitOrder ? done(visit) : visit,
    );
  }
  const planned = vehicle.plannedRoutes.find((visit) => visit.visitOrder === update.visitOrder);
  if (planned === undefined) return [...vehicle.actualRoutes];
  return [...vehicle.actualRoutes, done(planned)].sort((a, b) => a.visitOrder - b.visitOrder);
}

/**
 * A timeline event marks the matching actual visit as success with its actual times, updates
 * the vehicle's status and duration, and adds one unread log entry.
 */
export function applyTimelineUpdate(state: TrackAndTraceState, update: TimelineUpdate): TrackAndTraceState {
  return {
    ...state,
    vehicles: state.vehicles.map((vehicle) =>
      vehicle.vehicleRefNo === update.vehicleRefNo
        ? {
            ...vehicle,
            status: update.status,
            duration: update.duration,
            actualRoutes: markVisited(vehicle, update),
          }
        : vehicle,
    ),
    unreadLogCount: state.unreadLogCount + 1,
  };
}

/** Live positions of a vehicle are appended in arrival order. */
export function applyLocationUpdate(
  state: TrackAndTraceState,
  vehicleRefNo: string,
  positions: readonly LivePosition[],
): TrackAndTraceState {
  const known = state.livePositions[vehicleRefNo] ?? [];
  return { ...state, livePositions: { ...state.livePositions, [vehicleRefNo]: [...known, ...positions] } };
}

/** A reset-route event clears the live positions and the unread counter (its message shows as info). */
export function applyResetRoute(state: TrackAndTraceState): TrackAndTraceState {
  return { ...state, livePositions: {}, unreadLogCount: 0 };
}

/** Opening the tracking-log panel reads every entry. */
export function markTrackingLogRead(state: TrackAndTraceState): TrackAndTraceState {
  return { ...state, unreadLogCount: 0 };
}

/** "Vehicles haven't moved yet": every vehicle at the depot and no actual visit anywhere. */
export function haveVehiclesMoved(vehicles: readonly Pick<TrackData, 'status' | 'actualRoutes'>[]): boolean {
  return vehicles.some((vehicle) => vehicle.status !== 'AT_DEPOT' || vehicle.actualRoutes.length > 0);
}

/** The driver-select button works only while the vehicle is At Depot. */
export function isDriverSelectEnabled(status: VehicleTrackingStatus): boolean {
  return status === 'AT_DEPOT';
}

/** Clicking a timeline item opens order tracking for that job, location and vehicle. */
export function orderTrackingLinkOfVisit(
  jobRefNo: string,
  locationRefNo: string,
  vehicleRefNo: string,
): string {
  const query = [
    ['job', jobRefNo],
    ['locations', locationRefNo],
    ['vehicles', vehicleRefNo],
  ].map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`);
  return `/tracking/order-tracking?${query.join('&')}`;
}

/** Minutes within which an actual time counts as On Time. */
export const onTimeToleranceMinutes = 5;

export type VisitTiming =
  | { readonly timing: 'ON_TIME' }
  | { readonly timing: 'LATE' | 'AHEAD'; readonly minutes: number; readonly messageKey: string };

/** Timing of an actual start against the planned one; the grouped label reads e.g. "20 min ahead". */
export function visitTiming(plannedStart: string, actualStart: string): VisitTiming | null {
  const planned = Date.parse(plannedStart);
  const actual = Date.parse(actualStart);
  if (Number.isNaN(planned) || Number.isNaN(actual)) return null;
  const minutes = Math.round((actual - planned) / 60_000);
  if (Math.abs(minutes) <= onTimeToleranceMinutes) return { timing: 'ON_TIME' };
  return minutes > 0
    ? { timing: 'LATE', minutes, messageKey: 'tracking.minutesLate' }
    : { timing: 'AHEAD', minutes: -minutes, messageKey: 'tracking.minutesAhead' };
}

/** Map popup of a live vehicle: At Location shows "Arrived At", a vehicle on its way "Headed To" and ETA. */
export function vehiclePopupLabels(
  status: VehicleTrackingStatus,
): { readonly titleKey: string; readonly timeKey: string } | null {
  if (status === 'AT_LOCATION')
    return { titleKey: 'tracking.popup.atLocation', timeKey: 'tracking.popup.arrivedAt' };
  if (status === 'HEADED_TO_LOCATION')
    return { titleKey: 'tracking.popup.headedTo', timeKey: 'tracking.popup.eta' };
  return null;
}

/** A plate to show: the vehicle's own, or the fallback text when none was given. */
export function displayPlate(
  plate: string | null | undefined,
): { readonly text: string } | { readonly messageKey: string } {
  return plate === null || plate === undefined || plate.trim() === ''
    ? { messageKey: 'tracking.fallbackPlate' }
    : { text: plate };
}
