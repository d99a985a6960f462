import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSignInThrottle } from './throttle.js';

describe('sign-in throttle', () => {
  it('blocks an account after its failures until the window moves on', () => {
    let now = 0;
    const throttle = createSignInThrottle({ windowMs: 60_000, perAccount: 3, perAddress: 100 }, () => now);
    for (let i = 0; i < 3; i++) throttle.fail('A@x.co', '1.1.1.1');
    expect(throttle.retryAfter('a@x.co', '2.2.2.2')).toBe(60);
    expect(throttle.retryAfter('b@x.co', '1.1.1.1')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfter('a@x.co', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that tries many accounts, and a success clears the account', () => {
    const throttle = createSignInThrottle({ windowMs: 60_000, perAccount: 3, perAddress: 5 }, () => 0);
    for (let i = 0; i < 5; i++) throttle.fail(`u${i}@x.co`, '9.9.9.9');
    expect(throttle.retryAfter('new@x.co', '9.9.9.9')).toBeGreaterThan(0);
    throttle.fail('c@x.co', '8.8.8.8');
    throttle.fail('c@x.co', '8.8.8.8');
    throttle.succeed('c@x.co');
    throttle.fail('c@x.co', '8.8.8.8');
    expect(throttle.retryAfter('c@x.co', '7.7.7.7')).toBe(0);
  });

  it('never lets more failures than the limit through inside one window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        const throttle = createSignInThrottle({ windowMs: 5000, perAccount: 4, perAddress: 1000 }, () => now);
        const allowed: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (throttle.retryAfter('a', 'ip') === 0) {
            allowed.push(now);
            throttle.fail('a', 'ip');
          }
        }
        for (let i = 4; i < allowed.length; i++) {
          expect((allowed[i] as number) - (allowed[i - 4] as number)).toBeGreaterThanOrEqual(5000);
        }
      }),
    );
  });
});
