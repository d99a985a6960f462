import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { RouteResult } from '@rota/core/daily-plan';
import type { DriverRoute, LiveStopMoveAnswer, RouteDispatchEvent } from '@rota/core/tracking';
import { first, rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';

const moves = (jobRefNo: string) => `/api/tracking_tracing/${jobRefNo}/stop-moves`;

interface StoredStop {
  id: number;
  visit_order: number;
  type: string;
  arrival: string;
  service_start: string;
  service_end: string;
  duration_from_previous: number;
  waiting: number;
}

/**
 * Live dispatching: a planner moves a stop of a live plan that the driver has not started; the
 * routes are measured again, stored in place, and both drivers and Track & Trace hear of it.
 */
describe('Track & Trace: moving a stop of a live plan', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let driver: string;
  let driverUserId: number;
  let own: string;
  let other: string;

  /** The stored stops of a vehicle's live route, in visit order. */
  const storedStops = async (vehicleRefNo: string) =>
    (
      await rows<StoredStop>(
        t.db.orm,
        sql`SELECT s.id, s.visit_order, s.type, s.arrival::text, s.service_start::text, s.service_end::text,
                   s.duration_from_previous, s.waiting
              FROM route_stops s
              JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
              JOIN jobs j ON j.current_route_id = rv.route_id
              JOIN vehicles v ON v.id = rv.vehicle_id
             WHERE j.ref_no = 'LD-1' AND v.ref_no = ${vehicleRefNo}
             ORDER BY s.visit_order`,
      )
    ).map((s) => ({ ...s, id: Number(s.id) }));
  const visits = async (vehicleRefNo: string) =>
    (await storedStops(vehicleRefNo)).filter((s) => s.type === 'visit');

  /** Each leg's stored times agree with its stored travel time: the route was measured, not shifted. */
  const expectMeasured = (stops: readonly StoredStop[]) => {
    for (let i = 1; i < stops.length; i++) {
      const previous = stops[i - 1]!;
      const stop = stops[i]!;
      const travelled = (Date.parse(stop.arrival) - Date.parse(previous.service_end)) / 1000;
      expect(travelled).toBeCloseTo(stop.duration_from_previous, 0);
      expect(Date.parse(stop.service_start)).toBeGreaterThanOrEqual(Date.parse(stop.arrival));
    }
  };

  const move = (body: unknown, token = admin, jobRefNo = 'LD-1') =>
    t.call<LiveStopMoveAnswer>('POST', moves(jobRefNo), { token, body });

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    driver = await t.token('driver1@demo.rota');
    const mine = await first<{ ref_no: string; user_id: number }>(
      t.db.orm,
      sql`SELECT v.ref_no, u.id AS user_id FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id
            JOIN users u ON lower(u.username) = lower(d.username)
           WHERE lower(d.username) = 'driver1@demo.rota'`,
    );
    own = mine!.ref_no;
    driverUserId = Number(mine!.user_id);
    const second = await first<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT ref_no FROM vehicles WHERE distribution_center_id = ${t.centerId} AND ref_no <> ${own}
           ORDER BY id LIMIT 1`,
    );
    other = second!.ref_no;
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    const input = jobInput({
      refNo: 'LD-1',
      centerId: t.centerId,
      orders: orders.slice(0, 8),
      vehicles: [own, other],
      queue: true,
    });
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: {
        ...input,
        jobParameterDto: { ...input.jobParameterDto, minNumberOfVehicles: 2, balanceRoutes: true },
      },
    });
    await waitForStatus(t, admin, 'LD-1', ['SUCCESS']);
    const result = await t.call<RouteResult>('GET', '/api/routes/LD-1', { token: admin });
    const approved = await t.call('PUT', `/api/jobs/LD-1/${result.envelope.data.routeId}/approve`, {
      token: admin,
      body: { isApproved: true },
    });
    expect(approved.status).toBe(200);
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'LD-2',
        centerId: t.centerId,
        orders: orders.slice(8, 10),
        vehicles: [own],
        queue: false,
      }),
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('uses both vehicles', async () => {
    expect((await visits(own)).length).toBeGreaterThanOrEqual(2);
    expect((await visits(other)).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the drivers, bad input, a plan that is not live, unknown vehicles and stops', async () => {
    expect((await move({ vehicleRefNo: own, visitOrder: 1, afterVisitOrder: 2 }, driver)).status).toBe(403);
    const bad = await move({ vehicleRefNo: own, visitOrder: 0, afterVisitOrder: -1 });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages.map((v) => v.field).sort()).toEqual([
      'afterVisitOrder',
      'visitOrder',
    ]);
    const notLive = await move({ vehicleRefNo: own, visitOrder: 1, afterVisitOrder: 2 }, admin, 'LD-2');
    expect(notLive.status).toBe(409);
    expect(notLive.envelope.message).toBe(
      'Job LD-2 has no live plan: stops are moved on the result page until Go Live.',
    );
    expect((await move({ vehicleRefNo: own, visitOrder: 1, afterVisitOrder: 2 }, admin, 'NOPE')).status).toBe(
      404,
    );
    const vehicle = await move({
      vehicleRefNo: own,
      visitOrder: 1,
      toVehicleRefNo: 'NO-SUCH',
      afterVisitOrder: 0,
    });
    expect(vehicle.status).toBe(404);
    expect(vehicle.envelope.validationMessages[0]?.field).toBe('toVehicleRefNo');
    expect(vehicle.envelope.message).toBe('Vehicle NO-SUCH has no route in the live plan of job LD-1.');
    const stop = await move({ vehicleRefNo: own, visitOrder: 99, afterVisitOrder: 0 });
    expect(stop.status).toBe(404);
    expect(stop.envelope.message).toBe(`Stop 99 is not a visit of the route of ${own}.`);
    const position = await move({ vehicleRefNo: own, visitOrder: 1, afterVisitOrder: 99 });
    expect(position.status).toBe(400);
    const renumbered = await move({
      vehicleRefNo: own,
      visitOrder: 2,
      afterVisitOrder: 0,
      locationRefNo: 'NOT-THERE',
    });
    expect(renumbered.status).toBe(409);
    expect(renumbered.envelope.message).toBe('The plan of job LD-1 changed meanwhile; reload and try again.');
    const same = await move({ vehicleRefNo: own, visitOrder: 2, afterVisitOrder: 1 });
    expect(same.status).toBe(409);
    expect(same.envelope.message).toBe('Stop 2 is already there; nothing was changed.');
  });

  it('moves a stop to another vehicle, measures both routes and warns of a broken time window', async () => {
    const from = await visits(other);
    const into = await visits(own);
    const taken = from[0]!;
    // The moved stop's order must be served by one minute past midnight: broken wherever it goes.
    await t.db.orm.execute(
      sql`UPDATE orders SET serve_after = NULL, serve_before = '00:01'
           WHERE id IN (SELECT order_id FROM route_stop_orders WHERE route_stop_id = ${taken.id})`,
    );
    const sent = t.hubMessages.length;
    const moved = await move({
      vehicleRefNo: other,
      visitOrder: taken.visit_order,
      toVehicleRefNo: own,
      afterVisitOrder: into.at(-1)!.visit_order,
    });
    expect(moved.status).toBe(200);
    const left = await visits(other);
    const got = await visits(own);
    expect(left.map((s) => s.id)).toEqual(from.slice(1).map((s) => s.id));
    expect(left.map((s) => s.visit_order)).toEqual(from.slice(1).map((_, i) => i + 1));
    expect(got.map((s) => s.id)).toEqual([...into.map((s) => s.id), taken.id]);
    expectMeasured(await storedStops(other));
    expectMeasured(await storedStops(own));
    // The route that lost its first visit now starts with what was its second, earlier than before.
    expect(Date.parse(left[0]!.arrival)).toBeLessThanOrEqual(Date.parse(from[1]!.arrival));
    expect(moved.envelope.data.warnings).toEqual([
      expect.objectContaining({ kind: 'TIME_WINDOW', vehicleRefNo: own }),
    ]);
    expect(moved.envelope.message).toMatch(/breaking 1 rule/);
    const [vehicleRow] = await rows<{ distance: number; duration: number; legs: number }>(
      t.db.orm,
      sql`SELECT rv.distance, rv.duration,
                 (SELECT coalesce(sum(s.distance_from_previous), 0) FROM route_stops s WHERE s.route_vehicle_id = rv.id) AS legs
            FROM route_vehicles rv JOIN jobs j ON j.current_route_id = rv.route_id JOIN vehicles v ON v.id = rv.vehicle_id
           WHERE j.ref_no = 'LD-1' AND v.ref_no = ${own}`,
    );
    expect(Number(vehicleRow!.legs)).toBeCloseTo(Number(vehicleRow!.distance), 0);
    const dispatch = t.hubMessages.slice(sent).find((m) => m.target === 'ReceiveRouteDispatch');
    expect((dispatch?.args[0] as RouteDispatchEvent).vehicleRefNos).toEqual([other, own]);
    const log = await t.call<{ code: string; message: string }[]>(
      'GET',
      '/api/tracking_tracing/LD-1/tracking-logs',
      {
        token: admin,
      },
    );
    expect(log.envelope.data.find((l) => l.code === 'STOP_MOVED')?.message).toMatch(/was moved from/);
  });

  it('refuses a started stop and a place before it; moves within the route and measures it again', async () => {
    const arrived = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: { jobRefNo: 'LD-1', visitOrder: 1, event: 'ARRIVED', occurredAt: new Date().toISOString() },
    });
    expect(arrived.status).toBe(201);
    const started = await move({ vehicleRefNo: own, visitOrder: 1, afterVisitOrder: 2 });
    expect(started.status).toBe(409);
    expect(started.envelope.message).toBe('Stop 1 cannot be moved: the driver has already reported at it.');
    const before = await move({ vehicleRefNo: own, visitOrder: 2, afterVisitOrder: 0 });
    expect(before.status).toBe(409);
    expect(before.envelope.validationMessages[0]?.field).toBe('afterVisitOrder');

    const was = await visits(own);
    const last = was.at(-1)!;
    const sent = t.hubMessages.length;
    const moved = await move({ vehicleRefNo: own, visitOrder: last.visit_order, afterVisitOrder: 1 });
    expect(moved.status).toBe(200);
    const now = await visits(own);
    // The last visit is now second, the others keep their order after it; the started one stays first.
    expect(now.map((s) => s.id)).toEqual([was[0]!.id, last.id, ...was.slice(1, -1).map((s) => s.id)]);
    expect(now.map((s) => s.visit_order)).toEqual(was.map((s) => s.visit_order));
    expect(now[0]!.arrival).toBe(was[0]!.arrival);
    expect(Date.parse(now[1]!.arrival)).toBeLessThan(Date.parse(last.arrival));
    expectMeasured(await storedStops(own));
    expect(moved.envelope.data.routes.map((r) => r.vehicleRefNo)).toEqual([own]);
    expect(moved.envelope.data.routes[0]!.stops.map((s) => s.visitOrder)).toEqual(
      now.map((s) => s.visit_order),
    );

    // The report stays with its stop; the driver's route shows the new order.
    const route = await t.call<DriverRoute[]>('GET', '/api/driver/routes?jobRefNo=LD-1', { token: driver });
    const seen = route.envelope.data[0]!.stops.filter((s) => s.type === 'visit');
    expect(seen[0]?.status).toBe('ARRIVED');
    expect(seen[1]?.plannedArrival).toBe(new Date(now[1]!.arrival).toISOString());

    const heard = t.hubMessages.slice(sent);
    const dispatch = heard.find((m) => m.target === 'ReceiveRouteDispatch');
    expect(dispatch?.hub).toBe('trackandtracehub');
    expect(dispatch?.audience).toBe('jobRefNo=LD-1');
    expect((dispatch?.args[0] as RouteDispatchEvent).vehicleRefNos).toEqual([own]);
    expect(
      heard.filter((m) => m.target === 'ReceiveDriverRouteUpdate').map((m) => [m.audience, m.args[0]]),
    ).toEqual([[`user=${driverUserId}`, { jobRefNo: 'LD-1', change: 'DISPATCH' }]]);
  });

  it("serves the drivers' position interval from the general settings, within its range", async () => {
    const interval = async () =>
      (await t.call<DriverRoute[]>('GET', '/api/driver/routes?jobRefNo=LD-1', { token: driver })).envelope
        .data[0]?.positionIntervalSeconds;
    expect(await interval()).toBe(30);
    const form = await t.call<Record<string, unknown>>('GET', '/api/settings/general', { token: admin });
    const values = form.envelope.data;
    const tooShort = await t.call('PUT', '/api/settings/general/save', {
      token: admin,
      body: { ...values, driverPositionIntervalSeconds: 2 },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.envelope.validationMessages.map((v) => v.field)).toEqual([
      'driverPositionIntervalSeconds',
    ]);
    expect(await interval()).toBe(30);
    const saved = await t.call('PUT', '/api/settings/general/save', {
      token: admin,
      body: { ...values, driverPositionIntervalSeconds: 12 },
    });
    expect(saved.status).toBe(200);
    expect(await interval()).toBe(12);
    // A value stored outside the range (by hand, or before it was checked) falls back to the default.
    await t.db.orm.execute(
      sql`UPDATE settings SET "values" = jsonb_set("values", '{driverPositionIntervalSeconds}', '1') WHERE kind = 'general'`,
    );
    expect(await interval()).toBe(30);
  });

  it("answers another center's job as a missing one", async () => {
    const [otherCenter] = await rows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM distribution_centers WHERE id <> ${t.centerId} ORDER BY id LIMIT 1`,
    );
    await t.db.orm.execute(
      sql`UPDATE users SET distribution_center_id = ${otherCenter!.id} WHERE lower(email) = 'dc1@demo.rota'`,
    );
    const dc = await t.token('dc1@demo.rota');
    const [stop] = await visits(own);
    const refused = await move(
      { vehicleRefNo: own, visitOrder: stop!.visit_order + 1, afterVisitOrder: 0 },
      dc,
    );
    expect(refused.status).toBe(404);
    expect(refused.envelope.message).toMatch(/LD-1/);
  });
});
