import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failEnvelope, okEnvelope } from '@rota/core';
import { z } from 'zod';
import { createHttpClient, type HttpClientOptions } from './http-client.js';
import type { Toast } from './toast.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (req: Seen) => { status: number; body?: unknown; delayMs?: number };

let server: http.Server;
let baseURL = '';
let routes = new Map<string, Handler>();
let seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const path = entry.url.split('?')[0] ?? '';
      const handler = routes.get(`${entry.method} ${path}`);
      const answer = handler ? handler(entry) : { status: 404, body: failEnvelope(404, 'No route') };
      const reply = () => {
        if (res.destroyed) return;
        res.statusCode = answer.status;
        if (answer.body === undefined) return res.end();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  routes = new Map();
  seen = [];
});

function client(overrides: Partial<HttpClientOptions> = {}) {
  const toasts: Toast[] = [];
  let expired = 0;
  const options: HttpClientOptions = {
    baseURL,
    getToken: () => 'tok-1',
    getLanguage: () => 'tr',
    onSessionExpired: () => (expired += 1),
    notify: (toast) => toasts.push(toast),
    getTimezoneOffset: () => -180,
    ...overrides,
  };
  return { http: createHttpClient(options), toasts, expired: () => expired };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Yields to I/O until the condition holds (no timers: they may be faked). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100_000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

describe('createHttpClient headers', () => {
  it('sends Accept-Language, the bearer token and TimezoneOffset', async () => {
    routes.set('GET /api/cargo-types', () => ({ status: 200, body: okEnvelope([{ refNo: 'C1' }]) }));
    const { http } = client();
    const result = await http.request({ url: 'cargo-types' });
    expect(result).toMatchObject({ ok: true, data: [{ refNo: 'C1' }], status: 200 });
    expect(seen[0]?.headers['accept-language']).toBe('tr');
    expect(seen[0]?.headers['authorization']).toBe('Bearer tok-1');
    expect(seen[0]?.headers['timezoneoffset']).toBe('-180');
  });

  it('leaves out TimezoneOffset on the three exempt calls only', async () => {
    for (const path of [
      'filter/order-tracking/jobs',
      'pdf/order-service-receipt-with-orders',
      'pdf/order-tracking-label-with-job',
      'filter/order-tracking',
    ]) {
      routes.set(`GET /api/${path}`, () => ({ status: 200, body: okEnvelope({}) }));
    }
    const { http } = client();
    await http.request({ url: 'filter/order-tracking/jobs', params: { TimezoneOffset: -180 } });
    await http.request({ url: 'pdf/order-service-receipt-with-orders', params: { jobRefNo: 'J1' } });
    await http.request({ url: 'pdf/order-tracking-label-with-job' });
    await http.request({ url: 'filter/order-tracking' });
    expect(seen.map((s) => s.headers['timezoneoffset'])).toEqual([undefined, undefined, undefined, '-180']);
  });

  it('sends no Authorization header without a stored token', async () => {
    routes.set('GET /api/x', () => ({ status: 200, body: okEnvelope(1) }));
    const { http } = client({ getToken: () => null });
    await http.request({ url: 'x' });
    expect(seen[0]?.headers['authorization']).toBeUndefined();
  });

  it('waits for a token being renewed, and sends none on anonymous calls', async () => {
    routes.set('GET /api/x', () => ({ status: 200, body: okEnvelope(1) }));
    let asked = 0;
    const { http } = client({
      getToken: async () => {
        asked += 1;
        await sleep(20);
        return 'renewed-2';
      },
    });
    await http.request({ url: 'x' });
    await http.request({ url: 'x', anonymous: true });
    expect(seen.map((s) => s.headers['authorization'])).toEqual(['Bearer renewed-2', undefined]);
    expect(asked).toBe(1);
  });
});

describe('envelope and toasts', () => {
  it('parses data with the given schema and reports a shape mismatch as a value', async () => {
    routes.set('GET /api/n', () => ({ status: 200, body: okEnvelope({ count: 'three' }) }));
    const { http } = client();
    const result = await http.request({ url: 'n', schema: z.object({ count: z.number() }) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-response');
  });

  it('shows failResult.failMessage as an error toast and each validation message as a warning', async () => {
    const body = failEnvelope(400, 'Name is taken', [
      { field: 'name', message: 'Name must be unique' },
      { field: 'refNo', message: 'Reference number must be at least 3 characters.' },
    ]);
    routes.set('POST /api/cargo-types', () => ({ status: 400, body }));
    const { http, toasts } = client();
    const result = await http.request({ method: 'POST', url: 'cargo-types', data: [{ name: 'x' }] });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'http', status: 400, message: 'Name is taken' },
    });
    expect(toasts).toEqual([
      { kind: 'error', text: 'Name is taken' },
      { kind: 'warning', text: 'Name must be unique' },
      { kind: 'warning', text: 'Reference number must be at least 3 characters.' },
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual([{ name: 'x' }]);
  });

  it('keeps quiet when asked to', async () => {
    routes.set('POST /api/q', () => ({ status: 400, body: failEnvelope(400, 'nope') }));
    const { http, toasts } = client();
    await http.request({ method: 'POST', url: 'q', notifyErrors: false });
    expect(toasts).toEqual([]);
  });

  it('reports a body that is no envelope as invalid-response', async () => {
    routes.set('GET /api/raw', () => ({ status: 200, body: { hello: 1 } }));
    const { http } = client();
    const result = await http.request({ url: 'raw' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-response', status: 200 } });
  });
});

describe('empty-grid fallback', () => {
  it.each([
    ['204', { status: 204 }],
    ['null data', { status: 200, body: okEnvelope(null) }],
    ['an empty list', { status: 200, body: okEnvelope([]) }],
    ['an object of empty lists', { status: 200, body: okEnvelope({ jobList: [] }) }],
  ])('asks {path}/no-content-data-results after %s', async (_name, answer) => {
    routes.set('GET /api/jobs', () => answer);
    routes.set('GET /api/jobs/no-content-data-results', () => ({
      status: 200,
      body: okEnvelope({ jobList: [], columns: ['jobRefNo'] }),
    }));
    const { http } = client();
    const result = await http.request({ url: 'jobs', params: { page: 0 }, emptyFallback: true });
    expect(seen.map((s) => s.url)).toEqual(['/api/jobs?page=0', '/api/jobs/no-content-data-results']);
    expect(result).toMatchObject({ ok: true, data: { jobList: [], columns: ['jobRefNo'] } });
  });

  it('does not fall back when the list has rows', async () => {
    routes.set('GET /api/jobs', () => ({ status: 200, body: okEnvelope({ jobList: [{ jobRefNo: 'J1' }] }) }));
    const { http } = client();
    await http.request({ url: 'jobs', emptyFallback: true });
    expect(seen).toHaveLength(1);
  });
});

describe('session-expiry guard', () => {
  it('trips once per window: cancels pending calls, says Login Expired top-centre, leaves after the delay', async () => {
    // The guard's clock and its redirect timer are faked; the calls still go over a real socket.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      routes.set('GET /api/slow', () => ({ status: 200, body: okEnvelope(1), delayMs: 400 }));
      routes.set('GET /api/secret', () => ({ status: 401, body: failEnvelope(401, 'Unauthorized') }));
      const { http, toasts, expired } = client({ sessionRedirectDelayMs: 120, sessionWindowMs: 600 });
      const slow = http.request({ url: 'slow' });
      await until(() => seen.some((s) => s.url === '/api/slow'));
      const first = await http.request({ url: 'secret' });
      const second = await http.request({ url: 'secret' });
      expect(first).toMatchObject({ ok: false, error: { code: 'session-expired', status: 401 } });
      expect(second).toMatchObject({ ok: false, error: { code: 'session-expired' } });
      expect(await slow).toMatchObject({ ok: false, error: { code: 'cancelled' } });
      expect(toasts).toEqual([{ kind: 'error', key: 'auth.loginExpired', position: 'top-center' }]);
      vi.advanceTimersByTime(119);
      expect(expired()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(expired()).toBe(1);
      vi.advanceTimersByTime(479);
      await http.request({ url: 'secret' });
      expect(toasts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await http.request({ url: 'secret' });
      expect(toasts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets calls that skip the guard see their 401 as an ordinary failure', async () => {
    routes.set('POST /auth/authenticate/login', () => ({
      status: 401,
      body: failEnvelope(401, 'Email or Password is incorrect'),
    }));
    const { http, toasts } = client();
    const result = await http.request({
      method: 'POST',
      url: 'authenticate/login',
      baseURL: baseURL.replace('/api', '/auth'),
      skipSessionGuard: true,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'http', status: 401, message: 'Email or Password is incorrect' },
    });
    expect(toasts).toEqual([{ kind: 'error', text: 'Email or Password is incorrect' }]);
  });
});
