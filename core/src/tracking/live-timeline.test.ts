import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VisitEventType } from './driver.schema.js';
import {
  liveVehicleState,
  timelineUpdateOf,
  type LivePlannedStop,
  type LiveVisitEvent,
} from './live-eta.rules.js';
import type { TimelineUpdate, TrackData } from './track-and-trace.schema.js';
import { applyTimelineUpdate, initialTrackAndTraceState } from './track-and-trace.rules.js';

/**
 * The live Track & Trace page folds the server's timeline updates into the loaded state; after
 * any sequence of driver reports it must show what a reload (the server's live state) shows.
 */
const stops: LivePlannedStop[] = [1, 2, 3].map((visitOrder) => ({
  visitOrder,
  locationRefNo: `L${visitOrder}`,
  locationName: `Location ${visitOrder}`,
  plannedStart: `2026-11-25T0${visitOrder + 6}:00:00.000Z`,
  plannedEnd: `2026-11-25T0${visitOrder + 6}:15:00.000Z`,
  orderRefNos: [`O${visitOrder}a`, `O${visitOrder}b`],
}));
const vehicle = { vehicleRefNo: 'V1', vehiclePlate: '34 ABC 1' };

function spanOf(events: readonly LiveVisitEvent[]) {
  const times = events.map((e) => e.occurredAt).sort();
  return { first: times[0] ?? null, last: times.at(-1) ?? null };
}

/** What GET tracking_tracing/{job}/routes answers for the vehicle after these events. */
function reloaded(events: readonly LiveVisitEvent[]) {
  const state = liveVehicleState(stops, events, spanOf(events));
  return {
    status: state.status,
    duration: state.duration,
    orderStats: { total: state.ordersTotal, completed: state.ordersCompleted },
    actualRoutes: [...state.actualRoutes],
  };
}

function loaded(): TrackData {
  return {
    ...vehicle,
    ...reloaded([]),
    driverName: null,
    driverRefNo: null,
    driverPhone: null,
    plannedRoutes: stops.map((s) => ({
      visitOrder: s.visitOrder,
      startTime: s.plannedStart,
      endTime: s.plannedEnd,
      status: null,
      locationName: s.locationName,
      locationRefNo: s.locationRefNo,
    })),
    plannedPolyline: null,
    actualPolyline: null,
  };
}

/** The updates the server sends: one per stored event, read after storing it. */
function updatesOf(events: readonly LiveVisitEvent[]): TimelineUpdate[] {
  return events.map((event, i) => {
    const stored = events.slice(0, i + 1);
    const state = liveVehicleState(stops, stored, spanOf(stored));
    return timelineUpdateOf(vehicle, state, event.visitOrder, event.occurredAt);
  });
}

function liveView(updates: readonly TimelineUpdate[]) {
  const state = updates.reduce(applyTimelineUpdate, initialTrackAndTraceState([loaded()]));
  const [shown] = state.vehicles;
  return {
    status: shown?.status,
    duration: shown?.duration,
    orderStats: shown?.orderStats,
    actualRoutes: shown?.actualRoutes,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 7, minute)).toISOString();
const stopEvent = (visitOrder: number, event: VisitEventType, minute: number): LiveVisitEvent => ({
  visitOrder,
  orderRefNo: null,
  event,
  occurredAt: at(minute),
});

describe('live timeline against a reload', () => {
  it.each([
    ['arrived', ['ARRIVED'], 'in-progress', 'AT_LOCATION'],
    ['service started', ['ARRIVED', 'SERVICE_STARTED'], 'in-progress', 'AT_LOCATION'],
    ['completed', ['ARRIVED', 'SERVICE_STARTED', 'COMPLETED'], 'success', 'HEADED_TO_LOCATION'],
    ['failed', ['ARRIVED', 'FAILED'], 'failed', 'HEADED_TO_LOCATION'],
    ['cancelled', ['CANCELLED'], 'cancelled', 'HEADED_TO_LOCATION'],
  ] as const)(
    'a visit %s (events %j) shows as %s, live as after a reload',
    (_, kinds, visitStatus, status) => {
      const events = kinds.map((kind, i) => stopEvent(2, kind, i * 5));
      const live = liveView(updatesOf(events));
      expect(live.actualRoutes).toEqual([expect.objectContaining({ visitOrder: 2, status: visitStatus })]);
      expect(live.status).toBe(status);
      expect(live).toEqual(reloaded(events));
    },
  );

  it('an order failed on its own lowers the completed orders and adds no actual visit', () => {
    const events = [{ ...stopEvent(1, 'FAILED', 3), orderRefNo: 'O1a' }];
    const live = liveView(updatesOf(events));
    expect(live.actualRoutes).toEqual([]);
    expect(live).toEqual(reloaded(events));
    const done = [...events, stopEvent(1, 'COMPLETED', 9)];
    expect(liveView(updatesOf(done)).orderStats).toEqual({ total: 6, completed: 1 });
    expect(liveView(updatesOf(done))).toEqual(reloaded(done));
  });

  it('the first final event of a stop wins, as on a reload', () => {
    const events = [stopEvent(3, 'ARRIVED', 0), stopEvent(3, 'FAILED', 4), stopEvent(3, 'COMPLETED', 8)];
    expect(liveView(updatesOf(events)).actualRoutes).toEqual([
      expect.objectContaining({ status: 'failed', endTime: at(4) }),
    ]);
    expect(liveView(updatesOf(events))).toEqual(reloaded(events));
  });

  it('an update without the visit status (a sender of the specification only) reads the times', () => {
    const [arrived] = updatesOf([stopEvent(1, 'ARRIVED', 0)]);
    const { visitStatus: _, orderStats: __, ...bare } = arrived as TimelineUpdate;
    expect(liveView([bare]).actualRoutes).toEqual([expect.objectContaining({ status: 'in-progress' })]);
    expect(liveView([{ ...bare, actualEndTime: at(9) }]).actualRoutes).toEqual([
      expect.objectContaining({ status: 'success', endTime: at(9) }),
    ]);
    expect(liveView([bare]).orderStats).toEqual({ total: 6, completed: 0 });
  });

  it('after any sequence of reports the live view equals a reload', () => {
    const kinds: VisitEventType[] = ['ARRIVED', 'SERVICE_STARTED', 'COMPLETED', 'FAILED', 'CANCELLED'];
    const eventArb = fc.record({
      visitOrder: fc.integer({ min: 1, max: 3 }),
      order: fc.constantFrom(null, 'a', 'b'),
      event: fc.constantFrom(...kinds),
    });
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 25 }), (drawn) => {
        // The server stores each (stop, order, event) once; a replay is refused and sends nothing.
        const seen = new Set<string>();
        const events = drawn
          .filter((e) => {
            const key = `${e.visitOrder}|${e.order}|${e.event}`;
            return !seen.has(key) && seen.add(key) !== undefined;
          })
          .map((e, i): LiveVisitEvent => ({
            visitOrder: e.visitOrder,
            orderRefNo: e.order === null ? null : `O${e.visitOrder}${e.order}`,
            event: e.event,
            occurredAt: at(i),
          }));
        expect(liveView(updatesOf(events))).toEqual(reloaded(events));
      }),
    );
  });
});
