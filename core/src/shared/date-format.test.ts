import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_FORMATS,
  exportFileName,
  formatDate,
  isIsoDate,
  liveLocationName,
  parseDateStrict,
} from './date-format.js';
import { formatTimeOfDay, isTimeBetween, parseTimeOfDay, timePickerOptions } from './time-of-day.js';

const at = new Date(2024, 1, 21, 9, 5, 7);
const secondDate = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000));

describe('date formats', () => {
  it('writes every format of the spec', () => {
    expect(formatDate(at, DATE_FORMATS.displayDateTime)).toBe('02/21/2024 09:05');
    expect(formatDate(at, DATE_FORMATS.displayDate)).toBe('02/21/2024');
    expect(formatDate(at, DATE_FORMATS.time)).toBe('09:05');
    expect(formatDate(at, DATE_FORMATS.timeWithSeconds)).toBe('09:05:07');
    expect(formatDate(at, DATE_FORMATS.jobTimestamp)).toBe('21-02-2024 09:05:07');
    expect(formatDate(at, DATE_FORMATS.routeDateTime)).toBe('21/02/2024 09:05:07');
    expect(formatDate(at, DATE_FORMATS.dataDate)).toBe('2024/02/21');
    expect(formatDate(at, DATE_FORMATS.dataDateTime)).toBe('2024/02/21 09:05:07');
    expect(formatDate(at, DATE_FORMATS.isoDate)).toBe('2024-02-21');
    expect(formatDate(at, DATE_FORMATS.rangeDate)).toBe('2024/02/21');
    expect(formatDate(at, DATE_FORMATS.formDate)).toBe('21.02.2024');
    expect(formatDate(at, DATE_FORMATS.lastLocation)).toBe('21.02.2024 09:05');
    expect(formatDate(new Date(NaN), DATE_FORMATS.isoDate)).toBe('');
  });
  it('names exports and live locations', () => {
    expect(exportFileName('Orders', at)).toBe('Orders_2024_02_21_09_05');
    expect(exportFileName('Orders', at, '.xlsx')).toBe('Orders_2024_02_21_09_05.xlsx');
    expect(liveLocationName('34ABC12', at)).toBe('Live_Location_34ABC12_2024-02-21-09-05');
  });
  it('round-trips every format that carries all fields', () => {
    const full = [DATE_FORMATS.jobTimestamp, DATE_FORMATS.routeDateTime, DATE_FORMATS.dataDateTime];
    fc.assert(
      fc.property(secondDate, fc.constantFrom(...full), fc.boolean(), (d, pattern, utc) => {
        const text = formatDate(d, pattern, { utc });
        expect(parseDateStrict(text, pattern, { utc })?.getTime()).toBe(d.getTime());
        expect(formatDate(parseDateStrict(text, pattern, { utc }) as Date, pattern, { utc })).toBe(text);
      }),
    );
  });
  it('round-trips text for every named format', () => {
    fc.assert(
      fc.property(secondDate, fc.constantFrom(...Object.values(DATE_FORMATS)), (d, pattern) => {
        const text = formatDate(d, pattern, { utc: true });
        const back = parseDateStrict(text, pattern, { utc: true });
        expect(back).not.toBeNull();
        expect(formatDate(back as Date, pattern, { utc: true })).toBe(text);
      }),
    );
  });
  it('parses strictly', () => {
    expect(parseDateStrict('31.02.2024', DATE_FORMATS.formDate)).toBeNull();
    expect(parseDateStrict('29.02.2024', DATE_FORMATS.formDate)?.getDate()).toBe(29);
    expect(parseDateStrict('29.02.2023', DATE_FORMATS.formDate)).toBeNull();
    expect(parseDateStrict('1.2.2024', DATE_FORMATS.formDate)).toBeNull();
    expect(parseDateStrict('01.13.2024', DATE_FORMATS.formDate)).toBeNull();
    expect(parseDateStrict('24:00', DATE_FORMATS.time)).toBeNull();
    expect(parseDateStrict('12:60', DATE_FORMATS.time)).toBeNull();
    expect(parseDateStrict('12:30:60', DATE_FORMATS.timeWithSeconds)).toBeNull();
    expect(parseDateStrict('00.01.2024', DATE_FORMATS.formDate)).toBeNull();
    expect(parseDateStrict('2024-02-21x', DATE_FORMATS.isoDate)).toBeNull();
    expect(parseDateStrict('0050-02-21', DATE_FORMATS.isoDate)?.getFullYear()).toBe(50);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-2-29')).toBe(false);
  });
});

describe('times of day', () => {
  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (m) => {
        expect(parseTimeOfDay(formatTimeOfDay(m))).toBe(m);
      }),
    );
  });
  it('rejects malformed times and checks ranges', () => {
    expect(parseTimeOfDay('7:00')).toBeNull();
    expect(parseTimeOfDay('24:01')).toBeNull();
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(isTimeBetween('13:00', '12:30', '24:00')).toBe(true);
    expect(isTimeBetween('12:00', '12:30', '24:00')).toBe(false);
    expect(isTimeBetween('x', '12:30', '24:00')).toBe(false);
  });
  it('offers picker times in 15-minute steps', () => {
    expect(timePickerOptions('08:10', '09:00')).toEqual(['08:15', '08:30', '08:45', '09:00']);
    expect(timePickerOptions()).toHaveLength(96);
  });
});
