import type { VisitEventType } from './driver.schema.js';
import type { TrackingTiming, VehicleTrackingStatus } from './order-status.schema.js';
import type { ActualVisitStatus, TimelineUpdate, TrackedVisit } from './track-and-trace.schema.js';
import { onTimeToleranceMinutes, visitSuccessStatus } from './track-and-trace.rules.js';

/**
 * Live state of a vehicle from what its driver reported: the status of Track & Trace, the actual
 * visits, and the ETAs of the stops still ahead recalculated from actual progress.
 */

/** A planned visit with the number of orders served there. */
export type LivePlannedStop = {
  readonly visitOrder: number;
  readonly locationRefNo: string;
  readonly locationName: string;
  /** Planned arrival and end of service (ISO). */
  readonly plannedStart: string;
  readonly plannedEnd: string;
  readonly orderRefNos: readonly string[];
};

export type LiveVisitEvent = {
  readonly visitOrder: number;
  /** null: the event is for the whole stop. */
  readonly orderRefNo: string | null;
  readonly event: VisitEventType;
  readonly occurredAt: string;
};

/** Status of an actual visit: reached and finished, failed, cancelled, or the vehicle is there now. */
export const actualVisitStatus = {
  COMPLETED: visitSuccessStatus,
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  AT_LOCATION: 'in-progress',
} as const satisfies Record<string, ActualVisitStatus>;

/** An actual visit, which always has a status. */
export type ActualVisit = TrackedVisit & { readonly status: ActualVisitStatus };

export type LiveVehicleState = {
  readonly status: VehicleTrackingStatus;
  readonly actualRoutes: readonly ActualVisit[];
  /** Minutes from the first report to the last one. */
  readonly duration: number;
  readonly ordersCompleted: number;
  readonly ordersTotal: number;
  /** Visits with a final event (completed, failed or cancelled). */
  readonly visitsDone: number;
  /** Stops failed or cancelled. */
  readonly visitsFailed: number;
  /** The next stop the vehicle heads to (or is at), null when done. */
  readonly nextVisitOrder: number | null;
};

const finalEvents: readonly VisitEventType[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

function stopEvents(events: readonly LiveVisitEvent[], visitOrder: number): LiveVisitEvent[] {
  return events.filter((e) => e.visitOrder === visitOrder);
}

function firstOf(
  events: readonly LiveVisitEvent[],
  kinds: readonly VisitEventType[],
): LiveVisitEvent | undefined {
  return [...events]
    .filter((e) => kinds.includes(e.event) && e.orderRefNo === null)
    .sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt))[0];
}

function actualVisitOf(stop: LivePlannedStop, events: readonly LiveVisitEvent[]): ActualVisit | null {
  const mine = stopEvents(events, stop.visitOrder);
  const start = firstOf(mine, ['ARRIVED', 'SERVICE_STARTED', ...finalEvents]);
  if (!start) return null;
  const end = firstOf(mine, finalEvents);
  const status = end
    ? actualVisitStatus[end.event as 'COMPLETED' | 'FAILED' | 'CANCELLED']
    : actualVisitStatus.AT_LOCATION;
  return {
    visitOrder: stop.visitOrder,
    startTime: start.occurredAt,
    endTime: end?.occurredAt ?? null,
    status,
    locationName: stop.locationName,
    locationRefNo: stop.locationRefNo,
  };
}

function ordersCompletedAt(stop: LivePlannedStop, events: readonly LiveVisitEvent[]): number {
  const mine = stopEvents(events, stop.visitOrder);
  const stopCompleted = mine.some((e) => e.event === 'COMPLETED' && e.orderRefNo === null);
  return stop.orderRefNos.filter((ref) => {
    const own = mine.filter((e) => e.orderRefNo === ref);
    if (own.some((e) => e.event === 'FAILED' || e.event === 'CANCELLED')) return false;
    return stopCompleted || own.some((e) => e.event === 'COMPLETED');
  }).length;
}

/**
 * The vehicle's state: At Depot until it reports anything, At Location between arriving at a stop
 * and finishing it, Completed once every visit is finished (completed, failed or cancelled),
 * otherwise Headed to a Location.
 */
