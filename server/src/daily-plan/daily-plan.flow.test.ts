import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import { checkPlan } from '@rota/test-fixtures';
import { jobStatusUpdateSchema, type Job, type RouteResult, type RouteVersion } from '@rota/core/daily-plan';
import { rows, sql } from '../db/database.js';
import { translate } from '../platform/i18n.js';
import { buildProblem } from '../solver/problem-builder.js';
import { loadStoredPlan } from '../solver/stored-plan.js';
import { createGeometricTravelMatrix } from '../solver/travel-matrix.js';
import { checkAllStoredPlans } from './testing/check-stored-plans.js';
import { routeResultAnswerSchema } from './lookup.schema.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from './testing/job-helpers.js';

describe('daily plan: create, queue, solve, review, approve', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let orders: string[];
  let vehicles: string[];
  let fleetSize: number;

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      {
        token: admin,
      },
    );
    orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    fleetSize = v.envelope.data.vehicleResultList.length;
    vehicles = v.envelope.data.vehicleResultList.slice(0, 10).map((x) => x.refNo);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("solves a queued job of today's orders and ten vehicles, and stores a plan the checker accepts", async () => {
    expect(orders.length).toBeGreaterThan(20);
    // ten vehicles, or the whole fleet of the center when it has fewer
    expect(vehicles).toHaveLength(Math.min(10, fleetSize));
    expect(vehicles.length).toBeGreaterThan(0);
    const created = await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'FLOW-1', centerId: t.centerId, orders, vehicles, queue: true }),
    });
    expect(created.status).toBe(201);
    expect(created.envelope.data.status).toBe('QUEUED');
    const job = await waitForStatus(t, admin, 'FLOW-1', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status, job.result ?? '').toBe('SUCCESS');
    expect(job.runTime).toBeGreaterThan(0);
    expect(job.version).toBe(1);

    const statuses = t.hubMessages
      .filter(
        (m) =>
          m.target === 'ReceiveJobStatusUpdate' && (m.args[0] as { jobRefNo: string }).jobRefNo === 'FLOW-1',
      )
      .map((m) => m.args[0] as { status: string; message: string | null });
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['QUEUED', 'SOLVING', 'SUCCESS']));
    expect(statuses.findIndex((s) => s.status === 'SOLVING')).toBeLessThan(
      statuses.findIndex((s) => s.status === 'SUCCESS'),
    );
    // Each text goes out as a catalog key with its values beside the spec's English `message`.
    const updates = statuses.map((s) => jobStatusUpdateSchema.parse(s));
    expect(updates.find((u) => u.status === 'SOLVING' && !u.progress)).toMatchObject({
      message: 'Solving started.',
      messageKey: 'dailyPlan.server.solvingStarted',
    });
    const solved = updates.find((u) => u.status === 'SUCCESS');
    expect(solved?.resultKey).toMatch(/^dailyPlan\.server\.result(Converged)?$/);
    expect(solved?.messageKey).toBe(solved?.resultKey);
    expect(solved?.resultParams).toMatchObject({ total: orders.length });
    expect(translate('tr', solved?.resultKey ?? '', solved?.resultParams ?? {})).toContain('sipariş');

    const versions = await t.call<RouteVersion[]>('GET', '/api/jobs/FLOW-1/versions', { token: admin });
    expect(versions.envelope.data).toHaveLength(1);
    expect(versions.envelope.data[0]?.isFeasible).toBe(true);
    expect(versions.envelope.data[0]?.duration).toMatch(/^\d{2,}:\d{2}:\d{2}$/);

    const result = await t.call<
      RouteResult & {
        jobOverview: { approval: { shouldBeApproved: boolean }; totalOrder: number };
        unassignedOrders: unknown[];
      }
    >('GET', '/api/routes/FLOW-1', { token: admin });
    expect(result.status).toBe(200);
    expect(routeResultAnswerSchema.safeParse(result.envelope.data).error).toBeUndefined();
    const routes = result.envelope.data.vehicleWithAssignedLocations;
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.length).toBeLessThanOrEqual(10);
    for (const r of routes) {
      expect(r.locations[0]?.type).toBe('start');
      expect(r.locations.some((l) => l.type === 'visit')).toBe(true);
      for (const l of r.locations.slice(1)) expect(l.polyline).toMatch(/^[\x3f-\x7e]+$/);
    }
    const planned = routes.flatMap((r) => r.locations.flatMap((l) => l.orders.map((o) => o.refNo)));
    expect(planned.length + result.envelope.data.unassignedOrders.length).toBe(orders.length);
    expect(result.envelope.data.jobOverview.approval.shouldBeApproved).toBe(true);
    expect(result.envelope.data.isApproved).toBeNull();

    const [jobRow] = await rows<{ id: number; current_route_id: number }>(
      t.db.orm,
      sql`SELECT id, current_route_id FROM jobs WHERE ref_no = 'FLOW-1'`,
    );
    const built = await buildProblem(t.db.orm, jobRow!.id, createGeometricTravelMatrix(), {
      maxTimeLimitMs: 1000,
    });
    const stored = await loadStoredPlan(t.db.orm, jobRow!.current_route_id, built);
    expect(checkPlan(built.problem, stored)).toEqual([]);

    const summary = await t.call<unknown[]>('GET', '/api/job-summary/job-summary?jobRefNo=FLOW-1', {
      token: admin,
    });
    expect(summary.envelope.data).toHaveLength(routes.length);
    const detail = await t.call<unknown[]>('GET', '/api/job-summary/job-detail?jobRefNo=FLOW-1', {
      token: admin,
    });
    expect(detail.envelope.data.length).toBe(routes.reduce((s, r) => s + r.locations.length, 0));
  });

  it('approves the plan once; a second job with one of its vehicles cannot go live', async () => {
    const route = await t.call<RouteResult>('GET', '/api/routes/FLOW-1', { token: admin });
    const approved = await t.call('PUT', `/api/jobs/FLOW-1/${route.envelope.data.routeId}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    const again = await t.call('PUT', `/api/jobs/FLOW-1/${route.envelope.data.routeId}/approve`, {
      token: admin,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe('A job in status APPROVED cannot approve.');

    const used = route.envelope.data.vehicleWithAssignedLocations[0]!.vehicleRefNo;
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'FLOW-2',
        centerId: t.centerId,
        orders: orders.slice(0, 5),
        vehicles: [used],
        queue: true,
      }),
    });
    expect((await waitForStatus(t, admin, 'FLOW-2', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).status).toBe(
      'SUCCESS',
    );
    const second = await t.call<RouteResult & { jobOverview: { approval: { shouldBeApproved: boolean } } }>(
      'GET',
      '/api/routes/FLOW-2',
      { token: admin },
    );
    expect(second.envelope.data.jobOverview.approval.shouldBeApproved).toBe(false);
    const refused = await t.call('PUT', `/api/jobs/FLOW-2/${second.envelope.data.routeId}/approve`, {
      token: admin,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe('Vehicles already in use for an approved job!');
    const discarded = await t.call('PUT', `/api/jobs/FLOW-2/${second.envelope.data.routeId}/approve`, {
      token: admin,
      body: { discard: true },
    });
    expect(discarded.status).toBe(200);
    const list = await t.call<{ jobList: Job[] }>('GET', '/api/jobs?jobRefNo=FLOW', { token: admin });
    expect(Object.fromEntries(list.envelope.data.jobList.map((j) => [j.jobRefNo, j.status]))).toEqual({
      'FLOW-1': 'APPROVED',
      'FLOW-2': 'DISCARDED',
    });
  });

  it('reruns a discarded job as a new version, pages and sorts the list, and deletes', async () => {
    const rerun = await t.call<Job>('PUT', '/api/jobs/rerun', { token: admin, body: { jobRefNo: 'FLOW-2' } });
    expect(rerun.status).toBe(200);
    expect(rerun.envelope.data.status).toBe('QUEUED');
    expect((await waitForStatus(t, admin, 'FLOW-2', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).version).toBe(2);
    const versions = await t.call<RouteVersion[]>('GET', '/api/jobs/FLOW-2/versions', { token: admin });
    expect(versions.envelope.data.map((v) => [v.version, v.sourceVersion])).toEqual([
      [2, 1],
      [1, null],
    ]);
    const old = await t.call<RouteResult>('GET', `/api/routes/FLOW-2/${versions.envelope.data[1]!.routeId}`, {
      token: admin,
    });
    expect(old.envelope.data.isApproved).toBe(false);

    const page = await t.call<{
      jobList: Job[];
      totalCount: number;
      jobStats: { jobCount: number; successCount: number };
    }>('GET', '/api/jobs?pageSize=1&pageIndex=1&sortBy=jobRefNo&sortOrder=asc', { token: admin });
    expect(page.envelope.data.totalCount).toBe(2);
    expect(page.envelope.data.jobList.map((j) => j.jobRefNo)).toEqual(['FLOW-2']);
    expect(page.envelope.data.jobStats).toMatchObject({ jobCount: 2, successCount: 2 });
    const filtered = await t.call<{ jobList: Job[] }>('GET', '/api/jobs?status=APPROVED', { token: admin });
    expect(filtered.envelope.data.jobList.map((j) => j.jobRefNo)).toEqual(['FLOW-1']);

    const deleted = await t.call('DELETE', '/api/jobs', { token: admin, body: ['FLOW-2'] });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', '/api/jobs/FLOW-2/versions', { token: admin })).status).toBe(404);
  });

  it('stores only plans the independent feasibility checker accepts', async () => {
    const checked = await checkAllStoredPlans(t.db);
    expect(checked.routes).toBeGreaterThan(0);
    expect(checked.errors).toEqual([]);
  });
});
