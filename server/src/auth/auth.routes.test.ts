import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokenSchema, smsVerificationStepSchema, PERMISSION_KEYS } from '@rota/core/auth';
import { sql } from '../db/database.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/test-app.js';
import { createTokenService } from '../platform/tokens.js';
import { restoreDemoPassword } from '../testing/demo-password.js';

/** The latest outbox message to a recipient, through the demo outbox as an Admin reads it. */
async function lastMessage(t: TestApp, adminToken: string, recipient: string) {
  const res = await t.call('GET', '/api/dev/outbox?limit=50', { token: adminToken });
  const list = res.envelope.data as { recipient: string; body: string; subject: string | null }[];
  const found = list.find((m) => m.recipient === recipient);
  if (!found) throw new Error(`no message to ${recipient}`);
  return found;
}

describe('auth API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs each demo user in with the right roles, names and claims', async () => {
    const expected = {
      'admin@demo.rota': 'Admin',
      'region@demo.rota': 'Region Manager',
      'dc1@demo.rota': 'DC Manager',
      'driver1@demo.rota': 'Driver',
    };
    for (const [email, role] of Object.entries(expected)) {
      const res = await t.call('POST', '/auth/authenticate/login', {
        body: { email, password: 'Demo!2345', language: 'en' },
      });
      expect(res.status, email).toBe(200);
      const login = loginTokenSchema.parse(res.envelope.data);
      expect(login.roles).toEqual([role]);
      expect(login.givenName.length).toBeGreaterThan(0);
      expect(login.claims.every((c) => /^[a-z-]+;(read|write|delete|manage)$/.test(c))).toBe(true);
      if (role === 'Admin') expect(login.claims).toHaveLength(PERMISSION_KEYS.length * 4);
      if (role === 'Driver') expect(login.claims).toEqual([]);
      if (role === 'DC Manager') {
        expect(login.distributionCenterId).toBe(t.centers[0]);
        expect(login.claims).toContain('daily-plan;write');
        expect(login.claims).not.toContain('user-management;manage');
      }
    }
  });

  it('refuses a wrong password with 401 in the language asked, and an empty body with field messages', async () => {
    const wrong = await t.call('POST', '/auth/authenticate/login', {
      body: { email: 'admin@demo.rota', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.envelope.failResult?.failMessage).toBe('Email or Password is incorrect');
    const tr = await t.call('POST', '/auth/authenticate/login', {
      body: { email: 'nobody@demo.rota', password: 'x' },
      headers: { 'accept-language': 'tr' },
    });
    expect(tr.envelope.message).toBe('E-posta veya şifre hatalı');
    const empty = await t.call('POST', '/auth/authenticate/login', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.envelope.validationMessages).toEqual(
      expect.arrayContaining([
        { field: 'email', messages: ['Email is a required'] },
        { field: 'password', messages: ['Password is a required'] },
      ]),
    );
  });

  it('answers 401 to a tampered, an expired or a missing token', async () => {
    const token = await t.token('region@demo.rota');
    expect((await t.call('GET', '/api/user-management/roles', { token })).status).toBe(200);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(payload, 'base64url').toString().replace('Region Manager', 'Admin');
    const tampered = `${head}.${Buffer.from(forged).toString('base64url')}.${signature}`;
    expect((await t.call('GET', '/api/user-management/roles', { token: tampered })).status).toBe(401);
    const past = createTokenService(TEST_JWT_SECRET, 60, () => new Date(Date.now() - 3_600_000));
    const user = (
      await t.call('POST', '/auth/authenticate/login', {
        body: { email: 'admin@demo.rota', password: 'Demo!2345' },
      })
    ).envelope.data as { token: string };
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1] as string, 'base64url').toString()) as {
      stamp: string;
      sid: string;
    };
    const { stamp, sid: sessionId } = claims;
    const sub = Number(
      JSON.parse(Buffer.from(user.token.split('.')[1] as string, 'base64url').toString()).sub,
    );
    const expired = (
      await past.issue({ userId: sub, email: 'admin@demo.rota', roles: ['Admin'], stamp, sessionId })
    ).token;
    const res = await t.call('GET', '/api/user-management/roles', { token: expired });
    expect(res.status).toBe(401);
    expect(res.envelope.message).toBe('Login Expired');
    expect((await t.call('GET', '/api/user-management/roles')).status).toBe(401);
  });

  it('signs in by phone digits with an SMS code (201, then VerifyTFA)', async () => {
    const step = await t.call('POST', '/auth/authenticate/login', {
      body: { email: '905320000002', skipPassword: true, language: 'en' },
    });
    expect(step.status).toBe(201);
    const sms = smsVerificationStepSchema.parse(step.envelope.data);
    // The step names the identifier it was asked for, never the account's e-mail.
    expect(sms).toMatchObject({
      email: '905320000002',
      validitySeconds: 180,
      codeLength: 6,
      maskedPhoneNumber: '+********0002',
    });
    const message = await lastMessage(t, admin, '+905320000002');
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] as string;
    const wrong = await t.call('POST', '/auth/authenticate/VerifyTFA', {
      body: { tfaToken: code === '000000' ? '111111' : '000000', email: sms.email, id: sms.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.message).toBe('The code you entered is incorrect. Please try again.');
    const right = await t.call('POST', '/auth/authenticate/VerifyTFA', {
      body: { tfaToken: code, email: sms.email, id: sms.id },
    });
    expect(right.status).toBe(200);
    expect(loginTokenSchema.parse(right.envelope.data).roles).toEqual(['Region Manager']);
    const again = await t.call('POST', '/auth/authenticate/VerifyTFA', {
      body: { tfaToken: code, email: sms.email, id: sms.id },
    });
    expect(again.status).toBe(400);
  });

  it('throttles sign-in per account and per address', async () => {
    const { createTestApp: make } = await import('../testing/test-app.js');
    const strict = await make({ db: t.db, throttle: { windowMs: 60_000, perAccount: 3, perAddress: 5 } });
    try {
      const attempt = (email: string, ip: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/auth/authenticate/login',
          remoteAddress: ip,
          payload: { email, password: 'wrong' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('admin@demo.rota', '10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('admin@demo.rota', '10.0.0.2');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().failResult.failMessage).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ seconds/,
      );
      expect((await attempt('region@demo.rota', '10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('dc1@demo.rota', '10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('driver1@demo.rota', '10.0.0.1')).statusCode).toBe(429);
      const phone = () =>
        strict.app.inject({
          method: 'POST',
          url: '/auth/authenticate/login',
          remoteAddress: '10.0.0.9',
          payload: { email: '905320000004', skipPassword: true },
        });
      for (let i = 0; i < 3; i++) expect((await phone()).statusCode).toBe(201);
      expect((await phone()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('lets SMS codes and tokens run out with time', async () => {
    const { createTestApp: make } = await import('../testing/test-app.js');
    let clock = Date.parse('2030-01-01T08:00:00Z');
    const timed = await make({ db: t.db, now: () => new Date(clock), config: { tokenTtlSeconds: 3600 } });
    try {
      const step = await timed.call('POST', '/auth/authenticate/login', {
        body: { email: '905320000003', skipPassword: true },
      });
      const sms = smsVerificationStepSchema.parse(step.envelope.data);
      expect(sms.startTime).toBe('2030-01-01T08:00:00.000Z');
      const timedAdmin = await timed.token('admin@demo.rota');
      const code = /\b(\d{6})\b/.exec(
        (await lastMessage(timed, timedAdmin, '+905320000003')).body,
      )?.[1] as string;
      clock += 181_000;
      const late = await timed.call('POST', '/auth/authenticate/VerifyTFA', {
        body: { tfaToken: code, email: sms.email, id: sms.id },
      });
      expect(late.envelope.message).toBe('The code has expired. Please send the code again.');
      const token = await timed.token('dc1@demo.rota');
      expect((await timed.call('GET', '/api/user-management/roles', { token })).status).toBe(200);
      clock += 3601_000;
      const expired = await timed.call('GET', '/api/user-management/roles', { token });
      expect(expired.status).toBe(401);
      expect(expired.envelope.message).toBe('Login Expired');
    } finally {
      await timed.close();
    }
  });

  it('answers 201 with the SMS step when two-factor is on', async () => {
    await t.db.orm.execute(sql`UPDATE users SET two_factor_enabled = true WHERE email = 'driver1@demo.rota'`);
    const res = await t.call('POST', '/auth/authenticate/login', {
      body: { email: 'driver1@demo.rota', password: 'Demo!2345' },
    });
    expect(res.status).toBe(201);
    expect(res.envelope.data).not.toHaveProperty('token');
    expect(smsVerificationStepSchema.parse(res.envelope.data).email).toBe('driver1@demo.rota');
    await t.db.orm.execute(
      sql`UPDATE users SET two_factor_enabled = false WHERE email = 'driver1@demo.rota'`,
    );
  });

  it('resets a password with a single-use recovery link that stays on this site', async () => {
    const elsewhere = await t.call('POST', '/auth/authenticate/reset-password', {
      body: { email: 'driver1@demo.rota', callbackUrl: 'https://evil.example/steal', language: 'en' },
    });
    expect(elsewhere.status).toBe(400);
    const res = await t.call('POST', '/auth/authenticate/reset-password', {
      body: { email: 'driver1@demo.rota', language: 'en' },
      headers: { host: 'rota.test' },
    });
    expect(res.status).toBe(200);
    expect(res.envelope.message).toBe('Reset link are sended to your mailbox, check there first');
    const unknown = await t.call('POST', '/auth/authenticate/reset-password', {
      body: { email: 'ghost@demo.rota' },
    });
    expect(unknown.status).toBe(200);
    const mail = await lastMessage(t, admin, 'driver1@demo.rota');
    const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)?.[1] as string);
    // The configured address (demo mode: the listening one), never the request's Host header.
    expect(link.origin).toBe(t.app.platform.config.publicUrl);
    expect(link.pathname).toBe('/change-password');
    // The client replaces spaces with + as a URL may have turned them.
    const recoveryKey = (link.searchParams.get('token') as string).replace(/ /g, '+');
    const weak = await t.call('POST', '/auth/authenticate/reset-password-confirm', {
      body: { recoveryKey, email: 'driver1@demo.rota', newPassword: 'abc' },
    });
    expect(weak.status).toBe(400);
    expect(weak.envelope.validationMessages.map((v) => v.field)).toContain('newPassword');
    const done = await t.call('POST', '/auth/authenticate/reset-password-confirm', {
      body: { recoveryKey, email: 'driver1@demo.rota', newPassword: 'New!pass9-route' },
    });
    expect(done.status).toBe(200);
    expect(done.envelope.message).toBe('Password changed successfully, please login with new password');
    const reused = await t.call('POST', '/auth/authenticate/reset-password-confirm', {
      body: { recoveryKey, email: 'driver1@demo.rota', newPassword: 'Other!pass9-route' },
    });
    expect(reused.status).toBe(400);
    await t.token('driver1@demo.rota', 'New!pass9-route');
  });

  it('refuses an expired recovery key', async () => {
    await t.call('POST', '/auth/authenticate/reset-password', { body: { email: 'region@demo.rota' } });
    const mail = await lastMessage(t, admin, 'region@demo.rota');
    const recoveryKey = new URL(/(https?:\/\/\S+)/.exec(mail.body)?.[1] as string).searchParams.get(
      'token',
    ) as string;
    await t.db.orm.execute(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const res = await t.call('POST', '/auth/authenticate/reset-password-confirm', {
      body: { recoveryKey, email: 'region@demo.rota', newPassword: 'New!pass9-route' },
    });
    expect(res.status).toBe(400);
  });

  it('changes the password of the signed-in user; older tokens stop working', async () => {
    const old = await t.token('dc1@demo.rota');
    const wrong = await t.call('POST', '/auth/authenticate/change-password', {
      token: old,
      body: { currentPassword: 'bad', newPassword: 'Fresh!pw1-route' },
    });
    expect(wrong.status).toBe(400);
    const res = await t.call('POST', '/auth/authenticate/change-password', {
      token: old,
      body: { currentPassword: 'Demo!2345', newPassword: 'Fresh!pw1-route' },
    });
    expect(res.status).toBe(200);
    const fresh = loginTokenSchema.parse(res.envelope.data).token;
    expect((await t.call('GET', '/api/user-management/roles', { token: old })).status).toBe(401);
    expect((await t.call('GET', '/api/user-management/roles', { token: fresh })).status).toBe(200);
    await restoreDemoPassword(t, 'dc1@demo.rota');
  });
});
