import type { FastifyRequest } from 'fastify';

/**
 * The client's `TimezoneOffset` header: minutes in the JavaScript convention (UTC minus local,
 * so Istanbul, UTC+3, sends -180). Missing or unreadable: 0 (UTC). Bounded to ±14 hours.
 */
export function timezoneOffsetOf(request: Pick<FastifyRequest, 'headers'>): number {
  const raw = request.headers['timezoneoffset'];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isFinite(value) || Math.abs(value) > 14 * 60) return 0;
  return Math.round(value);
}

/** The client's calendar day (YYYY-MM-DD) of an instant, for grouping by day. */
export function localDay(instant: Date | string | number, offsetMinutes: number): string {
  const ms = new Date(instant).getTime() - offsetMinutes * 60_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC instants [start, end) of the client's calendar day `day` (YYYY-MM-DD). */
export function dayRange(day: string, offsetMinutes: number): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) + offsetMinutes * 60_000);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
