import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dailyPlanApi,
  failEnvelope,
  masterDataApi,
  okEnvelope,
  territoryApi,
  trackingApi,
  type ApiCall,
} from '@rota/core';
import { createApiGateway, totalCount } from './api-gateway.js';
import { createHttpClient } from './http-client.js';
import { createJobGateway } from './job-gateway.js';
import type { Toast } from './toast.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
interface Reply {
  status: number;
  json?: unknown;
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

let server: http.Server;
let origin = '';
let seen: Seen[] = [];
let toasts: Toast[] = [];
let answer: (s: Seen) => Reply = () => ({ status: 200, json: okEnvelope(null) });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw || undefined,
      };
      seen.push(s);
      const reply = answer(s);
      res.statusCode = reply.status;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.bytes) {
        res.setHeader('Content-Type', 'application/zip');
        return res.end(Buffer.from(reply.bytes));
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  toasts = [];
});

const client = () =>
  createHttpClient({
    baseURL: `${origin}/api`,
    getToken: () => 'tok',
    getLanguage: () => 'tr',
    getTimezoneOffset: () => -180,
    onSessionExpired: () => undefined,
    notify: (toast) => toasts.push(toast),
  });

const thing = z.object({ id: z.number(), name: z.string() });
/** A registry shaped like core's: one call of each kind the factory must handle. */
const registry = {
  getThing: {
    method: 'GET',
    path: 'things/:id/:part',
    params: z.object({ id: z.coerce.number(), part: z.string() }),
    response: thing,
    summary: 'one',
  },
  listThings: {
    method: 'GET',
    path: 'things',
    query: z.object({ name: z.string().optional(), kinds: z.array(z.string()).optional() }),
    response: z.array(thing),
    summary: 'list',
  },
  saveThing: {
    method: 'PUT',
    path: 'things/:id',
    params: z.object({ id: z.coerce.number() }),
    body: thing.omit({ id: true }),
    response: z.unknown(),
    summary: 'save',
  },
  label: {
    method: 'POST',
    path: 'labels/zip',
    body: z.object({ jobRefNo: z.string() }),
    response: 'blob',
    timezoneOffset: false,
    summary: 'zip',
  },
  photo: {
    method: 'POST',
    path: 'things/:id/photo',
    params: z.object({ id: z.coerce.number() }),
    response: z.unknown(),
    summary: 'multipart',
  },
  traced: {
    method: 'GET',
    path: 'traces',
    response: z.array(z.string()),
    appModeHeader: true,
    summary: 'traces',
  },
} as const satisfies Record<string, ApiCall>;

describe('createApiGateway', () => {
  it('fills path parameters, sends query and body, and parses the answer with the call’s schema', async () => {
    answer = (s) => ({
      status: 200,
      json: okEnvelope(s.url.startsWith('/api/things/') ? { id: 5, name: 'Five', extra: true } : null),
    });
    const api = createApiGateway(client(), registry);
    const one = await api.getThing({ params: { id: 5, part: 'a b/c' } });
    expect(one).toMatchObject({ ok: true, status: 200, data: { id: 5, name: 'Five' } });
    expect(one.ok && one.data).toEqual({ id: 5, name: 'Five' });
    await api.saveThing({ params: { id: 5 }, body: { name: 'Fünf' } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/things/5/a%20b%2Fc',
      'PUT /api/things/5',
    ]);
    expect(seen[1]?.body).toEqual({ name: 'Fünf' });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer tok', 'accept-language': 'tr' });
  });

  it('answers the total of a list from x-total-count and repeats list parameters', async () => {
    answer = () => ({
      status: 200,
      json: okEnvelope([{ id: 1, name: 'One' }]),
      headers: { 'x-total-count': '120' },
    });
    const result = await createApiGateway(client(), registry).listThings({
      query: { name: 'O', kinds: ['a', 'b'] },
    });
    expect(seen[0]?.url).toBe('/api/things?name=O&kinds=a&kinds=b');
    expect(totalCount(result)).toBe(120);
  });

  it('reports an answer that breaks the schema as invalid-response', async () => {
    answer = () => ({ status: 200, json: okEnvelope([{ id: 'one' }]) });
    const result = await createApiGateway(client(), registry).listThings();
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-response', status: 200 } });
    expect(totalCount(result)).toBeNull();
  });

  it('answers blob calls as bytes, without the TimezoneOffset header the registry leaves out', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 3, 4, 0, 255]);
    answer = () => ({ status: 200, bytes: zip });
    const result = await createApiGateway(client(), registry).label({ body: { jobRefNo: 'J1' } });
    expect(result.ok && [...result.data]).toEqual([...zip]);
    expect(seen[0]?.headers['timezoneoffset']).toBeUndefined();
    expect(seen[0]?.body).toEqual({ jobRefNo: 'J1' });
  });

  it('reads the envelope of a failed blob call for its message', async () => {
    answer = () => ({ status: 404, json: failEnvelope(404, 'No such job') });
    const result = await createApiGateway(client(), registry, { notifyErrors: false }).label({
      body: { jobRefNo: 'J0' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'http', status: 404, message: 'No such job' } });
    expect(toasts).toEqual([]);
  });

  it('sends the TimezoneOffset header by default and the app-mode header where the registry asks', async () => {
    answer = () => ({ status: 200, json: okEnvelope(['t']) });
    await createApiGateway(client(), registry).traced();
    expect(seen[0]?.headers['timezoneoffset']).toBe('-180');
    expect(seen[0]?.headers['app-mode']).toBe('demo');
  });

  it('sends a form as multipart to a call that declares no body', async () => {
    const form = new FormData();
    form.append('formFile', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
    await createApiGateway(client(), registry).photo({ params: { id: 4 }, body: form });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/things/4/photo' });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(seen[0]?.body)).toContain('name="formFile"; filename="me.png"');
  });

  it('toasts the server’s failure unless asked to keep quiet', async () => {
    answer = () => ({ status: 400, json: failEnvelope(400, 'Name is taken') });
    const loud = await createApiGateway(client(), registry).saveThing({
      params: { id: 1 },
      body: { name: 'x' },
    });
    expect(loud).toMatchObject({ ok: false, error: { status: 400, message: 'Name is taken' } });
    expect(toasts).toEqual([{ kind: 'error', text: 'Name is taken' }]);
  });
});

