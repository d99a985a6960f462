import { expect, test, type Page } from '@playwright/test';
import { ROLES } from '@rota/core/auth';
import { navigation } from '../src/layout/navigation.js';
import { signIn } from './support/session.js';
import { ENGLISH_DATE_WORDS, englishOnlyTexts } from './support/english-texts.js';
import { unstyledControls, visibleTexts } from './support/screen-texts.js';

/**
 * A walk over every screen of the sidebar, as an Admin: in Turkish at 1366×768 (its longer labels
 * on the smaller screen), no English label shows (the English catalogs' labels whose Turkish
 * differs, and English date words); in English at 1920×1080 and in Turkish, no form control is
 * drawn as the browser draws it unstyled. Each screen is photographed for review under
 * reports/screens/.
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

const walks = [
  { language: 'tr', size: { width: 1366, height: 768 } },
  { language: 'en', size: { width: 1920, height: 1080 } },
] as const;

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
      const name = path.split('/').filter(Boolean).join('-');
      await page.screenshot({ path: `reports/screens/walk-${name}-${language}-${size.width}.png` });
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
