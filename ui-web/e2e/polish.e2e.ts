import { expect, test } from '@playwright/test';
import { typeDay } from './support/date-field.js';
import { signIn } from './support/session.js';

/**
 * Small things of the planner's day: the distribution center a record must name is marked
 * required in the form, and an empty Daily Plans grid says so once.
 */

for (const language of ['en', 'tr'] as const) {
  test(`the distribution center of a new vehicle is marked required (${language})`, async ({ page }) => {
    await signIn(page, { language });
    await page.goto('/data-management/vehicles');
    await page
      .getByRole('button', { name: language === 'en' ? '+ Add' : /Ekle/ })
      .first()
      .click();
    const form = page.getByRole('dialog');
    const center = form.locator('[data-field="distributionCenterId"]');
    await expect(center.locator('.field-required')).toHaveCount(1);
    await form.getByRole('button', { name: language === 'en' ? 'Save' : 'Kaydet' }).click();
    await expect(center.locator('.field-error')).toBeVisible();
    await page.screenshot({ path: `reports/screens/polish-vehicle-form-${language}.png` });
  });
}

test('an empty Daily Plans grid says "Data not found" once', async ({ page }) => {
  await signIn(page);
  await page.goto('/daily-plan');
  const grid = page.getByTestId('jobs-grid');
  await grid.locator('.ag-header-cell[col-id="jobRefNo"] .ag-header-cell-filter-button').click();
  const filtered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/jobs' && new URL(r.url()).searchParams.has('jobRefNo'),
  );
  await page.locator('.ag-filter-body input').first().fill(`NO-SUCH-JOB-${Date.now()}`);
  await filtered;
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-empty-note')).toBeVisible();
  await expect(page.locator('.ag-overlay-no-rows-wrapper:visible, .grid-empty:visible')).toHaveCount(0);
  await page.screenshot({ path: 'reports/screens/polish-daily-plans-empty-en.png' });
});

for (const language of ['en', 'tr'] as const) {
  test(`Task Management shows its headers whole (${language})`, async ({ page }) => {
    await signIn(page, { language });
    await page.goto('/task-management');
    const grid = page.getByTestId('territory-plans-grid');
    await expect(grid.locator('.ag-header-cell[col-id="depotName"] .ag-header-cell-text')).toBeVisible();
    const cut = await grid
      .locator('.ag-header-cell-text')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.getBoundingClientRect().width > 0 && cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
    expect(cut).toEqual([]);
    // Empty or not, the list raises no warning toast.
    await expect(page.locator('.toast-warning')).toHaveCount(0);
    await page.screenshot({ path: `reports/screens/polish-task-management-${language}.png` });
  });
}

test('an empty master-data list says so in the grid and raises no toast', async ({ page }) => {
  await signIn(page);
  await page.goto('/data-management/vehicles');
  const grid = page.getByTestId('grid');
  await grid.locator('.ag-header-cell[col-id="refNo"] .ag-header-cell-filter-button').click();
  const filtered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/vehicles' && new URL(r.url()).searchParams.has('refNo'),
  );
  await page.locator('.ag-filter-body input').first().fill(`NO-SUCH-VEHICLE-${Date.now()}`);
  await filtered;
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-empty-note')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('Settings keeps a custom tile server from being saved without its address', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/settings/')) saves++;
  });
  await page.getByRole('tab', { name: 'Mapping Settings' }).click();
  await page.locator('[data-field="mapProvider"] select').selectOption('xyz');
  const address = page.locator('[data-field="tileUrl"]');
  await address.locator('input').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(address.locator('.field-error')).toHaveText(
    'Enter the tile address of the custom tile server.',
  );
  await page.screenshot({ path: 'reports/screens/polish-settings-tile-en.png' });
  expect(saves).toBe(0);
});

for (const language of ['en', 'tr'] as const) {
  test(`a grid's date filter reads and picks days as the date fields do (${language})`, async ({ page }) => {
    await signIn(page, { language });
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders');
    await page.goto('/data-management/orders');
    await listed;
    const grid = page.getByTestId('grid');
    await grid.locator('.ag-header-cell[col-id="date"] .ag-header-cell-filter-button').click();
    const filter = page.locator('.ag-filter');
    const field = filter.getByRole('textbox', {
      name: language === 'en' ? 'Day to filter by' : 'Süzülecek gün',
    });
    await expect(field).toBeVisible();
    await expect(filter.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
    await expect(field).toHaveAttribute('placeholder', language === 'en' ? 'DD-MM-YYYY' : 'GG-AA-YYYY');
    const asked = (day: string) =>
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/orders' && new URL(r.url()).searchParams.get('date') === day,
      );
    const typed = asked('2026-03-14');
    await typeDay(field, '2026-03-14');
    await typed;
    await expect(field).toHaveValue('14-03-2026');
    // The calendar, in the page's language, picks a day without closing the filter.
    await field.focus();
    await field.press('Alt+ArrowDown');
    const calendar = page.locator('.day-calendar');
    await expect(calendar).toContainText(language === 'en' ? 'March' : 'Mart');
    const picked = asked('2026-03-15');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await picked;
    await expect(filter).toBeVisible();
    await expect(field).toHaveValue('15-03-2026');
    // Filtered to nothing, the grid says so once, in its own note and language.
    await expect(page.getByText('No Matching Rows')).toHaveCount(0);
    await expect(page.locator('.ag-overlay-panel:visible')).toHaveCount(0);
    await page.screenshot({ path: `reports/screens/polish-grid-date-filter-${language}.png` });
  });
}
