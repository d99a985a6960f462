import { readFile } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';
import { today as operationToday } from './support/solved-job.js';
import { downloadTemplate, filled, look } from './support/templates.js';

/**
 * Data Upload in the browser against the real server: an Admin fills the downloaded Order
 * template, uploads it with one bad row (refused, that row's error shown, nothing stored),
 * fixes the row, uploads again (accepted), and finds the orders in the Orders grid and the
 * upload in History Data, whose Download gives back the uploaded sheet. With SCREENSHOTS_DIR
 * set, both upload pages are photographed at 1366x768 in English and Turkish.
 */

async function api<T>(page: Page, url: string): Promise<{ data: T; total: number }> {
  const { token } = (await page.evaluate(() => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}'))) as {
    token: string;
  };
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  const total = Number(response.headers()['x-total-count'] ?? NaN);
  return { data: ((await response.json()) as { data: T }).data, total };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an Admin uploads orders: a bad row refuses the file, the fixed file is stored and in history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { data: locations } = await api<{
    locationResultList: { refNo: string; distributionCenterId: number }[];
  }>(page, '/api/locations?pageSize=1');
  const location = locations.locationResultList[0];
  if (!location) throw new Error('the demo has no location');
  const stamp = Date.now();
  const ref = (n: number) => `0-E2E-UP-${stamp}-${n}`;
  const today = operationToday();
  const row = (n: number, date: string) => ({
    'Reference No': ref(n),
    Date: date,
    'Distribution center': location.distributionCenterId,
    Location: location.refNo,
    Amount: n,
  });

  await page.goto('/data-management/data-upload');
  await expect(page.getByRole('heading', { name: 'Data Upload', exact: true })).toBeVisible();
  const template = await downloadTemplate(page, 'Download the Order template', 'order_template.xlsx');
  const bad = await filled(template, [row(1, today), row(2, 'not a date'), row(3, today)]);

  const chooser = page.getByLabel('Choose the .xlsx file for Order');
  await chooser.setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: bad });
  await expect(page.getByText('orders.xlsx')).toBeVisible();
  await page.getByRole('button', { name: 'Upload All' }).click();

  const result = page.getByRole('article', { name: 'Order: orders.xlsx' });
  await expect(result).toHaveClass(/refused/);
  const report = result.getByRole('table', { name: 'Row report of Order' });
  await expect(report.getByRole('row')).toHaveCount(2);
  const problem = report.getByRole('row').nth(1).getByRole('cell');
  await expect(problem.nth(0)).toHaveText('3');
  await expect(problem.nth(1)).toHaveText('Date');
  await expect(problem.nth(2)).toHaveText('not a date');
  await expect(problem.nth(3)).not.toBeEmpty();
  await expect(result).toContainText('nothing was stored');
  await look(page, 'en-data-upload-refused');
  expect((await api(page, `/api/orders?refNo=0-E2E-UP-${stamp}&pageSize=10`)).total).toBe(0);

  // The fixed file: all three rows are stored.
  const good = await filled(template, [row(1, today), row(2, today), row(3, today)]);
  await chooser.setInputFiles({ name: 'orders-fixed.xlsx', mimeType: XLSX, buffer: good });
  await page.getByRole('button', { name: 'Upload All' }).click();
  const accepted = page.getByRole('article', { name: 'Order: orders-fixed.xlsx' });
  await expect(accepted).toHaveClass(/accepted/);
  await expect(accepted).toContainText('3 rows stored.');
  await look(page, 'en-data-upload-accepted');
  expect((await api(page, `/api/orders?refNo=0-E2E-UP-${stamp}&pageSize=10`)).total).toBe(3);

  await page.getByRole('tab', { name: 'History Data' }).click();
  const upload = page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'orders-fixed.xlsx' }) });
  await expect(upload).toHaveCount(1);
  await expect(upload.getByRole('gridcell', { name: 'SUCCESS' })).toBeVisible();
  await expect(upload.getByRole('gridcell', { name: 'order', exact: true })).toBeVisible();
  await look(page, 'en-data-upload-history');

  // Download gives back the very sheet that was uploaded, under its own name.
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download orders-fixed.xlsx', exact: true }).click(),
  ]);
  expect(kept.suggestedFilename()).toBe('orders-fixed.xlsx');
  const keptBytes = await readFile(await kept.path());
  expect(keptBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(Buffer.compare(keptBytes, good)).toBe(0);

  await page.goto('/data-management/orders');
  for (const n of [1, 2, 3]) await expect(page.locator(`[row-id="${ref(n)}"]`).first()).toBeVisible();
});

