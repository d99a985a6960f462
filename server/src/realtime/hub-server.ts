import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Backplane } from './backplane.js';
import { hubAccessToken } from './hub-auth.js';
import { createConnectionGuard, type ConnectionGuard } from './connection-guard.js';
import { createHubDelivery } from './hub-delivery.js';
import { acceptHubConnection, type HubConnectionTimings } from './hub-connection.js';
import {
  defaultHubs,
  type ConnectionAuthorizer,
  type EventAuthorizer,
  type GroupAuthorizer,
  type HubDefinition,
  type HubUser,
} from './hub-definitions.js';
import { groupKeyFromQuery, groupsOf, userGroup } from './hub-groups.js';

export interface RegisterHubsOptions extends Partial<HubConnectionTimings> {
  /**
   * Checks a JWT and describes its user; `null` (or a rejection) answers 401. A numeric `exp`
   * (seconds, as in the JWT) closes the connection when the token expires.
   */
  verifyToken(token: string): Promise<HubUser | null>;
  backplane: Backplane;
  /** May the user follow this job, route or vehicle? Everyone signed in may, by default. */
  authorizeGroup?: GroupAuthorizer;
  /** May the user connect to this hub at all? Checked on connect and on every re-check. */
  authorizeConnection?: ConnectionAuthorizer;
  /**
   * Who may receive an event: resolved once per event, then asked for each listening user (as
   * last verified). Every hub server states it; there is no deliver-to-all default.
   */
  authorizeEvent: EventAuthorizer;
  /** A delivery re-verifies a connection's token when its last check is older than this (5 s). */
  revalidateAfterMs?: number;
  /** Every connection's token is re-verified this often, events or not (30 s). */
  recheckIntervalMs?: number;
  /** Largest negotiate body read, in bytes (the client sends none). */
  negotiateBodyLimit?: number;
  /** Groups a connection joins for who the user is, e.g. `distributionCenterId=1` for a DC Manager. */
  userGroups?: (user: HubUser, hub: string) => readonly string[];
  /** Replaces the spec's four hubs (each with `JoinGroup` / `LeaveGroup`). */
  hubs?: HubDefinition[];
  /** How long a negotiated connection token may wait for its WebSocket. */
  negotiateTimeoutMs?: number;
  prefix?: string;
  /**
   * May a browser page of this origin open a hub? Asked for requests that carry an `Origin`
   * header (browsers always send one on WebSockets; scripts and the CLI send none), so a page on
   * another site cannot follow a signed-in user's hubs (cross-site WebSocket hijacking).
   * Every origin when not given.
   */
  originAllowed?: (origin: string, request: FastifyRequest) => boolean;
}

export interface HubConnectionInfo {
  connectionId: string;
  hub: string;
  userId: string | number;
  groups: string[];
}

export interface HubServer {
  connections(hub?: string): HubConnectionInfo[];
  /** Closes one connection with a close message; `allowReconnect` lets the client come back. */
  disconnect(connectionId: string, options?: { error?: string; allowReconnect?: boolean }): boolean;
  /** Re-verifies every connection's token now (as the periodic sweep does); closes the refused. */
  recheck(): Promise<void>;
}

interface Negotiated {
  connectionId: string;
  hub: HubDefinition;
  user: HubUser;
  groups: string[];
}

const newId = () => randomBytes(16).toString('base64url');

/**
 * Serves SignalR hubs (JSON protocol over WebSockets) at `<prefix>/<hub>`: negotiate, then the
 * WebSocket, with groups taken from the address's jobRefNo / routeId / vehicleRefNo. Events
 * reach the connections through the backplane, so any server instance may publish them.
 */
