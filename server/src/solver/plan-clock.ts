import { processSettings } from '../config.js';

/**
 * Plan times: the optimizer counts seconds from the local midnight of the plan's day; the
 * database keeps instants. The operation's time zone comes from ROTA_TIME_ZONE (default the
 * demo operation's, Europe/Istanbul).
 */
export const PLAN_TIME_ZONE = processSettings().timeZone;

/** Offset of a time zone from UTC at an instant, in minutes (Istanbul: +180). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant (ms since epoch) of local midnight of a 'YYYY-MM-DD' day. */
export function localMidnightMs(day: string, timeZone = PLAN_TIME_ZONE): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const offset = zoneOffsetMinutes(new Date(utcMidnight + 12 * 3_600_000), timeZone);
  return utcMidnight - offset * 60_000;
}

/** Today's 'YYYY-MM-DD' in the operation's time zone. */
export function localToday(now: Date = new Date(), timeZone = PLAN_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** 'HH:mm' or 'HH:mm:ss' to seconds from midnight. */
export function secondsOfTime(text: string): number {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** Seconds from midnight to 'HH:mm'. */
export function timeOfSeconds(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
