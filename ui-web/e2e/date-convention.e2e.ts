import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';
import { queueJob } from './support/solved-job.js';

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
  '/tracking/sensor-tracking',
  '/reporting/vehicle-trip-report',
];

/** A day written as digits and separators (10.07.2026, 7/12/2026, 2026-07-12, 12-07-2026). */
const DAY = /(?<![\w-])\d{1,4}([./-])\d{1,2}\1\d{1,4}(?![\w-])/g;
const CONVENTION = /^\d{2}-\d{2}-\d{4}$/;

/** Waits until the screen has drawn: its grid's rows or its empty note, or no grid at all. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main, .app-main, #root').first().waitFor();
  const grid = page.locator('.ag-root');
  if (await grid.count()) {
    await page
      .locator('.ag-row, .ag-overlay-no-rows-wrapper, .ag-overlay-no-rows-center')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
  }
  await page.waitForTimeout(500);
}

/** The page's visible text and titles. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const titles = Array.from(document.querySelectorAll('[title]')).map((el) => el.getAttribute('title'));
    return [document.body.innerText, ...titles].join('\n');
  });
}

/** The days the page shows; a grid is scrolled across, since it draws only the columns in view. */
async function daysShown(page: Page): Promise<string[]> {
  const texts = [await shownText(page)];
  const scrollers = page.locator('.ag-body-horizontal-scroll-viewport');
  for (let i = 0; i < (await scrollers.count()); i++) {
    const scroller = scrollers.nth(i);
    const width = await scroller.evaluate((el) => el.scrollWidth);
    for (let left = 300; left <= width; left += 300) {
      await scroller.evaluate((el, x) => {
        el.scrollLeft = x;
        el.dispatchEvent(new Event('scroll'));
      }, left);
      await page.waitForTimeout(150);
      texts.push(await shownText(page));
    }
  }
  return [...texts.join('\n').matchAll(DAY)].map((m) => m[0]);
}

for (const language of ['en', 'tr'] as const) {
  test(`dates follow one convention on every screen (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, { language });
    // A plan of the day, so the Daily Plans grid shows its created, task and start dates.
    await queueJob(page, `DATES-${language.toUpperCase()}-${Date.now() % 100000}`, {
      orders: 2,
      vehicles: 1,
    });
    const seen: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await settled(page);
      const days = await daysShown(page);
      const off = days.filter((day) => !CONVENTION.test(day));
      expect(off, `${path} in ${language}`).toEqual([]);
      seen.push(...days);
      const name = path.split('/').filter(Boolean).join('-');
      await page.screenshot({ path: `reports/screens/dates-${name}-${language}.png` });
      if (path === '/daily-plan') expect(days.length, 'the plan queued shows its dates').toBeGreaterThan(0);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
}
