import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { hashPassword } from './passwords.js';

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
      for (const breached of ['qwerty123456', 'Qwerty123456!', '1QAZ2wsx3edc']) {
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
      const short = await change('Demo!2345', 'Kısa!Şifre1');
      expect(short.envelope.validationMessages).toEqual([
        { field: 'newPassword', messages: ['Password must be at least 12 characters.'] },
      ]);
      const phrase = 'Correct horse battery staple, 7 times over the Bosphorus bridge!';
      const longPhrase = `${phrase} And then some more, past bcrypt's 72 bytes.`;
      const long = await change('Demo!2345', longPhrase);
      expect(long.status).toBe(200);
      // Past 72 bytes the end still counts.
      await expect(
        t.token('region@demo.rota', `${phrase} And then some more, past bcrypt's 72 bytes!`),
      ).rejects.toThrow(/401/);
      const back = await t.token('region@demo.rota', longPhrase);
      const same = await t.call('POST', '/auth/authenticate/change-password', {
        token: back,
        body: { currentPassword: longPhrase, newPassword: longPhrase },
      });
      expect(same.envelope.message).toBe('The new password must be different from the current password.');
      // Letters alone, no digit and no symbol: taken, as long as it is long enough.
      const plain = await t.call('POST', '/auth/authenticate/change-password', {
        token: back,
        body: { currentPassword: longPhrase, newPassword: 'kuzey depo kamyon yolu' },
      });
      expect(plain.status).toBe(200);
      // The demo password is older than the 12-character rule: it is put back in the table.
      await rows(
        t.db.orm,
        sql`UPDATE users SET password_hash = ${await hashPassword('Demo!2345')} WHERE email = 'region@demo.rota'`,
      );
      const created = await t.call('POST', '/api/user-management/users', {
        token: admin,
        body: {
          email: 'weak@demo.rota',
          password: 'Qwerty123456!',
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
        body: { password: 'Qwerty123456!' },
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
