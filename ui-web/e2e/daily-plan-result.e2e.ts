import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, token } from './support/session.js';
import { solvedJob } from './support/solved-job.js';

/**
 * The result page of a solved job at 1366x768, offline: the map shows the shipped base layer and
 * fits the routes, a clicked stop and Plan stats open in view, Discard asks first, and the Job
 * Summary export holds numbers and dates.
 */

const VIEWPORT = { width: 1366, height: 768 };

async function expectInViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'the panel has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height + 0.5);
}

async function openResult(page: Page, refNo: string) {
  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
  await expect(page.getByTestId('job-id')).toContainText(refNo);
}

test('a planner reviews a solved job on the offline map, opens a stop and Plan stats in view, and is asked before discarding', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const refNo = await solvedJob(page, `E2E-RESULT-${Date.now()}`);
  await openResult(page, refNo);

  // The shipped base layer: land drawn under the (unreachable) tiles, district names, attribution.
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-base', 'fallback', { timeout: 20_000 });
  await expect(map.locator('.leaflet-rota-fallback-pane path').first()).toBeAttached();
  await expect(map.locator('.rota-district', { hasText: 'Kadıköy' })).toBeAttached();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  // The view fits the routes: every stop's pin lies inside the map.
  const pins = map.locator('.rota-pin');
  await expect(pins.first()).toBeVisible();
  const frame = await map.boundingBox();
  expect(frame).not.toBeNull();
  for (const pin of await pins.all()) {
    const box = await pin.boundingBox();
    if (!box || !frame) continue;
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(frame.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  }
  await page.screenshot({ path: 'reports/e2e-result-en.png' });

  // A stop clicked on the map opens its details in view.
  // Pins of nearby stops may overlap: whichever is on top opens.
  await pins.nth(1).click({ force: true });
  const stop = page.getByTestId('stop-panel');
  await expectInViewport(stop);
  await expect(stop.getByText('Order Information')).toBeVisible();
  await page.screenshot({ path: 'reports/e2e-result-stop-en.png' });

  // Plan stats replaces it, also in view, and after scrolling down to the timeline.
  await page.getByRole('button', { name: 'Plan stats' }).click();
  await expect(stop).toBeHidden();
  await expectInViewport(page.getByTestId('plan-stats'));
  // Weight (kg), volume (m³) and amount (items) are numbers side by side, not shares of one pie.
  await expect(page.getByTestId('plan-stats').locator('.highcharts-container')).toHaveCount(0);
  await expect(page.getByTestId('plan-stats').locator('.stat-card')).toHaveCount(7);
  await page.mouse.wheel(0, 2000);
  await expectInViewport(page.getByTestId('plan-stats'));
  await page.getByTestId('plan-stats').getByRole('button', { name: 'Close' }).click();

  // Discard asks first and says what it discards; No keeps the plan.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard the plan?' });
  await expect(confirm).toContainText(`Discard the plan of job ${refNo} (v1)?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Go Live' })).toBeVisible();

  // Solved again: one live progress indicator with the solver's count, then the new version.
  const rerun = await page.request.put('/api/jobs/rerun', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { jobRefNo: refNo },
  });
  expect(rerun.ok(), await rerun.text()).toBe(true);
  const progress = page.getByRole('status').filter({ hasText: /orders not yet planned/ });
  await expect(progress).toHaveCount(1, { timeout: 20_000 });
  await expect(progress).toContainText(/Solving: \d+ s, \d+ vehicles, \d+ of \d+ orders not yet planned\./);
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('job-id')).toContainText(`${refNo} (v2)`);

  // The Job Summary export: numbers as numbers, arrivals as dates.
  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/summary`);
  await expect(page.locator('.ag-row').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([
    'Arrival',
    'Departure',
    'Locations',
    'Orders',
    'Plate',
    'Service Duration (min)',
    'Total Distance (km)',
    'Total Duration (min)',
    'Travel Duration (min)',
    'Waiting Duration (min)',
  ]);
  const row = sheet?.getRow(2);
  expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.Date);
  expect(row?.getCell(2).type).toBe(ExcelJS.ValueType.Date);
  for (const column of [3, 4, 6, 7, 8]) expect(row?.getCell(column).type).toBe(ExcelJS.ValueType.Number);
  expect(row?.getCell(5).type).toBe(ExcelJS.ValueType.String);
});
