import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import type { JobStatus, JobStatusUpdate } from '@rota/core/daily-plan';
import type { TimelineUpdate } from '@rota/core/tracking';
import { createHubPublisher } from './hub-publisher.js';
import { startHubApp, waitFor, type TestHubApp } from './hub-test-kit.js';

const apps: TestHubApp[] = [];

function jobUpdate(jobRefNo: string, status: JobStatus = 'SOLVING'): JobStatusUpdate {
  return {
    jobRefNo,
    status,
    runTime: 3,
    endDate: null,
    startedAt: '2026-11-22T08:00:00Z',
    result: null,
    message: 'Solving',
  };
}
const clients: HubConnection[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
});

async function start(options: Parameters<typeof startHubApp>[0] = {}) {
  const started = await startHubApp(options);
  apps.push(started);
  return started;
}

function client(
  url: string,
  token: string | null = 'token-admin',
  configure?: (b: HubConnectionBuilder) => void,
) {
  const builder = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => token ?? '' })
    .configureLogging(LogLevel.None);
  configure?.(builder);
  const connection = builder.build();
  clients.push(connection);
  return connection;
}

/** Collects every call of a client method. */
function record(connection: HubConnection, target: string): unknown[][] {
  const calls: unknown[][] = [];
  connection.on(target, (...args: unknown[]) => calls.push(args));
  return calls;
}

