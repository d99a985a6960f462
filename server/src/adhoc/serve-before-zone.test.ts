import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planZoneOffsetMinutes,
  serveBeforeOnClientClock,
  serveBeforeOnPlanClock,
} from './serve-before-zone.js';

describe('serve-before on the plan clock', () => {
  const day = '2026-11-25';
  const plan = planZoneOffsetMinutes(day);

  it("moves a planner's time by the difference of the two clocks", () => {
    // A planner on the plan's own clock sends -plan as TimezoneOffset: nothing moves.
    expect(serveBeforeOnPlanClock('10:30', -plan, day)).toBe('10:30');
    // A planner on UTC (offset 0) picks 07:00: on the plan clock that is 07:00 + plan.
    const expected = 7 * 60 + plan;
    expect(serveBeforeOnPlanClock('07:00', 0, day)).toBe(
      `${String(Math.floor(expected / 60)).padStart(2, '0')}:${String(expected % 60).padStart(2, '0')}`,
    );
    expect(serveBeforeOnPlanClock('23:30', -plan + 120, day)).toBe('24:00');
  });

  it('reads back what was sent for any time that stays within the day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: -840, max: 840 }),
        (minutes, offset) => {
          const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const shifted = minutes + offset + plan;
          fc.pre(shifted >= 0 && shifted <= 1440);
          expect(serveBeforeOnClientClock(serveBeforeOnPlanClock(hhmm, offset, day), offset, day)).toBe(hhmm);
        },
      ),
    );
  });
});
