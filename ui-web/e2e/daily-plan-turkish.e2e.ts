import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';
import { solvedJob } from './support/solved-job.js';
import { ENGLISH_DATE_WORDS, englishOnlyTexts } from './support/english-texts.js';
import { visibleTexts } from './support/screen-texts.js';

/**
 * In Turkish, the daily-plan and dashboard screens show no English: every visible text, label,
 * title and placeholder is compared with the English catalog's labels (those whose Turkish
 * differs) and with English date and duration words. Names and data are not labels and pass.
 */

const english = englishOnlyTexts();

async function expectNoEnglish(page: Page, screen: string) {
  await expect(page.locator('[aria-busy="true"], .ag-overlay-loading-center')).toHaveCount(0);
  await page.waitForTimeout(300);
  const texts = await visibleTexts(page);
  const found = texts.filter((text) => english.has(text) || ENGLISH_DATE_WORDS.test(text));
  expect(found, `English on ${screen}`).toEqual([]);
}

test('the daily-plan screens speak Turkish only', async ({ page }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(15_000);
  await signIn(page, { language: 'tr' });
  const refNo = await solvedJob(page, `E2E-TR-${Date.now()}`);

  await expectNoEnglish(page, 'dashboard');

  await page.goto('/daily-plan');
  await expect(page.locator(`[row-id="${refNo}"]`)).toBeVisible();
  await expectNoEnglish(page, 'daily plans');

  await page.getByRole('toolbar').first().getByRole('button', { name: 'Özet' }).click();
  await expectNoEnglish(page, 'daily plans summary');

  await page.getByRole('toolbar').first().getByRole('button', { name: 'Ekle' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const centers = dialog.locator('select').first();
  await expect(centers.locator('option')).not.toHaveCount(1);
  await centers.selectOption({ index: 1 });
  await dialog.getByLabel('Referans Numarası').fill('TR-CHECK');
  for (const tab of ['İş', 'Siparişler', 'Araçlar', 'Yapılandırma', 'Parametreler']) {
    await dialog.getByRole('tab', { name: tab, exact: true }).click();
    await expectNoEnglish(page, `job modal, ${tab}`);
  }
  await page.keyboard.press('Escape');

  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
  await expect(page.getByTestId('map').locator('.rota-pin').first()).toBeVisible();
  await expectNoEnglish(page, 'job result');
  // Pins of nearby stops may overlap: whichever is on top opens.
  await page.getByTestId('map').locator('.rota-pin').nth(1).click({ force: true });
  await expect(page.getByTestId('stop-panel')).toBeVisible();
  await expectNoEnglish(page, 'stop panel');
  await page.screenshot({ path: 'reports/e2e-result-stop-tr.png' });
  await page.getByRole('button', { name: 'Plan istatistikleri' }).click();
  await expectNoEnglish(page, 'plan stats');
  for (const tab of await page.getByRole('tablist').getByRole('tab').all()) {
    await tab.click();
    await expectNoEnglish(page, `versions, ${await tab.innerText()}`);
    // The comparison opens over the page: closed again before the next tab.
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: 'Kapat', exact: true }).first().click();
      await expect(dialog).toBeHidden();
    }
  }
  await page.getByRole('button', { name: 'Reddet', exact: true }).click();
  await expectNoEnglish(page, 'discard confirmation');
  await page.keyboard.press('Escape');

  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/summary`);
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await expectNoEnglish(page, 'job summary');
  await page.screenshot({ path: 'reports/e2e-summary-tr.png' });
  await page.getByRole('tab').nth(1).click();
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await expectNoEnglish(page, 'job detail');
});
