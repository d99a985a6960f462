import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.js';
import { solvedJob } from './support/solved-job.js';

/**
 * The Daily Plans export writes what the grid's filter selects, with typed cells: read back with
 * exceljs, counts are numbers and job start and end are dates.
 */
test('the Daily Plans export holds the filtered jobs, numbers as numbers and times as dates', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const stamp = Date.now();
  const kept = await solvedJob(page, `EXP-KEEP-${stamp}`, { orders: 8, vehicles: 2 });
  await solvedJob(page, `EXP-OTHER-${stamp}`, { orders: 6, vehicles: 1 });
  await page.goto('/daily-plan');
  const grid = page.getByTestId('jobs-grid');
  await expect(grid.locator(`[row-id="${kept}"]`)).toBeVisible();

  // Filter Job Ref No to the one job.
  await grid.locator('.ag-header-cell[col-id="jobRefNo"] .ag-header-cell-filter-button').click();
  const filtered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/jobs' && new URL(r.url()).searchParams.has('jobRefNo'),
  );
  await page.locator('.ag-filter-body input').first().fill(kept);
  await filtered;
  await page.keyboard.press('Escape');
  await expect(grid.locator('.ag-row[row-id]')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Daily Plans_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path()) ?? '');
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(2);
  const headers = (sheet?.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (header: string) => sheet?.getRow(2).getCell(headers.indexOf(header) + 1);
  expect(cell('Job Ref No')?.value).toBe(kept);
  expect(cell('Orders')?.type).toBe(ExcelJS.ValueType.Number);
  expect(cell('Orders')?.value).toBe(8);
  expect(cell('Run Time (s)')?.type).toBe(ExcelJS.ValueType.Number);
  expect(cell('Started At')?.type).toBe(ExcelJS.ValueType.Date);
  expect(cell('End Date')?.type).toBe(ExcelJS.ValueType.Date);
});
