/**
 * The realtime backplane: every server instance publishes hub events here and delivers what it
 * receives to its own WebSocket connections, so several instances can serve one fleet. The
 * in-process adapter serves a single instance; a PostgreSQL LISTEN/NOTIFY adapter implements
 * the same port for several.
 */

/** `'all'` reaches every connection of the hub; any other value names a group. */
export type HubAudience = 'all' | (string & {});

export interface BackplaneMessage {
  hub: string;
  audience: HubAudience;
  target: string;
  args: unknown[];
}

export type BackplaneListener = (message: BackplaneMessage) => void;

export interface Backplane {
  publish(hub: string, audience: HubAudience, target: string, args: unknown[]): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(listener: BackplaneListener): () => void;
  close(): Promise<void>;
}

/** Delivers to the listeners of this process, after the publisher's current task. */
export function createInProcessBackplane(): Backplane {
  const listeners = new Set<BackplaneListener>();
  let closed = false;
  return {
    async publish(hub, audience, target, args) {
      if (closed) return;
      const message: BackplaneMessage = { hub, audience, target, args };
      await Promise.resolve();
      for (const listener of [...listeners]) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
