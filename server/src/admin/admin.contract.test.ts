import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminApi } from '@rota/core/admin';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { expectServed } from '../testing/contract.js';

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

  it.each(calls)('$name', async (call) => {
    await expectServed(t, admin, call);
  });
});
