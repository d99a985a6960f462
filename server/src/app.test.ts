import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@rota/core';
import { sql } from './db/database.js';
import { ok } from './platform/answer.js';
import { defineRoute } from './platform/define-route.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/** A route whose write breaks a unique constraint, as two simultaneous requests might. */
const duplicateRole = defineRoute({
  method: 'POST',
  url: '/api/test/duplicate-role',
  access: 'public',
  summary: 'test',
  async handler({ platform }) {
    await platform.db.orm.execute(sql`INSERT INTO roles (name) VALUES ('Admin')`);
    return ok(null);
  },
});

/** A route that fails unexpectedly. */
const broken = defineRoute({
  method: 'GET',
  url: '/api/test/broken',
  access: 'public',
  summary: 'test',
  async handler() {
    throw new Error('secret internals at /srv/app.ts:12');
  },
});

describe('server platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: [duplicateRole, broken] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers GET /api/health with the envelope', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(healthSchema.parse(res.envelope.data).status).toBe('ok');
    expect(res.envelope).toMatchObject({ success: true, isSuccess: true, statusCode: 200, failResult: null });
  });

  it('answers an unknown API route with 404 in the envelope, in the language asked', async () => {
    const en = await t.call('GET', '/api/no-such-thing');
    expect(en.status).toBe(404);
    expect(en.envelope).toMatchObject({ success: false, statusCode: 404 });
    expect(en.envelope.failResult?.failMessage).toBe('No route for GET /api/no-such-thing.');
    const tr = await t.call('GET', '/api/no-such-thing', {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    });
    expect(tr.envelope.message).toBe('GET /api/no-such-thing için bir yol yok.');
  });

  it('answers a broken JSON body with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/authenticate/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.failResult.failMessage).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 409 to a constraint violation and 500 without details to a failure', async () => {
    const conflict = await t.call('POST', '/api/test/duplicate-role', { body: {} });
    expect(conflict.status).toBe(409);
    expect(conflict.envelope.message).toBe('The change conflicts with existing data.');
    const failure = await t.call('GET', '/api/test/broken');
    expect(failure.status).toBe(500);
    expect(failure.envelope.message).toBe('An unexpected error occurred. Please try again later.');
    expect(failure.response.body).not.toContain('secret internals');
  });

  it('shows the outbox in demo mode only', async () => {
    const admin = await t.token('admin@demo.rota');
    expect((await t.call('GET', '/api/dev/outbox', { token: admin })).status).toBe(200);
    const production = await createTestApp({ db: t.db, config: { demo: false } });
    try {
      const token = await production.token('admin@demo.rota');
      expect((await production.call('GET', '/api/dev/outbox', { token })).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('serves the OpenAPI document and the browsable reference at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
        >
      >;
    };
    expect(openapi.openapi).toBe('3.1.0');
    const login = openapi.paths['/auth/authenticate/login']?.['post'];
    expect(Object.keys(login?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'skipPassword', 'language']),
    );
    expect(openapi.paths['/api/user-management/role/{role}/claims']?.['get']).toBeDefined();
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('/api/user-management/users');
  });
});
