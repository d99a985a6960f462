import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAccessSchema, roleClaimsSchema, type PageAction } from '@rota/core/admin';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe("the signed-in user's access and an Admin's password reset", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  const access = async (token: string) => {
    const res = await t.call('GET', '/api/user-management/current-user/access', { token });
    expect(res.status).toBe(200);
    return currentAccessSchema.parse(res.envelope.data);
  };

  it('answers every signed-in role, Drivers included, and nobody else', async () => {
    const driver = await t.token('driver1@demo.rota');
    const mine = await access(driver);
    expect(mine.roles).toEqual(['Driver']);
    expect(mine.email).toBe('driver1@demo.rota');
    expect((await access(admin)).claims).toContain('user-management;manage');
    const anonymous = await t.call('GET', '/api/user-management/current-user/access');
    expect(anonymous.status).toBe(401);
  });

  it('follows a saved change of the role claims at once, on the same token', async () => {
    const dc = await t.token('dc1@demo.rota');
    const saved = roleClaimsSchema.parse(
      (await t.call('GET', '/api/user-management/role/DC%20Manager/claims', { token: admin })).envelope.data,
    ).pageActionList;
    const driversRead: PageAction = { pageId: 8, actionId: 1 };
    expect(saved).toContainEqual(driversRead);
    expect((await t.call('GET', '/api/vehicles', { token: dc })).status).toBe(200);

    const without = saved.filter((g) => !(g.pageId === 8 && g.actionId === 1));
    const put = (list: PageAction[]) =>
      t.call('PUT', '/api/user-management/role/claims', {
        token: admin,
        body: { roleName: 'DC Manager', pageActionList: list },
      });
    expect((await put(without)).status).toBe(200);
    try {
      expect((await access(dc)).claims).not.toContain('drivers;read');
      expect((await t.call('GET', '/api/vehicles', { token: dc })).status).toBe(403);
    } finally {
      expect((await put(saved)).status).toBe(200);
    }
    expect((await access(dc)).claims).toContain('drivers;read');
    expect((await t.call('GET', '/api/vehicles', { token: dc })).status).toBe(200);
  });

  describe('password reset by an Admin', () => {
    const url = '/api/user-management/users/region%40demo.rota/password';

    it('checks the password with the user form messages and stores nothing wrong', async () => {
      const res = await t.call('PUT', url, { token: admin, body: { password: 'short' } });
      expect(res.status).toBe(400);
      expect(res.envelope.validationMessages).toEqual([
        {
          field: 'password',
          messages: ['Password must be at least 12 characters.'],
        },
      ]);
      expect(await t.token('region@demo.rota')).toBeTruthy();
    });

    it('is the Admin’s alone', async () => {
      const region = await t.token('region@demo.rota');
      const dc = await t.token('dc1@demo.rota');
      for (const token of [region, dc]) {
        const res = await t.call('PUT', url, { token, body: { password: 'New!pass99-route' } });
        expect(res.status).toBe(403);
      }
      const missing = await t.call('PUT', '/api/user-management/users/nobody%40demo.rota/password', {
        token: admin,
        body: { password: 'New!pass99-route' },
      });
      expect(missing.status).toBe(404);
    });

    it('sets the new password and ends the earlier sign-ins', async () => {
      const before = await t.token('region@demo.rota');
      const res = await t.call('PUT', url, { token: admin, body: { password: 'New!pass99-route' } });
      expect(res.status).toBe(200);
      expect(res.envelope.message).toBe('The password is changed; the user signs in with the new one.');
      expect(
        (await t.call('GET', '/api/user-management/current-user/access', { token: before })).status,
      ).toBe(401);
      expect(await t.token('region@demo.rota', 'New!pass99-route')).toBeTruthy();
      const old = await t.call('POST', '/auth/authenticate/login', {
        body: { email: 'region@demo.rota', password: 'Demo!2345' },
      });
      expect(old.status).toBe(401);
    });
  });
});