test('a dry run reports without storing anything', async ({ page }) => {
  await signIn(page);
  const { data } = await api<{ locationResultList: { refNo: string; distributionCenterId: number }[] }>(
    page,
    '/api/locations?pageSize=1',
  );
  const location = data.locationResultList[0];
  if (!location) throw new Error('the demo has no location');
  const stamp = Date.now();
  await page.goto('/data-management/data-upload');
  const template = await downloadTemplate(page, 'Download the Order template', 'order_template.xlsx');
  const file = await filled(template, [
    {
      'Reference No': `0-E2E-DRY-${stamp}`,
      Date: operationToday(),
      'Distribution center': location.distributionCenterId,
      Location: location.refNo,
    },
  ]);
  await page.getByLabel('Choose the .xlsx file for Order').setInputFiles({
    name: 'dry.xlsx',
    mimeType: XLSX,
    buffer: file,
  });
  await page.getByLabel('Check only (nothing is stored)').check();
  await page.getByRole('button', { name: 'Check All' }).click();
  const result = page.getByRole('article', { name: 'Order: dry.xlsx' });
  await expect(result).toHaveClass(/accepted/);
  await expect(result).toContainText('dry.xlsx: 1 row can be stored (nothing was written).');
  await look(page, 'en-data-upload-dry-run');
  expect((await api(page, `/api/orders?refNo=0-E2E-DRY-${stamp}&pageSize=10`)).total).toBe(0);
});

test('a file that is not .xlsx is not taken', async ({ page }) => {
  await signIn(page);
  await page.goto('/data-management/data-upload');
  await page.getByLabel('Choose the .xlsx file for Vehicle').setInputFiles({
    name: 'vehicles.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('refNo\nV1\n'),
  });
  await expect(page.getByRole('alert')).toHaveText('Only .xlsx files can be uploaded.');
  await expect(page.getByRole('button', { name: 'Upload All' })).toBeDisabled();
});

for (const language of ['en', 'tr'] as const) {
  test(`both upload pages open in ${language}`, async ({ page }) => {
    await signIn(page, { language });
    await page.goto('/data-management/data-upload');
    await expect(page.locator('h1.page-title')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.locator('.upload-item')).toHaveCount(6);
    await expect(page.locator('body')).not.toContainText(/masterData\.|uploadsUi\./);
    await look(page, `${language}-data-upload`);
    await page.getByRole('tab').nth(1).click();
    await expect(page.locator('.ag-header-cell-text').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/masterData\.|uploadsUi\.|grid\./);
    await look(page, `${language}-data-upload-history`);
    await page.goto('/territory-planning/territory-data-upload');
    await expect(page.locator('.upload-item')).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText(/masterData\.|uploadsUi\./);
    await look(page, `${language}-territory-data-upload`);
  });
}

function headers(workbook: ExcelJS.Workbook): string[] {
  const out: string[] = [];
  workbook.worksheets[0]?.getRow(1).eachCell((cell) => out.push(String(cell.value)));
  return out;
}

test("templates follow the user's role and language", async ({ page }) => {
  await signIn(page, { language: 'en', email: 'dc1@demo.rota' });
  await page.goto('/data-management/data-upload');
  const own = headers(await downloadTemplate(page, 'Download the Order template', 'order_template.xlsx'));
  expect(own).toContain('Reference No');
  expect(own).not.toContain('Distribution center');

  await signIn(page, { language: 'tr' });
  await page.goto('/data-management/data-upload');
  const turkish = headers(await downloadTemplate(page, 'Sipariş şablonunu indir', 'order_template_tr.xlsx'));
  expect(turkish).toContain('Referans No');
  expect(turkish).toContain('Dağıtım merkezi');
});
