import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsVerificationStepSchema } from '@rota/core/auth';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SMS_STEP_MIN_MS } from './sms-sign-in.js';

const PUBLIC_URL = 'https://rota.example.com';

interface Mail {
  recipient: string;
  body: string;
  channel: string;
}

describe('account hardening', () => {
  let t: TestApp;
  let admin: string;
  const outbox = async (): Promise<Mail[]> =>
    (await t.call('GET', '/api/dev/outbox?limit=500', { token: admin })).envelope.data as Mail[];
  const sentTo = async (recipient: string) => (await outbox()).filter((m) => m.recipient === recipient);

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('recovery links', () => {
    it('point only to PUBLIC_URL, whatever the Host header or callbackUrl says', async () => {
      for (const callbackUrl of [
        'https://evil.example/change-password',
        '//evil.example/change-password',
        'https://rota.example.com.evil.example/change-password',
        'javascript:alert(1)',
        'https://user:pw@rota.example.com/change-password',
      ]) {
        for (const email of ['region@demo.rota', 'nobody@demo.rota']) {
          const res = await t.call('POST', '/auth/authenticate/reset-password', {
            body: { email, callbackUrl },
          });
          expect(res.status, callbackUrl).toBe(400);
          expect(res.envelope.validationMessages).toEqual([
            { field: 'callbackUrl', messages: ['Callback address must be a valid address'] },
          ]);
        }
      }
      expect(await sentTo('region@demo.rota')).toEqual([]);
      const res = await t.call('POST', '/auth/authenticate/reset-password', {
        body: { email: 'region@demo.rota', callbackUrl: `${PUBLIC_URL}/change-password` },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.status).toBe(200);
      const [mail] = await sentTo('region@demo.rota');
      const link = new URL(/(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1] as string);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/change-password');
    });

    it('stop working once the password changes by another route', async () => {
      await t.call('POST', '/auth/authenticate/reset-password', { body: { email: 'dc1@demo.rota' } });
      const [mail] = await sentTo('dc1@demo.rota');
      const key = new URL(/(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1] as string).searchParams.get('token');
      const dc = await t.token('dc1@demo.rota');
      const changed = await t.call('POST', '/auth/authenticate/change-password', {
        token: dc,
        body: { currentPassword: 'Demo!2345', newPassword: 'Quiet-Harbour-42' },
      });
      expect(changed.status).toBe(200);
      const late = await t.call('POST', '/auth/authenticate/reset-password-confirm', {
        body: { recoveryKey: key, email: 'dc1@demo.rota', newPassword: 'Another-Harbour-43' },
      });
      expect(late.status).toBe(400);
      expect(late.envelope.message).toBe(
        'This password reset link is invalid or has expired. Please ask for a new one.',
      );
      await t.token('dc1@demo.rota', 'Quiet-Harbour-42');
    });

    it('need PUBLIC_URL outside demo mode; demo mode uses the listening address', () => {
      expect(() => loadConfig({ ROTA_DEMO: 'false' })).toThrow(/PUBLIC_URL is required outside demo mode/);
      expect(() => loadConfig({ ROTA_DEMO: 'false', PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
        /PUBLIC_URL/,
      );
      expect(loadConfig({ ROTA_DEMO: 'false', PUBLIC_URL: 'https://rota.example.com/app/' }).publicUrl).toBe(
        'https://rota.example.com',
      );
      expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    });
  });

  describe('phone sign-in', () => {
    it('answers a known and an unknown identifier alike, without the e-mail', async () => {
      const started = Date.now();
      const known = await t.call('POST', '/auth/authenticate/login', {
        body: { email: '905320000003', skipPassword: true },
      });
      const knownMs = Date.now() - started;
      const unknownStart = Date.now();
      const unknown = await t.call('POST', '/auth/authenticate/login', {
        body: { email: '905559998877', skipPassword: true },
      });
      const unknownMs = Date.now() - unknownStart;
      expect([known.status, unknown.status]).toEqual([201, 201]);
      const a = smsVerificationStepSchema.strict().parse(known.envelope.data);
      const b = smsVerificationStepSchema.strict().parse(unknown.envelope.data);
      expect(a.email).toBe('905320000003');
      expect(b.email).toBe('905559998877');
      expect(JSON.stringify(known.envelope)).not.toContain('@demo.rota');
      expect(a.maskedPhoneNumber).toBe('+********0003');
      expect(b.maskedPhoneNumber).toBe('+********8877');
      expect(known.envelope.message).toBe(unknown.envelope.message);
      // Both wait for the floor, so the time says nothing either.
      expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(SMS_STEP_MIN_MS - 5);
      const verify = await t.call('POST', '/auth/authenticate/VerifyTFA', {
        body: { email: b.email, id: b.id, tfaToken: '123456' },
      });
      expect(verify.status).toBe(400);
      expect(verify.envelope.message).toBe('The code you entered is incorrect. Please try again.');
    });

    it('counts one account once, whether its e-mail or its phone signs in', async () => {
      const strict = await createTestApp({
        db: t.db,
        config: { publicUrl: PUBLIC_URL },
        throttle: { windowMs: 60_000, perAccount: 4, perAddress: 1000 },
      });
      try {
        const statuses: number[] = [];
        // The region manager's e-mail and phone, alternately: one account, one count.
        for (const [i, email] of [
          'region@demo.rota',
          '+905320000002',
          'REGION@demo.rota',
          '0532 000 00 02',
          'region@demo.rota',
        ].entries()) {
          const res = await strict.app.inject({
            method: 'POST',
            url: '/auth/authenticate/login',
            remoteAddress: `10.2.0.${i}`,
            payload: { email, password: 'wrong-password-here' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429]);
        // Another account is not held by it.
        const other = await strict.app.inject({
          method: 'POST',
          url: '/auth/authenticate/login',
          payload: { email: 'dc1@demo.rota', password: 'wrong-password-here' },
        });
        expect(other.statusCode).toBe(401);
      } finally {
        await strict.close();
      }
    });

    it('counts one phone number however it is written, for failures and SMS', async () => {
      const strict = await createTestApp({
        db: t.db,
        config: { publicUrl: PUBLIC_URL },
        throttle: { windowMs: 60_000, perAccount: 4, perAddress: 1000, smsPerAccount: 2, smsPerNumber: 2 },
      });
      try {
        const spellings = [
          '+90 532 000 00 04',
          '0532-000-0004',
          '(532) 000 00 04',
          '905320000004',
          '00905320000004',
        ];
        const statuses: number[] = [];
        for (const [i, email] of spellings.entries()) {
          const res = await strict.app.inject({
            method: 'POST',
            url: '/auth/authenticate/login',
            remoteAddress: `10.1.0.${i}`,
            payload: { email, skipPassword: true },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 429]);
        // Four steps answered, but the number got only two codes.
        expect(await sentTo('+905320000004')).toHaveLength(2);
        const emails = ['ADMIN@demo.rota', ' admin@DEMO.rota ', 'admin@demo.rota', 'Admin@Demo.Rota'];
        const passwords: number[] = [];
        for (const email of [...emails, 'admin@demo.rota']) {
          const res = await strict.app.inject({
            method: 'POST',
            url: '/auth/authenticate/login',
            payload: { email, password: 'wrong' },
          });
          passwords.push(res.statusCode);
        }
        expect(passwords).toEqual([401, 401, 401, 401, 429]);
      } finally {
        await strict.close();
      }
    });
  });

  describe('phone numbers of other users', () => {
    const update = (phoneNumber: string | null) => ({
      email: 'driver1@demo.rota',
      givenName: 'Sürücü',
      surname: 'Birinci',
      phoneNumber,
      twoFactorEnabled: false,
      role: 'Driver',
      distributionCenterId: t.centers[0],
    });

    it('need the manage right to change, and the owner to confirm before codes go there', async () => {
      const dc = await t.token('dc1@demo.rota', 'Quiet-Harbour-42');
      const refused = await t.call('PUT', '/api/user-management/users', {
        token: dc,
        body: update('+905550000001'),
      });
      expect(refused.status).toBe(403);
      expect(refused.envelope.message).toBe(
        "Changing another user's phone number or two-factor setting needs the user-management manage right.",
      );
      await t.token('driver1@demo.rota');
      const changed = await t.call('PUT', '/api/user-management/users', {
        token: admin,
        body: update('+905550000001'),
      });
      expect(changed.status).toBe(200);
      // The new number signs in to nothing until confirmed: no code goes to it.
      const step = await t.call('POST', '/auth/authenticate/login', {
        body: { email: '905550000001', skipPassword: true },
      });
      expect(step.status).toBe(201);
      expect(await sentTo('+905550000001')).toEqual([]);
      // The manager may send the confirmation code, but not enter it for an account in use.
      const sent = await t.call(
        'POST',
        '/api/user-management/users/driver1@demo.rota/send-phone-confirmation',
        {
          token: admin,
        },
      );
      const [sms] = await sentTo('+905550000001');
      const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] as string;
      const confirm = await t.call(
        'POST',
        '/api/user-management/users/driver1@demo.rota/phone-confirmation',
        {
          token: admin,
          body: {
            email: 'driver1@demo.rota',
            id: (sent.envelope.data as { id: string }).id,
            confirmationToken: code,
          },
        },
      );
      expect(confirm.status).toBe(403);
      expect(confirm.envelope.message).toBe(
        'Only the owner of the account can confirm its phone number. Ask them to sign in and enter the code.',
      );
      const after = await t.call('POST', '/auth/authenticate/login', {
        body: { email: '905550000001', skipPassword: true },
      });
      expect(after.status).toBe(201);
      expect(await sentTo('+905550000001')).toHaveLength(1);
      await t.call('PUT', '/api/user-management/users', { token: admin, body: update('+905320000004') });
    });

    it('send confirmation codes within the SMS limit of the number', async () => {
      const strict = await createTestApp({
        db: t.db,
        config: { publicUrl: PUBLIC_URL },
        throttle: { windowMs: 60_000, perAccount: 1000, perAddress: 1000, smsPerAccount: 2, smsPerNumber: 2 },
      });
      try {
        const token = await strict.token('admin@demo.rota');
        const send = () =>
          strict.call('POST', '/api/user-management/users/region@demo.rota/send-phone-confirmation', {
            token,
          });
        expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([
          200, 200, 429,
        ]);
      } finally {
        await strict.close();
      }
    });
  });
});
