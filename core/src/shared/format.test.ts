import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BYTE_UNITS,
  TRUNCATE,
  formatBytes,
  formatCapacityUsed,
  formatDistance,
  formatDurationClock,
  formatPercent,
  formatRunTime,
  truncate,
} from './format.js';
import { toLanguage } from './language.js';

describe('distance display', () => {
  it('follows the spec examples', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(87.4)).toBe('87 m');
    expect(formatDistance(100)).toBe('100 m');
    expect(formatDistance(101)).toBe('100 m');
    expect(formatDistance(126)).toBe('150 m');
    expect(formatDistance(974)).toBe('950 m');
    expect(formatDistance(975)).toBe('1.0 km');
    expect(formatDistance(12_345)).toBe('12.3 km');
    expect(formatDistance(12_345, 'tr')).toBe('12,3 km');
  });
  it('shows metres below 975 m (multiples of 50 above 100 m) and km from 975 m', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (m) => {
        const text = formatDistance(m);
        if (m < 975) {
          expect(text).toMatch(/^\d+ m$/);
          const shown = Number.parseInt(text, 10);
          if (m > 100) expect(shown % 50).toBe(0);
          expect(Math.abs(shown - m)).toBeLessThanOrEqual(25);
        } else {
          expect(text).toMatch(/^\d+\.\d km$/);
          expect(Math.abs(Number.parseFloat(text) * 1000 - m)).toBeLessThanOrEqual(50 + 1e-6);
        }
      }),
    );
  });
});

describe('byte sizes', () => {
  it('goes from Bytes to YB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });
  it('always names a known unit with at most two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e30, noNaN: true }), (b) => {
        const [value, unit] = formatBytes(b).split(' ');
        expect(BYTE_UNITS).toContain(unit);
        expect(value).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('run time and durations', () => {
  it("shows 'H h m min'", () => {
    expect(formatRunTime(0)).toBe('0 h 0 min');
    expect(formatRunTime(3725)).toBe('1 h 2 min');
    expect(formatRunTime(null)).toBe('0 h 0 min');
    expect(formatRunTime(89_400, 'tr')).toBe('24 sa 50 dk');
    expect(formatRunTime(89_400, 'en')).toBe('24 h 50 min');
    expect(formatDurationClock(3725)).toBe('01:02:05');
  });
  it('keeps hours and minutes consistent with the seconds', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (s) => {
        const m = /^(\d+) h (\d+) min$/.exec(formatRunTime(s));
        expect(m).not.toBeNull();
        const total = Number(m?.[1]) * 3600 + Number(m?.[2]) * 60;
        expect(s - total).toBeGreaterThanOrEqual(0);
        expect(s - total).toBeLessThan(60);
        expect(Number(m?.[2])).toBeLessThan(60);
      }),
    );
  });
});

describe('percentages', () => {
  it('puts the sign first in Turkish', () => {
    expect(formatPercent(45)).toBe('45%');
    expect(formatPercent(45, 'tr')).toBe('%45');
    expect(formatPercent(12.5, 'tr', 1)).toBe('%12,5');
    expect(formatCapacityUsed(0.5)).toBe('50%');
    expect(formatCapacityUsed(null)).toBe('N/A');
    expect(formatCapacityUsed(0.25, 'tr')).toBe('%25');
  });
  it('reads the language with English as fallback', () => {
    expect(toLanguage('tr')).toBe('tr');
    expect(toLanguage('de')).toBe('en');
    expect(toLanguage(null)).toBe('en');
  });
});

describe('label truncation', () => {
  it('cuts after the limit and adds an ellipsis', () => {
    expect(truncate('Administrator Person Name', TRUNCATE.userName)).toBe('Administrator Person...');
    expect(truncate('Short', TRUNCATE.filterLabel)).toBe('Short');
    expect(truncate('0123456789', TRUNCATE.filterLabel)).toBe('0123456789');
    expect(truncate('0123456789A', TRUNCATE.filterLabel)).toBe('0123456789...');
    expect(truncate('very_long_file_name.xlsx', TRUNCATE.fileName)).toBe('very_long_file...');
  });
  it('keeps a prefix of the text and never exceeds the limit plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const out = truncate(text, max);
        if (Array.from(text).length <= max) expect(out).toBe(text);
        else {
          expect(out.endsWith('...')).toBe(true);
          expect(text.startsWith(out.slice(0, -3))).toBe(true);
          expect(Array.from(out).length).toBe(max + 3);
        }
      }),
    );
  });
});
