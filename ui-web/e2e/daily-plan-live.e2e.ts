import { expect, test } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';

/**
 * The jobs grid while a job solves, in Turkish at 1366x768: the solving row shows the solver's
 * live progress (its count of planned orders), and the finished row's result comes in the
 * reader's language from the hub's message key, not the server's English text.
 */

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

test("a solving job's row shows its live progress, and its result in Turkish", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, { language: 'tr' });
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs' && r.ok());
  await page.goto('/daily-plan');
  await listed;
  const grid = page.getByTestId('jobs-grid');
  await expect(grid.locator('.ag-header-cell').first()).toBeVisible();

  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  const vehicles = (
    await apiData<{ vehicleResultList: { refNo: string }[] }>(
      page,
      `vehicles?distributionCenterId=${centerId}`,
    )
  ).vehicleResultList;
  expect(orders.length).toBeGreaterThan(20);
  const refNo = `LIVE-${Date.now()}`;
  const fleet = Math.min(10, vehicles.length);
  const queued = await page.request.post('/api/jobs/partial-job', {
    headers: { Authorization: `Bearer ${await token(page)}`, 'Accept-Language': 'tr' },
    data: {
      refNo,
      distributionCenterId: centerId,
      orderRefNoList: orders.map((o) => o.refNo),
      vehicleRefNoList: vehicles.slice(0, fleet).map((v) => v.refNo),
      vehicleDrivers: [],
      vehicleConfigurations: [],
      // A minute at most: long enough to watch it solve, the search may stop sooner once converged.
      jobParameterDto: { maximumRuntimeInMinutes: 1, minNumberOfVehicles: 0, maxNumberOfVehicles: fleet },
      queue: true,
    },
  });
  expect(queued.ok(), await queued.text()).toBe(true);

  // The new job is not on the page yet: its first update brings the page again.
  const row = grid.locator(`[row-id="${refNo}"]`);
  const progress = row.getByRole('progressbar');
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Çözülüyor');
  await expect(progress).toHaveAccessibleName(
    new RegExp(`^${orders.length} siparişten \\d+ tanesi planlandı$`),
  );
  await page.screenshot({ path: testInfo.outputPath('jobs-grid-solving-tr.png') });

  await expect(row).toContainText('Başarılı', { timeout: 90_000 });
  await expect(progress).toHaveCount(0);
  // The Result column is the last one: scroll the grid to it.
  await grid
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((viewport) => viewport.scrollTo({ left: viewport.scrollWidth }));
  const result = row.locator('[col-id="result"]');
  await expect(result).toHaveText(new RegExp(`^\\d+/${orders.length} sipariş \\d+ araca planlandı`));
  await expect(result).not.toContainText('orders planned');
  await page.screenshot({ path: testInfo.outputPath('jobs-grid-solved-tr.png') });
});
