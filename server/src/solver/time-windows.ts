import type { TimeWindow } from '@rota/optimizer';
import { secondsOfTime } from './plan-clock.js';

/** A time-window constraint row (spec 02): `days` empty means every day, `date` set that day only. */
export interface DayWindowRow {
  start_time: string;
  end_time: string;
  date: string | null;
  days: number[];
}

/** The windows of the rows that apply on a day, as sorted intervals; null when none apply. */
export function windowsOnDay(
  rowsOfTarget: readonly DayWindowRow[],
  day: string,
  weekday: number,
): TimeWindow[] | null {
  const applying = rowsOfTarget.filter(
    (w) => (w.date === null || w.date === day) && (w.days.length === 0 || w.days.includes(weekday)),
  );
  if (applying.length === 0) return null;
  return normalise(
    applying.map((w) => ({ start: secondsOfTime(w.start_time), end: secondsOfTime(w.end_time) })),
  );
}

/** Sorted, disjoint union of intervals. */
export function normalise(windows: readonly TimeWindow[]): TimeWindow[] {
  const sorted = windows.filter((w) => w.end >= w.start).sort((a, b) => a.start - b.start);
  const out: TimeWindow[] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start <= last.end)
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, w.end) };
    else out.push({ ...w });
  }
  return out;
}

/**
 * The intersection of several window sets (null = no restriction). An empty intersection answers
 * an empty list: the order then has no time it can be served and stays unassigned with its reason.
 */
export function intersectWindows(sets: readonly (readonly TimeWindow[] | null)[]): TimeWindow[] | null {
  let current: TimeWindow[] | null = null;
  for (const set of sets) {
    if (set === null) continue;
    if (current === null) {
      current = normalise(set);
      continue;
    }
    const next: TimeWindow[] = [];
    for (const a of current) {
      for (const b of set) {
        const start = Math.max(a.start, b.start);
        const end = Math.min(a.end, b.end);
        if (end >= start) next.push({ start, end });
      }
    }
    current = normalise(next);
  }
  return current;
}
