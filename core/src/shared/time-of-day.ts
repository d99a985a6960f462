/** Times of day as 'HH:mm' strings, the way shifts, time windows and pickers use them. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Serve-before may go up to the end of the day. */
export const END_OF_DAY = '24:00';
/** Time pickers step 15 minutes. */
export const TIME_PICKER_STEP_MINUTES = 15;

/** 'HH:mm' (or '24:00') to minutes after midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  if (text === END_OF_DAY) return 24 * 60;
  const m = TIME_PATTERN.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight to 'HH:mm' ('24:00' for the end of the day). */
export function formatTimeOfDay(minutes: number): string {
  const total = Math.max(0, Math.min(24 * 60, Math.round(minutes)));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** True when the time is inside [min, max] (all 'HH:mm'); false for malformed input. */
export function isTimeBetween(value: string, min: string, max: string): boolean {
  const v = parseTimeOfDay(value);
  const lo = parseTimeOfDay(min);
  const hi = parseTimeOfDay(max);
  return v !== null && lo !== null && hi !== null && v >= lo && v <= hi;
}

/** The choices of a time picker from `min` to `max` in steps of 15 minutes. */
export function timePickerOptions(min = '00:00', max = '23:45', step = TIME_PICKER_STEP_MINUTES): string[] {
  const lo = parseTimeOfDay(min) ?? 0;
  const hi = parseTimeOfDay(max) ?? 24 * 60 - step;
  const first = Math.ceil(lo / step) * step;
  const out: string[] = [];
  for (let t = first; t <= hi; t += step) out.push(formatTimeOfDay(t));
  return out;
}
