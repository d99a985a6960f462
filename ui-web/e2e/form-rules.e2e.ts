import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData, signIn } from './support/session.js';

/**
 * Rules across fields are shown on the field before anything is sent (the declaration the
 * server enforces); a refusal of the server is shown once, under the field it names, with no
 * stack of toasts and no validation library's wording.
 */

async function pickFirst(select: Locator) {
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
}

/** Counts the writes the page sends to an API path. */
function writesTo(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(`/api/${path}`))
      seen.count++;
  });
  return seen;
}

const fieldError = (form: Locator, field: string) => form.locator(`[data-field="${field}"] .field-error`);

test('shift end before start is shown on the shift end and nothing is sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/data-management/vehicles');
  const writes = writesTo(page, 'vehicles');
  await page.getByRole('button', { name: '+ Add' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Reference No/).fill(`0-E2E-SHIFT-${Date.now()}`);
  await form.getByLabel(/^Plate/).fill('34 RUL 01');
  await pickFirst(form.getByLabel(/^Vehicle type/));
  await pickFirst(form.getByLabel(/^Departure location/));
  await pickFirst(form.getByLabel(/^Arrival location/));
  await form.getByLabel(/^Shift start/).fill('17:00');
  await form.getByLabel(/^Shift end/).fill('08:00');
  await form.getByLabel(/^Shift end/).blur();
  await expect(fieldError(form, 'shiftEnd')).toHaveText('Shift end must be after shift start');
  await page.screenshot({ path: 'reports/screens/form-rules-shift-en.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(form, 'shiftEnd')).toHaveText('Shift end must be after shift start');
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(writes.count).toBe(0);
  await form.getByLabel(/^Shift end/).fill('18:00');
  await expect(fieldError(form, 'shiftEnd')).toHaveCount(0);
});

test('in Turkish: serve before ahead of serve after is shown on the field in Turkish', async ({ page }) => {
  await signIn(page, { language: 'tr' });
  await page.goto('/data-management/orders');
  const writes = writesTo(page, 'orders');
  await page.getByRole('button', { name: /Ekle/ }).first().click();
  const form = page.getByRole('dialog');
  await form.locator('[data-field="serveAfter"] input').fill('12:00');
  await form.locator('[data-field="serveBefore"] input').fill('09:00');
  await form.locator('[data-field="serveBefore"] input').blur();
  await expect(fieldError(form, 'serveBefore')).toHaveCount(1);
  await expect(fieldError(form, 'serveBefore')).not.toHaveText(/serve|Invalid/i);
  await page.screenshot({ path: 'reports/screens/form-rules-serve-tr.png' });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(writes.count).toBe(0);
});

test('a refusal of the server is shown once, under the field it names', async ({ page }) => {
  await signIn(page);
  const vehicles = await apiData<{ vehicleResultList: { refNo: string }[] }>(page, 'vehicles?pageSize=1');
  const taken = vehicles.vehicleResultList[0]?.refNo;
  if (!taken) throw new Error('the demo has no vehicle');
  await page.goto('/data-management/vehicles');
  await page.getByRole('button', { name: '+ Add' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Reference No/).fill(taken);
  await form.getByLabel(/^Plate/).fill(`34 RUL ${Date.now() % 1000}`);
  await pickFirst(form.getByLabel(/^Vehicle type/));
  await pickFirst(form.getByLabel(/^Departure location/));
  await pickFirst(form.getByLabel(/^Arrival location/));
  await form.getByLabel(/^Shift start/).fill('08:00');
  await form.getByLabel(/^Shift end/).fill('17:00');
  await pickFirst(form.getByLabel(/^Distribution center/));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(form, 'refNo')).toBeVisible();
  await page.screenshot({ path: 'reports/screens/form-rules-refusal-en.png' });
  expect(await page.locator('.toast').count()).toBeLessThanOrEqual(1);
  await expect(page.getByText(/Please try again later/)).toHaveCount(0);
  await expect(page.getByText(/Invalid input|expected string|received undefined/)).toHaveCount(0);
});
