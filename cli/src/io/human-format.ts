import { DATE_FORMATS, PEOPLE_DATE_FORMATS, formatDate, formatDistance } from '@rota/core';
import { currentLanguage } from '../messages.js';

/**
 * Values as a person reads them in the terminal: times in the local time zone (the process's,
 * set from ROTA_TIME_ZONE at start), distances in m or km, durations as h:mm. `--json` never
 * passes through here: scripts get the server's values unchanged.
 */

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  // A plain day (a task date) is a calendar day, the same in every zone: local midnight.
  const day = PLAIN_DAY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD-MM-YYYY HH:mm:ss in the local time zone (the product's convention, as the web shows it), '-' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? formatDate(date, PEOPLE_DATE_FORMATS.dateTime) : '-';
}

/** DD-MM-YYYY of the local day. */
export function formatDay(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? formatDate(date, PEOPLE_DATE_FORMATS.date) : '-';
}

/** HH:mm when every time of a column falls on one local day, else the full date and time. */
export function timeFormatter(
  values: readonly (string | null | undefined)[],
): (iso: string | null) => string {
  const days = new Set(values.map((v) => formatDay(v)).filter((d) => d !== '-'));
  if (days.size > 1) return formatDateTime;
  return (iso) => {
    const date = dateOf(iso);
    return date ? formatDate(date, DATE_FORMATS.time) : '-';
  };
}

/** Seconds as h:mm (minutes rounded), e.g. 1:05 for 3,900 s. */
export function formatHoursMinutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '-';
  const minutes = Math.round(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Metres as the product shows them: m under 975 m, else km with one decimal. */
export function formatMetres(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '-';
  return formatDistance(metres, currentLanguage());
}
