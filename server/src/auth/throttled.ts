import { fail } from '../platform/answer.js';

/** 429 "Too many sign-in attempts. Please wait {seconds} seconds…" with Retry-After. */
export function throttled(seconds: number) {
  return fail(429, 'auth.tooManyAttempts', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
