import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { findMethod, HubError, type HubDefinition, type HubUser } from './hub-definitions.js';
import {
  MessageType,
  parseHandshake,
  parseMessage,
  splitRecords,
  writeRecord,
  type InvocationMessage,
} from './hub-protocol.js';

export interface HubConnectionTimings {
  /** A ping goes out this often (the client gives up after 30 s of silence). */
  keepAliveIntervalMs: number;
  /** The server closes a connection that has sent nothing for this long. */
  clientTimeoutMs: number;
  /** Time allowed between opening the socket and completing the handshake. */
  handshakeTimeoutMs: number;
}

export interface HubConnection {
  readonly id: string;
  readonly hub: HubDefinition;
  readonly user: HubUser;
  readonly groups: Set<string>;
  /** Sends an invocation of a client method, e.g. `ReceiveJobStatusUpdate`. */
  send(target: string, args: unknown[]): void;
  /** Sends a close message and closes the socket. */
  close(options?: { error?: string; allowReconnect?: boolean }): void;
}

export interface AcceptOptions extends HubConnectionTimings {
  socket: WebSocket;
  id: string;
  hub: HubDefinition;
  user: HubUser;
  /** The user as verified now (null: no longer allowed); hub methods run as this user. */
  currentUser?: () => Promise<HubUser | null>;
  groups: Iterable<string>;
  /** When the user's token expires (ms since the epoch): the connection closes then, allowing a reconnect with a fresh token. */
  expiresAt?: number;
  log: FastifyBaseLogger;
  onReady(connection: HubConnection): void;
  /** Called once the socket has closed, whether or not the handshake completed. */
  onClosed(connection: HubConnection): void;
}

const maxBufferedBytes = 8 * 1024 * 1024;

/** Runs one WebSocket through the handshake and then the hub protocol until it closes. */
export function acceptHubConnection(options: AcceptOptions): HubConnection {
  const { socket, log } = options;
  let buffer = '';
  let handshakeDone = false;
  let lastReceived = Date.now();
  let queue: Promise<void> = Promise.resolve();

  const write = (message: object) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      // A client that reads nothing must not hold the server's memory; it may reconnect.
      log.warn({ connectionId: options.id }, 'hub connection too slow; dropped');
      socket.terminate();
      return;
    }
    socket.send(writeRecord(message));
  };

  const connection: HubConnection = {
    id: options.id,
    hub: options.hub,
    user: options.user,
    groups: new Set(options.groups),
    send(target, args) {
      if (handshakeDone) write({ type: MessageType.Invocation, target, arguments: args });
    },
    close(closeOptions = {}) {
      write({ type: MessageType.Close, ...closeOptions });
      socket.close(1000);
    },
  };

  const handshakeTimer = setTimeout(() => {
    write({ error: 'The handshake did not arrive in time.' });
    socket.close(1002);
  }, options.handshakeTimeoutMs);
  handshakeTimer.unref();

  const keepAlive = setInterval(() => {
    if (Date.now() - lastReceived > options.clientTimeoutMs) {
      connection.close({
        error: 'The client sent nothing within the timeout; reconnect.',
        allowReconnect: true,
      });
      return;
    }
    if (handshakeDone) write({ type: MessageType.Ping });
  }, options.keepAliveIntervalMs);
  keepAlive.unref();

  // Timers hold at most about 24.8 days; a token that lives longer is renewed by a reconnect then.
  const expiry =
    options.expiresAt === undefined
      ? undefined
      : setTimeout(
          () =>
            connection.close({
              error: 'The access token expired; reconnect with a new one.',
              allowReconnect: true,
            }),
          Math.min(Math.max(options.expiresAt - Date.now(), 0), 2 ** 31 - 1),
        );
  expiry?.unref();

  const invoke = async (message: InvocationMessage) => {
    const method = findMethod(options.hub, message.target);
    const complete = (outcome: { result?: unknown; error?: string }) => {
      if (message.invocationId !== undefined) {
        write({ type: MessageType.Completion, invocationId: message.invocationId, ...outcome });
      }
    };
    if (!method) {
      complete({ error: `Unknown hub method '${message.target}'.` });
      return;
    }
    const user = options.currentUser ? await options.currentUser() : connection.user;
    if (!user) {
      complete({ error: 'Sign in again: the access token is no longer valid.' });
      connection.close({ error: 'Sign in again: the access token is no longer valid.' });
      return;
    }
    try {
      const result = await method(
        {
          hub: options.hub.name,
          connectionId: connection.id,
          user,
          groups: connection.groups,
          join: (group) => connection.groups.add(group),
          leave: (group) => connection.groups.delete(group),
        },
        ...message.arguments,
      );
      complete(result === undefined ? {} : { result });
    } catch (error) {
      if (!(error instanceof HubError))
        log.error({ err: error, target: message.target }, 'hub method failed');
      const text =
        error instanceof HubError
          ? error.message
          : `An unexpected error occurred invoking '${message.target}' on the server.`;
      complete({ error: text });
    }
  };

  const handleRecord = (record: string) => {
    if (!handshakeDone) {
      const handshake = parseHandshake(record);
      clearTimeout(handshakeTimer);
      if (!handshake.ok) {
        write({ error: handshake.error });
        socket.close(1002);
        return;
      }
      handshakeDone = true;
      write({});
      options.onReady(connection);
      return;
    }
    const parsed = parseMessage(record);
    if (!parsed.ok) {
      connection.close({ error: parsed.error });
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case MessageType.Invocation:
        // One invocation at a time per connection, in arrival order (as ASP.NET Core does).
        queue = queue.then(() => invoke(message));
        break;
      case MessageType.StreamInvocation:
        write({
          type: MessageType.Completion,
          invocationId: message.invocationId,
          error: 'Streaming is not supported.',
        });
        break;
      case MessageType.Close:
        socket.close(1000);
        break;
      default:
        // Pings only prove the client is alive; stream items, cancellations and client results
        // have no use on these hubs.
        break;
    }
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    lastReceived = Date.now();
    if (isBinary) {
      connection.close({ error: 'Only the text transfer format is supported.' });
      return;
    }
    const { records, rest } = splitRecords(buffer + data.toString());
    buffer = rest;
    for (const record of records) {
      if (socket.readyState !== socket.OPEN) break;
      handleRecord(record);
    }
  });

  socket.on('close', () => {
    clearTimeout(handshakeTimer);
    clearInterval(keepAlive);
    clearTimeout(expiry);
    options.onClosed(connection);
  });

  return connection;
}
