import { Observable } from 'rxjs';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import {
  defaultRetryDelaysMs,
  type HubConnectionFactory,
  type HubQuery,
  type RealtimeLogger,
} from './hub-connection-factory.js';

/** The client methods a hub calls, as streams of their argument lists. */
export interface HubEvents {
  /**
   * Every call of `event` on the hub at this address. Subscribing opens the connection (shared
   * by all subscribers of the same address), unsubscribing the last one closes it. The stream
   * never errors: connection failures are logged and retried while someone listens.
   */
  on(hub: string, event: string, query?: HubQuery): Observable<unknown[]>;
}

export interface HubEventsOptions {
  logger: RealtimeLogger;
  /** Waits between attempts to start a connection that failed or closed for good. */
  retryDelaysMs?: readonly number[];
}

interface Shared {
  label: string;
  connection: HubConnection;
  subscribers: number;
  released: boolean;
}

function addressKey(hub: string, query: HubQuery): string {
  const pairs = Object.entries(query)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return `${hub.toLowerCase()}?${pairs.join('&')}`;
}

export function createHubEvents(connect: HubConnectionFactory, options: HubEventsOptions): HubEvents {
  const { logger } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const shared = new Map<string, Shared>();

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Starts the connection, retrying while it is wanted; SignalR reconnects it after that. */
  const keepStarted = async (entry: Shared) => {
    for (let attempt = 0; !entry.released; attempt++) {
      if (entry.connection.state !== HubConnectionState.Disconnected) return;
      try {
        await entry.connection.start();
        if (entry.released) await entry.connection.stop();
        return;
      } catch (error) {
        if (entry.released) return;
        logger.warn(`Realtime connection to ${entry.label} failed; retrying.`, error);
      }
      await wait(delays[Math.min(attempt, delays.length - 1)] ?? 0);
    }
  };

  const acquire = (hub: string, query: HubQuery): Shared => {
    const key = addressKey(hub, query);
    const existing = shared.get(key);
    if (existing) {
      existing.subscribers += 1;
      return existing;
    }
    const entry: Shared = { label: key, connection: connect(hub, query), subscribers: 1, released: false };
    entry.connection.onreconnecting((error) =>
      logger.warn(`Realtime connection to ${key} lost; reconnecting.`, error),
    );
    entry.connection.onclose((error) => {
      if (entry.released) return;
      logger.warn(`Realtime connection to ${key} closed; starting again.`, error);
      void keepStarted(entry);
    });
    shared.set(key, entry);
    void keepStarted(entry);
    return entry;
  };

  const release = (entry: Shared) => {
    entry.subscribers -= 1;
    if (entry.subscribers > 0) return;
    entry.released = true;
    shared.delete(entry.label);
    entry.connection.stop().catch((error: unknown) => logger.warn(`Closing ${entry.label} failed.`, error));
  };

  return {
    on: (hub, event, query = {}) =>
      new Observable<unknown[]>((subscriber) => {
        const entry = acquire(hub, query);
        const handler = (...args: unknown[]) => subscriber.next(args);
        entry.connection.on(event, handler);
        return () => {
          entry.connection.off(event, handler);
          release(entry);
        };
      }),
  };
}
