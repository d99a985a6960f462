import { parseDateStrict } from '@rota/core';
import { isoDay, showDate, showTime } from '../i18n/format.js';

/**
 * What the date and time fields show and read. A field shows a day as DD-MM-YYYY and a time
 * as HH:mm (the product's convention, in both languages) and hands its caller what the browser's
 * own inputs gave: a day as YYYY-MM-DD, a time as HH:mm, a moment as YYYY-MM-DDTHH:mm, and ''
 * while nothing readable is written.
 */

const DAY_FIRST = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/;
const DAY_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_START = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const TIME = /^(\d{1,2})[:.]?(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A calendar day as YYYY-MM-DD when it exists (no 31-04-2026), else null. */
function isoOf(year: string, month: string, day: string): string | null {
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  date.setFullYear(Number(year));
  return date.getMonth() === Number(month) - 1 && date.getDate() === Number(day) ? isoDay(date) : null;
}

/** A time of day as HH:mm. */
function clock(hour: number, minute: number): string {
  return showTime(new Date(2000, 0, 1, hour, minute));
}

/**
 * The day a person wrote: DD-MM-YYYY (also with dots, slashes or one-digit day and month, or
 * as eight digits), or an ISO day or moment pasted in (its day is taken). '' for nothing
 * written; null for what names no day.
 */
export function readDayText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const iso = ISO_START.exec(trimmed);
  if (iso) return isoOf(iso[1] as string, iso[2] as string, iso[3] as string);
  const found = DAY_FIRST.exec(trimmed) ?? DAY_DIGITS.exec(trimmed);
  return found ? isoOf(found[3] as string, found[2] as string, found[1] as string) : null;
}

/** A day value (YYYY-MM-DD, or a moment that starts with one) as shown: DD-MM-YYYY. */
export function showDayText(value: string | null | undefined): string {
  const iso = value ? ISO_START.exec(value) : null;
  if (!iso) return '';
  const day = parseDateStrict(`${iso[1]}-${iso[2]}-${iso[3]}`, 'YYYY-MM-DD');
  return day ? showDate(day) : '';
}

/**
 * The text while a day is typed: the hyphens come by themselves after the day and the month,
 * so typing 08122026 reads 08-12-2026. Only when one character was typed at the end: a paste
 * or an edit inside the text stays as written.
 */
export function typedDayText(previous: string, next: string): string {
  if (next.length !== previous.length + 1 || !next.startsWith(previous)) return next;
  // A separator typed right after one that came by itself is not doubled; a dot or slash reads as a hyphen.
  if (/[-./ ]$/.test(next) && /^\d{1,2}(-\d{1,2})?-?$/.test(previous)) {
    return previous.endsWith('-') ? previous : `${previous}-`;
  }
  return /^\d{2}$|^\d{2}-\d{2}$/.test(next) ? `${next}-` : next;
}

/** Whether a day lies within the bounds (each YYYY-MM-DD or absent); ISO days compare as text. */
export function dayWithin(iso: string, min?: string | null, max?: string | null): boolean {
  return (!min || iso >= min.slice(0, 10)) && (!max || iso <= max.slice(0, 10));
}

/** A YYYY-MM-DD day as a local Date (that calendar day wherever the browser is), or undefined. */
export function dayAsDate(iso: string | null | undefined): Date | undefined {
  const day = iso ? ISO_START.exec(iso) : null;
  if (!day) return undefined;
  return parseDateStrict(`${day[1]}-${day[2]}-${day[3]}`, 'YYYY-MM-DD') ?? undefined;
}

/** A local Date as its YYYY-MM-DD day. */
export function dateAsDay(date: Date): string {
  return isoDay(date);
}

/** The time a person wrote: 24-hour H:mm, HH:mm, HHmm or HH.mm (seconds dropped). '' or null as above. */
export function readTimeText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const found = TIME.exec(trimmed);
  if (!found) return null;
  const hour = Number(found[1]);
  const minute = Number(found[2]);
  return hour <= 23 && minute <= 59 ? clock(hour, minute) : null;
}

/** Minutes after midnight as HH:mm, round the clock (1500 is 01:00). */
export function clockOfMinutes(minutes: number): string {
  const day = 24 * 60;
  const wrapped = ((minutes % day) + day) % day;
  return clock(Math.floor(wrapped / 60), wrapped % 60);
}

/** The text while a time is typed: the colon comes by itself after the hour, and is not doubled. */
export function typedTimeText(previous: string, next: string): string {
  if (next.length !== previous.length + 1 || !next.startsWith(previous)) return next;
  if (/^\d{1,2}:?$/.test(previous) && /[:.]$/.test(next))
    return /^\d{1,2}$/.test(previous) ? `${previous}:` : previous;
  return /^\d{2}$/.test(next) ? `${next}:` : next;
}

/** A time value (HH:mm or HH:mm:ss) as shown: HH:mm. */
export function showTimeText(value: string | null | undefined): string {
  return (value && readTimeText(value)) || '';
}

/** The day and time of a moment value (YYYY-MM-DDTHH:mm, as a datetime-local input gave). */
export function splitMoment(value: string | null | undefined): { day: string; time: string } {
  const found = value ? /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value) : null;
  return { day: found?.[1] ?? '', time: found?.[2] ?? '' };
}

/** A moment value from its day and time: YYYY-MM-DDTHH:mm, '' until both are given. */
export function joinMoment(day: string, time: string): string {
  return day && time ? `${day}T${time}` : '';
}