describe('SignalR hubs with the official client', () => {
  it('delivers a job status update to every joboperationhub connection', async () => {
    const { baseUrl, backplane } = await start();
    const first = client(`${baseUrl}/hubs/joboperationhub`);
    const second = client(`${baseUrl}/hubs/joboperationhub`, 'token-dc');
    const firstCalls = record(first, 'ReceiveJobStatusUpdate');
    const secondCalls = record(second, 'receivejobstatusupdate');
    await Promise.all([first.start(), second.start()]);

    const update = jobUpdate('J-1');
    await createHubPublisher(backplane).jobStatusUpdate(update);

    await waitFor(() => firstCalls.length === 1 && secondCalls.length === 1);
    expect(firstCalls[0]).toEqual([update]);
    expect(secondCalls[0]).toEqual([update]);
  });

  it('delivers group events only to the connections whose address names the group', async () => {
    const { baseUrl, backplane } = await start();
    const publisher = createHubPublisher(backplane);
    const route5 = client(`${baseUrl}/hubs/adhochub?routeId=5`);
    const route6 = client(`${baseUrl}/hubs/adhochub?routeId=6`);
    const calls5 = record(route5, 'ReceiveReoptimizationUpdate');
    const calls6 = record(route6, 'ReceiveReoptimizationUpdate');
    await Promise.all([route5.start(), route6.start()]);

    await publisher.reoptimizationUpdate(5, { routeId: '5', message: 'feasible' });
    await publisher.reoptimizationUpdate(6, { routeId: '6', message: 'infeasible' });

    await waitFor(() => calls5.length === 1 && calls6.length === 1);
    expect(calls5).toEqual([[{ routeId: '5', message: 'feasible' }]]);
    expect(calls6).toEqual([[{ routeId: '6', message: 'infeasible' }]]);
  });

  it('sends vehicle positions to the vehicle-and-job group and timeline events to the job', async () => {
    const { baseUrl, backplane } = await start();
    const publisher = createHubPublisher(backplane);
    const vehicle = client(`${baseUrl}/hubs/trackandtracehub?vehicleRefNo=V-1&jobRefNo=J-1`);
    const job = client(`${baseUrl}/hubs/trackandtracehub?jobRefNo=J-1`);
    const vehiclePositions = record(vehicle, 'ReceiveLocationUpdate');
    const jobPositions = record(job, 'ReceiveLocationUpdate');
    const jobTimeline = record(job, 'ReceiveTimelineUpdate');
    await Promise.all([vehicle.start(), job.start()]);

    await publisher.locationUpdate('J-1', 'V-2', [{ lat: 41.1, lng: 29.1 }]);
    await publisher.locationUpdate('J-1', 'V-1', [{ lat: 41, lng: 29 }]);
    const visit: TimelineUpdate = {
      visitOrder: 1,
      vehiclePlate: '34 ABC 123',
      actualStartTime: '2026-11-22T09:00:00Z',
      actualEndTime: '2026-11-22T09:10:00Z',
      vehicleRefNo: 'V-1',
      status: 'AT_LOCATION',
      duration: 600,
      eventDate: '2026-11-22T09:10:00Z',
    };
    await publisher.timelineUpdate('J-1', visit);

    await waitFor(() => vehiclePositions.length === 1 && jobTimeline.length === 1);
    expect(vehiclePositions).toEqual([[[{ lat: 41, lng: 29 }]]]);
    expect(jobPositions).toEqual([]);
    expect(jobTimeline[0]).toEqual([visit]);
  });

  it('runs hub methods: JoinGroup and LeaveGroup answer, unknown methods fail', async () => {
    const { baseUrl, backplane } = await start();
    const publisher = createHubPublisher(backplane);
    const connection = client(`${baseUrl}/hubs/workflowstephub`);
    const resets = record(connection, 'ReceiveResetRoute');
    await connection.start();

    await expect(connection.invoke('JoinGroup', { jobRefNo: 'J-7' })).resolves.toBe('jobRefNo=J-7');
    await publisher.resetRoute('J-7', { message: 'Route reset by the planner' });
    await waitFor(() => resets.length === 1);
    expect(resets[0]).toEqual([{ message: 'Route reset by the planner' }]);

    await expect(connection.invoke('leavegroup', { jobRefNo: 'J-7' })).resolves.toBe('jobRefNo=J-7');
    await publisher.resetRoute('J-7', { message: 'second' });
    await publisher.resetRoute('J-8', { message: 'other job' });
    await expect(connection.invoke('JoinGroup', {})).rejects.toThrow(/jobRefNo, routeId or vehicleRefNo/);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method 'NoSuchMethod'/);
    expect(resets).toHaveLength(1);
  });

  it('refuses a group the authorizer denies, at connect time and on JoinGroup', async () => {
    const { baseUrl } = await start({
      authorizeGroup: (user, _hub, key) => user.roles.includes('Admin') || key.jobRefNo === 'DC1-J',
    });
    const denied = client(`${baseUrl}/hubs/adhochub?jobRefNo=DC2-J`, 'token-dc');
    await expect(denied.start()).rejects.toThrow(/403/);
    const allowed = client(`${baseUrl}/hubs/adhochub?jobRefNo=DC1-J`, 'token-dc');
    await allowed.start();
    await expect(allowed.invoke('JoinGroup', { jobRefNo: 'DC2-J' })).rejects.toThrow(/may not follow/);
  });

  it('puts connections in the groups derived from their user and reaches one user', async () => {
    const { baseUrl, backplane, hubs } = await start({
      userGroups: (user) =>
        typeof user['distributionCenterId'] === 'number'
          ? [`distributionCenterId=${user['distributionCenterId']}`]
          : [],
    });
    const publisher = createHubPublisher(backplane);
    const dc = client(`${baseUrl}/hubs/joboperationhub`, 'token-dc');
    const admin = client(`${baseUrl}/hubs/joboperationhub`, 'token-admin');
    const dcCalls = record(dc, 'ReceiveJobStatusUpdate');
    const adminCalls = record(admin, 'ReceiveJobStatusUpdate');
    await Promise.all([dc.start(), admin.start()]);
    expect(hubs.connections().find((c) => c.userId === 'u-dc')?.groups).toEqual([
      'user=u-dc',
      'distributionCenterId=1',
    ]);

    await publisher.send('joboperationhub', 'distributionCenterId=1', 'ReceiveJobStatusUpdate', {
      jobRefNo: 'DC1',
    });
    await publisher.toUser('joboperationhub', 'u-admin', 'ReceiveJobStatusUpdate', { jobRefNo: 'ADMIN' });
    await waitFor(() => dcCalls.length === 1 && adminCalls.length === 1);
    expect(dcCalls).toEqual([[{ jobRefNo: 'DC1' }]]);
    expect(adminCalls).toEqual([[{ jobRefNo: 'ADMIN' }]]);
  });

  it('rejects a missing or invalid token with 401', async () => {
    const { baseUrl } = await start();
    await expect(client(`${baseUrl}/hubs/joboperationhub`, 'forged').start()).rejects.toThrow(/401/);
    await expect(client(`${baseUrl}/hubs/joboperationhub`, null).start()).rejects.toThrow(/401/);
    const direct = client(`${baseUrl}/hubs/joboperationhub`, 'forged', (b) =>
      b.withUrl(`${baseUrl}/hubs/joboperationhub`, {
        accessTokenFactory: () => 'forged',
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
      }),
    );
    await expect(direct.start()).rejects.toThrow();
    expect(direct.state).toBe(HubConnectionState.Disconnected);
  });

  it('connects without negotiation when the client asks for WebSockets directly', async () => {
    const { baseUrl, backplane, hubs } = await start();
    const direct = client(`${baseUrl}/hubs/adhochub?jobRefNo=J-3`, 'token-admin', (b) =>
      b.withUrl(`${baseUrl}/hubs/adhochub?jobRefNo=J-3`, {
        accessTokenFactory: () => 'token-admin',
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
      }),
    );
    const orders = record(direct, 'ReceiveNewOrders');
    await direct.start();
    expect(hubs.connections('adhochub')[0]?.groups).toContain('jobRefNo=J-3');
    await createHubPublisher(backplane).newOrders('J-3', [{ refNo: 'O-1' }]);
    await waitFor(() => orders.length === 1);
    expect(orders[0]).toEqual([[{ refNo: 'O-1' }]]);
  });

  it('keeps a quiet connection alive with pings both ways', async () => {
    // The clocks of both sides are faked (the server's keep-alive, the client's timeouts, Date);
    // the sockets stay real, so each step waits until the pings it caused have arrived.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const { app, baseUrl, backplane } = await start({ keepAliveIntervalMs: 100, clientTimeoutMs: 500 });
      const heard = { byServer: 0, byClient: 0 };
      app.websocketServer.on('connection', (socket: WebSocket) =>
        socket.on('message', () => (heard.byServer += 1)),
      );
      /** The client's socket, counting what the server sends it. */
      class CountingSocket extends WebSocket {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          this.on('message', () => (heard.byClient += 1));
        }
      }
      const url = `${baseUrl}/hubs/joboperationhub`;
      const connection = client(url, 'token-admin', (b) =>
        b
          // The Node client takes its WebSocket class as an option its typings leave out.
          .withUrl(url, {
            accessTokenFactory: () => 'token-admin',
            WebSocket: CountingSocket,
          } as IHttpConnectionOptions)
          .withServerTimeout(600)
          .withKeepAliveInterval(100),
      );
      const calls = record(connection, 'ReceiveJobStatusUpdate');
      let closed = false;
      connection.onclose(() => (closed = true));
      await connection.start();
      // Three times the longer timeout, a keep-alive interval at a time: pings go both ways at each.
      for (let elapsed = 0; elapsed < 1800; elapsed += 100) {
        const before = { ...heard };
        await vi.advanceTimersByTimeAsync(100);
        await vi.waitFor(
          () => {
            expect(heard.byServer, `the client's ping after ${elapsed + 100} ms`).toBeGreaterThan(
              before.byServer,
            );
            expect(heard.byClient, `the server's ping after ${elapsed + 100} ms`).toBeGreaterThan(
              before.byClient,
            );
          },
          { timeout: 5000, interval: 5 },
        );
      }
      expect(closed).toBe(false);
      expect(connection.state).toBe(HubConnectionState.Connected);
      await createHubPublisher(backplane).jobStatusUpdate(jobUpdate('J-2'));
      await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000, interval: 5 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnects after the server closes the connection and keeps its groups', async () => {
    const { baseUrl, backplane, hubs } = await start();
    const connection = client(`${baseUrl}/hubs/adhochub?routeId=9`, 'token-admin', (b) =>
      b.withAutomaticReconnect([0, 50, 100, 200]),
    );
    const calls = record(connection, 'ReceiveReoptimizationUpdate');
    const reconnected: (string | undefined)[] = [];
    connection.onreconnected((id) => reconnected.push(id));
    await connection.start();
    const firstId = connection.connectionId;

    expect(hubs.disconnect(firstId ?? '', { allowReconnect: true })).toBe(true);
    await waitFor(() => reconnected.length === 1);
    expect(connection.connectionId).not.toBe(firstId);
    expect(hubs.connections('adhochub').map((c) => c.connectionId)).toEqual([connection.connectionId]);

    await createHubPublisher(backplane).reoptimizationUpdate(9, { routeId: '9' });
    await waitFor(() => calls.length === 1);
  });

  it('reconnects to a restarted server on the same address', async () => {
    const first = await startHubApp();
    const port = Number(new URL(first.baseUrl).port);
    const connection = client(`${first.baseUrl}/hubs/joboperationhub`, 'token-admin', (b) =>
      b.withAutomaticReconnect([0, 100, 100, 200, 200, 400, 400, 800]),
    );
    const calls = record(connection, 'ReceiveJobStatusUpdate');
    let reconnecting = false;
    connection.onreconnecting(() => (reconnecting = true));
    await connection.start();

    await first.app.close();
    await waitFor(() => reconnecting);
    const second = await start({ port });
    await waitFor(() => connection.state === HubConnectionState.Connected, 5000);
    await createHubPublisher(second.backplane).jobStatusUpdate(jobUpdate('J-after-restart'));
    await waitFor(() => calls.length === 1);
    expect(calls[0]).toEqual([jobUpdate('J-after-restart')]);
  });

  it('lets several server instances share one backplane', async () => {
    const a = await start();
    const b = await start({ backplane: a.backplane });
    const onA = client(`${a.baseUrl}/hubs/joboperationhub`);
    const onB = client(`${b.baseUrl}/hubs/joboperationhub`);
    const callsA = record(onA, 'ReceiveJobStatusUpdate');
    const callsB = record(onB, 'ReceiveJobStatusUpdate');
    await Promise.all([onA.start(), onB.start()]);
    await createHubPublisher(a.backplane).jobStatusUpdate(jobUpdate('J-9'));
    await waitFor(() => callsA.length === 1 && callsB.length === 1);
  });
});
