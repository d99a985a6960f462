/**
 * Sign-in throttling: failures are counted per account and per address within a window; past
 * the limit, attempts are refused until the oldest failure leaves the window. Kept in memory:
 * each server instance throttles on its own.
 */
export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 };

export interface SignInThrottle {
  /** Seconds to wait, or 0 when an attempt may go ahead. */
  retryAfter(account: string, address: string): number;
  fail(account: string, address: string): void;
  succeed(account: string): void;
}

export function createSignInThrottle(
  limits: ThrottleLimits = DEFAULT_THROTTLE,
  now: () => number = Date.now,
): SignInThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - limits.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const wait = (key: string, limit: number): number => {
    const list = recent(key);
    if (list.length < limit) return 0;
    const oldest = list[list.length - limit] as number;
    return Math.max(1, Math.ceil((oldest + limits.windowMs - now()) / 1000));
  };
  return {
    retryAfter(account, address) {
      return Math.max(
        wait(`a:${account.toLowerCase()}`, limits.perAccount),
        wait(`ip:${address}`, limits.perAddress),
      );
    },
    fail(account, address) {
      for (const key of [`a:${account.toLowerCase()}`, `ip:${address}`])
        failures.set(key, [...recent(key), now()]);
    },
    succeed(account) {
      failures.delete(`a:${account.toLowerCase()}`);
    },
  };
}
