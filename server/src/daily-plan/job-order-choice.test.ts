import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { Job, JobInput, LeftOutOrder, LeftOutOrdersResponse } from '@rota/core/daily-plan';
import { rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from './testing/job-helpers.js';

type Saved = Job & { leftOutOrders: LeftOutOrder[] };

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('a job takes the open orders of one plan day; held orders only by name', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let today: string[];
  let vehicles: string[];

  /** Orders a job's current version plans, by reference. */
  const plannedOrders = async (refNo: string) =>
    (
      await rows<{ ref_no: string }>(
        t.db.orm,
        sql`SELECT o.ref_no FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id
            JOIN route_stops s ON s.route_vehicle_id = rv.id JOIN route_stop_orders so ON so.route_stop_id = s.id
            JOIN orders o ON o.id = so.order_id WHERE j.ref_no = ${refNo} ORDER BY o.ref_no`,
      )
    ).map((r) => r.ref_no);

  /** A driver of LIVE-A reports an order COMPLETED (now, as the server receives it). */
  const complete = async (orderRefNo: string) => {
    await t.db.orm.execute(
      sql`INSERT INTO tracking_visit_events (job_id, route_vehicle_id, vehicle_id, route_stop_id, visit_order, order_id, event, occurred_at)
          SELECT j.id, rv.id, rv.vehicle_id, s.id, s.visit_order, o.id, 'COMPLETED', now()
            FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id
            JOIN route_stops s ON s.route_vehicle_id = rv.id AND s.visit_order > 0,
            orders o
           WHERE j.ref_no = 'LIVE-A' AND o.ref_no = ${orderRefNo}
           ORDER BY s.visit_order LIMIT 1`,
    );
  };

  const create = (input: Partial<JobInput> & { refNo: string; vehicles: string[] }, queue = false) =>
    t.call<Saved>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: {
        ...jobInput({
          refNo: input.refNo,
          centerId: t.centerId,
          orders: [],
          vehicles: input.vehicles,
          queue,
        }),
        ...input,
      },
    });
  const inputOf = async (refNo: string) =>
    (await t.call<JobInput>('GET', `/api/jobs/${refNo}/job-input`, { token: admin })).envelope.data;
  const currentRoute = async (refNo: string) =>
    (await t.call<{ routeId: string }[]>('GET', `/api/jobs/${refNo}/versions`, { token: admin })).envelope
      .data[0]!.routeId;

  let liveOrders: string[];

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    today = o.envelope.data.orderResultDetails.map((x) => x.refNo).sort();
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    vehicles = v.envelope.data.vehicleResultList.map((x) => x.refNo);
    // Orders of yesterday and tomorrow beside today's.
    for (const [prefix, days] of [
      ['Y-', -1],
      ['T-', 1],
    ] as const)
      await t.db.orm.execute(
        sql`INSERT INTO orders (ref_no, distribution_center_id, name, order_date, order_type, location_id, operation_type_id, amount, weight, volume)
            SELECT ${prefix} || ref_no, distribution_center_id, name, ${dayAfter(t.today, days)}::date, order_type, location_id,
                   operation_type_id, amount, weight, volume
              FROM orders WHERE distribution_center_id = ${t.centerId} AND order_date = ${t.today}::date
             ORDER BY ref_no LIMIT 3`,
      );
    // A plan that went live with three of today's orders; a driver completes one of them.
    const liveA = await create(
      { refNo: 'LIVE-A', vehicles: vehicles.slice(0, 2), orderRefNoList: today.slice(0, 3) },
      true,
    );
    expect(liveA.status).toBe(201);
    expect((await waitForStatus(t, admin, 'LIVE-A', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).status).toBe(
      'SUCCESS',
    );
    const approved = await t.call('PUT', `/api/jobs/LIVE-A/${await currentRoute('LIVE-A')}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    liveOrders = await plannedOrders('LIVE-A');
    expect(liveOrders.length).toBeGreaterThanOrEqual(2);
    await complete(liveOrders[0]!);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("all orders without a date takes today's open orders only and names those it left out", async () => {
    const created = await create({ refNo: 'ALL-1', vehicles: vehicles.slice(2, 4), allOrders: true });
    expect(created.status).toBe(201);
    expect(created.envelope.data.taskDate).toBe(t.today);
    const expected = [
      { refNo: liveOrders[0], reason: 'COMPLETED' },
      ...liveOrders.slice(1).map((refNo) => ({ refNo, reason: 'IN_LIVE_PLAN' })),
    ];
    expect(created.envelope.data.leftOutOrders).toEqual(expected);
    const input = await inputOf('ALL-1');
    expect(input.orderRefNoList).toEqual(today.filter((r) => !liveOrders.includes(r)));
    expect(input).toMatchObject({ allOrders: true, planDate: t.today });

    const listed = await t.call<LeftOutOrdersResponse>(
      'GET',
      `/api/jobs/left-out-orders?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    expect(listed.envelope.data).toEqual({ planDate: t.today, leftOutOrders: expected });
  });

  it('a plan day takes that day’s orders; a day without open orders or a wrong day is refused', async () => {
    const tomorrow = dayAfter(t.today, 1);
    const created = await create({ refNo: 'ALL-T', vehicles, allOrders: true, planDate: tomorrow });
    expect(created.status).toBe(201);
    expect(created.envelope.data.taskDate).toBe(tomorrow);
    expect((await inputOf('ALL-T')).orderRefNoList).toEqual(today.slice(0, 3).map((r) => `T-${r}`));

    const none = await create({ refNo: 'ALL-NONE', vehicles, allOrders: true, planDate: '2001-01-01' });
    expect(none.status).toBe(400);
    expect(none.envelope.message).toContain('2001-01-01');
    const wrong = await create({ refNo: 'ALL-BAD', vehicles, allOrders: true, planDate: '2026-02-30' });
    expect(wrong.status).toBe(400);
    const wrongQuery = await t.call(
      'GET',
      `/api/jobs/left-out-orders?distributionCenterId=${t.centerId}&date=x`,
      {
        token: admin,
      },
    );
    expect(wrongQuery.status).toBe(400);
  });

  it('takes a completed order or one in a live plan when a planner names it', async () => {
    const named = [liveOrders[0]!, liveOrders[1]!];
    const created = await create({ refNo: 'NAMED-1', vehicles: vehicles.slice(2, 4), orderRefNoList: named });
    expect(created.status).toBe(201);
    expect(created.envelope.data.leftOutOrders).toEqual([]);
    expect((await inputOf('NAMED-1')).orderRefNoList).toEqual(named);
  });

  it('never sends out an order a driver completed after the job was planned; a rerun leaves it out', async () => {
    const created = await create({ refNo: 'APP-1', vehicles: vehicles.slice(2), allOrders: true }, true);
    expect(created.status).toBe(201);
    expect((await waitForStatus(t, admin, 'APP-1', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).status).toBe(
      'SUCCESS',
    );
    const [done] = await plannedOrders('APP-1');
    await complete(done!);

    const refused = await t.call('PUT', `/api/jobs/APP-1/${await currentRoute('APP-1')}/approve`, {
      token: admin,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.envelope.code).toBe(6);
    expect(refused.envelope.message).toContain(done);
    const [job] = await rows<{ status: string }>(
      t.db.orm,
      sql`SELECT status FROM jobs WHERE ref_no = 'APP-1'`,
    );
    expect(job?.status).toBe('SUCCESS');

    const rerun = await t.call<Saved>('PUT', '/api/jobs/rerun', {
      token: admin,
      body: { jobRefNo: 'APP-1' },
    });
    expect(rerun.status).toBe(200);
    expect(rerun.envelope.data.leftOutOrders).toEqual([{ refNo: done, reason: 'COMPLETED' }]);
    expect(rerun.envelope.message).toContain(done);
    expect((await inputOf('APP-1')).orderRefNoList).not.toContain(done);
    expect((await waitForStatus(t, admin, 'APP-1', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).status).toBe(
      'SUCCESS',
    );
    expect(await plannedOrders('APP-1')).not.toContain(done);
    const approved = await t.call('PUT', `/api/jobs/APP-1/${await currentRoute('APP-1')}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
  }, 120_000);
});
