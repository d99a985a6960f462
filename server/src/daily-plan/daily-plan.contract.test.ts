import { afterAll, beforeAll, describe, it } from 'vitest';
import { dailyPlanApi } from '@rota/core/daily-plan';
import { trackingApi } from '@rota/core/tracking';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { expectServed } from '../testing/contract.js';

/**
 * Every call of core's daily-plan list (jobs, versions, ad hoc edits) and of the Track & Trace
 * part of the tracking list is answered by a route: none falls through to "No route", none
 * fails with a 500.
 */
describe('daily-plan and Track & Trace contract: every call of core is served', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  // The summary panel's figures and a version's overview reach the web inside the jobs list
  // (`jobStats`) and the route result (`jobOverview`); no screen or command calls these two paths.
  const servedInsideOtherAnswers = ['jobStats', 'jobOverview'];
  const calls = [
    ...Object.entries(dailyPlanApi).filter(([name]) => !servedInsideOtherAnswers.includes(name)),
    ...Object.entries(trackingApi).filter(([, c]) => c.path.startsWith('tracking_tracing')),
  ].map(([name, c]) => ({ name, method: c.method, path: (c.path as string).replace(/:(\w+)/g, '1') }));

  it.each(calls)('serves $name ($method $path)', async (call) => {
    await expectServed(t, admin, call);
  });
});
