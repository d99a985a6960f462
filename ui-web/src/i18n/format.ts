import { formatDate, formatRunTime, type Language } from '@rota/core';
import { storedLanguage } from './index.js';

/**
 * The one way the back office writes dates, times and numbers. Every screen formats through
 * these functions, so the same day reads the same on every screen.
 *
 * Dates are day first with hyphens and a 24-hour clock, the spec's job timestamp
 * (DD-MM-YYYY HH:mm:ss), in both languages: a day never reads as 12/07 on one screen and 07/12
 * on another. Numbers follow the language (English 1,234.5; Turkish 1.234,5).
 */
export const DISPLAY_FORMATS: Record<Language, { date: string; dateTime: string; time: string }> = {
  en: { date: 'DD-MM-YYYY', dateTime: 'DD-MM-YYYY HH:mm:ss', time: 'HH:mm' },
  tr: { date: 'DD-MM-YYYY', dateTime: 'DD-MM-YYYY HH:mm:ss', time: 'HH:mm' },
};

/** The locale whose digit grouping and decimal mark numbers use. */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

/** The page's language; English where there is no browser storage (tests, workers). */
function pageLanguage(): Language {
  return typeof localStorage === 'undefined' ? 'en' : storedLanguage();
}

type DateInput = string | number | Date | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as a Date: a plain day (YYYY-MM-DD) is that calendar day wherever the browser is. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function show(value: DateInput, pattern: string): string {
  const date = toDate(value);
  if (date) return formatDate(date, pattern);
  return value === null || value === undefined ? '' : String(value);
}

/** A day: DD-MM-YYYY. */
export function showDate(value: DateInput, language: Language = pageLanguage()): string {
  return show(value, DISPLAY_FORMATS[language].date);
}

/** A moment: DD-MM-YYYY HH:mm:ss in the reader's time zone. */
export function showDateTime(value: DateInput, language: Language = pageLanguage()): string {
  return show(value, DISPLAY_FORMATS[language].dateTime);
}

/** A time of day: HH:mm (of a timestamp, or a stored 'HH:mm[:ss]' text). */
export function showTime(value: DateInput, language: Language = pageLanguage()): string {
  if (typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.slice(0, 5);
  return show(value, DISPLAY_FORMATS[language].time);
}

/** A number with the language's grouping and decimal mark. */
export function showNumber(
  value: number | null | undefined,
  maximumFractionDigits = 2,
  language: Language = pageLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits }).format(value);
}

/** Seconds as hours and minutes in the language: "24 h 50 min", "24 sa 50 dk". */
export function showDuration(
  seconds: number | null | undefined,
  language: Language = pageLanguage(),
): string {
  return formatRunTime(seconds, language);
}

/** A day as the API takes it (YYYY-MM-DD), in the browser's calendar; not for display. */
export function isoDay(at: Date = new Date()): string {
  return formatDate(at, 'YYYY-MM-DD');
}
