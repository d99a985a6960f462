import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canOpenRoute,
  canSeeMenuEntry,
  claimOf,
  hasClaim,
  parseClaim,
  PERMISSION_ACTIONS,
} from './access.rules.js';
import { formatCountdown, isUsableSmsStep, smsCountdown } from './sms-countdown.rules.js';
import { initialSessionExpiryState, isLoginExpired, onUnauthorized } from './session-expiry.rules.js';

describe('access rules', () => {
  it('admits Admin, DC Manager and Region Manager, and only Admin to /settings', () => {
    expect(canOpenRoute(['DC Manager'], '/daily-plan')).toBe(true);
    expect(canOpenRoute(['Region Manager'], '/user-management/users')).toBe(true);
    expect(canOpenRoute(['Driver'], '/daily-plan')).toBe(false);
    expect(canOpenRoute(['Depot Manager'], '/dashboard')).toBe(false);
    expect(canOpenRoute(['Admin'], '/settings')).toBe(true);
    expect(canOpenRoute(['DC Manager'], '/settings')).toBe(false);
  });

  it('round-trips claims and reads menu entries from read claims', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z-]{0,20}$/),
        fc.constantFrom(...PERMISSION_ACTIONS),
        (key, action) => {
          expect(parseClaim(claimOf(key, action))).toEqual({ key, action });
        },
      ),
    );
    expect(parseClaim('daily-plan;fly')).toBeNull();
    expect(hasClaim(['daily-plan;read'], 'daily-plan', 'write')).toBe(false);
    expect(canSeeMenuEntry(['dashboard;read'], 'settings')).toBe(true);
    expect(canSeeMenuEntry(['daily-plan;write'], 'daily-plan')).toBe(false);
  });
});

describe('SMS countdown', () => {
  const start = Date.parse('2026-01-01T10:00:00Z');
  const step = { startTime: new Date(start).toISOString(), validitySeconds: 180 };

  it('counts down mm:ss and expires at the end of validity', () => {
    expect(smsCountdown(step, start)).toEqual({ remainingSeconds: 180, display: '03:00', expired: false });
    expect(smsCountdown(step, start + 61_500).display).toBe('01:59');
    expect(smsCountdown(step, start + 180_000).expired).toBe(true);
  });

  it('never leaves 0..validity and never goes up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (a, d) => {
        const r1 = smsCountdown(step, start + a).remainingSeconds;
        const r2 = smsCountdown(step, start + a + d).remainingSeconds;
        expect(r1).toBeGreaterThanOrEqual(0);
        expect(r1).toBeLessThanOrEqual(180);
        expect(r2).toBeLessThanOrEqual(r1);
      }),
    );
    expect(formatCountdown(3599)).toBe('59:59');
  });

  it('refuses a step without its time, validity or email', () => {
    expect(
      isUsableSmsStep({
        email: 'a@b.co',
        id: 'x',
        startTime: step.startTime,
        validitySeconds: 180,
        codeLength: 6,
        maskedPhoneNumber: null,
      }),
    ).toBe(true);
    expect(isUsableSmsStep({ id: 'x', startTime: step.startTime, validitySeconds: 180 })).toBe(false);
    expect(isUsableSmsStep({ email: 'a', id: 'x', validitySeconds: 180 })).toBe(false);
    expect(isUsableSmsStep(null)).toBe(false);
  });
});

describe('session-expiry guard', () => {
  it('trips at most once per 5 s window and redirects 2 s later', () => {
    const first = onUnauthorized(initialSessionExpiryState, 1000);
    expect(first).toMatchObject({ trip: true, redirectAtMs: 3000 });
    expect(onUnauthorized(first.state, 5999).trip).toBe(false);
    expect(onUnauthorized(first.state, 6000).trip).toBe(true);
  });

  it('treats a missing or past expiry as expired', () => {
    expect(isLoginExpired(null, 0)).toBe(true);
    expect(isLoginExpired({ expiresAt: '2026-01-01T00:00:00Z' }, Date.parse('2026-01-01T00:00:01Z'))).toBe(
      true,
    );
    expect(isLoginExpired({ expiresAt: '2026-01-01T00:00:00Z' }, Date.parse('2025-12-31T23:59:59Z'))).toBe(
      false,
    );
  });
});
