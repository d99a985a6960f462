import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockOfMinutes,
  dayWithin,
  joinMoment,
  readDayText,
  readTimeText,
  showDayText,
  showTimeText,
  splitMoment,
  typedDayText,
  typedTimeText,
} from './date-text.js';

describe('the day a date field reads', () => {
  it('reads DD-MM-YYYY, day first, as the ISO day a date input gives', () => {
    expect(readDayText('08-12-2026')).toBe('2026-12-08');
    expect(readDayText(' 8-1-2026 ')).toBe('2026-01-08');
    expect(readDayText('08.12.2026')).toBe('2026-12-08');
    expect(readDayText('08/12/2026')).toBe('2026-12-08');
    expect(readDayText('08122026')).toBe('2026-12-08');
  });

  it('takes a pasted ISO day, or the day of a pasted ISO moment', () => {
    expect(readDayText('2026-12-08')).toBe('2026-12-08');
    expect(readDayText('2026-12-08T10:30:00.000Z')).toBe('2026-12-08');
    expect(readDayText('2026-12-08 10:30')).toBe('2026-12-08');
  });

  it('gives nothing for an empty field and null for what names no day', () => {
    expect(readDayText('')).toBe('');
    expect(readDayText('   ')).toBe('');
    for (const text of [
      '31-04-2026',
      '29-02-2027',
      '00-01-2026',
      '12-13-2026',
      '08-12-26',
      '08-12',
      'soon',
    ]) {
      expect(readDayText(text), text).toBeNull();
    }
    expect(readDayText('29-02-2028')).toBe('2028-02-29');
  });

  it('shows a day value as DD-MM-YYYY, and nothing for no day', () => {
    expect(showDayText('2026-12-08')).toBe('08-12-2026');
    expect(showDayText('2026-03-10T00:00:00')).toBe('10-03-2026');
    expect(showDayText('')).toBe('');
    expect(showDayText(null)).toBe('');
    expect(showDayText('2026-02-30')).toBe('');
  });

  it('reads back every day it shows', () => {
    const day = fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        const shown = showDayText(iso);
        expect(shown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(readDayText(shown)).toBe(iso);
      }),
    );
  });

  it('puts the hyphens in while a day is typed, never twice', () => {
    const typed = (keys: string) => [...keys].reduce((text, key) => typedDayText(text, text + key), '');
    expect(typed('08122026')).toBe('08-12-2026');
    expect(typed('08-12-2026')).toBe('08-12-2026');
    expect(typed('08.12.2026')).toBe('08-12-2026');
    expect(typed('8-1-2026')).toBe('8-1-2026');
    // A deletion or a paste stays as written.
    expect(typedDayText('08-', '08')).toBe('08');
    expect(typedDayText('', '2026-12-08')).toBe('2026-12-08');
  });

  it('keeps a day within its bounds', () => {
    expect(dayWithin('2026-12-08', '2026-12-01', '2026-12-31')).toBe(true);
    expect(dayWithin('2026-11-30', '2026-12-01', undefined)).toBe(false);
    expect(dayWithin('2027-01-01', null, '2026-12-31T23:59')).toBe(false);
    expect(dayWithin('2026-12-08')).toBe(true);
  });
});

describe('the time a time field reads', () => {
  it('reads the 24-hour clock and shows HH:mm', () => {
    expect(readTimeText('14:30')).toBe('14:30');
    expect(readTimeText('9:05')).toBe('09:05');
    expect(readTimeText('0930')).toBe('09:30');
    expect(readTimeText('09.30')).toBe('09:30');
    expect(readTimeText('930')).toBe('09:30');
    expect(readTimeText('17:30:00')).toBe('17:30');
    expect(readTimeText('')).toBe('');
    for (const text of ['24:00', '12:60', '2:30 PM', '9:3', 'noon'])
      expect(readTimeText(text), text).toBeNull();
    expect(showTimeText('08:00:00')).toBe('08:00');
    expect(clockOfMinutes(9 * 60 + 15)).toBe('09:15');
    expect(clockOfMinutes(24 * 60 + 60)).toBe('01:00');
    expect(clockOfMinutes(-15)).toBe('23:45');
    expect(showTimeText(undefined)).toBe('');
  });

  it('puts the colon in while a time is typed, never twice', () => {
    const typed = (keys: string) => [...keys].reduce((text, key) => typedTimeText(text, text + key), '');
    expect(typed('1430')).toBe('14:30');
    expect(typed('14:30')).toBe('14:30');
    expect(typed('9:05')).toBe('9:05');
    expect(typed('09.30')).toBe('09:30');
    expect(typedTimeText('14:', '14')).toBe('14');
  });

  it('splits and joins a moment as a datetime-local input holds it', () => {
    expect(splitMoment('2026-12-08T14:30')).toEqual({ day: '2026-12-08', time: '14:30' });
    expect(splitMoment('2026-12-08')).toEqual({ day: '2026-12-08', time: '' });
    expect(splitMoment(null)).toEqual({ day: '', time: '' });
    expect(joinMoment('2026-12-08', '14:30')).toBe('2026-12-08T14:30');
    expect(joinMoment('2026-12-08', '')).toBe('');
  });
});
