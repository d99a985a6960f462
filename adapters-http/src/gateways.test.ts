import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failEnvelope, okEnvelope } from '@rota/core';
import { createHttpClient } from './http-client.js';
import { createAuthGateway } from './auth-gateway.js';
import { createResourceGateway } from './resource-gateway.js';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}
let server: http.Server;
let origin = '';
let seen: Seen[] = [];
let answer: (s: Seen) => { status: number; body: unknown } = () => ({ status: 200, body: okEnvelope(null) });

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
      const { status, body } = answer(s);
      res.statusCode = status;
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
});

const client = () =>
  createHttpClient({
    baseURL: `${origin}/api`,
    getToken: () => null,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: () => undefined,
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
});

describe('createResourceGateway', () => {
  it('speaks the generic grid contract of spec 02 §7 and answers core HttpAnswers', async () => {
    answer = (s) => ({
      status: 200,
      body: okEnvelope(
        s.method === 'GET' && s.url.startsWith('/api/cargo-types?') ? [{ refNo: 'C1' }] : { ok: 1 },
      ),
    });
    const cargo = createResourceGateway(client(), 'cargo-types');
    const list = await cargo.list({ page: 2 });
    expect(list).toMatchObject({ status: 200, body: { data: [{ refNo: 'C1' }], isSuccess: true } });
    await cargo.fieldOptions();
    await cargo.get('C 1');
    await cargo.create([{ name: 'Pallet' }]);
    await cargo.update('C1', { name: 'Box' });
    await cargo.remove(['C1', 'C2']);
    await cargo.noContentData();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/cargo-types?page=2',
      'GET /api/cargo-types/input-field-options',
      'GET /api/cargo-types/C%201',
      'POST /api/cargo-types',
      'PUT /api/cargo-types/C1',
      'DELETE /api/cargo-types',
      'GET /api/cargo-types/no-content-data-results',
    ]);
    expect(seen.slice(3, 6).map((s) => s.body)).toEqual([
      [{ name: 'Pallet' }],
      { name: 'Box' },
      ['C1', 'C2'],
    ]);
  });

  it('passes failures on as answers with their envelope', async () => {
    answer = () => ({ status: 400, body: failEnvelope(400, 'Name is taken', [], 3) });
    const cargo = createResourceGateway(client(), 'cargo-types');
    expect(await cargo.create([{ name: 'x' }])).toMatchObject({
      status: 400,
      body: { code: 3, failResult: { failMessage: 'Name is taken' } },
    });
  });

  it('wraps bodies for resources that need it', async () => {
    answer = () => ({ status: 200, body: okEnvelope(null) });
    const visits = createResourceGateway(client(), 'location-planned-visit', {
      deleteBody: (ids) => ({ ids }),
    });
    await visits.remove([1, 2]);
    expect(seen[0]?.body).toEqual({ ids: [1, 2] });
  });
});
