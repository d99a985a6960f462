import type { Locator } from '@playwright/test';

/** A day as the back office shows it: YYYY-MM-DD → DD-MM-YYYY. */
export function dayFirst(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** Types a day into a date field as a person does: empties it, writes DD-MM-YYYY, moves on. */
export async function typeDay(field: Locator, iso: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(dayFirst(iso));
  await field.press('Tab');
}

/** Types a 24-hour time (HH:mm) into a time field as a person does. */
export async function typeTime(field: Locator, time: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(time);
  await field.press('Tab');
}
