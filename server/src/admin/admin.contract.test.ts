import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@rota/core/admin';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Every call of core's Users and Roles list is answered by a route: never "No route", never a 500. */
describe('administration contract: every Users and Roles call of core is served', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  // Parameters name nobody, so no call changes what others rely on.
  const calls = Object.entries(adminApi).map(([name, c]) => ({
    name,
    method: c.method,
    path: (c.path as string).replace(/:(\w+)/g, 'nobody'),
  }));

  it.each(calls)('$name', async ({ method, path }) => {
    const res = await t.app.inject({
      method,
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${admin}` },
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    const body = res.json() as { message?: string | null };
    expect(res.statusCode, `${method} /api/${path}: ${body.message}`).not.toBe(500);
    expect(String(body.message ?? '')).not.toMatch(/^No route/);
  });
});
