import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { rows, sql } from '../db/database.js';
import { createHubPublisher } from '../realtime/index.js';
import { waitFor } from '../realtime/hub-test-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { splitRegions } from './testing/security-principals.js';

/**
 * Hub events reach only who may read them through the REST API, and a connection whose token
 * is revoked, expires, or whose user is disabled is closed (SignalR close frame), on the next
 * delivery and on the periodic re-check.
 */
describe('hub access per role, center and token state', () => {
  let t: TestApp;
  let baseUrl: string;
  let own: CenterRecords;
  let other: CenterRecords;
  const open: HubConnection[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Each center in a region of its own; the Region Manager looks after the first one's.
    await splitRegions(t);
    own = await insertCenterRecords(t.db, t.centers[0], 'A');
    other = await insertCenterRecords(t.db, t.centers[1], 'B');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.stop()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const connect = (hubPath: string, token: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/${hubPath}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    return connection;
  };
  const statusOf = (jobRefNo: string) => ({
    jobRefNo,
    status: 'SOLVING' as const,
    runTime: 1,
    endDate: null,
    startedAt: '2026-11-24T08:00:00Z',
    result: null,
    message: null,
  });
  const receivedRefs = (connection: HubConnection) => {
    const refs: string[] = [];
    connection.on('ReceiveJobStatusUpdate', (update: { jobRefNo: string }) => refs.push(update.jobRefNo));
    return refs;
  };
  /** Publishes updates of both centers' jobs and a last one of a job everyone here may read. */
  const publishBoth = async (last: string) => {
    const publisher = createHubPublisher(t.app.backplane);
    await publisher.jobStatusUpdate(statusOf(other.jobRefNo));
    await publisher.jobStatusUpdate(statusOf(own.jobRefNo));
    await publisher.jobStatusUpdate(statusOf(last));
  };

  it("sends a job status update only to those who may read the job (a Region Manager: their region's)", async () => {
    const [admin, region, dc] = await Promise.all(
      ['admin@demo.rota', 'region@demo.rota', 'dc1@demo.rota'].map((e) => t.token(e)),
    );
    const clients = [admin, region, dc].map((token) => connect('joboperationhub', token as string));
    const refs = clients.map(receivedRefs);
    await Promise.all(clients.map((c) => c.start()));
    await publishBoth(own.jobRefNo);
    await waitFor(() => refs.every((r) => r.length >= 2) && (refs[0] as string[]).length === 3);
    expect(refs[0]).toEqual([other.jobRefNo, own.jobRefNo, own.jobRefNo]);
    expect(refs[1]).toEqual([own.jobRefNo, own.jobRefNo]);
    expect(refs[2]).toEqual([own.jobRefNo, own.jobRefNo]);
  });

  it('refuses hubs to roles without the screen and groups of another center', async () => {
    const driver = await t.token('driver1@demo.rota');
    await expect(connect('joboperationhub', driver).start()).rejects.toThrow(/403/);
    const dc = await t.token('dc1@demo.rota');
    const region = await t.token('region@demo.rota');
    for (const query of [
      `jobRefNo=${other.jobRefNo}`,
      `routeId=${other.routeId}`,
      `vehicleRefNo=${other.vehicleRefNo}&jobRefNo=${own.jobRefNo}`,
      'routeId=999999999999',
    ]) {
      await expect(connect(`adhochub?${query}`, dc).start(), query).rejects.toThrow(/403/);
      await expect(connect(`adhochub?${query}`, region).start(), query).rejects.toThrow(/403/);
    }
    const inRegion = connect(`trackandtracehub?jobRefNo=${own.jobRefNo}`, region);
    await inRegion.start();
    await expect(inRegion.invoke('JoinGroup', { jobRefNo: other.jobRefNo })).rejects.toThrow(
      /may not follow/,
    );
    const allowed = connect(`trackandtracehub?vehicleRefNo=${own.vehicleRefNo}&jobRefNo=${own.jobRefNo}`, dc);
    await allowed.start();
    await expect(allowed.invoke('JoinGroup', { routeId: other.routeId })).rejects.toThrow(/may not follow/);
    await expect(allowed.invoke('JoinGroup', { jobRefNo: other.jobRefNo })).rejects.toThrow(/may not follow/);
    await expect(allowed.invoke('JoinGroup', { routeId: own.routeId })).resolves.toBe(
      `routeId=${own.routeId}`,
    );
  });

  it('delivers no event about another center, even addressed to the user, and no event without a rule', async () => {
    const dc = await t.token('dc1@demo.rota');
    const connection = connect(`adhochub?routeId=${own.routeId}`, dc);
    const seen: unknown[] = [];
    connection.on('ReceiveReoptimizationUpdate', (u: unknown) => seen.push(u));
    connection.on('ReceiveUnknownThing', (u: unknown) => seen.push(u));
    await connection.start();
    const [me] = await rows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM users WHERE lower(email) = 'dc1@demo.rota'`,
    );
    const publisher = createHubPublisher(t.app.backplane);
    // Addressed to the user, but about another center's job; an event no rule names; the own route.
    await publisher.toUser('adhochub', me?.id as number, 'ReceiveReoptimizationUpdate', {
      jobRefNo: other.jobRefNo,
    });
    await publisher.send('adhochub', 'all', 'ReceiveUnknownThing', { jobRefNo: own.jobRefNo });
    await publisher.reoptimizationUpdate(own.routeId, { routeId: own.routeId } as never);
    await waitFor(() => seen.length >= 1);
    expect(seen).toEqual([{ routeId: own.routeId }]);
  });

  it('closes the open connection of a user who is disabled, at the next delivery', async () => {
    const admin = await t.token('admin@demo.rota');
    const dc = await t.token('dc1@demo.rota');
    // Only Date is faked, before the connection keeps its time of check: the re-verification age
    // is measured on it. Timers and sockets run as they are.
    vi.useFakeTimers({ toFake: ['Date'] });
    const connection = connect('joboperationhub', dc);
    const refs = receivedRefs(connection);
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    try {
      await connection.start();
      const disabled = await t.call('PUT', '/api/user-management/users/dc1@demo.rota/status/disable', {
        token: admin,
      });
      expect(disabled.status).toBe(200);
      // Past the re-verification age of the last check (5 s by default), the next event checks again.
      vi.setSystemTime(Date.now() + 5_100);
      await createHubPublisher(t.app.backplane).jobStatusUpdate(statusOf(own.jobRefNo));
      expect(String(await closed)).toMatch(/no longer valid/);
      expect(refs).toEqual([]);
    } finally {
      vi.useRealTimers();
      await t.call('PUT', '/api/user-management/users/dc1@demo.rota/status/enable', { token: admin });
    }
  });

  it('closes the open connection of a user who signs out, on the periodic re-check', async () => {
    const login = await t.call('POST', '/auth/authenticate/login', {
      body: { email: 'dc1@demo.rota', password: 'Demo!2345' },
    });
    const { token, refreshToken } = login.envelope.data as { token: string; refreshToken: string };
    const connection = connect('joboperationhub', token);
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    const signedOut = await t.call('POST', '/auth/sign-out', { token, body: { refreshToken } });
    expect(signedOut.status).toBeLessThan(300);
    await t.app.hubs.recheck();
    expect(String(await closed)).toMatch(/no longer valid/);
  });

  it('closes connections whose token was revoked on the periodic re-check, and refuses the token', async () => {
    const token = await t.token('region@demo.rota');
    const connection = connect('joboperationhub', token);
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    // What sign-out, a password change or a reset does to every token issued before it.
    await t.db.orm.execute(
      sql`UPDATE users SET security_stamp = md5(random()::text) WHERE lower(email) = 'region@demo.rota'`,
    );
    await t.app.hubs.recheck();
    expect(String(await closed)).toMatch(/no longer valid/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    await expect(connect('joboperationhub', token).start()).rejects.toThrow(/401/);
  });
});

describe('hub tokens that expire', () => {
  it('closes the connection when the token runs out', async () => {
    const t = await createTestApp({ config: { tokenTtlSeconds: 2 } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const token = await t.token('admin@demo.rota');
      const connection = new HubConnectionBuilder()
        .withUrl(`http://127.0.0.1:${address.port}/hubs/joboperationhub`, {
          accessTokenFactory: () => token,
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      // The expiry is a timer set from Date at connect: both faked, the time to it passes at once.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await connection.start();
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp: number;
      };
      await vi.advanceTimersByTimeAsync(exp * 1000 - Date.now() - 100);
      expect(connection.state).toBe(HubConnectionState.Connected);
      await vi.advanceTimersByTimeAsync(200);
      expect(String(await closed)).toMatch(/expired/);
      await vi.waitFor(() => expect(t.app.hubs.connections()).toEqual([]));
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
