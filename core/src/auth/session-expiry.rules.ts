/** Spec 01 section 9: the session-expired redirect waits 2000 ms; the guard resets after 5000 ms. */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
export const SESSION_GUARD_RESET_MS = 5000;

export interface SessionExpiryState {
  lastTripMs: number | null;
}

export const initialSessionExpiryState: SessionExpiryState = { lastTripMs: null };

export interface SessionExpiryDecision {
  /** True for the first 401 of a window: cancel pending calls, say "Login Expired", leave. */
  trip: boolean;
  state: SessionExpiryState;
  /** When to go to /login, if tripping. */
  redirectAtMs: number | null;
}

/** Decides what a 401 at `nowMs` does: at most once per window. */
export function onUnauthorized(
  state: SessionExpiryState,
  nowMs: number,
  windowMs = SESSION_GUARD_RESET_MS,
  redirectDelayMs = SESSION_EXPIRED_REDIRECT_MS,
): SessionExpiryDecision {
  if (state.lastTripMs !== null && nowMs - state.lastTripMs < windowMs) {
    return { trip: false, state, redirectAtMs: null };
  }
  return { trip: true, state: { lastTripMs: nowMs }, redirectAtMs: nowMs + redirectDelayMs };
}

/** Is a stored login still usable at `nowMs`? (A missing or unreadable expiry counts as expired.) */
export function isLoginExpired(login: { expiresAt: string } | null | undefined, nowMs: number): boolean {
  if (!login) return true;
  const at = Date.parse(login.expiresAt);
  return Number.isNaN(at) || at <= nowMs;
}

/** Renew the access token this long before it runs out (clocks differ, requests take time). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/**
 * Should the client trade its refresh token now? When the access token runs out within the
 * margin (or its expiry is unreadable) while the sign-in itself still lasts.
 */
export function needsTokenRefresh(
  login: { expiresAt: string; tokenExpiresAt?: string | undefined; refreshToken?: string | undefined } | null,
  nowMs: number,
  marginMs = TOKEN_REFRESH_MARGIN_MS,
): boolean {
  if (!login?.refreshToken || isLoginExpired(login, nowMs)) return false;
  const tokenEnd = Date.parse(login.tokenExpiresAt ?? '');
  return Number.isNaN(tokenEnd) || tokenEnd - nowMs <= marginMs;
}
