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
