import pg from 'pg';
import type { Backplane, BackplaneListener } from './backplane.js';
import { createNotifyDecoder, encodeNotifyPayloads } from './notify-payload.js';
import { listenOn, notifyOn } from './pg-notify.repository.js';

export interface PgNotifyBackplaneOptions {
  connectionString: string;
  /** The NOTIFY channel shared by every server instance of one deployment. */
  channel?: string;
  /** Waits between attempts to listen again after the database connection broke. */
  retryDelaysMs?: readonly number[];
  onError?: (message: string, error: unknown) => void;
}

/**
 * The backplane over PostgreSQL LISTEN/NOTIFY: each server instance listens on one channel and
 * every instance (the publisher included) delivers what arrives to its own connections, so a
 * fleet can be spread over several instances behind a load balancer. Delivery is best effort,
 * as in SignalR: messages sent while an instance is reconnecting are not replayed.
 */
export async function createPgNotifyBackplane(options: PgNotifyBackplaneOptions): Promise<Backplane> {
  const channel = options.channel ?? 'rota_hubs';
  if (!/^[a-z_][a-z0-9_]*$/.test(channel))
    throw new Error('The channel must be a lower-case SQL identifier.');
  const delays = options.retryDelaysMs ?? [100, 1_000, 5_000];
  const report = options.onError ?? (() => undefined);
  const listeners = new Set<BackplaneListener>();
  const decode = createNotifyDecoder();
  /** The one listening connection; undefined while it is being made again. */
  let client: pg.Client | undefined;
  let relistening: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Connects and listens; the connection becomes `client` unless the backplane was closed meanwhile. */
  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    let lost = false;
    // A lost connection reports an error and then its end (sometimes one of them twice): only
    // the first counts, and only the live listener's loss starts listening again, once.
    const drop = (error: unknown, ended = false) => {
      if (lost) return;
      lost = true;
      if (!ended) void next.end().catch(() => undefined);
      if (client !== next) return;
      client = undefined;
      report('The backplane lost its database connection; listening again.', error);
      relisten();
    };
    next.on('notification', (notification) => {
      if (lost || notification.channel !== channel || notification.payload === undefined) return;
      try {
        const message = decode(notification.payload);
        if (message) for (const listener of [...listeners]) listener(message);
      } catch (error) {
        report('A backplane notification could not be read.', error);
      }
    });
    next.on('error', drop);
    next.on('end', () => drop(new Error('The backplane connection ended.'), true));
    try {
      await next.connect();
      await listenOn(next, channel);
      if (lost) throw new Error('The backplane connection was lost while it started listening.');
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end().catch(() => undefined);
    else client = next;
  };

  /** Listens again after a loss: one attempt at a time, however many losses were reported. */
  const relisten = () => {
    relistening ??= (async () => {
      for (let attempt = 0; !closed && client === undefined; attempt++) {
        await pause(delays[Math.min(attempt, delays.length - 1)] ?? 1_000);
        if (closed) return;
        try {
          await listen();
        } catch (error) {
          report('The backplane could not listen; trying again.', error);
        }
      }
    })().finally(() => (relistening = undefined));
  };

  await listen();

  return {
    async publish(hub, audience, target, args) {
      if (closed) return;
      const current = client;
      if (!current)
        throw new Error('The realtime backplane is reconnecting to the database; try again shortly.');
      for (const payload of encodeNotifyPayloads({ hub, audience, target, args })) {
        await notifyOn(current, channel, payload);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      wake?.();
      await relistening;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
