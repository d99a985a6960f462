import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDaysOfMonth,
  formatDaysOfWeek,
  isPresetSelected,
  parseDaysOfMonth,
  parseDaysOfWeek,
  presetDays,
  togglePreset,
} from './territory-days.rules.js';

const day = fc.integer({ min: 0, max: 6 });
const preset = fc.constantFrom('Weekday' as const, 'Weekend' as const);

describe('weekday, weekend and day order', () => {
  it('follows the spec', () => {
    expect(presetDays('Weekday')).toEqual([0, 1, 2, 3, 4]);
    expect(presetDays('Weekend')).toEqual([5, 6]);
    expect(parseDaysOfWeek('6,0,3')).toEqual([0, 3, 6]);
    expect(formatDaysOfWeek([4, 1, 1])).toBe('1,4');
    expect(parseDaysOfMonth('15,3,1,3')).toEqual([1, 3, 15]);
    expect(formatDaysOfMonth([31, 2])).toBe('2,31');
    expect(togglePreset([5], 'Weekday')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(togglePreset([0, 1, 2, 3, 4, 6], 'Weekday')).toEqual([6]);
  });

  it('keeps Monday to Sunday order and round-trips', () => {
    fc.assert(
      fc.property(fc.array(day), (days) => {
        const text = formatDaysOfWeek(days);
        const parsed = parseDaysOfWeek(text);
        expect(parsed).toEqual([...new Set(days)].sort((a, b) => a - b));
        expect(formatDaysOfWeek(parsed)).toBe(text);
      }),
    );
  });

  it('sorts days of month numerically', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 31 })), (days) => {
        const parsed = parseDaysOfMonth(formatDaysOfMonth(days));
        expect(parsed).toEqual([...new Set(days)].sort((a, b) => a - b));
      }),
    );
  });

  it('toggles a preset fully on or fully off, leaving other days alone', () => {
    fc.assert(
      fc.property(fc.array(day), preset, (days, p) => {
        const toggled = togglePreset(days, p);
        expect(isPresetSelected(toggled, p)).toBe(!isPresetSelected(days, p));
        const others = (list: number[]) => list.filter((d) => !presetDays(p).includes(d));
        expect(others(toggled)).toEqual(others(parseDaysOfWeek(formatDaysOfWeek(days))));
      }),
    );
  });
});
