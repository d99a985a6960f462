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

/** The page's visible text and titles, and the days its date fields show. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const titles = Array.from(document.querySelectorAll('[title]')).map((el) => el.getAttribute('title'));
    const fields = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-date-field]')).map(
      (el) => el.value,
    );
    return [document.body.innerText, ...titles, ...fields].join('\n');
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

/** The calendar's words in each language: its first weekday (Monday) and a month. */
const CALENDAR = {
  en: { monday: /^Mo/, july: 'July', pick: 'Open calendar', start: 'Start date' },
  tr: { monday: /^Pt|^Pzt/, july: 'Temmuz', pick: 'Takvimi aç', start: 'Başlangıç tarihi' },
} as const;

for (const language of ['en', 'tr'] as const) {
  test(`a date field reads and writes DD-MM-YYYY, with a calendar in the language (${language})`, async ({
    page,
  }) => {
    const words = CALENDAR[language];
    await signIn(page, { language });
    await page.goto('/reporting/vehicle-trip-report');
    const start = page.getByLabel(words.start);
    // Typed by keyboard: the hyphens come by themselves.
    await start.click();
    await start.pressSequentially('12072026');
    await expect(start).toHaveValue('12-07-2026');
    // A day pasted as the API writes it reads day first once the field is left.
    await start.fill('2026-07-14');
    await start.blur();
    await expect(start).toHaveValue('14-07-2026');
    expect(await page.locator('input[type=date], input[type=datetime-local]').count()).toBe(0);

    // The calendar: opened from the keyboard, weeks from Monday, names in the language.
    await start.focus();
    await start.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('.rdp-weekday').first()).toHaveText(words.monday);
    await expect(calendar.locator('.rdp-caption_label').first()).toContainText(words.july);
    await expect(calendar.locator('.rdp-selected')).toHaveText('14');
    await page.screenshot({ path: `reports/screens/date-field-calendar-${language}.png` });
    // Arrow keys move by day, Enter picks: the day after the chosen one.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(start).toHaveValue('15-07-2026');
    await expect(start).toBeFocused();
    // Escape closes the calendar and leaves the day as it was.
    await page.getByRole('button', { name: words.pick }).first().click();
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expect(start).toHaveValue('15-07-2026');
    // A day that is no day is refused, and said so, and the field can be emptied.
    await start.fill('31-02-2026');
    await start.blur();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await start.fill('');
    await start.blur();
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  });
}
