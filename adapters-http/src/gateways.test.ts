import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MASTER_DATA_RESOURCES, MAX_PAGE_SIZE, failEnvelope, okEnvelope } from '@rota/core';
import { createHttpClient } from './http-client.js';
import { createAuthGateway } from './auth-gateway.js';
import { createResourceGateway, type ResourceEndpoint } from './resource-gateway.js';
import { readAllRows } from './resource-rows.js';
import type { Toast } from './toast.js';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}
let server: http.Server;
let origin = '';
let seen: Seen[] = [];
interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
let answer: (s: Seen) => Reply = () => ({ status: 200, body: okEnvelope(null) });
let toasts: Toast[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(s);
      const { status, body, headers } = answer(s);
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
      if (body === undefined) return res.end();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
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
    getToken: () => null,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: (toast) => toasts.push(toast),
  });

describe('createAuthGateway', () => {
  const login = {
    token: 'jwt',
    expiresAt: '2030-01-01T00:00:00Z',
    email: 'ada@demo.rota',
    userName: 'ada',
    roles: ['Admin'],
    givenName: 'Ada',
    surname: 'Lovelace',
    claims: ['dashboard;read'],
    distributionCenterId: null,
  };

  it('signs in on 200 against the auth API', async () => {
    answer = () => ({ status: 200, body: okEnvelope(login) });
    const auth = createAuthGateway(client(), { baseURL: `${origin}/auth` });
    const result = await auth.login({ email: '905551112233', skipPassword: true, language: 'en' });
    expect(result).toEqual({ ok: true, value: { status: 200, login } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/auth/authenticate/login',
      body: { email: '905551112233', skipPassword: true },
    });
  });

  it('turns a 201 into the SMS verification step', async () => {
    const step = {
      email: 'two@demo.rota',
      id: 'v7',
      validitySeconds: 120,
      startTime: '2026-01-01T10:00:00Z',
      codeLength: 6,
      maskedPhoneNumber: '*******33',
    };
    answer = () => ({ status: 201, body: okEnvelope(step, 201) });
    const auth = createAuthGateway(client(), { baseURL: `${origin}/auth` });
    const result = await auth.login({
      email: 'two@demo.rota',
      password: 'x',
      skipPassword: false,
      language: 'en',
    });
    expect(result).toEqual({ ok: true, value: { status: 201, step } });
  });

  it('passes a wrong password back as an unauthorized failure with the server text', async () => {
    answer = () => ({ status: 401, body: failEnvelope(401, 'Email or Password is incorrect') });
    const auth = createAuthGateway(client(), { baseURL: `${origin}/auth` });
    const result = await auth.login({ email: 'a@b.c', password: 'x', skipPassword: false, language: 'en' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        messageKey: 'auth.loginFailed',
        serverMessage: 'Email or Password is incorrect',
      },
    });
  });

  it('posts the reset confirmation as given', async () => {
    answer = () => ({ status: 200, body: okEnvelope(null) });
    const auth = createAuthGateway(client(), { baseURL: `${origin}/auth` });
    const result = await auth.confirmResetPassword({
      recoveryKey: 'ab+cd',
      email: 'a@b.c',
      newPassword: 'Pa$$w0rd',
    });
    expect(result).toEqual({ ok: true, value: null });
    expect(seen[0]).toMatchObject({
      url: '/auth/authenticate/reset-password-confirm',
      body: { recoveryKey: 'ab+cd' },
    });
  });

  it('says the new password was refused, with the server’s reason, and refreshes and signs out', async () => {
    const reason = 'This password is too common or too easy to guess. Please choose another.';
    answer = () => ({
      status: 400,
      body: failEnvelope(400, reason, [{ field: 'newPassword', message: reason }]),
    });
    const auth = createAuthGateway(client(), { baseURL: `${origin}/auth` });
    const refused = await auth.confirmResetPassword({
      recoveryKey: 'k',
      email: 'a@b.c',
      newPassword: 'Password1!',
    });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'invalid-input', messageKey: 'auth.newPasswordRefused', serverMessage: reason },
    });
    answer = () => ({ status: 401, body: failEnvelope(401, 'Login Expired') });
    expect(await auth.refresh({ refreshToken: 'r' })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    answer = () => ({ status: 200, body: okEnvelope(null) });
    expect(await auth.signOut({ refreshToken: 'r' })).toEqual({ ok: true, value: null });
    expect(calls().slice(1)).toEqual(['POST /auth/authenticate/refresh', 'POST /auth/sign-out']);
  });
});

