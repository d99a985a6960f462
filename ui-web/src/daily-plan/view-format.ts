import { DATE_FORMATS, formatDate } from '@rota/core';

/** MM/DD/YYYY HH:mm for timestamps the server sends as ISO text; empty when there is none. */
export function displayDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, DATE_FORMATS.displayDateTime);
}

/** MM/DD/YYYY for a day (YYYY-MM-DD or a timestamp). */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, DATE_FORMATS.displayDate);
}

/** HH:mm of a timestamp. */
export function displayTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, DATE_FORMATS.time);
}

/** Seconds as "H h M min". */
export function hoursMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Today in the browser as YYYY-MM-DD. */
export function localIsoDay(at: Date = new Date()): string {
  return formatDate(at, DATE_FORMATS.isoDate);
}
