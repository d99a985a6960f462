import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';

/**
 * Every screen writes a day one way, day first with hyphens (DD-MM-YYYY, with HH:mm:ss when it
 * is a moment), in English and in Turkish: no 12/07/2026 beside 07/12/2026, no 12.07.2026.
 */

const screens = [
  '/daily-plan',
  '/data-management/orders',
  '/data-management/locations',
  '/data-management/vehicles',
  '/data-management/geofencing',
  '/data-management/data-upload',
  '/task-management',
  '/user-management/users',
  '/tracking/order-tracking',
];

/** A day written as digits and separators (10.07.2026, 7/12/2026, 2026-07-12, 12-07-2026). */
const DAY = /(?<![\w-])\d{1,4}([./-])\d{1,2}\1\d{1,4}(?![\w-])/g;
const CONVENTION = /^\d{2}-\d{2}-\d{4}$/;

/** The days the page shows, in its visible text and in its titles. */
async function daysShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const titles = Array.from(document.querySelectorAll('[title]')).map((el) => el.getAttribute('title'));
    return [document.body.innerText, ...titles].join('\n');
  });
  return [...text.matchAll(DAY)].map((m) => m[0]);
}

for (const language of ['en', 'tr'] as const) {
  test(`dates follow one convention on every screen (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, { language });
    const seen: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const days = await daysShown(page);
      const off = days.filter((day) => !CONVENTION.test(day));
      expect(off, `${path} in ${language}`).toEqual([]);
      seen.push(...days);
      if (path === '/daily-plan') {
        await page.screenshot({ path: `reports/screens/date-convention-daily-plan-${language}.png` });
      }
    }
    // The demo's plans and orders carry dates: the walk saw some.
    expect(seen.length).toBeGreaterThan(0);
  });
}
