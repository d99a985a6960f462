import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@rota/core/admin';
import { first, sql } from '../db/database.js';
import { saveSettings } from '../admin/settings.repository.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import type { AuthUser } from '../platform/context.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { splitRegions } from './testing/security-principals.js';

/** A Region Manager as a route receives one: `visibleCenters` reads the role and the id. */
const regionManager = (id: number): AuthUser => ({
  id,
  email: '',
  username: '',
  givenName: '',
  surname: '',
  roles: ['Region Manager'],
  claims: [],
  distributionCenterId: null,
});

/**
 * A Region Manager reaches their region's centers only: its users, its jobs and their drivers; a
 * Region Manager they make looks after their region. Role grants never lower the Admin role nor
 * rise above the editor's own; shared master data is the Admins' unless a setting says otherwise.
 */
describe('region scope of users, roles, drivers and shared master data', () => {
  let t: TestApp;
  let own: CenterRecords;
  let other: CenterRecords;
  let ownRegion: number;
  let admin: string;
  let region: string;

  beforeAll(async () => {
    t = await createTestApp();
    [ownRegion] = await splitRegions(t);
    own = await insertCenterRecords(t.db, t.centers[0], 'A');
    other = await insertCenterRecords(t.db, t.centers[1], 'B');
    [admin, region] = await Promise.all([t.token('admin@demo.rota'), t.token('region@demo.rota')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newUser = (email: string, role: string, distributionCenterId: number | null) => ({
    email,
    password: 'Bolge-Yonetici-2026!q',
    givenName: 'Bölge',
    surname: 'Kullanıcısı',
    role,
    distributionCenterId,
  });
  const regionOf = async (email: string) =>
    (
      await first<{ regionId: number | null }>(
        t.db.orm,
        sql`SELECT region_id AS "regionId" FROM users WHERE lower(email) = ${email}`,
      )
    )?.regionId;
  const enabled = async (email: string) =>
    (await first<{ on: boolean }>(t.db.orm, sql`SELECT is_enabled AS on FROM users WHERE email = ${email}`))
      ?.on;

  it("keeps a Region Manager to their region's users: list, read, change, disable, phone", async () => {
    const list = await t.call('GET', '/api/user-management/users', { token: region });
    const emails = (list.envelope.data as User[]).map((u) => u.email);
    expect(emails).toContain(own.userEmail);
    expect(emails).not.toContain(other.userEmail);
    const calls = [
      ['GET', `/api/user-management/users/${other.userEmail}`],
      ['GET', `/api/user-management/users/${other.userEmail}/roles`],
      ['PUT', `/api/user-management/users/${other.userEmail}/status/disable`],
      ['POST', `/api/user-management/users/${other.userEmail}/send-phone-confirmation`],
    ] as const;
    for (const [method, url] of calls) {
      const foreign = await t.call(method, url, { token: region });
      const missing = await t.call(method, url.replace(other.userEmail, 'nobody@demo.rota'), {
        token: region,
      });
      expect(foreign.status, `${method} ${url}`).toBe(404);
      expect(foreign.envelope.message).toBe(missing.envelope.message);
    }
    const update = await t.call('PUT', '/api/user-management/users', {
      token: region,
      body: { ...newUser(other.userEmail, 'Driver', t.centers[0]), password: undefined },
    });
    expect(update.status).toBe(404);
    const moved = await t.call('POST', '/api/user-management/user-distribution-centers', {
      token: region,
      body: [{ userName: own.userEmail, distributionCenterId: other.centerId }],
    });
    expect(moved.status).toBe(403);
    expect(await enabled(other.userEmail)).toBe(true);
    const mine = await t.call('PUT', `/api/user-management/users/${own.userEmail}/status/disable`, {
      token: region,
    });
    expect(mine.status).toBe(200);
    await t.call('PUT', `/api/user-management/users/${own.userEmail}/status/enable`, { token: region });
  });

  it('lets a Region Manager add users in their region only, and gives a new Region Manager their region', async () => {
    const elsewhere = await t.call('POST', '/api/user-management/users', {
      token: region,
      body: newUser('rm-x1@demo.rota', 'Driver', other.centerId),
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.envelope.message).toBe('This user belongs to another distribution center.');
    const nowhere = await t.call('POST', '/api/user-management/users', {
      token: region,
      body: newUser('rm-x2@demo.rota', 'Depot Manager', null),
    });
    expect(nowhere.status).toBe(400);
    const manager = await t.call('POST', '/api/user-management/users', {
      token: region,
      body: newUser('rm-x3@demo.rota', 'Region Manager', other.centerId),
    });
    expect(manager.status).toBe(403);
    const ownManager = await t.call('POST', '/api/user-management/users', {
      token: region,
      body: newUser('rm-x4@demo.rota', 'Region Manager', null),
    });
    expect(ownManager.status).toBe(201);
    expect(await regionOf('rm-x4@demo.rota')).toBe(ownRegion);
    const made = await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM users WHERE email = 'rm-x4@demo.rota'`,
    );
    expect(await visibleCenters(t.db.orm, regionManager(made?.id ?? 0))).toEqual({
      all: false,
      centers: [own.centerId],
    });
    const byAdmin = await t.call('POST', '/api/user-management/users', {
      token: admin,
      body: newUser('rm-x5@demo.rota', 'Region Manager', null),
    });
    expect(byAdmin.status).toBe(201);
    const unplaced = regionManager((byAdmin.envelope.data as User).id);
    // A Region Manager with no region sees no center (never every center).
    expect(await visibleCenters(t.db.orm, unplaced)).toEqual({
      all: false,
      centers: [],
    });
  });

  it("never lowers the Admin role, nor raises a role above the editor's own grants", async () => {
    const ids = async (claims: readonly string[]) => {
      const pages = (await t.call('GET', '/api/user-management/resource-pages', { token: admin })).envelope
        .data as { pages: { id: number; name: string }[] };
      const actions = (await t.call('GET', '/api/user-management/permission-actions', { token: admin }))
        .envelope.data as { actions: { id: number; actionName: string }[] };
      return claims.map((claim) => {
        const [page, action] = claim.split(';');
        return {
          pageId: pages.pages.find((p) => p.name === page)?.id as number,
          actionId: actions.actions.find((a) => a.actionName === action)?.id as number,
        };
      });
    };
    const claimsOf = async (role: string) =>
      (
        (
          await t.call('GET', `/api/user-management/role/${encodeURIComponent(role)}/claims`, {
            token: admin,
          })
        ).envelope.data as { pageActionList: { pageId: number; actionId: number }[] }
      ).pageActionList;
    const regionClaims = await claimsOf('Region Manager');
    const adminClaims = await claimsOf('Admin');
    // The Region Manager role is given user-management;manage by an Admin.
    const manage = await ids(['user-management;manage']);
    const given = await t.call('PUT', '/api/user-management/role/claims', {
      token: admin,
      body: { roleName: 'Region Manager', pageActionList: [...regionClaims, ...manage] },
    });
    expect(given.status).toBe(200);
    const lowered = await t.call('PUT', '/api/user-management/role/claims', {
      token: region,
      body: {
        roleName: 'Admin',
        pageActionList: await ids(['user-management;read', 'user-management;manage']),
      },
    });
    expect(lowered.status).toBe(403);
    const [dashboardRead] = await ids(['dashboard;read']);
    const byAdmin = await t.call('PUT', '/api/user-management/role/claims', {
      token: admin,
      body: {
        roleName: 'Admin',
        pageActionList: adminClaims.filter(
          (c) => c.pageId !== dashboardRead?.pageId || c.actionId !== dashboardRead?.actionId,
        ),
      },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.envelope.message).toContain('dashboard;read');
    // A Region Manager does not hold user-management;delete: they may not give it, not even to their role.
    const raised = await t.call('PUT', '/api/user-management/role/claims', {
      token: region,
      body: {
        roleName: 'Region Manager',
        pageActionList: [...regionClaims, ...manage, ...(await ids(['user-management;delete']))],
      },
    });
    expect(raised.status).toBe(403);
    expect(raised.envelope.message).toContain('user-management;delete');
    expect(await claimsOf('Admin')).toEqual(adminClaims);
    expect(await claimsOf('Region Manager')).toEqual(expect.arrayContaining([...regionClaims, ...manage]));
  });

  it("refuses another center's drivers on a job's vehicles, as missing ones", async () => {
    const body = (driverRefNo: string) => ({
      jobRefNo: own.jobRefNo,
      vehicleDrivers: [{ vehicleRefNo: own.vehicleRefNo, driverRefNo }],
    });
    const foreign = await t.call('POST', `/api/jobs/${own.jobRefNo}/vehicle-drivers`, {
      token: admin,
      body: body(other.driverRefNo),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.envelope.message).toBe(`These drivers do not exist: ${other.driverRefNo}`);
    const stored = await first<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM job_vehicle_drivers`,
    );
    expect(stored?.n).toBe(0);
  });

  it('keeps shared master data to Admins unless the general settings let managers write it', async () => {
    await t.db.orm.execute(
      sql`INSERT INTO vehicle_types (ref_no, name, volume_capacity) VALUES ('SEC-SHARED-VT', 'Kamyon', 10)`,
    );
    const change = (token: string, capacity: number) =>
      t.call('PUT', '/api/vehicle-types/SEC-SHARED-VT', { token, body: { volumeCapacity: capacity } });
    const refused = await change(region, 99);
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toContain('Only an Admin may change master data');
    const capacity = async () =>
      Number(
        (
          await first<{ c: number }>(
            t.db.orm,
            sql`SELECT volume_capacity AS c FROM vehicle_types WHERE ref_no = 'SEC-SHARED-VT'`,
          )
        )?.c,
      );
    expect(await capacity()).toBe(10);
    expect((await change(admin, 12)).status).toBe(200);
    await saveSettings(t.db, 'general', { managersWriteSharedData: true }, null);
    expect((await change(region, 14)).status).toBe(200);
    expect(await capacity()).toBe(14);
    await saveSettings(t.db, 'general', { managersWriteSharedData: false }, null);
  });
});
