import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, take, toArray } from 'rxjs';
import type { JobStatusUpdate } from '@rota/core/daily-plan';
import type { TimelineUpdate } from '@rota/core/tracking';
import { createRealtimeAdapters } from '@rota/adapters-realtime';
import { createHubPublisher } from './hub-publisher.js';
import { startHubApp, waitFor, type TestHubApp } from './hub-test-kit.js';

const apps: TestHubApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
});

function adapter(baseUrl: string, token: () => string | null) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  return {
    logger,
    ...createRealtimeAdapters({ baseUrl, getToken: token, logger, retryDelaysMs: [0, 50, 100] }),
  };
}

function jobUpdate(jobRefNo: string, status: JobStatusUpdate['status']): JobStatusUpdate {
  return { jobRefNo, status, runTime: null, endDate: null, startedAt: null, result: null };
}

describe('adapters-realtime against the hub server', () => {
  it('streams job status updates and group events as observables', async () => {
    const server = await startHubApp();
    apps.push(server);
    const publisher = createHubPublisher(server.backplane);
    const { events, logger, jobStatusFeed } = adapter(server.baseUrl, () => 'token-admin');

    const statuses = firstValueFrom(jobStatusFeed.jobStatusUpdates().pipe(take(2), toArray()));
    const positions = firstValueFrom(
      events.on('trackandtracehub', 'ReceiveLocationUpdate', { jobRefNo: 'J-1', vehicleRefNo: 'V-1' }),
    );
    await waitFor(() => server.hubs.connections().length === 2);

    await publisher.jobStatusUpdate(jobUpdate('J-1', 'QUEUED'));
    // A payload that does not fit the schema is logged and skipped.
    await publisher.send('joboperationhub', 'all', 'ReceiveJobStatusUpdate', {
      jobRefNo: 'J-1',
      status: 'NOT_A_STATUS',
    });
    await publisher.locationUpdate('J-1', 'V-1', [{ lat: 41.01, lng: 28.97 }]);
    await publisher.jobStatusUpdate(jobUpdate('J-1', 'SOLVING'));

    expect(await statuses).toEqual([jobUpdate('J-1', 'QUEUED'), jobUpdate('J-1', 'SOLVING')]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(await positions).toEqual([[{ lat: 41.01, lng: 28.97 }]]);
    // Taking what was needed unsubscribes, which closes the connections.
    await waitFor(() => server.hubs.connections().length === 0);
  });

  it('implements the track-and-trace feed: timeline, positions of one vehicle, route resets', async () => {
    const server = await startHubApp();
    apps.push(server);
    const publisher = createHubPublisher(server.backplane);
    const { trackAndTraceFeed } = adapter(server.baseUrl, () => 'token-admin');
    const visit: TimelineUpdate = {
      visitOrder: 2,
      vehiclePlate: '34 ROT 42',
      actualStartTime: '2026-11-22T10:00:00Z',
      actualEndTime: null,
      vehicleRefNo: 'V-2',
      status: 'AT_LOCATION',
      duration: 0,
      eventDate: '2026-11-22T10:00:00Z',
    };
    const timeline = firstValueFrom(trackAndTraceFeed.timelineUpdates('J-2'));
    const positions = firstValueFrom(trackAndTraceFeed.locationUpdates('V-2', 'J-2'));
    const reset = firstValueFrom(trackAndTraceFeed.resetRoute('J-2'));
    await waitFor(() => server.hubs.connections().length === 3);

    await publisher.locationUpdate('J-2', 'V-3', [{ lat: 40.99, lng: 29.02 }]);
    await publisher.locationUpdate('J-2', 'V-2', [{ lat: 41.05, lng: 28.99 }]);
    await publisher.timelineUpdate('J-2', visit);
    await publisher.resetRoute('J-2', { message: 'Route reset' });

    expect(await positions).toEqual([{ lat: 41.05, lng: 28.99 }]);
    expect(await timeline).toEqual(visit);
    expect(await reset).toEqual({ message: 'Route reset' });
  });

  it('logs a refused token and connects once a valid token is stored', async () => {
    const server = await startHubApp();
    apps.push(server);
    let token: string | null = null;
    const { events, logger } = adapter(server.baseUrl, () => token);
    const received: unknown[][] = [];
    const subscription = events.on('workflowstephub', 'ReceiveResetRoute', { jobRefNo: 'J-5' }).subscribe({
      next: (args) => received.push(args),
      error: () => received.push(['errored']),
    });
    await waitFor(() => logger.warn.mock.calls.length >= 2);
    expect(String(logger.warn.mock.calls[0]?.[1])).toMatch(/401/);
    expect(server.hubs.connections()).toEqual([]);

    token = 'token-admin';
    await waitFor(() => server.hubs.connections().length === 1);
    await createHubPublisher(server.backplane).resetRoute('J-5', { message: 'reset' });
    await waitFor(() => received.length === 1);
    expect(received).toEqual([[{ message: 'reset' }]]);
    subscription.unsubscribe();
  });

  it('comes back by itself after the server restarts', async () => {
    const first = await startHubApp();
    const port = Number(new URL(first.baseUrl).port);
    const { adhocFeed } = adapter(first.baseUrl, () => 'token-admin');
    const received: unknown[] = [];
    const subscription = adhocFeed.reoptimizationUpdates('4').subscribe((update) => received.push(update));
    await waitFor(() => first.hubs.connections().length === 1);

    await first.app.close();
    const second = await startHubApp({ port });
    apps.push(second);
    await waitFor(() => second.hubs.connections().length === 1, 5000);
    await createHubPublisher(second.backplane).reoptimizationUpdate(4, { routeId: '4', message: 'done' });
    await waitFor(() => received.length === 1);
    expect(received).toEqual([{ routeId: '4', message: 'done' }]);
    subscription.unsubscribe();
  });
});
