import { expect, test, type Page } from '@playwright/test';
import { ROLES } from '@rota/core/auth';
import { navigation } from '../src/layout/navigation.js';
import { signIn } from './support/session.js';
import { ENGLISH_DATE_WORDS, englishOnlyTexts } from './support/english-texts.js';
import { dateFieldProblems, unstyledControls, visibleTexts } from './support/screen-texts.js';

/**
 * A walk over every screen of the sidebar, as an Admin: in Turkish at 1366×768 (its longer labels
 * on the smaller screen), no English label shows (the English catalogs' labels whose Turkish
 * differs, and English date words); in English at 1920×1080 and in Turkish, no form control is
 * drawn as the browser draws it unstyled, no date or time input is the browser's own (it follows
 * the browser's locale: 12/08/2026, 02:30 PM), and every date field reads DD-MM-YYYY, also once a
 * day is pasted into it as the API writes it. Each screen is photographed for review under
 * reports/screens/ at both sizes.
 */

// Role names are the names of role records (the spec's five, and any an Admin adds): data, not labels.
const roleNames = new Set<string>(Object.values(ROLES));
const english = new Set([...englishOnlyTexts()].filter((text) => !roleNames.has(text)));
const screens = navigation.flatMap((area) => area.entries.map((entry) => entry.path));

async function settled(page: Page): Promise<void> {
  await page.locator('main, .app-main, #root').first().waitFor();
  await expect(page.locator('[aria-busy="true"], .ag-overlay-loading-center')).toHaveCount(0);
  await page.waitForTimeout(300);
}

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const walks = [
  { language: 'tr', size: SIZES[0] },
  { language: 'en', size: SIZES[1] },
] as const;

/** A day pasted into each empty date field as the API writes it must show as DD-MM-YYYY. */
async function pastedDayProblems(page: Page): Promise<string[]> {
  const empty = page.locator('input[data-date-field]:visible:not(:disabled)');
  for (let i = 0; i < (await empty.count()); i++) {
    const field = empty.nth(i);
    if ((await field.inputValue()) !== '') continue;
    await field.fill('2026-07-12');
    await field.blur();
  }
  return dateFieldProblems(page);
}

/** Photographs the screen at each size, the walk's own last, so the walk goes on at its size. */
async function photograph(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  for (const other of [...SIZES.filter((s) => s.width !== size.width), size]) {
    await page.setViewportSize(other);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `reports/screens/walk-${name}-${other.width}.png` });
  }
}

for (const { language, size } of walks) {
  test(`every screen in ${language === 'tr' ? 'Turkish shows no English' : 'English'}, with styled controls, at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, { language });
    await page.setViewportSize(size);
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await settled(page);
      if (language === 'tr') {
        const found = (await visibleTexts(page)).filter(
          (text) => english.has(text) || ENGLISH_DATE_WORDS.test(text),
        );
        for (const text of found) problems.push(`${path}: English "${text}"`);
      }
      for (const control of await unstyledControls(page)) problems.push(`${path}: unstyled ${control}`);
      for (const input of await pastedDayProblems(page)) problems.push(`${path}: ${input}`);
      const name = path.split('/').filter(Boolean).join('-');
      await photograph(page, `${name}-${language}`, size);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