const calls = () => seen.map((s) => `${s.method} ${s.url}`);

describe('createResourceGateway', () => {
  const cargoTypes = MASTER_DATA_RESOURCES.cargoTypes;

  it('speaks the generic grid contract of spec 02 §7 at the paths of the registry entry', async () => {
    answer = (s) => ({
      status: 200,
      body: okEnvelope(
        s.method === 'GET' && s.url.startsWith('/api/cargo-types/C') ? { refNo: 'C 1', name: 'Box' } : null,
      ),
    });
    const cargo = createResourceGateway(client(), cargoTypes);
    await cargo.fieldOptions();
    expect(await cargo.get('C 1')).toMatchObject({
      status: 200,
      body: { data: { refNo: 'C 1', name: 'Box' } },
    });
    await cargo.create([{ refNo: 'C2', name: 'Pallet' }]);
    await cargo.update('C1', { refNo: 'C1', name: 'Box' });
    await cargo.remove(['C1', 'C2']);
    await cargo.stats();
    expect(calls()).toEqual([
      'GET /api/cargo-types/input-field-options',
      'GET /api/cargo-types/C%201',
      'POST /api/cargo-types',
      'PUT /api/cargo-types/C1',
      'DELETE /api/cargo-types',
      'GET /api/cargo-types/stats',
    ]);
    expect(seen.slice(2, 5).map((s) => s.body)).toEqual([
      [{ refNo: 'C2', name: 'Pallet' }],
      { refNo: 'C1', name: 'Box' },
      ['C1', 'C2'],
    ]);
  });

  it('sends the list query and answers the parsed rows with the total of x-total-count', async () => {
    answer = () => ({
      status: 200,
      body: okEnvelope([{ refNo: 'PAL', name: 'Pallet', description: null, internal: 'x' }]),
      headers: { 'X-Total-Count': '41' },
    });
    const cargo = createResourceGateway(client(), cargoTypes);
    const list = await cargo.list({
      pageIndex: 2,
      pageSize: 20,
      sortBy: 'name',
      sortDirection: 'desc',
      name: 'Pa',
    });
    expect(calls()).toEqual([
      'GET /api/cargo-types?pageIndex=2&pageSize=20&sortBy=name&sortDirection=desc&name=Pa',
    ]);
    expect(list.total).toBe(41);
    expect(list.failure).toBeNull();
    // Parsed with the entry's item schema: what the schema does not name stays out.
    expect(list.body?.data).toEqual([{ refNo: 'PAL', name: 'Pallet', description: null }]);
  });

  it('asks the no-content fallback for an empty list, keeps the total 0, and shows no toast when it fails', async () => {
    answer = (s) =>
      s.url.includes('no-content')
        ? { status: 404, body: failEnvelope(404, 'No such route') }
        : { status: 200, body: okEnvelope([]), headers: { 'x-total-count': '0' } };
    const cargo = createResourceGateway(client(), cargoTypes);
    const list = await cargo.list({ pageIndex: 0, pageSize: 20 });
    expect(calls()).toEqual([
      'GET /api/cargo-types?pageIndex=0&pageSize=20',
      'GET /api/cargo-types/no-content-data-results',
    ]);
    expect(list).toMatchObject({ status: 200, total: 0, failure: null, body: { data: [] } });
    expect(toasts).toEqual([]);
  });

  it('answers the fallback’s data when it has some', async () => {
    answer = (s) => ({
      status: 200,
      body: okEnvelope(s.url.includes('no-content') ? { rows: [{ id: 7 }], columns: ['id'] } : { rows: [] }),
    });
    const rows = createResourceGateway(client(), { path: 'things', listField: 'rows' });
    const list = await rows.list();
    expect(list.body?.data).toEqual({ rows: [{ id: 7 }], columns: ['id'] });
  });

  it('refuses rows that break the item schema as no answer, naming why', async () => {
    answer = () => ({ status: 200, body: okEnvelope([{ name: 'no refNo' }]) });
    const list = await createResourceGateway(client(), cargoTypes).list();
    expect(list).toMatchObject({ status: 0, body: null, failure: { code: 'invalid-response', status: 200 } });
  });

  it('derives paths, verb and body wrappers from the entry', async () => {
    const entry = {
      path: 'driver/drivers',
      writePath: 'driver',
      updatePath: 'driver/:key/profile',
      deletePath: 'driver/remove',
      updateMethod: 'PATCH',
      createBodyField: 'drivers',
      deleteBodyField: 'refNos',
      listField: 'driverResultList',
      itemSchema: z.object({ refNo: z.string() }),
    } as const satisfies ResourceEndpoint;
    answer = (s) => ({
      status: 200,
      body: okEnvelope(
        s.url.startsWith('/api/driver/drivers?') ? { driverResultList: [{ refNo: 'D1' }], count: 1 } : null,
      ),
    });
    const drivers = createResourceGateway(client(), entry);
    const list = await drivers.list({ distributionCenterId: 3 });
    expect(list.body?.data).toEqual({ driverResultList: [{ refNo: 'D1' }], count: 1 });
    await drivers.fieldOptions();
    await drivers.get('D/1');
    await drivers.create([{ refNo: 'D2' }]);
    await drivers.update('D 1', { refNo: 'D 1' });
    await drivers.remove(['D1']);
    await drivers.noContentData();
    expect(calls()).toEqual([
      'GET /api/driver/drivers?distributionCenterId=3',
      'GET /api/driver/input-field-options',
      'GET /api/driver/D%2F1',
      'POST /api/driver',
      'PATCH /api/driver/D%201/profile',
      'DELETE /api/driver/remove',
      'GET /api/driver/drivers/no-content-data-results',
    ]);
    expect(seen[3]?.body).toEqual({ drivers: [{ refNo: 'D2' }] });
    expect(seen[5]?.body).toEqual({ refNos: ['D1'] });
  });

  it('passes failures on as answers with their envelope, leaving the toasts to the screen', async () => {
    answer = () => ({ status: 409, body: failEnvelope(409, 'Cargo type is used by orders', [], 3) });
    const cargo = createResourceGateway(client(), cargoTypes);
    expect(await cargo.remove(['PAL'])).toMatchObject({
      status: 409,
      body: { code: 3, failResult: { failMessage: 'Cargo type is used by orders' } },
    });
    expect(toasts).toEqual([]);
  });
});

