import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loginTokenSchema, type LoginToken } from '@rota/core/auth';
import { first, sql } from '../db/database.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/test-app.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './sessions.js';
import { restoreDemoPassword } from '../testing/demo-password.js';

describe('sessions: short tokens, refresh, sign-out', () => {
  let t: TestApp;
  let clock = Date.parse('2031-03-01T08:00:00Z');
  const signIn = async (email: string): Promise<LoginToken> => {
    const res = await t.call('POST', '/auth/authenticate/login', { body: { email, password: 'Demo!2345' } });
    return loginTokenSchema.parse(res.envelope.data);
  };
  const roles = (token: string) => t.call('GET', '/api/user-management/roles', { token });
  const refresh = (refreshToken: string) =>
    t.call('POST', '/auth/authenticate/refresh', { body: { refreshToken } });

  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date(clock),
      config: { tokenTtlSeconds: 900, sessionTtlSeconds: 8 * 3600 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a 15-minute access token and a refresh token that renews it until the sign-in ends', async () => {
    const login = await signIn('region@demo.rota');
    expect(Date.parse(login.tokenExpiresAt as string) - clock).toBe(900_000);
    expect(Date.parse(login.expiresAt) - clock).toBe(8 * 3600_000);
    clock += 901_000;
    expect((await roles(login.token)).status).toBe(401);
    const renewed = await refresh(login.refreshToken as string);
    expect(renewed.status).toBe(200);
    const next = loginTokenSchema.parse(renewed.envelope.data);
    expect(next.refreshToken).not.toBe(login.refreshToken);
    expect(next.expiresAt).toBe(login.expiresAt);
    expect((await roles(next.token)).status).toBe(200);
    clock += 8 * 3600_000;
    const ended = await refresh(next.refreshToken as string);
    expect(ended.status).toBe(401);
    expect(ended.envelope.message).toBe('Login Expired');
  });

  it('signs out on the server: the access and refresh tokens stop working at once', async () => {
    const login = await signIn('dc1@demo.rota');
    const other = await signIn('dc1@demo.rota');
    expect((await roles(login.token)).status).toBe(200);
    const out = await t.call('POST', '/auth/sign-out', { body: { refreshToken: login.refreshToken } });
    expect(out.status).toBe(200);
    expect(out.envelope.message).toBe('You have successfully logged out');
    expect((await roles(login.token)).status).toBe(401);
    expect((await refresh(login.refreshToken as string)).status).toBe(401);
    // Another sign-in of the same user goes on.
    expect((await roles(other.token)).status).toBe(200);
    expect((await t.call('GET', '/auth/sign-out')).status).toBe(404);
  });

  it('drops sign-ins that ended over a day ago when the user signs in again', async () => {
    const old = '00000000-0000-4000-8000-000000000001';
    await t.db.orm.execute(
      sql`INSERT INTO auth_sessions (id, user_id, refresh_hash, expires_at)
          SELECT ${old}::uuid, id, 'spent', now() - interval '2 days' FROM users WHERE email = 'dc1@demo.rota'`,
    );
    await signIn('dc1@demo.rota');
    expect(await first(t.db.orm, sql`SELECT id FROM auth_sessions WHERE id = ${old}::uuid`)).toBeUndefined();
  });

  it('ends the whole sign-in when a spent refresh token comes back after the grace period', async () => {
    const login = await signIn('admin@demo.rota');
    const first = loginTokenSchema.parse((await refresh(login.refreshToken as string)).envelope.data);
    // A second client racing with the same token inside the grace period is refused, nothing more.
    expect((await refresh(login.refreshToken as string)).status).toBe(401);
    expect((await roles(first.token)).status).toBe(200);
    clock += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
    expect((await refresh(login.refreshToken as string)).status).toBe(401);
    expect((await roles(first.token)).status).toBe(401);
    expect((await refresh(first.refreshToken as string)).status).toBe(401);
  });

  it('refuses tokens without an expiry or a session, and ends sessions on a password change or disable', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const login = await signIn('driver1@demo.rota');
    const claims = JSON.parse(
      Buffer.from(login.token.split('.')[1] as string, 'base64url').toString(),
    ) as Record<string, unknown>;
    const without = (name: string) => Object.fromEntries(Object.entries(claims).filter(([k]) => k !== name));
    const forever = await new SignJWT(without('exp'))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    expect(
      JSON.parse(Buffer.from(forever.split('.')[1] as string, 'base64url').toString()),
    ).not.toHaveProperty('exp');
    expect(
      (await t.call('POST', '/auth/authenticate/change-password', { token: forever, body: {} })).status,
    ).toBe(401);
    const sessionless = await new SignJWT(without('sid'))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    expect(
      (await t.call('POST', '/auth/authenticate/change-password', { token: sessionless, body: {} })).status,
    ).toBe(401);
    const admin = await signIn('admin@demo.rota');
    const off = await t.call('PUT', '/api/user-management/users/driver1@demo.rota/status/disable', {
      token: admin.token,
    });
    expect(off.status).toBe(200);
    await t.call('PUT', '/api/user-management/users/driver1@demo.rota/status/enable', { token: admin.token });
    // Enabled again, the old sign-in stays ended.
    expect((await refresh(login.refreshToken as string)).status).toBe(401);
    const second = await signIn('region@demo.rota');
    const third = await signIn('region@demo.rota');
    const changed = await t.call('POST', '/auth/authenticate/change-password', {
      token: second.token,
      body: { currentPassword: 'Demo!2345', newPassword: 'Tidal-Lantern-58' },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(third.refreshToken as string)).status).toBe(401);
    const fresh = loginTokenSchema.parse(changed.envelope.data);
    expect((await roles(fresh.token)).status).toBe(200);
    await restoreDemoPassword(t, 'region@demo.rota');
  });
});
