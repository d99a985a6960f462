import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { OrderListResponse } from '@rota/core';
import type { RouteResult } from '@rota/core/daily-plan';
import type { DriverRoute, DriverRouteUpdate } from '@rota/core/tracking';
import { first, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';

/**
 * What the drivers' app needs beyond the simulator: the stop details of `driver/routes`, and
 * `driverhub`, which tells only the route's driver that it went live, changed hands or was reset.
 */
describe("drivers' app: route details and live route changes", () => {
  let t: DailyPlanTestApp;
  let baseUrl: string;
  let admin: string;
  let driver: string;
  let ownVehicle: string;
  let otherDriverRef: string;
  const opened: HubConnection[] = [];

  const connect = async (token: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/driverhub`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const received: DriverRouteUpdate[] = [];
    connection.on('ReceiveDriverRouteUpdate', (update: DriverRouteUpdate) => received.push(update));
    await connection.start();
    opened.push(connection);
    return received;
  };

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    driver = await t.token('driver1@demo.rota');
    const own = await first<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT v.ref_no FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id
           WHERE lower(d.username) = 'driver1@demo.rota'`,
    );
    const other = await first<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT d.ref_no FROM drivers d WHERE d.distribution_center_id = ${t.centerId}
           AND lower(d.username) <> 'driver1@demo.rota' ORDER BY d.id LIMIT 1`,
    );
    ownVehicle = own!.ref_no;
    otherDriverRef = other!.ref_no;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }, 240_000);
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.stop()));
    await t?.close();
  });

  it('admits only the Driver role to driverhub, and no subject groups there', async () => {
    await expect(connect(admin)).rejects.toThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/hubs/driverhub/negotiate?negotiateVersion=1&jobRefNo=X',
      headers: { authorization: `Bearer ${driver}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('tells the open app when its route goes live and when it changes hands; the route carries the details', async () => {
    const received = await connect(driver);
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.map((x) => x.refNo).slice(0, 5);
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'APP-1', centerId: t.centerId, orders, vehicles: [ownVehicle], queue: true }),
    });
    await waitForStatus(t, admin, 'APP-1', ['SUCCESS']);
    expect(received).toEqual([]);
    const result = await t.call<RouteResult>('GET', '/api/routes/APP-1', { token: admin });
    const approved = await t.call('PUT', `/api/jobs/APP-1/${result.envelope.data.routeId}/approve`, {
      token: admin,
      body: { isApproved: true },
    });
    expect(approved.status).toBe(200);
    await expect.poll(() => received).toEqual([{ jobRefNo: 'APP-1', change: 'PLAN' }]);

    const routes = await t.call<DriverRoute[]>('GET', '/api/driver/routes?jobRefNo=APP-1', { token: driver });
    const [route] = routes.envelope.data;
    expect(route?.positionIntervalSeconds).toBeGreaterThan(0);
    const visits = route!.stops.filter((s) => s.type === 'visit');
    expect(visits.length).toBeGreaterThan(0);
    const stop = visits[0]!;
    expect(stop.status).toBeNull();
    expect(Date.parse(stop.eta ?? '')).toBeGreaterThan(0);
    expect(stop.steps?.length).toBeGreaterThan(0);
    expect(Array.isArray(stop.timeWindows)).toBe(true);
    expect(stop.orders[0]?.amount).toEqual(expect.any(Number));
    expect(stop).toHaveProperty('address');
    expect(stop).toHaveProperty('phoneNumber');

    // A visit's state follows the driver's reports.
    const arrived = await t.call('POST', '/api/driver/visit-events', {
      token: driver,
      body: {
        jobRefNo: 'APP-1',
        visitOrder: stop.visitOrder,
        event: 'ARRIVED',
        occurredAt: new Date().toISOString(),
      },
    });
    expect(arrived.status).toBe(201);
    const again = await t.call<DriverRoute[]>('GET', '/api/driver/routes?jobRefNo=APP-1', { token: driver });
    const seen = again.envelope.data[0]!.stops.find((s) => s.visitOrder === stop.visitOrder);
    expect(seen?.status).toBe('ARRIVED');
    expect(seen?.eta).toBeNull();

    // The planner gives the vehicle to another driver: the former driver's app hears it, and
    // the route is no longer theirs.
    const moved = await t.call('POST', '/api/jobs/APP-1/vehicle-drivers', {
      token: admin,
      body: {
        jobRefNo: 'APP-1',
        vehicleDrivers: [{ vehicleRefNo: ownVehicle, driverRefNo: otherDriverRef }],
      },
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(() => received)
      .toEqual([
        { jobRefNo: 'APP-1', change: 'PLAN' },
        { jobRefNo: 'APP-1', change: 'ASSIGNMENT' },
      ]);
    const gone = await t.call<DriverRoute[]>('GET', '/api/driver/routes?jobRefNo=APP-1', { token: driver });
    expect(gone.envelope.data).toEqual([]);
  }, 240_000);
});
