import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vehicleTrackingStatusValues } from './order-status.schema.js';
import type { TimelineUpdate, TrackData } from './track-and-trace.schema.js';
import {
  applyLocationUpdate,
  applyResetRoute,
  applyTimelineUpdate,
  haveVehiclesMoved,
  initialTrackAndTraceState,
  isDriverSelectEnabled,
  markTrackingLogRead,
  orderTrackingLinkOfVisit,
  visitTiming,
} from './track-and-trace.rules.js';
import { applyVehicleFilter, vehicleFilterLimit } from './vehicle-filter.rules.js';

const visit = (visitOrder: number, status: string | null = null) => ({
  visitOrder,
  startTime: `2026-01-01T0${visitOrder}:00:00Z`,
  endTime: `2026-01-01T0${visitOrder}:10:00Z`,
  status,
  locationName: `L${visitOrder}`,
  locationRefNo: `L${visitOrder}`,
});
const vehicle = (vehicleRefNo: string): TrackData => ({
  vehiclePlate: `P-${vehicleRefNo}`,
  vehicleRefNo,
  duration: 0,
  orderStats: { total: 3, completed: 0 },
  driverName: null,
  driverRefNo: null,
  driverPhone: null,
  status: 'AT_DEPOT',
  plannedRoutes: [visit(1), visit(2), visit(3)],
  actualRoutes: [],
  plannedPolyline: null,
  actualPolyline: null,
});
const updateArb: fc.Arbitrary<TimelineUpdate> = fc.record({
  visitOrder: fc.integer({ min: 1, max: 4 }),
  vehiclePlate: fc.constant('P'),
  actualStartTime: fc.constant('2026-01-01T01:05:00Z'),
  actualEndTime: fc.constant('2026-01-01T01:20:00Z'),
  vehicleRefNo: fc.constantFrom('V1', 'V2', 'V9'),
  status: fc.constantFrom(...vehicleTrackingStatusValues),
  duration: fc.nat(500),
  eventDate: fc.constant('2026-01-01T01:20:00Z'),
  visitStatus: fc.constantFrom('success' as const, 'failed' as const, 'cancelled' as const),
});

describe('track-and-trace event merge', () => {
  it('sets the visit to the status and actual times sent, updates the vehicle and counts unread', () => {
    const state = initialTrackAndTraceState([vehicle('V1'), vehicle('V2')]);
    const next = applyTimelineUpdate(state, {
      visitOrder: 2,
      vehiclePlate: 'P-V1',
      actualStartTime: '2026-01-01T02:05:00Z',
      actualEndTime: '2026-01-01T02:12:00Z',
      vehicleRefNo: 'V1',
      status: 'AT_LOCATION',
      duration: 37,
      eventDate: '2026-01-01T02:12:00Z',
      visitStatus: 'failed',
      orderStats: { total: 3, completed: 1 },
    });
    expect(next.unreadLogCount).toBe(1);
    expect(next.vehicles[0]).toMatchObject({
      status: 'AT_LOCATION',
      duration: 37,
      orderStats: { total: 3, completed: 1 },
    });
    expect(next.vehicles[0]?.actualRoutes).toEqual([
      { ...visit(2), status: 'failed', startTime: '2026-01-01T02:05:00Z', endTime: '2026-01-01T02:12:00Z' },
    ]);
    expect(next.vehicles[1]).toEqual(state.vehicles[1]);
  });

  it('counts every event once and keeps one actual visit per visit order', () => {
    fc.assert(
      fc.property(fc.array(updateArb, { maxLength: 20 }), (updates) => {
        const state = updates.reduce(
          applyTimelineUpdate,
          initialTrackAndTraceState([vehicle('V1'), vehicle('V2')]),
        );
        expect(state.unreadLogCount).toBe(updates.length);
        for (const v of state.vehicles) {
          const orders = v.actualRoutes.map((r) => r.visitOrder);
          expect(new Set(orders).size).toBe(orders.length);
          const mine = updates.filter((u) => u.vehicleRefNo === v.vehicleRefNo);
          // Each visit shows the status of the last update about it.
          for (const r of v.actualRoutes)
            expect(r.status).toBe(mine.filter((u) => u.visitOrder === r.visitOrder).at(-1)?.visitStatus);
          const last = mine.at(-1);
          if (last) expect(v.status).toBe(last.status);
        }
        expect(markTrackingLogRead(state).unreadLogCount).toBe(0);
      }),
    );
  });

  it('clears live positions and the counter on a reset-route event', () => {
    let state = initialTrackAndTraceState([vehicle('V1')]);
    state = applyLocationUpdate(state, 'V1', [{ lat: 41, lng: 29 }]);
    state = applyLocationUpdate(state, 'V1', [{ lat: 41.1, lng: 29.1 }]);
    expect(state.livePositions['V1']).toHaveLength(2);
    state = applyResetRoute({ ...state, unreadLogCount: 4 });
    expect(state.livePositions).toEqual({});
    expect(state.unreadLogCount).toBe(0);
  });

  it('knows whether anything moved and when a driver may be chosen', () => {
    expect(haveVehiclesMoved([vehicle('V1')])).toBe(false);
    expect(haveVehiclesMoved([{ ...vehicle('V1'), status: 'HEADED_TO_LOCATION' }])).toBe(true);
    expect(vehicleTrackingStatusValues.filter(isDriverSelectEnabled)).toEqual(['AT_DEPOT']);
  });

  it('links timeline items to order tracking', () => {
    expect(orderTrackingLinkOfVisit('JOB 1', 'L1', 'V1')).toBe(
      '/tracking/order-tracking?job=JOB%201&locations=L1&vehicles=V1',
    );
  });

  it('reads timing against the plan', () => {
    expect(visitTiming('2026-01-01T10:00:00Z', '2026-01-01T09:40:00Z')).toEqual({
      timing: 'AHEAD',
      minutes: 20,
      messageKey: 'tracking.minutesAhead',
    });
    expect(visitTiming('2026-01-01T10:00:00Z', '2026-01-01T10:03:00Z')).toEqual({ timing: 'ON_TIME' });
    expect(visitTiming('2026-01-01T10:00:00Z', '2026-01-01T10:30:00Z')).toMatchObject({
      timing: 'LATE',
      minutes: 30,
    });
    expect(visitTiming('x', '2026-01-01T10:30:00Z')).toBeNull();
  });
});

describe('vehicle filter limit', () => {
  it('empties the filter and turns show-all off above 400 vehicles', () => {
    expect(vehicleFilterLimit).toBe(400);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), fc.boolean(), (n, showAll) => {
        const vehicles = Array.from({ length: n }, (_, i) => `V${i}`);
        const state = applyVehicleFilter(vehicles, showAll);
        if (n > 400) expect(state).toEqual({ vehicles: [], showAll: false });
        else expect(state).toEqual({ vehicles, showAll });
      }),
    );
  });
});
