import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericResourceCalls, masterDataApi } from '@rota/core';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { expectServed } from '../testing/contract.js';

/**
 * Every master-data call of core's lists (each registry entry's generic helpers and the calls of
 * `masterDataApi`) is answered by a route: none falls through to "No route".
 */
describe('master-data contract: every call of core is served', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  const calls = [
    ...genericResourceCalls().map((c) => ({
      name: `${c.resource} ${c.method} ${c.path}`,
      method: c.method,
      path: c.path,
    })),
    ...Object.entries(masterDataApi).map(([name, c]) => ({
      name,
      method: c.method,
      path: (c.path as string).replace(/:(\w+)/g, 'sample-key'),
    })),
  ];

  it('lists the calls of every registry entry', () => {
    expect(calls.length).toBeGreaterThan(60);
  });

  it.each(calls)('$name', async (call) => {
    await expectServed(t, admin, call);
  });
});
