import {
  joinList,
  sortDays,
  sortDaysOfMonth,
  splitList,
  WEEKDAY_NUMBERS,
  WEEKEND_NUMBERS,
} from '../shared/days.js';

/** Weekday is Monday to Friday, Weekend Saturday and Sunday (day numbers 0 Monday .. 6 Sunday). */
export type DayPreset = 'Weekday' | 'Weekend';

export function presetDays(preset: DayPreset): number[] {
  return preset === 'Weekday' ? [...WEEKDAY_NUMBERS] : [...WEEKEND_NUMBERS];
}

/** Whether every day of a preset is chosen (its switch shows on). */
export function isPresetSelected(days: readonly number[], preset: DayPreset): boolean {
  return presetDays(preset).every((day) => days.includes(day));
}

/** Toggle a preset: all its days off when all were on, else all on; Monday to Sunday order kept. */
export function togglePreset(days: readonly number[], preset: DayPreset): number[] {
  const preset_ = presetDays(preset);
  return isPresetSelected(days, preset)
    ? sortDays(days.filter((day) => !preset_.includes(day)))
    : sortDays([...days, ...preset_]);
}

/** "4,0,2" -> [0, 2, 4]: days of week keep Monday to Sunday order. */
export function parseDaysOfWeek(text: string | null | undefined): number[] {
  return sortDays(splitList(text).map(Number));
}

export function formatDaysOfWeek(days: readonly number[]): string {
  return joinList(sortDays(days));
}

/** "15,3,1" -> [1, 3, 15]: days of month sorted numerically. */
export function parseDaysOfMonth(text: string | null | undefined): number[] {
  return sortDaysOfMonth(splitList(text).map(Number));
}

export function formatDaysOfMonth(days: readonly number[]): string {
  return joinList(sortDaysOfMonth(days));
}
