import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { territoryApi } from '@rota/core';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { expectServed } from '../testing/contract.js';

/**
 * Every call of core's territory list that concerns territories and their locations is answered
 * by a route: none falls through to "No route", none fails with a 500 (territory plans aside).
 */
describe('territory contract: every territory call of core is served', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  const calls = Object.entries(territoryApi)
    .filter(([, c]) => !c.path.startsWith('territory-planning-job'))
    .map(([name, c]) => ({
      name,
      method: c.method,
      path: (c.path as string).replace(/:(\w+)/g, '1'),
    }));

  it('lists the territory and location-territory calls', () => {
    expect(calls.map((c) => c.name)).toEqual([
      'listTerritories',
      'filteredTerritories',
      'territoryFieldOptions',
      'matchingLocations',
      'getTerritory',
      'overlappingLocations',
      'createTerritory',
      'updateTerritory',
      'deleteTerritories',
      'saveVisitOrders',
      'locationTerritories',
      'transferTerritory',
    ]);
  });

  it.each(calls)('$name', async (call) => {
    await expectServed(t, admin, call);
  });
});
