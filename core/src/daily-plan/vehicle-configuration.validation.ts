import { fieldIssue, type FieldIssue } from './result.js';

const hhmmPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:mm time ("24:00" is 1440), or null when malformed. */
export function minutesOfDay(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const match = hhmmPattern.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export type VehicleConfigurationDraft = {
  readonly departureLocation?: unknown;
  readonly arrivalLocation?: unknown;
  readonly shiftStart?: string | null;
  readonly shiftEnd?: string | null;
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Configuration tab, per selected vehicle. */
export function validateVehicleConfiguration(draft: VehicleConfigurationDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(draft.departureLocation))
    issues.push(fieldIssue('departureLocation', 'dailyPlan.departureLocationRequired'));
  if (isBlank(draft.arrivalLocation))
    issues.push(fieldIssue('arrivalLocation', 'dailyPlan.arrivalLocationRequired'));
  const times = [
    ['shiftStart', draft.shiftStart, 'dailyPlan.shiftStartRequired'],
    ['shiftEnd', draft.shiftEnd, 'dailyPlan.shiftEndRequired'],
  ] as const;
  const minutes: Record<string, number> = {};
  for (const [field, value, requiredKey] of times) {
    if (value === undefined || value === null || value.trim() === '')
      issues.push(fieldIssue(field, requiredKey));
    else {
      const parsed = hhmmPattern.test(value) ? minutesOfDay(value) : null;
      if (parsed === null) issues.push(fieldIssue(field, 'dailyPlan.invalidTimeFormat'));
      else minutes[field] = parsed;
    }
  }
  const start = minutes['shiftStart'];
  const end = minutes['shiftEnd'];
  if (start !== undefined && end !== undefined && end <= start) {
    issues.push(fieldIssue('shiftEnd', 'dailyPlan.shiftEndAfterStart'));
  }
  return issues;
}

function normalisedName(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** A custom location needs a name unique against depot names and the other custom names. */
export function validateCustomLocationName(
  name: string | null | undefined,
  depotNames: readonly string[],
  otherCustomNames: readonly string[],
): FieldIssue[] {
  if (name === null || name === undefined || name.trim() === '') {
    return [fieldIssue('name', 'dailyPlan.locationNameRequired')];
  }
  const taken = [...depotNames, ...otherCustomNames].map(normalisedName);
  return taken.includes(normalisedName(name)) ? [fieldIssue('name', 'dailyPlan.locationNameUnique')] : [];
}

export const serveBeforeUpperBound = '24:00';

/**
 * serveBefore, when given, lies between the stop's end time (HH:mm, or a date-time whose time part
 * is used) and 24:00.
 */
export function validateStopServeBefore(
  serveBefore: string | null | undefined,
  stopEndTime: string,
): FieldIssue[] {
  if (serveBefore === null || serveBefore === undefined || serveBefore === '') return [];
  const timePart =
    /(\d{2}:\d{2})(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(stopEndTime)?.[1] ?? stopEndTime;
  const minTime = minutesOfDay(timePart) === null ? '00:00' : timePart;
  const value = minutesOfDay(serveBefore);
  const lower = minutesOfDay(minTime) ?? 0;
  if (value === null || value < lower || value > 24 * 60) {
    return [
      fieldIssue('serveBefore', 'dailyPlan.chooseTimeBetween', { minTime, maxTime: serveBeforeUpperBound }),
    ];
  }
  return [];
}
