import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('password policy and headers', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('password policy', () => {
    it('refuses breached passwords and the current one, and takes long passphrases', async () => {
      const region = await t.token('region@demo.rota');
      const change = (currentPassword: string, newPassword: string) =>
        t.call('POST', '/auth/authenticate/change-password', {
          token: region,
          body: { currentPassword, newPassword },
        });
      for (const breached of ['P@ssw0rd', 'Password1!', 'Qwerty123!']) {
        const res = await change('Demo!2345', breached);
        expect(res.status, breached).toBe(400);
        expect(res.envelope.validationMessages).toEqual([
          {
            field: 'newPassword',
            messages: [
              'This password is too common or too easy to guess (it appears in known data breaches). Please choose another.',
            ],
          },
        ]);
      }
      const same = await change('Demo!2345', 'Demo!2345');
      expect(same.envelope.message).toBe('The new password must be different from the current password.');
      const phrase = 'Correct horse battery staple, 7 times over the Bosphorus bridge!';
      const long = await change('Demo!2345', `${phrase} And then some more, past bcrypt's 72 bytes.`);
      expect(long.status).toBe(200);
      // Past 72 bytes the end still counts.
      await expect(
        t.token('region@demo.rota', `${phrase} And then some more, past bcrypt's 72 bytes!`),
      ).rejects.toThrow(/401/);
      const back = await t.token('region@demo.rota', `${phrase} And then some more, past bcrypt's 72 bytes.`);
      const restored = await t.call('POST', '/auth/authenticate/change-password', {
        token: back,
        body: {
          currentPassword: `${phrase} And then some more, past bcrypt's 72 bytes.`,
          newPassword: 'Demo!2345',
        },
      });
      expect(restored.status).toBe(200);
      const created = await t.call('POST', '/api/user-management/users', {
        token: admin,
        body: {
          email: 'weak@demo.rota',
          password: 'Password1!',
          givenName: 'Zayıf',
          surname: 'Şifre',
          phoneNumber: null,
          twoFactorEnabled: false,
          role: 'Admin',
          distributionCenterId: null,
        },
      });
      expect(created.status).toBe(400);
      expect(created.envelope.validationMessages.map((v) => v.field)).toEqual(['password']);
      const byAdmin = await t.call('PUT', '/api/user-management/users/driver1%40demo.rota/password', {
        token: admin,
        body: { password: 'Password1!' },
      });
      expect(byAdmin.status).toBe(400);
      expect(byAdmin.envelope.validationMessages.map((v) => v.field)).toEqual(['password']);
    });
  });

  describe('headers', () => {
    it('sends security headers, and no-store on answers with tokens or personal data', async () => {
      const login = await t.call('POST', '/auth/authenticate/login', {
        body: { email: 'admin@demo.rota', password: 'Demo!2345' },
      });
      const users = await t.call('GET', '/api/user-management/users', { token: admin });
      for (const { response } of [login, users]) {
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("object-src 'none'");
      }
    });
  });
});
