import type { VehicleTrackingStatus } from './order-status.schema.js';
import type {
  ActualVisitStatus,
  LivePosition,
  TimelineUpdate,
  TrackData,
  TrackedVisit,
} from './track-and-trace.schema.js';

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

/**
 * The visit's status an update carries. A sender that leaves it out is read from the times: an
 * open visit is at location, a closed one finished (such a sender cannot tell a failed one).
 */
function visitStatusOf(update: TimelineUpdate): ActualVisitStatus | null {
  if (update.visitStatus !== undefined) return update.visitStatus;
  if (update.actualStartTime === null) return null;
  return update.actualEndTime === null ? 'in-progress' : visitSuccessStatus;
}

function placeVisit(vehicle: TrackData, update: TimelineUpdate): TrackedVisit[] {
  const status = visitStatusOf(update);
  const others = vehicle.actualRoutes.filter((visit) => visit.visitOrder !== update.visitOrder);
  const base =
    vehicle.actualRoutes.find((visit) => visit.visitOrder === update.visitOrder) ??
    vehicle.plannedRoutes.find((visit) => visit.visitOrder === update.visitOrder);
  // No stop-level event yet (only an order's): a reload shows no actual visit there either.
  if (status === null) return others;
  if (base === undefined) return [...vehicle.actualRoutes];
  const visit = { ...base, status, startTime: update.actualStartTime, endTime: update.actualEndTime };
  return [...others, visit].sort((a, b) => a.visitOrder - b.visitOrder);
}

/**
 * A timeline event sets the matching actual visit to the status and actual times the server read
 * (at location, completed, failed or cancelled), updates the vehicle's status, duration and order
 * counts, and adds one unread log entry.
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
            orderStats: update.orderStats ?? vehicle.orderStats,
            actualRoutes: placeVisit(vehicle, update),
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
