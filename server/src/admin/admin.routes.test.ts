import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldDefinitionListSchema } from '@rota/core';
import { userSchema, type User } from '@rota/core/admin';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'ayse@demo.rota',
  password: 'Strong!pass1',
  givenName: 'Ayşe',
  surname: 'Kaya',
  phoneNumber: '+905551112233',
  twoFactorEnabled: false,
  role: 'Driver',
  distributionCenterId: null,
  ...overrides,
});

describe('users, roles and settings API', () => {
  let t: TestApp;
  let admin: string;
  let region: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, region, dc] = await Promise.all([
      t.token('admin@demo.rota'),
      t.token('region@demo.rota'),
      t.token('dc1@demo.rota'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('users', () => {
    it('names every wrong field with the form messages, in the language asked', async () => {
      const body = newUser({
        email: '',
        password: 'weak',
        givenName: 'Al',
        phoneNumber: '12',
        role: 'DC Manager',
      });
      const en = await t.call('POST', '/api/user-management/users', { token: admin, body });
      expect(en.status).toBe(400);
      expect(en.envelope.validationMessages).toEqual(
        expect.arrayContaining([
          { field: 'email', messages: ['Email is required.'] },
          {
            field: 'password',
            messages: ['Password must be at least 12 characters.'],
          },
          { field: 'givenName', messages: ['First name must be at least 3 characters.'] },
          { field: 'phoneNumber', messages: ['Please enter a valid phone number.'] },
          { field: 'distributionCenterId', messages: ['Please select a distribution center'] },
        ]),
      );
      const tr = await t.call('POST', '/api/user-management/users', {
        token: admin,
        body,
        headers: { 'accept-language': 'tr' },
      });
      expect(tr.envelope.validationMessages).toContainEqual({
        field: 'email',
        messages: ['E-posta zorunludur.'],
      });
    });

    it('adds a user once (201), refusing the same e-mail again (409)', async () => {
      const created = await t.call('POST', '/api/user-management/users', {
        token: admin,
        body: newUser({ role: 'DC Manager', distributionCenterId: t.centers[1] }),
      });
      expect(created.status).toBe(201);
      expect(created.envelope.message).toBe('User successfully added');
      const user = userSchema.parse(created.envelope.data);
      expect(user).toMatchObject({
        email: 'ayse@demo.rota',
        role: 'DC Manager',
        distributionCenterId: t.centers[1],
        isEnabled: true,
      });
      const again = await t.call('POST', '/api/user-management/users', {
        token: admin,
        body: newUser({ email: 'AYSE@demo.rota', phoneNumber: null, role: 'Admin' }),
      });
      expect(again.status).toBe(409);
      expect(again.envelope.validationMessages[0]?.field).toBe('email');
      const ayse = await t.token('ayse@demo.rota', 'Strong!pass1');
      expect(ayse).toBeTruthy();
    });

    it('shows a DC Manager only the users of their distribution center', async () => {
      const res = await t.call('GET', '/api/user-management/users', { token: dc });
      const emails = (res.envelope.data as User[]).map((u) => u.email).sort();
      expect(emails).toEqual(['dc1@demo.rota', 'driver1@demo.rota']);
      // Another center's user answers as a missing one does.
      for (const other of ['admin@demo.rota', 'ayse@demo.rota', 'nobody@demo.rota'])
        expect((await t.call('GET', `/api/user-management/users/${other}`, { token: dc })).status).toBe(404);
      expect(
        (await t.call('GET', '/api/user-management/users/driver1@demo.rota', { token: dc })).status,
      ).toBe(200);
      const all = await t.call('GET', '/api/user-management/users?isEnabled=true', { token: admin });
      expect((all.envelope.data as User[]).length).toBeGreaterThanOrEqual(5);
    });

    it('lets a Region Manager see Admins but not change them', async () => {
      expect(
        (await t.call('GET', '/api/user-management/users/admin@demo.rota', { token: region })).status,
      ).toBe(200);
      expect(
        (await t.call('PUT', '/api/user-management/users/admin@demo.rota/status/disable', { token: region }))
          .status,
      ).toBe(403);
      const list = await t.call('GET', '/api/user-management/users', { token: region });
      expect((list.envelope.data as User[]).map((u) => u.email)).toContain('admin@demo.rota');
    });

    it('keeps a DC Manager to their center and to the roles they may give', async () => {
      const elsewhere = await t.call('POST', '/api/user-management/users', {
        token: dc,
        body: newUser({ email: 'x1@demo.rota', phoneNumber: null, distributionCenterId: t.centers[1] }),
      });
      expect(elsewhere.status).toBe(403);
      const adminRole = await t.call('POST', '/api/user-management/users', {
        token: dc,
        body: newUser({ email: 'x2@demo.rota', phoneNumber: null, role: 'Admin' }),
      });
      expect(adminRole.status).toBe(403);
      const own = await t.call('POST', '/api/user-management/users', {
        token: dc,
        body: newUser({
          email: 'x3@demo.rota',
          phoneNumber: null,
          role: 'Driver',
          distributionCenterId: t.centers[0],
        }),
      });
      expect(own.status).toBe(201);
      expect(userSchema.parse(own.envelope.data).distributionCenterId).toBe(t.centers[0]);
      const promote = await t.call('POST', '/api/user-management/users/roles', {
        token: region,
        body: { email: 'x3@demo.rota', roleName: 'Admin' },
      });
      expect(promote.status).toBe(403);
    });

    it('updates a user with null data and the spec message; email stays', async () => {
      const res = await t.call('PUT', '/api/user-management/users', {
        token: admin,
        body: {
          email: 'x3@demo.rota',
          givenName: 'Mehmet',
          surname: 'Demir',
          phoneNumber: null,
          twoFactorEnabled: true,
          role: 'Driver',
          distributionCenterId: t.centers[0],
        },
      });
      expect(res.status).toBe(200);
      expect(res.envelope.data).toBeNull();
      expect(res.envelope.message).toBe('User successfully updated');
      const one = await t.call('GET', '/api/user-management/users/x3@demo.rota', { token: dc });
      expect(userSchema.parse(one.envelope.data)).toMatchObject({
        givenName: 'Mehmet',
        twoFactorEnabled: true,
      });
    });

    it('disables a user: their token and their sign-in stop working, until enabled again', async () => {
      const driver = await t.token('driver1@demo.rota');
      const off = await t.call('PUT', '/api/user-management/users/driver1@demo.rota/status/disable', {
        token: dc,
      });
      expect(off.envelope.message).toBe('User disabled');
      expect(
        (
          await t.call('POST', '/auth/authenticate/change-password', {
            token: driver,
            body: { currentPassword: 'x', newPassword: 'Ab1!xyz' },
          })
        ).status,
      ).toBe(401);
      const login = await t.call('POST', '/auth/authenticate/login', {
        body: { email: 'driver1@demo.rota', password: 'Demo!2345' },
      });
      expect(login.status).toBe(401);
      expect(
        (await t.call('GET', '/api/user-management/users?isEnabled=false', { token: admin })).envelope.data,
      ).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: 'driver1@demo.rota', isEnabled: false })]),
      );
      const on = await t.call('PUT', '/api/user-management/users/driver1@demo.rota/status/enable', {
        token: dc,
      });
      expect(on.envelope.message).toBe('User enabled');
      await t.token('driver1@demo.rota');
      expect(
        (await t.call('PUT', '/api/user-management/users/admin@demo.rota/status/disable', { token: admin }))
          .status,
      ).toBe(400);
    });

    it('confirms a phone number with the 6-digit code sent by SMS', async () => {
      const sent = await t.call('POST', '/api/user-management/users/ayse@demo.rota/send-phone-confirmation', {
        token: admin,
      });
      expect(sent.status).toBe(200);
      const { id } = sent.envelope.data as { id: string };
      const outbox = await t.call('GET', '/api/dev/outbox', { token: admin });
      const sms = (outbox.envelope.data as { recipient: string; body: string }[]).find(
        (m) => m.recipient === '+905551112233',
      );
      const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] as string;
      // Ayşe has signed in: only she confirms her number (a manager could have typed in their own).
      const byAdmin = await t.call('POST', '/api/user-management/users/ayse@demo.rota/phone-confirmation', {
        token: admin,
        body: { email: 'ayse@demo.rota', id, confirmationToken: code },
      });
      expect(byAdmin.status).toBe(403);
      const ayse = await t.token('ayse@demo.rota', 'Strong!pass1');
      const short = await t.call('POST', '/api/user-management/users/ayse@demo.rota/phone-confirmation', {
        token: ayse,
        body: { email: 'ayse@demo.rota', id, confirmationToken: '12' },
      });
      expect(short.status).toBe(400);
      const wrong = await t.call('POST', '/api/user-management/users/ayse@demo.rota/phone-confirmation', {
        token: ayse,
        body: { email: 'ayse@demo.rota', id, confirmationToken: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.envelope.message).toBe('The code you entered is incorrect. Please try again.');
      const right = await t.call('POST', '/api/user-management/users/ayse@demo.rota/phone-confirmation', {
        token: ayse,
        body: { email: 'ayse@demo.rota', id, confirmationToken: code },
      });
      expect(right.envelope.message).toBe('Phone number successfully verified!');
      const user = await t.call('GET', '/api/user-management/users/ayse@demo.rota', { token: admin });
      expect(userSchema.parse(user.envelope.data).phoneNumberConfirmed).toBe(true);
    });

    it('moves users between centers; the DC Manager then no longer sees them', async () => {
      const res = await t.call('POST', '/api/user-management/user-distribution-centers', {
        token: admin,
        body: [{ userName: 'x3@demo.rota', distributionCenterId: t.centers[1] }],
      });
      expect(res.status).toBe(200);
      expect((await t.call('GET', '/api/user-management/users/x3@demo.rota', { token: dc })).status).toBe(
        404,
      );
      const driverWithout = await t.call('POST', '/api/user-management/user-distribution-centers', {
        token: admin,
        body: [{ userName: 'x3@demo.rota', distributionCenterId: null }],
      });
      expect(driverWithout.status).toBe(400);
    });

    it('answers the user form definitions in the language asked', async () => {
      const res = await t.call('GET', '/api/user-management/users/input-field-options', {
        token: admin,
        headers: { 'accept-language': 'tr' },
      });
      const defs = fieldDefinitionListSchema.parse(res.envelope.data);
      expect(defs.map((d) => d.name)).toEqual([
        'email',
        'password',
        'givenName',
        'surname',
        'phoneNumber',
        'twoFactorEnabled',
        'role',
        'distributionCenterId',
      ]);
      expect(defs[0]?.displayName).toBe('E-posta');
    });
  });

  describe('roles and claims', () => {
    it('lists roles, pages and actions', async () => {
      const roles = await t.call('GET', '/api/user-management/roles', { token: region });
      expect((roles.envelope.data as { roles: { name: string }[] }).roles.map((r) => r.name)).toEqual([
        'Admin',
        'Region Manager',
        'Depot Manager',
        'DC Manager',
        'Driver',
      ]);
      const pages = await t.call('GET', '/api/user-management/resource-pages', { token: region });
      expect((pages.envelope.data as { pages: unknown[] }).pages).toHaveLength(16);
      const actions = await t.call('GET', '/api/user-management/permission-actions', { token: region });
      expect(
        (actions.envelope.data as { actions: { actionName: string }[] }).actions.map((a) => a.actionName),
      ).toEqual(['read', 'write', 'delete', 'manage']);
    });

    it("replaces a role's whole list, which changes what its users may do at once", async () => {
      const before = await t.call('GET', '/api/user-management/role/DC%20Manager/claims', { token: admin });
      const saved = (before.envelope.data as { pageActionList: { pageId: number; actionId: number }[] })
        .pageActionList;
      expect(saved.length).toBeGreaterThan(0);
      const withoutUsers = saved.filter((g) => g.pageId !== 2);
      const put = await t.call('PUT', '/api/user-management/role/claims', {
        token: admin,
        body: { roleName: 'DC Manager', pageActionList: withoutUsers },
      });
      expect(put.envelope.message).toBe('Allowed screens and actions updated');
      expect((await t.call('GET', '/api/user-management/users', { token: dc })).status).toBe(403);
      const after = await t.call('GET', '/api/user-management/role/DC%20Manager/claims', { token: admin });
      expect((after.envelope.data as { pageActionList: unknown[] }).pageActionList).toEqual(withoutUsers);
      await t.call('PUT', '/api/user-management/role/claims', {
        token: admin,
        body: { roleName: 'DC Manager', pageActionList: saved },
      });
      expect((await t.call('GET', '/api/user-management/users', { token: dc })).status).toBe(200);
    });

    it('refuses unknown grants, and an Admin role without user management', async () => {
      const unknown = await t.call('PUT', '/api/user-management/role/claims', {
        token: admin,
        body: { roleName: 'Driver', pageActionList: [{ pageId: 99, actionId: 1 }] },
      });
      expect(unknown.status).toBe(400);
      const lockout = await t.call('PUT', '/api/user-management/role/claims', {
        token: admin,
        body: { roleName: 'Admin', pageActionList: [] },
      });
      expect(lockout.status).toBe(400);
      expect(
        (
          await t.call('PUT', '/api/user-management/role/claims', {
            token: region,
            body: { roleName: 'Driver', pageActionList: [] },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('settings', () => {
    it('answers the general form, saves checked values and restores the defaults', async () => {
      const form = await t.call('GET', '/api/settings/general/input-field-options', { token: admin });
      const defs = fieldDefinitionListSchema.parse(form.envelope.data);
      expect(defs.map((d) => d.name)).toEqual([
        'region',
        'country',
        'language',
        'currency',
        'weightUnit',
        'distanceUnit',
        'volumeUnit',
        'date',
        'hour',
        'managersWriteSharedData',
        'driverPositionIntervalSeconds',
      ]);
      const values = Object.fromEntries(defs.map((d) => [d.name, d.defaultValue]));
      const bad = await t.call('PUT', '/api/settings/general/save', {
        token: admin,
        body: { ...values, currency: 'XXX', language: '' },
      });
      expect(bad.status).toBe(400);
      expect(bad.envelope.validationMessages.map((v) => v.field).sort()).toEqual(['currency', 'language']);
      const saved = await t.call('POST', '/api/settings/general/save', {
        token: admin,
        body: { ...values, currency: 'EUR' },
      });
      expect((saved.envelope.data as Record<string, unknown>)['currency']).toBe('EUR');
      const again = fieldDefinitionListSchema.parse(
        (await t.call('GET', '/api/settings/general/input-field-options', { token: admin })).envelope.data,
      );
      expect(again.find((d) => d.name === 'currency')?.defaultValue).toBe('EUR');
      // Restoring changes what is stored: never by GET (a link or a prefetch would do it).
      expect((await t.call('GET', '/api/settings/general/restore', { token: admin })).status).toBe(404);
      const restored = await t.call('POST', '/api/settings/general/restore', { token: admin });
      expect((restored.envelope.data as Record<string, unknown>)['currency']).toBe('TRY');
    });

    it('keeps mapping settings to Admins but lets every back-office role read the map configuration', async () => {
      expect(
        (await t.call('GET', '/api/settings/mapping/input-field-options', { token: region })).status,
      ).toBe(403);
      const range = await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: {
          mapProvider: 'google',
          mapApiKey: 'k',
          routingMode: 'fastest',
          transportMode: 'truck',
          trafficTimeInterval: 500,
          trafficEnabled: true,
        },
      });
      expect(range.envelope.validationMessages).toEqual([
        { field: 'trafficTimeInterval', messages: ['Value must be between 5 and 120.'] },
      ]);
      await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: {
          mapProvider: 'google',
          mapApiKey: 'k',
          routingMode: 'fastest',
          transportMode: 'truck',
          trafficTimeInterval: 30,
          trafficEnabled: true,
        },
      });
      const config = await t.call('GET', '/api/map-config', { token: dc });
      expect(config.envelope.data).toMatchObject({ mapProvider: 'google', mapApiKey: 'k' });
    });

    it('takes an XYZ tile server with its attribution and refuses an address without {z}, {x} and {y}', async () => {
      const body = {
        mapProvider: 'xyz',
        routingMode: 'fastest',
        transportMode: 'truck',
        trafficTimeInterval: 30,
        trafficEnabled: false,
      };
      const bad = await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: { ...body, tileUrl: 'https://tiles.example.org/{x}/{y}.png' },
      });
      expect(bad.status).toBe(400);
      expect(bad.envelope.validationMessages).toEqual([
        {
          field: 'tileUrl',
          messages: [
            'Enter an http or https tile address with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
          ],
        },
      ]);
      // A custom tile server with no address is refused, and so is Google Maps with no key.
      const before = await t.call('GET', '/api/map-config', { token: dc });
      const empty = await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: { ...body, tileUrl: '' },
      });
      expect(empty.status).toBe(400);
      expect(empty.envelope.validationMessages.map((v) => v.field)).toEqual(['tileUrl']);
      const keyless = await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: { ...body, mapProvider: 'google', mapApiKey: '' },
      });
      expect(keyless.envelope.validationMessages.map((v) => v.field)).toEqual(['mapApiKey']);
      expect((await t.call('GET', '/api/map-config', { token: dc })).envelope.data).toEqual(
        before.envelope.data,
      );
      const saved = await t.call('PUT', '/api/settings/mapping/save', {
        token: admin,
        body: { ...body, tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', tileAttribution: '© Example' },
      });
      expect(saved.status).toBe(200);
      const config = await t.call('GET', '/api/map-config', { token: dc });
      expect(config.envelope.data).toMatchObject({
        mapProvider: 'xyz',
        tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        tileAttribution: '© Example',
      });
      const restored = await t.call('POST', '/api/settings/mapping/restore', { token: admin });
      expect(restored.envelope.data).toMatchObject({ mapProvider: 'osm' });
    });
  });
});
