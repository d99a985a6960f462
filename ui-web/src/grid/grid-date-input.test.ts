import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gridDayDate, gridDayText } from './GridDateInput.js';

describe("the grid date filter's day", () => {
  it('is the local midnight of the day the field holds, and back', () => {
    const date = gridDayDate('2026-03-14');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(14);
    expect(date?.getHours()).toBe(0);
    expect(gridDayText(date)).toBe('2026-03-14');
  });

  it('is none for an empty or unreadable field', () => {
    expect(gridDayDate('')).toBeNull();
    expect(gridDayDate('14-03-2026')).toBeNull();
    expect(gridDayText(null)).toBe('');
  });

  it('round-trips every day of the calendar', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const day = gridDayText(d);
          expect(gridDayText(gridDayDate(day))).toBe(day);
        },
      ),
    );
  });
});
