import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokenSchema } from '@rota/core/auth';
import { expectedAccess } from '../security/access-policy.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ok } from './answer.js';
import {
  admittedRoles,
  claimOfRoute,
  defineRoute,
  registeredRoutes,
  type RouteDefinition,
} from './define-route.js';

/** A feature-style route, to show that routes added later are walked as well. */
const sampleFeatureRoute = defineRoute({
  method: 'POST',
  url: '/api/sample-feature/:refNo',
  access: { claim: 'daily-plan;write' },
  summary: 'sample',
  async handler() {
    return ok(null);
  },
});

interface Principal {
  label: string;
  token: string | null;
  roles: string[];
  claims: string[];
}

/** Parameters get values that match nothing, so no call changes data that others rely on. */
function sampleUrl(route: RouteDefinition): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'kind' ? 'general' : 'no-such-thing'));
}

function expectedStatus(route: RouteDefinition, who: Principal): 'refused-401' | 'refused-403' | 'admitted' {
  if (route.access === 'public') return 'admitted';
  if (!who.token) return 'refused-401';
  const roles = admittedRoles(route.access);
  if (roles && !who.roles.some((r) => roles.includes(r))) return 'refused-403';
  const claim = claimOfRoute(route.access);
  if (claim && !who.claims.includes(claim)) return 'refused-403';
  return 'admitted';
}

describe('authorisation of every registered route, for every role', () => {
  let t: TestApp;
  const principals: Principal[] = [{ label: 'anonymous', token: null, roles: [], claims: [] }];

  beforeAll(async () => {
    t = await createTestApp({ routes: [sampleFeatureRoute] });
    const admin = await t.token('admin@demo.rota');
    const depot = await t.call('POST', '/api/user-management/users', {
      token: admin,
      body: {
        email: 'depot@demo.rota',
        password: 'Depot-Manager-2026',
        givenName: 'Depo',
        surname: 'Müdürü',
        role: 'Depot Manager',
      },
    });
    expect(depot.status).toBe(201);
    for (const email of [
      'admin@demo.rota',
      'region@demo.rota',
      'dc1@demo.rota',
      'driver1@demo.rota',
      'depot@demo.rota',
    ]) {
      const res = await t.call('POST', '/auth/authenticate/login', {
        body: { email, password: email === 'depot@demo.rota' ? 'Depot-Manager-2026' : 'Demo!2345' },
      });
      const login = loginTokenSchema.parse(res.envelope.data);
      principals.push({
        label: login.roles.join(','),
        token: login.token,
        roles: login.roles,
        claims: login.claims,
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('knows every route, including ones added by feature areas', () => {
    const urls = registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/sample-feature/:refNo');
    expect(urls).toContain('PUT /api/user-management/role/claims');
    expect(urls).toContain('GET /api/dev/outbox');
    expect(urls.length).toBeGreaterThan(25);
  });

  it('answers 401 without a token, 403 outside the roles or claims, and lets the rest through', async () => {
    const table: string[] = [];
    const mismatches: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      for (const who of principals) {
        const expected = expectedStatus(route, who);
        const response = await t.app.inject({
          method: route.method,
          url: sampleUrl(route),
          headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        // Shared master data: the written policy keeps its writes to Admins (a setting may open them).
        const shared =
          expected === 'admitted' &&
          status === 403 &&
          expectedAccess(route.method, route.url)?.sharedWrite === true &&
          !who.roles.includes('Admin');
        const got = status === 401 ? 'refused-401' : status === 403 && !shared ? 'refused-403' : 'admitted';
        table.push(`${route.method} ${route.url} as ${who.label}: ${status}`);
        if (got !== expected)
          mismatches.push(
            `${route.method} ${route.url} as ${who.label}: expected ${expected}, got ${status}`,
          );
        if (status >= 500)
          mismatches.push(`${route.method} ${route.url} as ${who.label}: server error ${status}`);
        // Every answer, refused or not, is the envelope.
        const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null;
        if (body && route.url !== '/api/docs/openapi.json') expect(body).toHaveProperty('isSuccess');
      }
    }
    expect(mismatches).toEqual([]);
    expect(table.length).toBe(registeredRoutes(t.app).length * principals.length);
  });

  it('keeps Settings to Admins and the Driver and Depot Manager out of the back office', () => {
    const settings = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/settings/'));
    expect(settings.length).toBeGreaterThanOrEqual(5);
    for (const route of settings) expect(admittedRoles(route.access)).toEqual(['Admin']);
    const driver = principals.find((p) => p.roles.includes('Driver')) as Principal;
    const open = registeredRoutes(t.app).filter(
      (r) => expectedStatus(r, driver) === 'admitted' && r.access !== 'public',
    );
    // Each of these serves the signed-in user's own account (others' need a claim, checked inside),
    // or is the drivers' API, which reaches only the signed-in driver's own approved route.
    expect(open.map((r) => r.url)).toEqual([
      '/auth/authenticate/change-password',
      '/api/user-management/users/:email/send-phone-confirmation',
      '/api/user-management/users/:email/phone-confirmation',
      '/api/user-management/current-user/access',
      '/api/driver/routes',
      '/api/driver/positions',
      '/api/driver/visit-events',
      '/api/driver/step-results',
      '/api/driver/door-readings',
    ]);
  });
});
