import type { Notify } from './toast.js';
import { httpMessageKeys } from './toast.js';

export interface SessionGuardOptions {
  notify: Notify;
  onSessionExpired: () => void;
  /** Cancels every request still under way. */
  cancelPending: () => void;
  /** A second 401 inside this window does nothing (spec: guard reset 5000 ms). */
  windowMs?: number;
  /** Delay before leaving for /login (spec: 2000 ms). */
  redirectDelayMs?: number;
  now?: () => number;
}

export interface SessionGuard {
  /** Called for every 401; returns true when this one tripped the guard. */
  trip(): boolean;
}

/** A 401 at most once per window cancels pending calls, says "Login Expired" top-centre and leaves. */
export function createSessionGuard(options: SessionGuardOptions): SessionGuard {
  const windowMs = options.windowMs ?? 5000;
  const redirectDelayMs = options.redirectDelayMs ?? 2000;
  const now = options.now ?? Date.now;
  let lastTrip = Number.NEGATIVE_INFINITY;
  return {
    trip() {
      const at = now();
      if (at - lastTrip < windowMs) return false;
      lastTrip = at;
      options.cancelPending();
      options.notify({ kind: 'error', key: httpMessageKeys.loginExpired, position: 'top-center' });
      setTimeout(options.onSessionExpired, redirectDelayMs);
      return true;
    },
  };
}
