import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admittedRoles,
  claimOfRoute,
  registeredRoutes,
  type RouteDefinition,
} from '../platform/define-route.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { expectedAccess } from './access-policy.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { signInEveryRole, splitRegions, type Principal } from './testing/security-principals.js';
import { tablesDigest } from './testing/tables-digest.js';

/**
 * Every route × every role against the written policy (access-policy.ts), then every route
 * that names a record by key, called with another center's record, by the roles tied to a center.
 */
describe('the access policy, route by route and role by role', () => {
  let t: TestApp;
  let principals: Principal[];
  let own: CenterRecords;
  let other: CenterRecords;
  let otherRegion: number;

  beforeAll(async () => {
    t = await createTestApp();
    [, otherRegion] = await splitRegions(t);
    own = await insertCenterRecords(t.db, t.centers[0], 'A');
    other = await insertCenterRecords(t.db, t.centers[1], 'B');
    principals = await signInEveryRole(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const routes = () => registeredRoutes(t.app);
  const call = (route: RouteDefinition, url: string, who: Principal, body?: unknown) =>
    t.app.inject({
      method: route.method,
      url,
      headers: {
        'content-type': 'application/json',
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      },
      ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    });

  it('names every route, with the access the route declares', () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const expected = expectedAccess(route.method, route.url);
      if (!expected) {
        wrong.push(
          `${route.method} ${route.url}: no row of server/src/security/access-policy.ts names it; add one`,
        );
        continue;
      }
      const roles = admittedRoles(route.access);
      const declared = `${route.access === 'public' || route.access === 'signed-in' ? route.access : ''}${[...(roles ?? [])].sort().join(',')} ${claimOfRoute(route.access) ?? ''}`;
      const written = `${expected.roles ? '' : expected.row.who}${[...(expected.roles ?? [])].sort().join(',')} ${expected.claim ?? ''}`;
      if (declared !== written)
        wrong.push(`${route.method} ${route.url}: declared ${declared}, policy ${written}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('answers every role as the policy says (401, 403 or let through)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes()) {
      const expected = expectedAccess(route.method, route.url);
      if (!expected) continue;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'kind' ? 'general' : 'no-such-thing',
      );
      for (const who of principals) {
        const refusal =
          expected.row.who === 'public'
            ? null
            : !who.token
              ? 401
              : expected.roles && !who.roles.some((r) => expected.roles?.includes(r))
                ? 403
                : expected.claim && !who.claims.includes(expected.claim)
                  ? 403
                  : null;
        // Shared master data: a manager's write is refused (or its body first, when it has none).
        const sharedRefusal = refusal === null && expected.sharedWrite && !who.roles.includes('Admin');
        const response = await call(route, url, who);
        checked++;
        const status = response.statusCode;
        const through = status !== 401 && status < 500 && (status !== 403 || expected.row.self === true);
        const ok = sharedRefusal
          ? status === 403 || status === 400
          : refusal === null
            ? through
            : status === refusal;
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} as ${who.label}: ${status}, policy ${refusal ?? (sharedRefusal ? 'Admins only' : 'let through')}`,
          );
      }
    }
    process.stdout.write(
      `route-policy: ${routes().length} routes × ${principals.length} callers = ${checked} calls\n`,
    );
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  /** What only another center's records hold (their references, their region's name, phones). */
  const FOREIGN_MARKERS = ['SEC-B-', 'sec-b-', 'Security region 2', '+905550000002'];

  /** The URL of a route with another center's records, when the fixture has one for each parameter. */
  function foreignUrl(route: RouteDefinition, records: CenterRecords, region: number): string | null {
    let missing = false;
    const area =
      /^\/api\/(vehicles|locations|distribution-centers|regions|orders|driver|territory-planning-job|territory|user-management\/users|location-type-time-window-constraints)\//.exec(
        route.url,
      )?.[1];
    const byArea: Record<string, string> = {
      vehicles: records.vehicleRefNo,
      locations: records.locationRefNo,
      'location-type-time-window-constraints': records.locationRefNo,
      orders: records.orderRefNo,
      driver: records.driverRefNo,
      'distribution-centers': String(records.centerId),
      regions: String(region),
      territory: String(records.territoryId),
      'territory-planning-job': records.territoryPlanRefNo,
      'user-management/users': records.userEmail,
    };
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'jobRefNo') return records.jobRefNo;
      if (name === 'routeId' || name === 'processedRouteId') return String(records.routeId);
      const value = area === undefined ? undefined : byArea[area];
      if (value !== undefined && ['key', 'refNo', 'id', 'username', 'email', 'locationRefNo'].includes(name))
        return value;
      missing = true;
      return name;
    });
    return missing || url === route.url ? null : url;
  }

  /**
   * Where another center's record answers exactly as a missing one (404): jobs and all that hangs
   * on them, users and territory plans. Master-data records by key answer 403 (outside the center).
   */
  const ALIKE =
    /^\/api\/(jobs|job-configuration|job-parameter|job-summary|routes|adhoc|tracking_tracing|user-management\/users|territory-planning-job)\//;

  /** References that name nothing, to ask for a missing record the way another center's is asked for. */
  const MISSING: CenterRecords = {
    centerId: 999_999,
    locationRefNo: 'SEC-Z-DEPOT',
    vehicleRefNo: 'SEC-Z-V1',
    driverRefNo: 'SEC-Z-DRIVER',
    orderRefNo: 'SEC-Z-ORDER',
    userEmail: 'sec-z-user@demo.rota',
    jobRefNo: 'SEC-Z-JOB',
    routeId: 999_999,
    territoryId: 999_999,
    territoryPlanRefNo: 'SEC-Z-PLAN',
  };

  /** The body without what the URL itself names (a refusal may repeat the reference asked for). */
  const withoutEcho = (body: string, target: string) =>
    target
      .split(/[/?=&]/)
      .map(decodeURIComponent)
      .filter((part) => part.length > 3)
      .reduce((rest, part) => rest.split(part).join(''), body);

  it("refuses another center's records to the roles tied to a center, and changes nothing", async () => {
    const before = await tablesDigest(t.db);
    const byRole = (role: string) => principals.find((p) => p.roles.includes(role)) as Principal;
    const tied = [byRole('DC Manager'), byRole('Region Manager')];
    const admin = byRole('Admin');
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes()) {
      const expected = expectedAccess(route.method, route.url);
      if (!expected || expected.row.centers === 'none') continue;
      const url = foreignUrl(route, other, otherRegion);
      const lists = route.method === 'GET' && !route.url.includes(':');
      const targets = url
        ? [url]
        : lists
          ? [`${route.url}?distributionCenterId=${other.centerId}`, route.url]
          : [];
      for (const [target, who] of targets.flatMap((u) => tied.map((p) => [u, p] as const))) {
        const scoped = expected.row.centers === 'region' || who.roles.includes('DC Manager');
        const allowed = !expected.claim || who.claims.includes(expected.claim);
        if (!scoped || !allowed || !expected.roles?.some((r) => who.roles.includes(r))) continue;
        const response = await call(route, target, who);
        checked++;
        const status = response.statusCode;
        const refused = url && route.method === 'GET' ? [403, 404] : [400, 403, 404];
        const body = withoutEcho(response.body, target);
        const leaks = FOREIGN_MARKERS.some((marker) => body.includes(marker));
        if (!(refused.includes(status) || (status < 300 && !url)) || leaks)
          wrong.push(
            `${route.method} ${target} as ${who.label}: ${response.statusCode} ${body.slice(0, 100)}`,
          );
        // Another center's record and a missing one answer alike: nothing tells that it exists.
        const missingUrl =
          url && route.method === 'GET' && ALIKE.test(route.url) ? foreignUrl(route, MISSING, 999_999) : null;
        if (missingUrl) {
          const missing = await call(route, missingUrl, who);
          if (missing.statusCode !== status)
            wrong.push(
              `${route.method} ${route.url} as ${who.label}: another center's ${status}, a missing one ${missing.statusCode}`,
            );
        }
      }
      if (route.method === 'GET' && url) {
        const response = await call(route, url, admin);
        if (response.statusCode === 403) wrong.push(`${route.method} ${url} as Admin: 403`);
      }
    }
    process.stdout.write(`route-policy: ${checked} calls with another center's records\n`);
    expect(checked).toBeGreaterThan(20);
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await tablesDigest(t.db)).toEqual(before);
    expect(own.centerId).not.toBe(other.centerId);
  });
});
