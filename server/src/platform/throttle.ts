import { canonicalIdentifier } from '@rota/core/auth';

/**
 * Sign-in throttling: failures are counted per account and per address within a window; past
 * the limit, attempts are refused until the oldest failure leaves the window. Accounts are
 * counted by their canonical identifier (e-mail in lower case, phone in international form), so
 * another spelling is the same account. SMS codes sent are counted per account and per number.
 * Kept in memory: each server instance throttles on its own.
 */
export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** SMS codes one account may be sent per window (default: `perAccount`). */
  smsPerAccount?: number;
  /** SMS codes one phone number may receive per window (default: `smsPerAccount`). */
  smsPerNumber?: number;
}

const ACCOUNT_PREFIX = 'user#';

/**
 * The key an existing account is counted by, whichever identifier (e-mail or phone) signed in;
 * the identifier itself when no account has it.
 */
export function accountThrottleKey(user: { id: number } | null | undefined, identifier: string): string {
  return user ? `${ACCOUNT_PREFIX}${user.id}` : identifier;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
  smsPerAccount: 5,
  smsPerNumber: 5,
};

/** What is counted for an account: sign-in, recovery mail, its confirmation, password change. */
export type ThrottleScope = 'sign-in' | 'reset' | 'reset-confirm' | 'change';

export interface SignInThrottle {
  /** Seconds to wait, or 0 when an attempt may go ahead. */
  retryAfter(account: string, address: string, scope?: ThrottleScope): number;
  fail(account: string, address: string, scope?: ThrottleScope): void;
  succeed(account: string, scope?: ThrottleScope): void;
  /** Seconds before another SMS may go to this account (its user id) and number, or 0. */
  smsRetryAfter(userId: number | string, phone: string): number;
  /** Counts an SMS sent. */
  smsSent(userId: number | string, phone: string): void;
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
  const count = (key: string) => failures.set(key, [...recent(key), now()]);
  const accountKey = (account: string, scope: ThrottleScope = 'sign-in') =>
    `a:${scope}:${account.startsWith(ACCOUNT_PREFIX) ? account : canonicalIdentifier(account)}`;
  const smsPerAccount = limits.smsPerAccount ?? limits.perAccount;
  const smsPerNumber = limits.smsPerNumber ?? smsPerAccount;
  const smsKeys = (userId: number | string, phone: string) =>
    [`sms-account:${userId}`, `sms-number:${canonicalIdentifier(phone)}`] as const;
  return {
    retryAfter(account, address, scope) {
      return Math.max(
        wait(accountKey(account, scope), limits.perAccount),
        wait(`ip:${address}`, limits.perAddress),
      );
    },
    fail(account, address, scope) {
      count(accountKey(account, scope));
      count(`ip:${address}`);
    },
    succeed(account, scope) {
      failures.delete(accountKey(account, scope));
    },
    smsRetryAfter(userId, phone) {
      const [byAccount, byNumber] = smsKeys(userId, phone);
      return Math.max(wait(byAccount, smsPerAccount), wait(byNumber, smsPerNumber));
    },
    smsSent(userId, phone) {
      for (const key of smsKeys(userId, phone)) count(key);
    },
  };
}
