import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isoDay, showDate, showDateTime, showNumber, showTime } from './format.js';

describe('the display convention', () => {
  const at = new Date(2026, 6, 12, 9, 5, 7);

  it('writes a day day-first with hyphens in both languages', () => {
    for (const language of ['en', 'tr'] as const) {
      expect(showDate('2026-07-12', language)).toBe('12-07-2026');
      expect(showDate(at, language)).toBe('12-07-2026');
      expect(showDateTime(at.toISOString(), language)).toBe('12-07-2026 09:05:07');
      expect(showTime(at, language)).toBe('09:05');
      expect(showTime('17:30:00', language)).toBe('17:30');
    }
  });

  it('leaves no value empty and an unreadable one as it came', () => {
    expect(showDateTime(null, 'en')).toBe('');
    expect(showDate(undefined, 'tr')).toBe('');
    expect(showDateTime('soon', 'en')).toBe('soon');
  });

  it("groups numbers in the language's way", () => {
    expect(showNumber(1234.5, 2, 'en')).toBe('1,234.5');
    expect(showNumber(1234.5, 2, 'tr')).toBe('1.234,5');
    expect(showNumber(null, 2, 'en')).toBe('');
  });

  it('sends a day to the API as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

/**
 * Screens write dates and numbers only through `format.ts`: a screen that formats on its own
 * brings back a second convention (12/07/2026 beside 07/12/2026).
 */
describe('no screen formats dates or numbers on its own', () => {
  const src = join(__dirname, '..');
  // The drivers' app is a separate phone app with its own short formats (stop-format.ts).
  const skipped = ['driver/', 'i18n/format.ts'];
  const forbidden: [RegExp, string][] = [
    [/\.toLocale(Date|Time)?String\(/, 'toLocaleString/toLocaleDateString/toLocaleTimeString'],
    [/new Intl\.(DateTimeFormat|NumberFormat)\(/, 'Intl.DateTimeFormat/NumberFormat'],
    [/\bDATE_FORMATS\b/, "core's DATE_FORMATS"],
    [/\bformatDate\(/, "core's formatDate"],
    [/padStart\(2, '0'\)/, 'a hand-made date'],
    [/\bmoment\([^)]*\)\.format\(/, 'moment().format'],
  ];

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('finds no ad hoc formatting in ui-web/src', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      const name = relative(src, file).replaceAll('\\', '/');
      if (skipped.some((s) => name.startsWith(s))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, what] of forbidden) {
            if (pattern.test(line)) found.push(`${name}:${i + 1} uses ${what}; use i18n/format.ts`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
