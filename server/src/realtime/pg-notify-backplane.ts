import pg from 'pg';
import type { Backplane, BackplaneListener } from './backplane.js';
import { createNotifyDecoder, encodeNotifyPayloads } from './notify-payload.js';

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
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      try {
        const message = decode(notification.payload);
        if (message) for (const listener of [...listeners]) listener(message);
      } catch (error) {
        report('A backplane notification could not be read.', error);
      }
    });
    next.on('error', (error) => {
      report('The backplane lost its database connection; listening again.', error);
      if (client === next) client = undefined;
      void reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    return next;
  };

  const reconnect = async () => {
    for (let attempt = 0; !closed && client === undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)]));
      try {
        client = await connect();
      } catch (error) {
        report('The backplane could not listen; trying again.', error);
      }
    }
  };

  client = await connect();

  return {
    async publish(hub, audience, target, args) {
      if (closed) return;
      const current = client;
      if (!current)
        throw new Error('The realtime backplane is reconnecting to the database; try again shortly.');
      for (const payload of encodeNotifyPayloads({ hub, audience, target, args })) {
        await current.query('SELECT pg_notify($1, $2)', [channel, payload]);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