export async function registerHubs(app: FastifyInstance, options: RegisterHubsOptions): Promise<HubServer> {
  const prefix = options.prefix ?? '/hubs';
  const authorizeGroup: GroupAuthorizer = options.authorizeGroup ?? (() => true);
  const authorizeConnection: ConnectionAuthorizer = options.authorizeConnection ?? (() => true);
  const hubs = new Map(
    (options.hubs ?? defaultHubs(authorizeGroup)).map((hub) => [hub.name.toLowerCase(), hub]),
  );
  const timings: HubConnectionTimings = {
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
  };
  const negotiateTimeoutMs = options.negotiateTimeoutMs ?? 60_000;
  const revalidateAfterMs = options.revalidateAfterMs ?? 5_000;
  const negotiated = new Map<string, Negotiated & { expires: NodeJS.Timeout }>();
  const delivery = createHubDelivery(options.authorizeEvent, app.log);
  const admitted = new WeakMap<FastifyRequest, Negotiated & { token: string }>();

  const unsubscribe = options.backplane.subscribe((message) => delivery.deliver(message));
  const sweep = setInterval(() => void delivery.sweep(), options.recheckIntervalMs ?? 30_000);
  sweep.unref();

  // Added before @fastify/websocket's own hook, which closes the sockets without a word: clients
  // told `allowReconnect` come back to another instance (or this one, restarted).
  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(sweep);
    for (const connection of delivery.connections()) {
      connection.close({ error: 'The server is shutting down.', allowReconnect: true });
    }
    for (const entry of negotiated.values()) clearTimeout(entry.expires);
    negotiated.clear();
  });

  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = hubAccessToken(request);
    const user = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!user || !token) {
      await reply
        .code(401)
        .send({ error: 'Sign in again: the access token is missing, expired or invalid.' });
      return undefined;
    }
    return { user, token };
  };

  /** Refuses a request from a page of an origin that may not open hubs; true when refused. */
  const refusedOrigin = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const origin = request.headers.origin;
    if (origin === undefined || !options.originAllowed || options.originAllowed(origin, request))
      return false;
    await reply.code(403).send({ error: 'Pages of this origin may not open Rota’s hubs.' });
    return true;
  };

  /** Checks the hub, the user and the groups the address names; answers the refusal itself. */
  const admit = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<(Negotiated & { token: string }) | undefined> => {
    const hub = hubs.get((request.params as { hub: string }).hub.toLowerCase());
    if (!hub) {
      await reply
        .code(404)
        .send({ error: `There is no hub named '${(request.params as { hub: string }).hub}'.` });
      return undefined;
    }
    const signedIn = await authenticate(request, reply);
    if (!signedIn) return undefined;
    const { user, token } = signedIn;
    if (!authorizeConnection(user, hub.name)) {
      await reply.code(403).send({ error: 'You may not follow this hub.' });
      return undefined;
    }
    const key = groupKeyFromQuery(request.query as Record<string, unknown>);
    if (Object.keys(key).length > 0 && !(await authorizeGroup(user, hub.name, key))) {
      await reply.code(403).send({ error: 'You may not follow this job, route or vehicle.' });
      return undefined;
    }
    const groups = [
      ...groupsOf(key),
      userGroup(user.userId),
      ...(options.userGroups?.(user, hub.name) ?? []),
    ];
    return { connectionId: newId(), hub, user, groups, token };
  };

  await app.register(async (scope) => {
    // The SignalR client posts an empty body to negotiate with whatever content type it likes; a
    // body is read only after the token passed (onRequest) and only up to a small limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.negotiateBodyLimit ?? 1024 },
      (_request, _body, done) => done(null, undefined),
    );

    scope.post(`${prefix}/:hub/negotiate`, {
      onRequest: async (request, reply) => {
        if (await refusedOrigin(request, reply)) return;
        const entry = await admit(request, reply);
        if (entry) admitted.set(request, entry);
      },
      handler: async (request) => {
        const entry = admitted.get(request) as Negotiated;
        const version =
          Number((request.query as Record<string, unknown>)['negotiateVersion'] ?? 0) >= 1 ? 1 : 0;
        // Version 0 clients connect with the connection id itself.
        const token = version === 1 ? newId() : entry.connectionId;
        const expires = setTimeout(() => negotiated.delete(token), negotiateTimeoutMs);
        expires.unref();
        negotiated.set(token, { ...entry, expires });
        return {
          connectionId: entry.connectionId,
          ...(version === 1 ? { connectionToken: token } : {}),
          negotiateVersion: version,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
        };
      },
    });

    scope.route({
      method: 'GET',
      url: `${prefix}/:hub`,
      preValidation: async (request, reply) => {
        if (!request.ws) {
          await reply
            .code(400)
            .send({ error: 'This hub speaks WebSockets only: negotiate, then open a WebSocket.' });
          return;
        }
        if (await refusedOrigin(request, reply)) return;
        const id = (request.query as Record<string, unknown>)['id'];
        if (typeof id !== 'string') {
          // A client that skips negotiation connects directly with its token.
          const entry = await admit(request, reply);
          if (entry) admitted.set(request, entry);
          return;
        }
        const entry = negotiated.get(id);
        const hubName = (request.params as { hub: string }).hub.toLowerCase();
        if (!entry || entry.hub.name.toLowerCase() !== hubName) {
          await reply.code(404).send({ error: 'Unknown connection id: negotiate again.' });
          return;
        }
        const signedIn = await authenticate(request, reply);
        if (!signedIn) return;
        if (String(signedIn.user.userId) !== String(entry.user.userId)) {
          await reply.code(403).send({ error: 'This connection belongs to another user.' });
          return;
        }
        clearTimeout(entry.expires);
        negotiated.delete(id);
        admitted.set(request, {
          connectionId: entry.connectionId,
          hub: entry.hub,
          groups: entry.groups,
          user: signedIn.user,
          token: signedIn.token,
        });
      },
      handler: async (_request, reply) => reply.code(400).send({ error: 'WebSockets only.' }),
      wsHandler: (socket: WebSocket, request: FastifyRequest) => {
        const entry = admitted.get(request);
        if (!entry) {
          socket.close(1008);
          return;
        }
        const guard: ConnectionGuard = createConnectionGuard({
          token: entry.token,
          user: entry.user,
          verifyToken: options.verifyToken,
          mayConnect: (user) => authorizeConnection(user, entry.hub.name),
          revalidateAfterMs,
        });
        acceptHubConnection({
          ...timings,
          socket,
          id: entry.connectionId,
          hub: entry.hub,
          user: entry.user,
          currentUser: async () => {
            const verdict = await guard.current();
            return verdict.ok ? verdict.user : null;
          },
          groups: entry.groups,
          ...(typeof entry.user['exp'] === 'number' ? { expiresAt: entry.user['exp'] * 1000 } : {}),
          log: request.log,
          onReady: (connection) => delivery.add(connection, guard),
          onClosed: (connection) => delivery.remove(connection.id),
        });
      },
    });
  });

  return {
    connections: (hub) =>
      [...delivery.connections()]
        .filter((connection) => hub === undefined || connection.hub.name === hub)
        .map((connection) => ({
          connectionId: connection.id,
          hub: connection.hub.name,
          userId: connection.user.userId,
          groups: [...connection.groups],
        })),
    disconnect(connectionId, closeOptions = {}) {
      const connection = delivery.get(connectionId);
      connection?.close(closeOptions);
      return connection !== undefined;
    },
    recheck: () => delivery.sweep(),
  };
}
