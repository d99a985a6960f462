import type { FastifyBaseLogger } from 'fastify';
import type { BackplaneMessage } from './backplane.js';
import type { ConnectionGuard } from './connection-guard.js';
import type { HubConnection } from './hub-connection.js';
import type { EventAuthorizer, HubUser } from './hub-definitions.js';

interface Guarded {
  connection: HubConnection;
  guard: ConnectionGuard;
  /** Deliveries to one connection stay in publishing order. */
  queue: Promise<void>;
}

export interface HubDelivery {
  add(connection: HubConnection, guard: ConnectionGuard): void;
  remove(connectionId: string): void;
  /** Hands an event to every listening connection whose user may receive it. */
  deliver(message: BackplaneMessage): void;
  /** Re-verifies every connection now; those no longer allowed are closed. */
  sweep(): Promise<void>;
  connections(): IterableIterator<HubConnection>;
  get(connectionId: string): HubConnection | undefined;
}

/**
 * The live connections of one server instance and the rule between an event and a listener:
 * an event goes out only after the listener's token has been found still valid (expiry in
 * memory, the rest re-verified when stale) and the event's authorizer admits the user.
 */
export function createHubDelivery(authorizeEvent: EventAuthorizer, log: FastifyBaseLogger): HubDelivery {
  const live = new Map<string, Guarded>();
  // Events are resolved one after another, so each connection receives them in publishing order.
  let resolving: Promise<void> = Promise.resolve();

  const closeWith = (entry: Guarded, error: string) => {
    live.delete(entry.connection.id);
    entry.connection.close({ error, allowReconnect: false });
  };

  const pass = (entry: Guarded, step: (user: HubUser) => void) => {
    entry.queue = entry.queue.then(async () => {
      const verdict = await entry.guard.current();
      if (!verdict.ok) closeWith(entry, verdict.error);
      else step(verdict.user);
    });
  };

  const fanOut = async (message: BackplaneMessage) => {
    const listeners = [...live.values()].filter(
      ({ connection }) =>
        connection.hub.name === message.hub &&
        (message.audience === 'all' || connection.groups.has(message.audience)),
    );
    if (listeners.length === 0) return;
    const may = await authorizeEvent(message).catch((error: unknown) => {
      log.error({ err: error, hub: message.hub, target: message.target }, 'hub event not authorised');
      return () => false;
    });
    for (const entry of listeners) {
      pass(entry, (user) => {
        if (may(user)) entry.connection.send(message.target, message.args);
      });
    }
  };

  return {
    add(connection, guard) {
      live.set(connection.id, { connection, guard, queue: Promise.resolve() });
    },
    remove(connectionId) {
      live.delete(connectionId);
    },
    deliver(message) {
      resolving = resolving.then(() => fanOut(message));
    },
    async sweep() {
      await Promise.all(
        [...live.values()].map(async (entry) => {
          const verdict = await entry.guard.recheck();
          if (!verdict.ok) closeWith(entry, verdict.error);
        }),
      );
    },
    *connections() {
      for (const entry of live.values()) yield entry.connection;
    },
    get: (connectionId) => live.get(connectionId)?.connection,
  };
}
