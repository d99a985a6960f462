import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { RouteResult } from '@rota/core/daily-plan';
import {
  driverApi,
  trackingApi,
  type Dashboard,
  type DriverRoute,
  type TrackData,
  type TrackingLog,
} from '@rota/core/tracking';
import { first, rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';
import { createDatabaseFileStore } from '../storage/index.js';
import { proofFileKey } from './tracking.repository.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function counts(t: DailyPlanTestApp): Promise<Record<string, number>> {
  const row = await first<Record<string, number>>(
    t.db.orm,
    sql`SELECT (SELECT count(*) FROM tracking_positions)::int AS positions,
               (SELECT count(*) FROM tracking_visit_events)::int AS events,
               (SELECT count(*) FROM tracking_step_results)::int AS steps,
               (SELECT count(*) FROM tracking_proof_files)::int AS files,
               (SELECT count(*) FROM stored_files)::int AS "storedFiles",
               (SELECT count(*) FROM tracking_door_readings)::int AS doors,
               (SELECT count(*) FROM tracking_logs)::int AS logs`,
  );
  return row ?? {};
}

describe("drivers' API: a driver reports from the road, the back office sees it live", () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let driver: string;
  let otherDriver: string;
  let route: DriverRoute;
  const base = Date.now() - 60 * 60_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    // driver1@demo.rota drives the vehicle whose default driver has that username.
    const own = await first<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT v.ref_no FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id
           WHERE lower(d.username) = 'driver1@demo.rota'`,
    );
    const second = await first<{ ref_no: string; email: string; given_name: string; surname: string }>(
      t.db.orm,
      sql`SELECT v.ref_no, d.email, d.given_name, d.surname FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id
           WHERE v.distribution_center_id = ${t.centerId} AND lower(d.username) <> 'driver1@demo.rota'
           ORDER BY v.id LIMIT 1`,
    );
    expect(own && second).toBeTruthy();
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    // One job per driver (a plan may leave a vehicle unused): driver1 drives LIVE-1, the other LIVE-2.
    for (const [refNo, vehicle, mine] of [
      ['LIVE-1', own!.ref_no, orders.slice(0, 6)],
      ['LIVE-2', second!.ref_no, orders.slice(6, 10)],
    ] as const) {
      await t.call('POST', '/api/jobs/partial-job', {
        token: admin,
        body: jobInput({ refNo, centerId: t.centerId, orders: [...mine], vehicles: [vehicle], queue: true }),
      });
      await waitForStatus(t, admin, refNo, ['SUCCESS']);
      const result = await t.call<RouteResult>('GET', `/api/routes/${refNo}`, { token: admin });
      const approved = await t.call('PUT', `/api/jobs/${refNo}/${result.envelope.data.routeId}/approve`, {
        token: admin,
        body: { isApproved: true },
      });
      expect(approved.status).toBe(200);
    }
    driver = await t.token('driver1@demo.rota');
    const created = await t.call('POST', '/api/user-management/users', {
      token: admin,
      body: {
        email: second!.email,
        givenName: second!.given_name,
        surname: second!.surname,
        role: 'Driver',
        distributionCenterId: t.centerId,
        password: 'Kamyon-Yolu-2026!',
      },
    });
    expect(created.status).toBe(201);
    const signIn = await t.call<{ token: string }>('POST', '/auth/authenticate/login', {
      body: { email: second!.email, password: 'Kamyon-Yolu-2026!' },
    });
    otherDriver = signIn.envelope.data.token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("serves every call of core's drivers' API and Track & Trace reads (empty bodies answer 4xx, never 500)", async () => {
    for (const call of Object.values(driverApi)) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api/${call.path}`,
        headers: { authorization: `Bearer ${driver}` },
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, call.path).toBeLessThan(500);
      expect(String((res.json() as { message?: string }).message ?? '')).not.toMatch(/^No route/);
    }
    for (const call of [
      trackingApi.trackRoutes,
      trackingApi.trackPolylines,
      trackingApi.trackingLogs,
      trackingApi.trackGeofences,
    ]) {
      const res = await t.call('GET', `/api/${call.path.replace(':jobRefNo', 'LIVE-1')}`, { token: admin });
      expect(res.status, call.path).toBe(200);
    }
  });

  it("answers only the signed-in driver's own approved route", async () => {
    const mine = await t.call<DriverRoute[]>('GET', `/api/${driverApi.driverRoutes.path}?date=${t.today}`, {
      token: driver,
    });
    expect(mine.status).toBe(200);
    expect(mine.envelope.data.map((r) => r.jobRefNo)).toEqual(['LIVE-1']);
    route = mine.envelope.data[0]!;
    const theirs = await t.call<DriverRoute[]>('GET', `/api/${driverApi.driverRoutes.path}?date=${t.today}`, {
      token: otherDriver,
    });
    expect(theirs.envelope.data.map((r) => r.jobRefNo)).toEqual(['LIVE-2']);
    expect(theirs.envelope.data[0]!.vehicleRefNo).not.toBe(route.vehicleRefNo);
    expect(route.stops.filter((s) => s.type === 'visit').length).toBeGreaterThan(0);
    // Drivers do not read the back office's screens, and the back office does not use the driver API.
    expect((await t.call('GET', `/api/tracking_tracing/LIVE-1/routes`, { token: driver })).status).toBe(403);
    expect((await t.call('GET', `/api/${driverApi.driverRoutes.path}`, { token: admin })).status).toBe(403);
  });

  it('stores positions out of order, de-duplicates them, and pushes them in time order', async () => {
    const [a, b] = route.stops as [DriverRoute['stops'][number], DriverRoute['stops'][number]];
    const sent = t.hubMessages.length;
    const first = await t.call<{ accepted: number; duplicates: number }>('POST', '/api/driver/positions', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        positions: [
          { latitude: b.latitude, longitude: b.longitude, recordedAt: at(10), speed: 32 },
          { latitude: a.latitude, longitude: a.longitude, recordedAt: at(0) },
        ],
      },
    });
    expect(first.envelope.data).toEqual({ accepted: 2, duplicates: 0 });
    const again = await t.call<{ accepted: number; duplicates: number }>('POST', '/api/driver/positions', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        positions: [
          { latitude: a.latitude, longitude: a.longitude, recordedAt: at(0) },
          { latitude: b.latitude, longitude: b.longitude, recordedAt: at(5) },
        ],
      },
    });
    expect(again.envelope.data).toEqual({ accepted: 1, duplicates: 1 });
    const pushed = t.hubMessages.slice(sent).filter((m) => m.target === 'ReceiveLocationUpdate');
    expect(pushed.map((m) => m.audience)).toEqual([
      `jobRefNo=LIVE-1&vehicleRefNo=${route.vehicleRefNo}`,
      `jobRefNo=LIVE-1&vehicleRefNo=${route.vehicleRefNo}`,
    ]);
    expect(pushed[0]!.args[0]).toEqual([
      { lat: a.latitude, lng: a.longitude },
      { lat: b.latitude, lng: b.longitude },
    ]);
    const before = await counts(t);
    const replay = await t.call('POST', '/api/driver/positions', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        positions: [{ latitude: a.latitude, longitude: a.longitude, recordedAt: at(0) }],
      },
    });
    expect(replay.status).toBe(409);
    expect(replay.envelope.message).toBe(
      'Every report of this batch was already received; nothing was changed.',
    );
    expect(await counts(t)).toEqual(before);
    // The planners' last recorded location of the vehicle is the newest position its driver sent.
    const last = await t.call('POST', '/api/vehicles/last-recorded-locations', {
      token: admin,
      body: [route.vehicleRefNo],
    });
    expect(last.envelope.data).toEqual([
      {
        vehicleRefNo: route.vehicleRefNo,
        latitude: b.latitude,
        longitude: b.longitude,
        timestamp: at(10).replace(/\.\d{3}Z$/, 'Z'),
      },
    ]);
  });

  it('records visit events, logs them, and sends the timeline update; a replay is refused', async () => {
    const visit = route.stops.find((s) => s.type === 'visit')!;
    const sent = t.hubMessages.length;
    const late = new Date(Date.parse(visit.plannedArrival) + 25 * 60_000).toISOString();
    const arrived = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, event: 'ARRIVED', occurredAt: late },
    });
    expect(arrived.status).toBe(201);
    const completedAt = new Date(Date.parse(late) + 10 * 60_000).toISOString();
    const done = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, event: 'COMPLETED', occurredAt: completedAt },
    });
    expect(done.status).toBe(201);
    const updates = t.hubMessages.slice(sent).filter((m) => m.target === 'ReceiveTimelineUpdate');
    expect(updates.map((m) => m.audience)).toEqual(['jobRefNo=LIVE-1', 'jobRefNo=LIVE-1']);
    expect(updates[0]!.args[0]).toMatchObject({
      visitOrder: visit.visitOrder,
      vehicleRefNo: route.vehicleRefNo,
      status: 'AT_LOCATION',
      actualStartTime: new Date(late).toISOString(),
      actualEndTime: null,
    });
    expect(updates[1]!.args[0]).toMatchObject({
      actualEndTime: new Date(completedAt).toISOString(),
      visitStatus: 'success',
    });

    const before = await counts(t);
    const replay = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, event: 'COMPLETED', occurredAt: completedAt },
    });
    expect(replay.status).toBe(409);
    expect(replay.envelope.message).toBe('This report was already received; nothing was changed.');
    expect(await counts(t)).toEqual(before);

    const track = await t.call<(TrackData & { timing: string })[]>(
      'GET',
      `/api/${trackingApi.trackRoutes.path.replace(':jobRefNo', 'LIVE-1')}`,
      { token: admin },
    );
    const mine = track.envelope.data.find((v) => v.vehicleRefNo === route.vehicleRefNo)!;
    expect(mine.actualRoutes).toEqual([
      expect.objectContaining({ visitOrder: visit.visitOrder, status: 'success' }),
    ]);
    expect(mine.timing).toBe('LATE');

    expect(mine.actualPolyline).not.toBeNull();
    const logs = await t.call<TrackingLog[]>('GET', '/api/tracking_tracing/LIVE-1/tracking-logs', {
      token: admin,
    });
    expect(logs.envelope.data).toHaveLength(2);
    expect(logs.envelope.data[1]).toMatchObject({ level: 'Warning', code: 'ARRIVED_LATE' });
    expect(logs.envelope.data[1]!.message).toContain('25 min late');

    const dashboard = await t.call<Dashboard>('GET', `/api/dashboard?date=${t.today}`, { token: admin });
    const visits = route.stops.filter((s) => s.type === 'visit').length;
    expect(dashboard.envelope.data.routeTaskProgress[`${route.vehiclePlate} (LIVE-1)`]).toBeCloseTo(
      Math.round((1000 * 1) / visits) / 10,
    );
    expect(dashboard.envelope.data.ordersCompleted).toBe(visit.orders.length);
    expect(dashboard.envelope.data.distanceCompleted).toBeGreaterThan(0);
    // driver1 is under way and late; the other vehicle (LIVE-2) has not moved.
    expect(dashboard.envelope.data.vehiclesHaveIssue).toBe(visits === 1 ? 0 : 1);
    expect(dashboard.envelope.data.vehiclesAtDepot).toBe(1);

    // a failed visit is sent as failed, as a reload of the routes reads it
    const other = route.stops.filter((s) => s.type === 'visit')[1]!;
    const failedSent = t.hubMessages.length;
    const failed = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        visitOrder: other.visitOrder,
        event: 'FAILED',
        occurredAt: new Date(Date.parse(completedAt) + 30 * 60_000).toISOString(),
        reason: 'Nobody at the address',
      },
    });
    expect(failed.status).toBe(201);
    const failedUpdate = t.hubMessages.slice(failedSent).find((m) => m.target === 'ReceiveTimelineUpdate')!
      .args[0];
    expect(failedUpdate).toMatchObject({ visitOrder: other.visitOrder, visitStatus: 'failed' });
    const reread = await t.call<TrackData[]>(
      'GET',
      `/api/${trackingApi.trackRoutes.path.replace(':jobRefNo', 'LIVE-1')}`,
      { token: admin },
    );
    expect(reread.envelope.data.find((v) => v.vehicleRefNo === route.vehicleRefNo)!.actualRoutes).toEqual(
      expect.arrayContaining([expect.objectContaining({ visitOrder: other.visitOrder, status: 'failed' })]),
    );
  });

  it('stores a step result with proof and door readings; bad or foreign reports change nothing', async () => {
    const visit = route.stops.find((s) => s.type === 'visit')!;
    const order = visit.orders[0]!;
    const stored = await t.call<{ files: { fileUrl: string }[] }>('POST', '/api/driver/step-results', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        visitOrder: visit.visitOrder,
        orderRefNo: order.orderRefNo,
        stepName: 'capture_signature_with_name',
        completedAt: at(30),
        contactName: 'Ayşe Kaya',
        notes: 'Left with reception',
        barcodes: ['8690000000017'],
        files: [
          {
            fileType: 'Signature',
            fileName: 'signature.png',
            contentType: 'image/png',
            content: PNG.toString('base64'),
          },
        ],
      },
    });
    expect(stored.status).toBe(201);
    expect(stored.envelope.data.files[0]!.fileUrl).toMatch(/^\/api\/order-tracking\/proof-files\/\d+$/);
    const [file] = await rows<{ storage_key: string; byte_size: number }>(
      t.db.orm,
      sql`SELECT storage_key, byte_size FROM tracking_proof_files`,
    );
    expect(file!.byte_size).toBe(PNG.byteLength);
    // the bytes are behind the storage port (the database store here), under their SHA-256
    expect(file!.storage_key).toBe(proofFileKey(PNG));
    const kept = await createDatabaseFileStore(t.db.orm).get(file!.storage_key);
    expect(Buffer.from(kept!.content).equals(PNG)).toBe(true);
    expect(kept!.contentType).toBe('image/png');
    const doors = await t.call('POST', '/api/driver/door-readings', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        readings: [
          { sensorLabel: 'Rear door', open: true, measuredAt: at(31) },
          { sensorLabel: 'Rear door', open: false, measuredAt: at(33) },
        ],
      },
    });
    expect(doors.envelope.data).toEqual({ accepted: 2, duplicates: 0 });

    const before = await counts(t);
    const bad: [string, unknown, number][] = [
      [
        '/api/driver/positions',
        { jobRefNo: 'LIVE-1', positions: [{ latitude: 91, longitude: 0, recordedAt: at(1) }] },
        400,
      ],
      [
        '/api/driver/positions',
        { jobRefNo: 'LIVE-1', positions: [{ latitude: 41, longitude: 29, recordedAt: 'yesterday' }] },
        400,
      ],
      ['/api/driver/positions', { jobRefNo: 'LIVE-1', positions: [] }, 400],
      // A phone whose clock is far from the route's day.
      [
        '/api/driver/positions',
        {
          jobRefNo: 'LIVE-1',
          positions: [
            { latitude: 41, longitude: 29, recordedAt: at(40) },
            { latitude: 41, longitude: 29, recordedAt: '9999-12-31T23:59:59Z' },
          ],
        },
        400,
      ],
      [
        '/api/driver/visit-events',
        {
          jobRefNo: 'LIVE-1',
          visitOrder: visit.visitOrder,
          event: 'ARRIVED',
          occurredAt: '1970-01-01T00:00:00Z',
        },
        400,
      ],
      [
        '/api/driver/step-results',
        {
          jobRefNo: 'LIVE-1',
          visitOrder: visit.visitOrder,
          stepName: 'capture_signature_with_name',
          completedAt: '2999-01-01T00:00:00Z',
        },
        400,
      ],
      [
        '/api/driver/door-readings',
        {
          jobRefNo: 'LIVE-1',
          readings: [{ sensorLabel: 'Rear door', open: true, measuredAt: '9999-12-31T23:59:59Z' }],
        },
        400,
      ],
      [
        '/api/driver/positions',
        { jobRefNo: 'NOPE-1', positions: [{ latitude: 41, longitude: 29, recordedAt: at(1) }] },
        404,
      ],
      [
        '/api/driver/visit-events',
        { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, event: 'FAILED', occurredAt: at(2) },
        400,
      ],
      [
        '/api/driver/visit-events',
        { jobRefNo: 'LIVE-1', visitOrder: 999, event: 'ARRIVED', occurredAt: at(2) },
        404,
      ],
      [
        '/api/driver/visit-events',
        { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, event: 'LOST', occurredAt: at(2) },
        400,
      ],
      [
        '/api/driver/visit-events',
        {
          jobRefNo: 'LIVE-1',
          visitOrder: visit.visitOrder,
          orderRefNo: 'NOT-HERE',
          event: 'COMPLETED',
          occurredAt: at(2),
        },
        404,
      ],
      [
        '/api/driver/step-results',
        { jobRefNo: 'LIVE-1', visitOrder: visit.visitOrder, stepName: 'dance', completedAt: at(2) },
        400,
      ],
      [
        '/api/driver/step-results',
        {
          jobRefNo: 'LIVE-1',
          visitOrder: visit.visitOrder,
          stepName: 'capture_photo',
          completedAt: at(2),
          files: [
            {
              fileType: 'Photo',
              fileName: 'a.png',
              contentType: 'image/png',
              content: Buffer.from('not an image').toString('base64'),
            },
          ],
        },
        400,
      ],
      [
        '/api/driver/step-results',
        {
          jobRefNo: 'LIVE-1',
          visitOrder: visit.visitOrder,
          orderRefNo: order.orderRefNo,
          stepName: 'capture_signature_with_name',
          completedAt: at(30),
        },
        409,
      ],
      [
        '/api/driver/door-readings',
        { jobRefNo: 'LIVE-1', readings: [{ sensorLabel: 'Rear door', open: true, measuredAt: at(31) }] },
        409,
      ],
    ];
    for (const [url, body, status] of bad) {
      const answer = await t.call('POST', url, { token: driver, body });
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.envelope.isSuccess).toBe(false);
    }
    const future = await t.call('POST', '/api/driver/positions', {
      token: driver,
      body: {
        jobRefNo: 'LIVE-1',
        positions: [{ latitude: 41, longitude: 29, recordedAt: '9999-12-31T23:59:59Z' }],
      },
    });
    expect(future.envelope.validationMessages).toEqual([
      {
        field: 'positions[0].recordedAt',
        messages: [
          expect.stringMatching(
            /^9999-12-31T23:59:59Z is not within the day of job LIVE-1 \(\d{4}-\d\d-\d\d\): check the phone's date and time\.$/,
          ),
        ],
      },
    ]);
    // The other driver drives nothing in LIVE-1: their reports on it are refused.
    const other = await t.call('POST', '/api/driver/positions', {
      token: otherDriver,
      body: { jobRefNo: 'LIVE-1', positions: [{ latitude: 41, longitude: 29, recordedAt: at(1) }] },
    });
    expect(other.status).toBe(404);
    expect(other.envelope.message).toBe('You drive no vehicle in an approved plan of job LIVE-1.');
    expect(await counts(t)).toEqual(before);
  });
});
