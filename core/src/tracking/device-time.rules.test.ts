import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deviceTimeWindow, isWithinRouteDay } from './device-time.rules.js';

describe("a device's times belong to the route's day", () => {
  it('takes the day, the evening before and the day after, and refuses the far past and future', () => {
    expect(isWithinRouteDay('2026-12-07T09:30:00+03:00', '2026-12-07')).toBe(true);
    expect(isWithinRouteDay('2026-12-06T20:00:00Z', '2026-12-07')).toBe(true);
    expect(isWithinRouteDay('2026-12-08T23:59:59Z', '2026-12-07')).toBe(true);
    expect(isWithinRouteDay('2026-12-09T00:00:00Z', '2026-12-07')).toBe(false);
    expect(isWithinRouteDay('2026-12-05T23:59:59Z', '2026-12-07')).toBe(false);
    expect(isWithinRouteDay('9999-12-31T23:59:59Z', '2026-12-07')).toBe(false);
    expect(isWithinRouteDay('1970-01-01T00:00:00Z', '2026-12-07')).toBe(false);
    expect(isWithinRouteDay('not a time', '2026-12-07')).toBe(false);
  });

  it('agrees with its window for any instant', () => {
    const { from, to } = deviceTimeWindow('2026-12-07');
    fc.assert(
      fc.property(fc.integer({ min: from - 5 * 86_400_000, max: to + 5 * 86_400_000 }), (ms) => {
        expect(isWithinRouteDay(new Date(ms).toISOString(), '2026-12-07')).toBe(ms >= from && ms <= to);
      }),
    );
  });
});
