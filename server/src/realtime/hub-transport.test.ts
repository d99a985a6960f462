import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { recordSeparator } from './hub-protocol.js';
import { startHubApp, waitFor, type TestHubApp } from './hub-test-kit.js';

const apps: TestHubApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
});

async function start(options: Parameters<typeof startHubApp>[0] = {}) {
  const started = await startHubApp(options);
  apps.push(started);
  return started;
}

async function negotiate(baseUrl: string, path: string, token = 'token-admin') {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

/** Status of a refused WebSocket upgrade, or 101 when it opens. */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', reject);
  });
}

/** An open socket that keeps every record it receives. */
async function openRaw(url: string) {
  const socket = new WebSocket(url);
  const records: unknown[] = [];
  let closed = false;
  socket.on('message', (data) => {
    for (const part of data.toString().split(recordSeparator)) if (part) records.push(JSON.parse(part));
  });
  socket.on('close', () => (closed = true));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, records, isClosed: () => closed };
}

/** Sends the start of a body that never ends and answers the status, if the server answers. */
function statusOfEndlessBody(url: string, token: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    request.write('x'.repeat(64 * 1024));
  });
}

describe('SignalR transport', () => {
  it('checks the token of a negotiation before reading its body, and reads at most a small body', async () => {
    const { baseUrl } = await start();
    const url = `${baseUrl}/hubs/joboperationhub/negotiate?negotiateVersion=1`;
    expect(await statusOfEndlessBody(url, null)).toBe(401);
    expect(await statusOfEndlessBody(url, 'bad')).toBe(401);
    expect(await statusOfEndlessBody(url, 'token-admin')).toBe(413);
    const small = await fetch(url, {
      method: 'POST',
      headers: { authorization: 'Bearer token-admin', 'content-type': 'text/plain' },
      body: 'x'.repeat(100),
    });
    expect(small.status).toBe(200);
  });

  it('answers negotiate version 1 with a connection token and the WebSockets text transport', async () => {
    const { baseUrl } = await start();
    const response = await negotiate(baseUrl, '/hubs/joboperationhub/negotiate?negotiateVersion=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(typeof body['connectionId']).toBe('string');
    expect(typeof body['connectionToken']).toBe('string');
    expect(body['connectionToken']).not.toBe(body['connectionId']);
  });

  it('refuses negotiate without a valid token and for an unknown hub', async () => {
    const { baseUrl } = await start();
    expect(
      (await negotiate(baseUrl, '/hubs/joboperationhub/negotiate?negotiateVersion=1', 'bad')).status,
    ).toBe(401);
    expect((await fetch(`${baseUrl}/hubs/joboperationhub/negotiate`, { method: 'POST' })).status).toBe(401);
    expect((await negotiate(baseUrl, '/hubs/nohub/negotiate?negotiateVersion=1')).status).toBe(404);
  });

  it('answers 404 to a WebSocket with an unknown connection id, and accepts the token as access_token', async () => {
    const { baseUrl } = await start();
    const wsBase = baseUrl.replace('http', 'ws');
    expect(await upgradeStatus(`${wsBase}/hubs/joboperationhub?id=unknown&access_token=token-admin`)).toBe(
      404,
    );

    const body = (await (
      await negotiate(baseUrl, '/hubs/joboperationhub/negotiate?negotiateVersion=1')
    ).json()) as {
      connectionToken: string;
    };
    expect(
      await upgradeStatus(`${wsBase}/hubs/joboperationhub?id=${body.connectionToken}&access_token=bad`),
    ).toBe(401);
    expect(
      await upgradeStatus(`${wsBase}/hubs/joboperationhub?id=${body.connectionToken}&access_token=token-dc`),
    ).toBe(403);
    expect(
      await upgradeStatus(
        `${wsBase}/hubs/joboperationhub?id=${body.connectionToken}&access_token=token-admin`,
      ),
    ).toBe(101);
    // A connection token serves one WebSocket only.
    expect(
      await upgradeStatus(
        `${wsBase}/hubs/joboperationhub?id=${body.connectionToken}&access_token=token-admin`,
      ),
    ).toBe(404);
  });

  it('accepts the token as an Authorization header on the WebSocket', async () => {
    const { baseUrl } = await start();
    const wsBase = baseUrl.replace('http', 'ws');
    const { connectionToken } = (await (
      await negotiate(baseUrl, '/hubs/adhochub/negotiate?negotiateVersion=1&routeId=3')
    ).json()) as { connectionToken: string };
    const status = await upgradeStatus(`${wsBase}/hubs/adhochub?routeId=3&id=${connectionToken}`, {
      authorization: 'Bearer token-admin',
    });
    expect(status).toBe(101);
  });

  it('answers the handshake with {} and then pings; refuses an unknown protocol with an error', async () => {
    const { baseUrl } = await start({ keepAliveIntervalMs: 50 });
    const wsBase = baseUrl.replace('http', 'ws');
    const good = await openRaw(`${wsBase}/hubs/joboperationhub?access_token=token-admin`);
    good.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    await waitFor(() => good.records.filter((r) => (r as { type?: number }).type === 6).length >= 2);
    expect(good.records[0]).toEqual({});
    good.socket.close();

    const bad = await openRaw(`${wsBase}/hubs/joboperationhub?access_token=token-admin`);
    bad.socket.send(`{"protocol":"messagepack","version":1}${recordSeparator}`);
    await waitFor(bad.isClosed);
    expect(bad.records).toEqual([{ error: "The protocol 'messagepack' is not supported; use 'json'." }]);
  });

  it('handles a handshake and an invocation in one frame, and completes the invocation', async () => {
    const { baseUrl } = await start();
    const raw = await openRaw(`${baseUrl.replace('http', 'ws')}/hubs/adhochub?access_token=token-admin`);
    raw.socket.send(
      `{"protocol":"json","version":1}${recordSeparator}` +
        `{"type":1,"invocationId":"7","target":"JoinGroup","arguments":[{"routeId":12}]}${recordSeparator}`,
    );
    await waitFor(() => raw.records.length >= 2);
    expect(raw.records.slice(0, 2)).toEqual([{}, { type: 3, invocationId: '7', result: 'routeId=12' }]);
    raw.socket.close();
  });

  it('closes a connection whose client stays silent past the client timeout', async () => {
    const { baseUrl, hubs } = await start({ keepAliveIntervalMs: 50, clientTimeoutMs: 200 });
    const raw = await openRaw(
      `${baseUrl.replace('http', 'ws')}/hubs/joboperationhub?access_token=token-admin`,
    );
    raw.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    await waitFor(() => hubs.connections().length === 1);
    await waitFor(raw.isClosed);
    expect(raw.records.at(-1)).toMatchObject({ type: 7, allowReconnect: true });
    await waitFor(() => hubs.connections().length === 0);
  });

  it('closes a connection when its token expires, allowing a reconnect', async () => {
    const { baseUrl } = await start({
      verifyToken: async (token) =>
        token === 'short' ? { userId: 'u', roles: [], exp: Date.now() / 1000 + 0.3 } : null,
    });
    const raw = await openRaw(`${baseUrl.replace('http', 'ws')}/hubs/joboperationhub?access_token=short`);
    raw.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    await waitFor(raw.isClosed);
    expect(raw.records).toEqual([
      {},
      { type: 7, error: 'The access token expired; reconnect with a new one.', allowReconnect: true },
    ]);
  });

  it('closes a socket that never completes the handshake', async () => {
    const { baseUrl } = await start({ handshakeTimeoutMs: 100 });
    const raw = await openRaw(
      `${baseUrl.replace('http', 'ws')}/hubs/joboperationhub?access_token=token-admin`,
    );
    await waitFor(raw.isClosed);
    expect(raw.records).toEqual([{ error: 'The handshake did not arrive in time.' }]);
  });

  it('tells connected clients to reconnect when the server shuts down', async () => {
    const server = await startHubApp();
    const raw = await openRaw(
      `${server.baseUrl.replace('http', 'ws')}/hubs/joboperationhub?access_token=token-admin`,
    );
    raw.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    await waitFor(() => server.hubs.connections().length === 1);
    await server.app.close();
    await waitFor(raw.isClosed);
    expect(raw.records).toEqual([
      {},
      { type: 7, error: 'The server is shutting down.', allowReconnect: true },
    ]);
  });

  it('answers a plain GET of a hub with 400', async () => {
    const { baseUrl } = await start();
    expect((await fetch(`${baseUrl}/hubs/joboperationhub`)).status).toBe(400);
  });
});
