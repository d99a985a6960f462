import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoginToken } from '../login.schema.js';
import type { AuthGateway, LoginStore } from '../ports.js';
import { needsTokenRefresh } from '../session-expiry.rules.js';
import { createSessionKeeper } from './keep-session.js';

const T0 = Date.parse('2031-01-01T08:00:00Z');

const login = (n: number, now = T0): LoginToken => ({
  token: `access-${n}`,
  tokenExpiresAt: new Date(now + 15 * 60_000).toISOString(),
  refreshToken: `refresh-${n}`,
  expiresAt: new Date(T0 + 12 * 3600_000).toISOString(),
  email: 'a@b.co',
  userName: 'a@b.co',
  roles: ['Admin'],
  givenName: 'Ada',
  surname: 'Lovelace',
  claims: [],
  distributionCenterId: null,
});

function store(initial: LoginToken | null): LoginStore & { value: LoginToken | null } {
  return {
    value: initial,
    load() {
      return this.value;
    },
    save(v) {
      this.value = v;
    },
    clear() {
      this.value = null;
    },
  };
}

/** A server that rotates: each refresh token works once. */
function server(clock: { now: number }) {
  let current = 1;
  const calls: string[] = [];
  const auth: Pick<AuthGateway, 'refresh'> = {
    async refresh({ refreshToken }) {
      calls.push(refreshToken);
      await Promise.resolve();
      if (refreshToken !== `refresh-${current}`)
        return { ok: false, error: { code: 'unauthorized', messageKey: 'auth.loginExpired' } };
      current += 1;
      return { ok: true, value: login(current, clock.now) };
    },
  };
  return { auth, calls };
}

describe('keeping the session', () => {
  it('refreshes only near the end of the access token and while the sign-in lasts', () => {
    expect(needsTokenRefresh(login(1), T0)).toBe(false);
    expect(needsTokenRefresh(login(1), T0 + 14 * 60_000 + 1)).toBe(true);
    expect(needsTokenRefresh(login(1), T0 + 12 * 3600_000)).toBe(false);
    expect(needsTokenRefresh({ ...login(1), refreshToken: undefined }, T0 + 20 * 60_000)).toBe(false);
    expect(needsTokenRefresh(null, T0)).toBe(false);
  });

  it('hands out the stored token, then renews it once for many concurrent calls', async () => {
    const clock = { now: T0 };
    const loginStore = store(login(1));
    const { auth, calls } = server(clock);
    const keeper = createSessionKeeper({ auth, loginStore, clock: { now: () => clock.now } });
    expect(await keeper.token()).toBe('access-1');
    clock.now = T0 + 14 * 60_000 + 30_000;
    const tokens = await Promise.all([keeper.token(), keeper.token(), keeper.token()]);
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2']);
    expect(calls).toEqual(['refresh-1']);
    expect(loginStore.value?.refreshToken).toBe('refresh-2');
  });

  it('never sends a spent refresh token again, whatever the timing of calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20 * 60_000 }), { maxLength: 30 }),
        async (gaps) => {
          const clock = { now: T0 };
          const loginStore = store(login(1));
          const { auth, calls } = server(clock);
          const keeper = createSessionKeeper({ auth, loginStore, clock: { now: () => clock.now } });
          for (const gap of gaps) {
            clock.now += gap;
            await Promise.all([keeper.token(), keeper.token()]);
          }
          expect(new Set(calls).size).toBe(calls.length);
          const stored = loginStore.value as LoginToken;
          if (clock.now < Date.parse(stored.expiresAt))
            expect(Date.parse(stored.tokenExpiresAt as string) - clock.now).toBeGreaterThan(60_000);
        },
      ),
    );
  });

  it('hands back the stored token when the renewal is refused (the request then meets the 401)', async () => {
    const clock = { now: T0 + 20 * 60_000 };
    const loginStore = store({ ...login(1), refreshToken: 'revoked' });
    const { auth } = server(clock);
    const keeper = createSessionKeeper({ auth, loginStore, clock: { now: () => clock.now } });
    expect(await keeper.token()).toBe('access-1');
    expect(
      await createSessionKeeper({ auth, loginStore: store(null), clock: { now: () => 0 } }).token(),
    ).toBeNull();
  });
});
