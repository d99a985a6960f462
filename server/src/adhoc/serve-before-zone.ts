import { localMidnightMs } from '../solver/plan-clock.js';

const DAY_MINUTES = 24 * 60;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const hhmmOf = (minutes: number): string => {
  const clamped = Math.min(DAY_MINUTES, Math.max(0, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
};

/** Minutes the plan's time zone is ahead of UTC on the plan's day (Istanbul: 180). */
export function planZoneOffsetMinutes(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round((Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - localMidnightMs(day)) / 60_000);
}

/**
 * A serve-before time as the planner picked it on their clock (the TimezoneOffset header: UTC
 * minus local, in minutes), on the plan's clock, which the solver uses; kept within 00:00..24:00.
 */
export function serveBeforeOnPlanClock(hhmm: string, clientOffsetMinutes: number, day: string): string {
  return hhmmOf(minutesOf(hhmm) + clientOffsetMinutes + planZoneOffsetMinutes(day));
}

/** The reverse: a stored serve-before shown back on the planner's clock. */
export function serveBeforeOnClientClock(hhmm: string, clientOffsetMinutes: number, day: string): string {
  return hhmmOf(minutesOf(hhmm) - clientOffsetMinutes - planZoneOffsetMinutes(day));
}
