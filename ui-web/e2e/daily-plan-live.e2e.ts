import { expect, test } from '@playwright/test';
import { signIn } from './support/session.js';
import { queueJob } from './support/solved-job.js';

/**
 * The jobs grid while a job solves, in Turkish at 1366x768: the solving row shows the solver's
 * live progress (its count of planned orders), and the finished row's result comes in the
 * reader's language from the hub's message key, not the server's English text.
 */

test("a solving job's row shows its live progress, and its result in Turkish", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, { language: 'tr' });
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs' && r.ok());
  await page.goto('/daily-plan');
  await listed;
  const grid = page.getByTestId('jobs-grid');
  await expect(grid.locator('.ag-header-cell').first()).toBeVisible();

  // A minute at most: long enough to watch it solve, the search may stop sooner once converged.
  const { refNo, orderCount } = await queueJob(page, `LIVE-${Date.now()}`, {
    vehicles: 10,
    minutes: 1,
    language: 'tr',
  });
  expect(orderCount).toBeGreaterThan(20);

  // The new job is not on the page yet: its first update brings the page again.
  const row = grid.locator(`[row-id="${refNo}"]`);
  const progress = row.getByRole('progressbar');
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Çözülüyor');
  await expect(progress).toHaveAccessibleName(new RegExp(`^${orderCount} siparişten \\d+ tanesi planlandı$`));
  await page.screenshot({ path: testInfo.outputPath('jobs-grid-solving-tr.png') });

  await expect(row).toContainText('Başarılı', { timeout: 90_000 });
  await expect(progress).toHaveCount(0);
  // The Result column is the last one: scroll the grid to it.
  await grid
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((viewport) => viewport.scrollTo({ left: viewport.scrollWidth }));
  const result = row.locator('[col-id="result"]');
  await expect(result).toHaveText(new RegExp(`^\\d+/${orderCount} sipariş \\d+ araca planlandı`));
  await expect(result).not.toContainText('orders planned');
  await page.screenshot({ path: testInfo.outputPath('jobs-grid-solved-tr.png') });
});
