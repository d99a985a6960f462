import { needsTokenRefresh, TOKEN_REFRESH_MARGIN_MS } from '../session-expiry.rules.js';
import type { AuthClock, AuthGateway, LoginStore } from '../ports.js';

/** Runs `renew` alone among every client sharing the stored login (e.g. the browser's tabs). */
export type RenewLock = <T>(renew: () => Promise<T>) => Promise<T>;

export interface SessionKeeper {
  /** The access token to send: the stored one, renewed first when it is about to run out. */
  token(): Promise<string | null>;
}

/**
 * Keeps the short access token fresh with the refresh token (each used once). Concurrent calls
 * share one renewal; a failed renewal hands back the stored token (another client may have
 * renewed it meanwhile), and a token the server refuses then ends in "Login Expired".
 */
export function createSessionKeeper(
  ports: { auth: Pick<AuthGateway, 'refresh'>; loginStore: LoginStore; clock: AuthClock },
  options: { marginMs?: number; lock?: RenewLock } = {},
): SessionKeeper {
  const marginMs = options.marginMs ?? TOKEN_REFRESH_MARGIN_MS;
  const lock: RenewLock = options.lock ?? ((renew) => renew());
  let renewing: Promise<string | null> | null = null;

  async function renew(): Promise<string | null> {
    const login = ports.loginStore.load();
    if (!login?.refreshToken || !needsTokenRefresh(login, ports.clock.now(), marginMs))
      return login?.token ?? null;
    const answer = await ports.auth.refresh({ refreshToken: login.refreshToken });
    if (answer.ok) {
      ports.loginStore.save(answer.value);
      return answer.value.token;
    }
    return ports.loginStore.load()?.token ?? null;
  }

  return {
    token() {
      const login = ports.loginStore.load();
      if (!login) return Promise.resolve(null);
      if (!needsTokenRefresh(login, ports.clock.now(), marginMs)) return Promise.resolve(login.token);
      renewing ??= lock(renew).finally(() => {
        renewing = null;
      });
      return renewing;
    },
  };
}
