/** Day numbers 0 = Monday to 6 = Sunday; lists keep Monday to Sunday order. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4] as const;
export const WEEKEND_NUMBERS = [5, 6] as const;
/** Field-name prefixes of the per-weekday columns (mondayVisit, mondayTwStart, ...). */
export const WEEK_DAY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDayKey = (typeof WEEK_DAY_KEYS)[number];

export function isDayNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

export function isWeekday(day: number): boolean {
  return day >= 0 && day <= 4;
}

export function isWeekend(day: number): boolean {
  return day === 5 || day === 6;
}

/** Distinct days sorted Monday to Sunday; out-of-range values are dropped. */
export function sortDays(days: readonly number[]): number[] {
  return [...new Set(days.filter(isDayNumber))].sort((a, b) => a - b);
}

/** Day names sorted Monday to Sunday; unknown names are dropped. */
export function sortDayNames(names: readonly string[]): WeekDay[] {
  const known = names.filter((n): n is WeekDay => (WEEK_DAYS as readonly string[]).includes(n));
  return sortDays(known.map((n) => WEEK_DAYS.indexOf(n))).map((i) => WEEK_DAYS[i] as WeekDay);
}

/** Days of month 1 to 31, distinct and sorted numerically. */
export function sortDaysOfMonth(days: readonly number[]): number[] {
  return [...new Set(days.filter((d) => Number.isInteger(d) && d >= 1 && d <= 31))].sort((a, b) => a - b);
}

/** Comma-joined lists on the wire, arrays in forms. */
export function joinList(values: readonly (string | number)[]): string {
  return values.join(',');
}

export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The JS Date weekday (0 = Sunday) as the product's day number (0 = Monday). */
export function dayNumberOf(date: Date): number {
  return (date.getDay() + 6) % 7;
}