export function liveVehicleState(
  stops: readonly LivePlannedStop[],
  events: readonly LiveVisitEvent[],
  reports: { readonly first: string | null; readonly last: string | null },
): LiveVehicleState {
  const actual = stops.map((stop) => actualVisitOf(stop, events)).filter((v): v is ActualVisit => v !== null);
  const done = actual.filter((v) => v.status !== actualVisitStatus.AT_LOCATION);
  const failed = actual.filter(
    (v) => v.status === actualVisitStatus.FAILED || v.status === actualVisitStatus.CANCELLED,
  );
  const here = actual.find((v) => v.status === actualVisitStatus.AT_LOCATION);
  const doneOrders = new Set(done.map((v) => v.visitOrder));
  const next = here?.visitOrder ?? stops.find((s) => !doneOrders.has(s.visitOrder))?.visitOrder ?? null;
  const status: VehicleTrackingStatus =
    stops.length > 0 && done.length === stops.length
      ? 'COMPLETED'
      : here
        ? 'AT_LOCATION'
        : reports.first === null && actual.length === 0
          ? 'AT_DEPOT'
          : 'HEADED_TO_LOCATION';
  const first = reports.first === null ? NaN : Date.parse(reports.first);
  const last = reports.last === null ? NaN : Date.parse(reports.last);
  const duration =
    Number.isNaN(first) || Number.isNaN(last) ? 0 : Math.max(0, Math.round((last - first) / 60_000));
  return {
    status,
    actualRoutes: actual,
    duration,
    ordersCompleted: stops.reduce((sum, stop) => sum + ordersCompletedAt(stop, events), 0),
    ordersTotal: stops.reduce((sum, stop) => sum + stop.orderRefNos.length, 0),
    visitsDone: done.length,
    visitsFailed: failed.length,
    nextVisitOrder: next,
  };
}

/**
 * How far the vehicle runs behind (positive) or ahead (negative) of its plan, in ms: the latest
 * actual start against its planned start; while headed to a stop whose planned arrival (shifted
 * by that delay) has already passed, the time since then counts as further delay.
 */
export function currentDelayMs(
  planned: readonly Pick<TrackedVisit, 'visitOrder' | 'startTime'>[],
  actual: readonly Pick<TrackedVisit, 'visitOrder' | 'startTime' | 'endTime'>[],
  now: string,
): number {
  const started = [...actual]
    .filter((v) => v.startTime !== null)
    .sort((a, b) => b.visitOrder - a.visitOrder)[0];
  const plannedOf = (order: number) => planned.find((p) => p.visitOrder === order)?.startTime ?? null;
  let delay = 0;
  if (started?.startTime) {
    const plan = plannedOf(started.visitOrder);
    if (plan) delay = Date.parse(started.startTime) - Date.parse(plan);
    if (started.endTime === null) return delay;
  }
  const doneOrders = new Set(actual.map((v) => v.visitOrder));
  const next = planned.find((p) => !doneOrders.has(p.visitOrder) && p.startTime !== null);
  if (next?.startTime) {
    const overdue = Date.parse(now) - (Date.parse(next.startTime) + delay);
    if (overdue > 0) delay += overdue;
  }
  return delay;
}

/** ETAs of the visits not yet reached: the planned arrival shifted by the current delay, never before now. */
export function remainingEtas(
  planned: readonly Pick<TrackedVisit, 'visitOrder' | 'startTime'>[],
  actual: readonly Pick<TrackedVisit, 'visitOrder' | 'startTime' | 'endTime'>[],
  now: string,
): { readonly visitOrder: number; readonly eta: string }[] {
  const delay = currentDelayMs(planned, actual, now);
  const reached = new Set(actual.map((v) => v.visitOrder));
  const nowMs = Date.parse(now);
  return planned
    .filter((p) => !reached.has(p.visitOrder) && p.startTime !== null)
    .map((p) => ({
      visitOrder: p.visitOrder,
      eta: new Date(Math.max(nowMs, Date.parse(p.startTime as string) + delay)).toISOString(),
    }));
}

/** On Time, Late or Ahead for a vehicle: its current delay against the on-time tolerance. */
export function vehicleTiming(delayMs: number): {
  readonly timing: TrackingTiming;
  readonly minutes: number;
} {
  const minutes = Math.round(delayMs / 60_000);
  if (Math.abs(minutes) <= onTimeToleranceMinutes) return { timing: 'ON_TIME', minutes: 0 };
  return minutes > 0 ? { timing: 'LATE', minutes } : { timing: 'AHEAD', minutes: -minutes };
}

/**
 * What the back office hears after a visit event: the vehicle's state as a reload reads it, with
 * the visit of that stop (its status null while the stop has no event of its own).
 */
export function timelineUpdateOf(
  vehicle: { readonly vehicleRefNo: string; readonly vehiclePlate: string },
  state: LiveVehicleState,
  visitOrder: number,
  eventDate: string,
): TimelineUpdate {
  const visit = state.actualRoutes.find((v) => v.visitOrder === visitOrder);
  return {
    visitOrder,
    vehiclePlate: vehicle.vehiclePlate,
    actualStartTime: visit?.startTime ?? null,
    actualEndTime: visit?.endTime ?? null,
    vehicleRefNo: vehicle.vehicleRefNo,
    status: state.status,
    duration: state.duration,
    eventDate,
    visitStatus: visit?.status ?? null,
    orderStats: { total: state.ordersTotal, completed: state.ordersCompleted },
  };
}
