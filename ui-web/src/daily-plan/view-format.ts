import { DATE_FORMATS, formatDate, formatRunTime } from '@rota/core';
import { storedLanguage } from '../i18n/index.js';

/** A timestamp the server sends as ISO text in the user's time zone with `pattern`; empty when none. */
function localText(iso: string | null | undefined, pattern: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, pattern);
}

/** MM/DD/YYYY HH:mm (created and updated dates). */
export function displayDateTime(iso: string | null | undefined): string {
  return localText(iso, DATE_FORMATS.displayDateTime);
}

/** DD-MM-YYYY HH:mm:ss: a job's start and completion (spec 01 §9). */
export function jobTimestamp(iso: string | null | undefined): string {
  return localText(iso, DATE_FORMATS.jobTimestamp);
}

/** DD/MM/YYYY HH:mm:ss: route times (arrival, departure). */
export function routeDateTime(iso: string | null | undefined): string {
  return localText(iso, DATE_FORMATS.routeDateTime);
}

/** MM/DD/YYYY for a day (YYYY-MM-DD or a timestamp). */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, DATE_FORMATS.displayDate);
}

/** HH:mm of a timestamp. */
export function displayTime(iso: string | null | undefined): string {
  return localText(iso, DATE_FORMATS.time);
}

/** Seconds as hours and minutes in the page's language: "24 h 50 min", "24 sa 50 dk". */
export function hoursMinutes(seconds: number | null | undefined): string {
  return formatRunTime(seconds, storedLanguage());
}

/** Today in the browser as YYYY-MM-DD. */
export function localIsoDay(at: Date = new Date()): string {
  return formatDate(at, DATE_FORMATS.isoDate);
}