describe('the gateways of core’s registries', () => {
  const registries = { dailyPlanApi, trackingApi, territoryApi, masterDataApi } as Record<
    string,
    Readonly<Record<string, ApiCall>>
  >;

  it.each(Object.entries(registries))(
    '%s: every call goes out with its verb, path and headers',
    async (_, registry) => {
      answer = () => ({ status: 200, json: okEnvelope(null) });
      const api = createApiGateway(client(), registry) as unknown as Record<
        string,
        (input: object) => Promise<unknown>
      >;
      for (const [name, call] of Object.entries(registry)) {
        seen = [];
        const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
        const params = Object.fromEntries(names.map((n, i) => [n, `v ${i}`]));
        await api[name]?.({ params, ...(call.body ? { body: { sample: name } } : {}) });
        const path = call.path.replace(/:(\w+)/g, (_whole, n: string) => `v%20${names.indexOf(n)}`);
        expect(
          seen.map((s) => `${s.method} ${s.url}`),
          name,
        ).toEqual([`${call.method} /api/${path}`]);
        expect(seen[0]?.body, name).toEqual(call.body ? { sample: name } : undefined);
        expect(seen[0]?.headers['timezoneoffset'], name).toBe(
          call.timezoneOffset === false ? undefined : '-180',
        );
        expect(seen[0]?.headers['app-mode'], name).toBe(call.appModeHeader ? 'demo' : undefined);
      }
    },
  );
});

describe('createJobGateway', () => {
  it('implements core’s JobGateway over dailyPlanApi: values and notices', async () => {
    answer = (s) =>
      s.method === 'GET'
        ? { status: 200, json: okEnvelope({ jobList: [] }) }
        : { status: 200, json: okEnvelope(null, 200, 'Jobs are deleted') };
    const jobs = createJobGateway(client());
    expect(await jobs.listJobs()).toEqual({ ok: true, value: { jobList: [] } });
    expect(await jobs.deleteJobs(['J1', 'J2'])).toEqual({
      ok: true,
      value: { code: 0, message: 'Jobs are deleted' },
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/jobs', 'DELETE /api/jobs']);
    expect(seen[1]?.body).toEqual(['J1', 'J2']);
  });

  it('answers failures as core’s expected failures with the fields the server named', async () => {
    answer = () => ({
      status: 400,
      json: failEnvelope(400, 'Invalid job', [{ field: 'orderRefNoList', message: 'Unknown order X' }]),
    });
    const result = await createJobGateway(client(), { notifyErrors: false }).rerunJob({ jobRefNo: 'J 1' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'HTTP_400',
        messageKey: 'common.anErrorOccurred',
        message: 'Invalid job',
        issues: [{ field: 'orderRefNoList', messageKey: 'Unknown order X' }],
      },
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/jobs/rerun', body: { jobRefNo: 'J 1' } });
    expect(toasts).toEqual([]);
  });

  it('fills the job reference into the route calls', async () => {
    answer = () => ({ status: 404, json: failEnvelope(404, 'No job') });
    const jobs = createJobGateway(client(), { notifyErrors: false });
    await jobs.getRouteResult('J/1');
    await jobs.getRouteResult('J/1', 'P2');
    await jobs.getJobOverview('J/1', 'R9');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/routes/J%2F1',
      '/api/routes/J%2F1/P2',
      '/api/routes/J%2F1/R9',
    ]);
  });
});
