import { fail, ok, type Result } from '../message.js';
import { isDayNumber, sortDays } from '../days.js';

/** Days between two consecutive visits lie between 1 and 6. */
export const DAYS_BETWEEN_MIN = 1;
export const DAYS_BETWEEN_MAX = 6;

/** One weekly visit frequency choice: either days-between or a list of day sets. */
export interface VisitFrequencyParameter {
  visitFrequency: number;
  daysBetweenTwoConsecutiveVisits: number | null;
  dayOfWeeks: number[][];
}

/** Choosing days-between clears the day sets. */
export function setDaysBetween(p: VisitFrequencyParameter, days: number | null): VisitFrequencyParameter {
  return { ...p, daysBetweenTwoConsecutiveVisits: days, dayOfWeeks: days === null ? p.dayOfWeeks : [] };
}

const setKey = (days: readonly number[]) => sortDays(days).join(',');

/**
 * Adds a day set (0 = Monday .. 6 = Sunday): only when it has as many distinct days as the visit
 * frequency; duplicates are ignored; adding clears days-between.
 */
export function addDaySet(
  p: VisitFrequencyParameter,
  days: readonly number[],
): Result<VisitFrequencyParameter> {
  if (!days.every(isDayNumber)) return fail('INVALID_DAY', 'form.invalidDayNumber');
  const set = sortDays(days);
  if (set.length !== p.visitFrequency) {
    return fail('DAY_SET_SIZE', 'form.daySetSize', { count: p.visitFrequency });
  }
  const exists = p.dayOfWeeks.some((d) => setKey(d) === setKey(set));
  return ok({
    ...p,
    daysBetweenTwoConsecutiveVisits: null,
    dayOfWeeks: exists ? p.dayOfWeeks : [...p.dayOfWeeks, set],
  });
}

export function removeDaySet(p: VisitFrequencyParameter, index: number): VisitFrequencyParameter {
  return { ...p, dayOfWeeks: p.dayOfWeeks.filter((_, i) => i !== index) };
}

/** A complete parameter: frequency 1..7 and either days-between 1..6 or valid day sets. */
export function validateVisitFrequency(p: VisitFrequencyParameter): Result<true> {
  if (!Number.isInteger(p.visitFrequency) || p.visitFrequency < 1 || p.visitFrequency > 7) {
    return fail('RANGE', 'form.range', { min: 1, max: 7 });
  }
  const between = p.daysBetweenTwoConsecutiveVisits;
  if (between !== null) {
    if (!Number.isInteger(between) || between < DAYS_BETWEEN_MIN || between > DAYS_BETWEEN_MAX) {
      return fail('RANGE', 'form.range', { min: DAYS_BETWEEN_MIN, max: DAYS_BETWEEN_MAX });
    }
    return ok(true);
  }
  if (p.dayOfWeeks.length === 0) return fail('REQUIRED', 'form.required');
  const bad = p.dayOfWeeks.find((d) => sortDays(d).length !== p.visitFrequency || !d.every(isDayNumber));
  return bad ? fail('DAY_SET_SIZE', 'form.daySetSize', { count: p.visitFrequency }) : ok(true);
}
