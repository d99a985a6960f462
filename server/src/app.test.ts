import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@rota/core';
import { createTestApp, type TestApp } from './testing/test-app.js';

describe('server platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
