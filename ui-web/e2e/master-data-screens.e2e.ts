import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';

/**
 * Every master-data grid screen of spec 02 §2 opens in English and in Turkish with its title,
 * its tabs and translated column headers (no raw message keys). With SCREENSHOTS_DIR set, each
 * screen is also photographed at 1366x768 for a look by eye.
 */

const SCREENS: { path: string; tabs: number }[] = [
  { path: '/data-management/cargo-types', tabs: 0 },
  { path: '/data-management/operation-types', tabs: 0 },
  { path: '/data-management/locations', tabs: 4 },
  { path: '/data-management/orders', tabs: 0 },
  { path: '/data-management/vehicles', tabs: 2 },
  { path: '/data-management/drivers', tabs: 0 },
  { path: '/data-management/constraints/time-window-constraints', tabs: 2 },
  { path: '/data-management/constraints/vehicle-availability-constraints', tabs: 2 },
  { path: '/data-management/distribution-center', tabs: 2 },
];

async function look(page: Page, name: string) {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

for (const language of ['en', 'tr'] as const) {
  test(`every master-data screen opens in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, { language });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.locator('h1.page-title')).toBeVisible();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(screen.tabs);
      const count = Math.max(1, screen.tabs);
      for (let i = 0; i < count; i++) {
        if (screen.tabs) await tabs.nth(i).click();
        const headers = page.locator('.ag-header-cell-text').filter({ hasText: /\S/ });
        await expect(page.getByTestId('map').or(headers.first())).toBeVisible();
        await page.waitForTimeout(600);
        for (const text of await headers.allInnerTexts()) expect(text).not.toMatch(/^(masterData|grid)\./);
        await expect(page.locator('h1.page-title')).not.toContainText('masterData.');
        await look(page, `${language}-${screen.path.split('/').pop()}-${i}`);
      }
    }
  });
}