describe('readAllRows', () => {
  const rows = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ refNo: `C${from + i}`, name: `Cargo ${from + i}` }));

  it('reads every page of the largest size until the total, keeping the filters', async () => {
    const total = MAX_PAGE_SIZE * 2 + 5;
    answer = (s) => {
      const page = Number(new URL(s.url, origin).searchParams.get('pageIndex'));
      const count = Math.max(0, Math.min(MAX_PAGE_SIZE, total - page * MAX_PAGE_SIZE));
      return {
        status: 200,
        body: okEnvelope(rows(page * MAX_PAGE_SIZE, count)),
        headers: { 'x-total-count': String(total) },
      };
    };
    const cargo = MASTER_DATA_RESOURCES.cargoTypes;
    const all = await readAllRows(createResourceGateway(client(), cargo), cargo, { name: 'Ca' });
    expect(all.ok && all.rows.length).toBe(total);
    expect(all.ok && all.rows.at(-1)).toEqual({ refNo: `C${total - 1}`, name: `Cargo ${total - 1}` });
    expect(calls()).toEqual(
      [0, 1, 2].map((page) => `GET /api/cargo-types?name=Ca&pageIndex=${page}&pageSize=${MAX_PAGE_SIZE}`),
    );
  });

  it('answers the failure of a page', async () => {
    answer = () => ({ status: 403, body: failEnvelope(403, 'Forbidden') });
    const cargo = MASTER_DATA_RESOURCES.cargoTypes;
    const all = await readAllRows(createResourceGateway(client(), cargo), cargo);
    expect(all).toMatchObject({ ok: false, failure: { code: 'http', status: 403, message: 'Forbidden' } });
  });
});
