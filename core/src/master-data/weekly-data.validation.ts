import { WEEK_DAY_KEYS, joinList, sortDays, splitList } from '../shared/days.js';
import { parseTimeOfDay } from '../shared/time-of-day.js';
import type { FieldProblem } from './master-data.validation.js';
import type { LocationWeeklyData } from './location.schema.js';

/** The day numbers (0 = Monday) whose visit flag is set. */
export function visitDays(row: Partial<LocationWeeklyData>): number[] {
  return WEEK_DAY_KEYS.flatMap((day, i) => (row[`${day}Visit`] === true ? [i] : []));
}

/** weeklyVisits as it travels: the visit day numbers comma-joined in Monday-to-Sunday order. */
export function weeklyVisitsText(days: readonly number[]): string {
  return joinList(sortDays(days));
}

export function parseWeeklyVisits(text: string | null | undefined): number[] {
  return sortDays(splitList(text).map(Number));
}

/**
 * Weekly planning data: a frequency of 0 to 7 visits; when visit days are chosen their number
 * equals the frequency; every visit day with a time window has start before end.
 */
export function validateWeeklyData(row: LocationWeeklyData): FieldProblem[] {
  const out: FieldProblem[] = [];
  const freq = row.weeklyVisitFrequency;
  if (!Number.isInteger(freq) || freq < 0 || freq > 7) {
    out.push({ field: 'weeklyVisitFrequency', messageKey: 'form.range', params: { min: 0, max: 7 } });
    return out;
  }
  const days = visitDays(row);
  if (days.length > 0 && days.length !== freq) {
    out.push({ field: 'weeklyVisitFrequency', messageKey: 'form.daySetSize', params: { count: freq } });
  }
  for (const day of WEEK_DAY_KEYS) {
    const start = row[`${day}TwStart`];
    const end = row[`${day}TwEnd`];
    if (!start && !end) continue;
    const s = start ? parseTimeOfDay(start) : null;
    const e = end ? parseTimeOfDay(end) : null;
    if (s === null || e === null)
      out.push({ field: `${day}TwStart`, messageKey: 'masterData.invalidTimeFormat' });
    else if (e <= s) out.push({ field: `${day}TwEnd`, messageKey: 'masterData.timeWindowOrder' });
  }
  return out;
}
