import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { RouteResult } from '@rota/core/daily-plan';
import { trackingApi, type DriverRoute, type TrackingGeofence } from '@rota/core/tracking';
import { first, rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';
import { weekdayOf } from '../solver/problem-data.js';
import { insertLog } from './tracking.repository.js';

const geofencesOf = (jobRefNo: string) =>
  `/api/${trackingApi.trackGeofences.path.replace(':jobRefNo', jobRefNo)}`;

/** Rows of each live-tracking table that belong to a job. */
async function trackingOf(t: DailyPlanTestApp, jobId: number): Promise<Record<string, number>> {
  const row = await first<Record<string, number>>(
    t.db.orm,
    sql`SELECT (SELECT count(*) FROM tracking_positions WHERE job_id = ${jobId})::int AS positions,
               (SELECT count(*) FROM tracking_visit_events WHERE job_id = ${jobId})::int AS events,
               (SELECT count(*) FROM tracking_step_results WHERE job_id = ${jobId})::int AS steps,
               (SELECT count(*) FROM tracking_door_readings WHERE job_id = ${jobId})::int AS doors,
               (SELECT count(*) FROM tracking_logs WHERE job_id = ${jobId})::int AS logs`,
  );
  return row ?? {};
}

describe('Track & Trace: avoid areas of the job day, and resetting a job’s tracking', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let driver: string;
  const jobId = async (refNo: string) =>
    (await first<{ id: number }>(t.db.orm, sql`SELECT id FROM jobs WHERE ref_no = ${refNo}`))!.id;

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    const own = await first<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT v.ref_no FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id
           WHERE lower(d.username) = 'driver1@demo.rota'`,
    );
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'TT-1',
        centerId: t.centerId,
        orders: orders.slice(0, 4),
        vehicles: [own!.ref_no],
        queue: true,
      }),
    });
    await waitForStatus(t, admin, 'TT-1', ['SUCCESS']);
    const result = await t.call<RouteResult>('GET', '/api/routes/TT-1', { token: admin });
    const approved = await t.call('PUT', `/api/jobs/TT-1/${result.envelope.data.routeId}/approve`, {
      token: admin,
      body: { isApproved: true },
    });
    expect(approved.status).toBe(200);
    const other = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'TT-2',
        centerId: t.centerId,
        orders: orders.slice(4, 6),
        vehicles: [own!.ref_no],
        queue: false,
      }),
    });
    expect(other.status).toBeLessThan(300);
    driver = await t.token('driver1@demo.rota');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers the avoid areas of the job's center, or of every center, active on the job's day", async () => {
    const weekday = weekdayOf(t.today);
    const otherWeekday = (weekday + 1) % 7;
    const dayOfMonth = Number(t.today.slice(8, 10));
    const otherDate = `${Number(t.today.slice(0, 4)) + 1}${t.today.slice(4)}`;
    const [otherCenter] = await rows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM distribution_centers WHERE id <> ${t.centerId} ORDER BY id LIMIT 1`,
    );
    const square = JSON.stringify([
      { lat: 41, lng: 29 },
      { lat: 41.01, lng: 29 },
      { lat: 41.01, lng: 29.01 },
    ]);
    const fence = (name: string, type: number, center: number | null, days: ReturnType<typeof sql>) =>
      t.db.orm.execute(
        sql`INSERT INTO geofences (name, type, distribution_center_id, polygon, days_of_week, days_of_month, special_dates)
            SELECT ${name}, ${type}, ${center}, ${square}::jsonb, w, m, s FROM (SELECT ${days}) AS d(w, m, s)`,
      );
    const none = sql`'{}'::smallint[], '{}'::smallint[], '{}'::date[]`;
    await fence('TT every day', 0, t.centerId, none);
    await fence(
      'TT every center on the weekday',
      0,
      null,
      sql`ARRAY[${weekday}]::smallint[], '{}'::smallint[], '{}'::date[]`,
    );
    await fence(
      'TT on the day of month',
      0,
      t.centerId,
      sql`'{}'::smallint[], ARRAY[${dayOfMonth}]::smallint[], '{}'::date[]`,
    );
    await fence(
      'TT on the date',
      0,
      t.centerId,
      sql`'{}'::smallint[], '{}'::smallint[], ARRAY[${t.today}::date]`,
    );
    await fence(
      'TT another weekday',
      0,
      t.centerId,
      sql`ARRAY[${otherWeekday}]::smallint[], '{}'::smallint[], '{}'::date[]`,
    );
    await fence(
      'TT another date',
      0,
      t.centerId,
      sql`'{}'::smallint[], '{}'::smallint[], ARRAY[${otherDate}::date]`,
    );
    await fence('TT a zone, not an avoid area', 1, t.centerId, none);
    if (otherCenter) await fence('TT another center', 0, otherCenter.id, none);

    const res = await t.call<TrackingGeofence[]>('GET', geofencesOf('TT-1'), { token: admin });
    expect(res.status).toBe(200);
    const ours = res.envelope.data.filter((f) => f.name.startsWith('TT '));
    expect(ours.map((f) => f.name)).toEqual([
      'TT every center on the weekday',
      'TT every day',
      'TT on the date',
      'TT on the day of month',
    ]);
    expect(ours[0]).toEqual({
      name: 'TT every center on the weekday',
      type: 0,
      polygon: '41,29;41.01,29;41.01,29.01',
    });

    const unknown = await t.call('GET', geofencesOf('NO-SUCH-JOB'), { token: admin });
    expect(unknown.status).toBe(404);
  });

  it("clears one job's positions, visit events and log, tells the live screens, and leaves other jobs alone", async () => {
    const routes = await t.call<DriverRoute[]>('GET', `/api/driver/routes?date=${t.today}`, {
      token: driver,
    });
    const route = routes.envelope.data.find((r) => r.jobRefNo === 'TT-1')!;
    const visit = route.stops.find((s) => s.type === 'visit')!;
    const now = Date.now();
    const positions = await t.call('POST', '/api/driver/positions', {
      token: driver,
      body: {
        jobRefNo: 'TT-1',
        positions: [
          {
            latitude: visit.latitude,
            longitude: visit.longitude,
            recordedAt: new Date(now - 60_000).toISOString(),
          },
        ],
      },
    });
    expect(positions.status).toBeLessThan(300);
    const arrived = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: {
        jobRefNo: 'TT-1',
        visitOrder: visit.visitOrder,
        event: 'ARRIVED',
        occurredAt: new Date(now).toISOString(),
      },
    });
    expect(arrived.status).toBe(201);
    const [one, two] = [await jobId('TT-1'), await jobId('TT-2')];
    const vehicle = await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM vehicles WHERE ref_no = ${route.vehicleRefNo}`,
    );
    await insertLog(t.db.orm, {
      jobId: two,
      vehicleId: vehicle!.id,
      level: 'Info',
      code: null,
      message: 'kept',
      messageKey: 'tracking.log.kept',
      params: {},
      eventDate: new Date(now).toISOString(),
    });
    const before = await trackingOf(t, one);
    expect(before).toMatchObject({ positions: 1, events: 1 });
    expect(before['logs']).toBeGreaterThan(0);
    const keptBefore = await trackingOf(t, two);

    const sent = t.hubMessages.length;
    const reset = await t.call<{ jobRefNo: string }>('POST', '/api/tracking_tracing/TT-1/reset', {
      token: admin,
    });
    expect(reset.status).toBe(200);
    expect(reset.envelope.data).toEqual({ jobRefNo: 'TT-1' });
    expect(reset.envelope.message).toContain('TT-1');
    expect(await trackingOf(t, one)).toEqual({ positions: 0, events: 0, steps: 0, doors: 0, logs: 0 });
    expect(await trackingOf(t, two)).toEqual(keptBefore);
    expect(keptBefore['logs']).toBe(1);
    const told = t.hubMessages.slice(sent).filter((m) => m.target === 'ReceiveResetRoute');
    expect(told.map((m) => m.audience)).toEqual(['jobRefNo=TT-1']);

    const unknown = await t.call('POST', '/api/tracking_tracing/NO-SUCH-JOB/reset', { token: admin });
    expect(unknown.status).toBe(404);
    const asDriver = await t.call('POST', '/api/tracking_tracing/TT-1/reset', { token: driver });
    expect(asDriver.status).toBe(403);
  });
});
