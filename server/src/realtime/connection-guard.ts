import type { HubUser } from './hub-definitions.js';

/**
 * Keeps a connection's right to listen current: the token is checked again (sign-out, a changed
 * password, a disabled user, changed roles or claims) when it is older than `revalidateAfterMs`
 * at a delivery and on the server's periodic sweep; a token past its `exp` needs no check at all.
 */
export interface ConnectionGuardOptions {
  token: string;
  user: HubUser;
  verifyToken(token: string): Promise<HubUser | null>;
  /** May this user still hold a connection to this hub (its role and claims)? */
  mayConnect(user: HubUser): boolean;
  revalidateAfterMs: number;
  now?: () => number;
}

export type GuardVerdict = { ok: true; user: HubUser } | { ok: false; error: string };

export interface ConnectionGuard {
  /** The user as last verified, or why the connection must close. */
  current(): Promise<GuardVerdict>;
  /** Verifies again whatever the age of the last check (the periodic sweep). */
  recheck(): Promise<GuardVerdict>;
}

export const EXPIRED_ERROR = 'The access token expired; reconnect with a new one.';
export const REVOKED_ERROR = 'Sign in again: the access token is no longer valid.';
export const REFUSED_ERROR = 'You may no longer follow this hub.';

export function createConnectionGuard(options: ConnectionGuardOptions): ConnectionGuard {
  const now = options.now ?? Date.now;
  let user = options.user;
  let verifiedAt = now();
  let pending: Promise<GuardVerdict> | null = null;
  let closed: GuardVerdict | null = null;

  const expired = () => typeof user['exp'] === 'number' && now() >= user['exp'] * 1000;

  const verify = (): Promise<GuardVerdict> => {
    pending ??= options
      .verifyToken(options.token)
      .catch(() => null)
      .then((fresh): GuardVerdict => {
        pending = null;
        verifiedAt = now();
        if (!fresh) return (closed = { ok: false, error: REVOKED_ERROR });
        if (!options.mayConnect(fresh)) return (closed = { ok: false, error: REFUSED_ERROR });
        user = fresh;
        return { ok: true, user };
      });
    return pending;
  };

  const check = async (force: boolean): Promise<GuardVerdict> => {
    if (closed) return closed;
    if (expired()) return (closed = { ok: false, error: EXPIRED_ERROR });
    if (force || now() - verifiedAt >= options.revalidateAfterMs) return verify();
    return { ok: true, user };
  };

  return { current: () => check(false), recheck: () => check(true) };
}
