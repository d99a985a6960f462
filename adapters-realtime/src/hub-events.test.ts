import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { eventFeed } from './event-feed.js';
import { hubUrl, type HubQuery } from './hub-connection-factory.js';
import { createHubEvents } from './hub-events.js';

/** A stand-in for a SignalR connection whose start fails a given number of times. */
function fakeConnection(failures: number) {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const closeHandlers: ((error?: Error) => void)[] = [];
  const fake = {
    state: HubConnectionState.Disconnected as HubConnectionState,
    starts: 0,
    stops: 0,
    async start() {
      fake.starts += 1;
      if (fake.starts <= failures) throw new Error('connection refused');
      fake.state = HubConnectionState.Connected;
    },
    async stop() {
      fake.stops += 1;
      fake.state = HubConnectionState.Disconnected;
    },
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: string, handler: (...args: unknown[]) => void) {
      handlers.get(event)?.delete(handler);
    },
    onclose(handler: (error?: Error) => void) {
      closeHandlers.push(handler);
    },
    onreconnecting() {},
    emit(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    dropForGood() {
      fake.state = HubConnectionState.Disconnected;
      for (const handler of closeHandlers) handler(new Error('gone'));
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
  return fake;
}

function setup(failures = 0) {
  const made: { hub: string; query: HubQuery | undefined; fake: ReturnType<typeof fakeConnection> }[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const events = createHubEvents(
    (hub, query) => {
      const fake = fakeConnection(failures);
      made.push({ hub, query, fake });
      return fake as unknown as HubConnection;
    },
    { logger, retryDelaysMs: [0, 5] },
  );
  return { made, logger, events };
}

const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2000 });

describe('hub events', () => {
  it('shares one connection per address and closes it when the last subscriber leaves', async () => {
    const { made, events } = setup();
    const a: unknown[][] = [];
    const b: unknown[][] = [];
    const first = events
      .on('adhochub', 'ReceiveNewOrders', { jobRefNo: 'J-1' })
      .subscribe((args) => a.push(args));
    const second = events
      .on('AdHocHub', 'ReceiveNewOrders', { jobRefNo: 'J-1' })
      .subscribe((args) => b.push(args));
    const other = events.on('adhochub', 'ReceiveNewOrders', { jobRefNo: 'J-2' }).subscribe();
    expect(made.map((m) => m.query)).toEqual([{ jobRefNo: 'J-1' }, { jobRefNo: 'J-2' }]);
    const fake = made[0]!.fake;
    await until(() => fake.state === HubConnectionState.Connected);

    fake.emit('ReceiveNewOrders', [{ refNo: 'O-1' }]);
    expect(a).toEqual([[[{ refNo: 'O-1' }]]]);
    expect(b).toEqual(a);

    first.unsubscribe();
    expect(fake.stops).toBe(0);
    expect(fake.listeners('ReceiveNewOrders')).toBe(1);
    second.unsubscribe();
    expect(fake.stops).toBe(1);
    expect(fake.listeners('ReceiveNewOrders')).toBe(0);
    other.unsubscribe();
  });

  it('logs failed starts, retries them and never errors the stream', async () => {
    const { made, logger, events } = setup(3);
    const received: unknown[][] = [];
    const errors: unknown[] = [];
    const subscription = events
      .on('joboperationhub', 'ReceiveJobStatusUpdate')
      .subscribe({ next: (args) => received.push(args), error: (e: unknown) => errors.push(e) });
    const fake = made[0]!.fake;
    await until(() => fake.state === HubConnectionState.Connected);
    expect(fake.starts).toBe(4);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(String(logger.warn.mock.calls[0]?.[0])).toMatch(/joboperationhub.*failed/);

    fake.dropForGood();
    await until(() => fake.starts === 5 && fake.state === HubConnectionState.Connected);
    fake.emit('ReceiveJobStatusUpdate', { jobRefNo: 'J-1' });
    expect(received).toEqual([[{ jobRefNo: 'J-1' }]]);
    expect(errors).toEqual([]);
    subscription.unsubscribe();
  });

  it('passes payloads that fit the schema and logs the others', async () => {
    const { made, logger, events } = setup();
    const schema = z.object({ jobRefNo: z.string(), status: z.string() });
    const received: unknown[] = [];
    const subscription = eventFeed(
      events,
      logger,
      { hub: 'joboperationhub', event: 'ReceiveJobStatusUpdate' },
      schema,
    ).subscribe((update) => received.push(update));
    const fake = made[0]!.fake;
    fake.emit('ReceiveJobStatusUpdate', { jobRefNo: 'J-1' });
    fake.emit('ReceiveJobStatusUpdate', { jobRefNo: 'J-1', status: 'SUCCESS', extra: 1 });
    expect(received).toEqual([{ jobRefNo: 'J-1', status: 'SUCCESS' }]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('builds hub addresses with the query parameters', () => {
    expect(hubUrl('http://h:1/', 'trackandtracehub', { vehicleRefNo: 'V 1', jobRefNo: 'J&1' })).toBe(
      'http://h:1/hubs/trackandtracehub?vehicleRefNo=V+1&jobRefNo=J%261',
    );
    expect(hubUrl('', 'joboperationhub')).toBe('/hubs/joboperationhub');
  });
});
