import { expect, test, type Page } from '@playwright/test';
import { signIn, token } from './support/session.js';

/** Daily Plans page: row actions by status, header selection rules, Configure, Details, Summary, Delete. */

/** A job saved without queueing waits for its configuration. */
async function createUnqueuedJob(page: Page, refNo: string) {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const orders = (await (
    await page.request.get('/api/orders?distributionCenterId=1', { headers })
  ).json()) as {
    data: { orderResultDetails: { refNo: string }[] };
  };
  const vehicles = (await (
    await page.request.get('/api/vehicles?distributionCenterId=1', { headers })
  ).json()) as {
    data: { vehicleResultList: { refNo: string }[] };
  };
  const response = await page.request.post('/api/jobs/partial-job', {
    headers,
    data: {
      refNo,
      distributionCenterId: 1,
      orderRefNoList: orders.data.orderResultDetails.slice(0, 3).map((o) => o.refNo),
      vehicleRefNoList: vehicles.data.vehicleResultList.slice(0, 2).map((v) => v.refNo),
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 2 },
      queue: false,
    },
  });
  expect(response.ok()).toBe(true);
}

test('row actions follow the status; Configure, Details, Replan, Summary and Delete behave', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const [a, b] = [`E2E-CFG-A-${stamp}`, `E2E-CFG-B-${stamp}`];
  await createUnqueuedJob(page, a);
  await createUnqueuedJob(page, b);
  await page.goto('/daily-plan');

  const row = page.locator(`[row-id="${a}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Awaiting Configuration');
  await expect(page.getByRole('button', { name: `Configure ${a}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Details ${a}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Manage ${a}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Track ${a}` })).toHaveCount(0);

  // Replan and Rerun need one row at most, and at least one.
  const toolbar = page.getByRole('toolbar', { name: 'Daily Plans' });
  await toolbar.getByRole('button', { name: 'Replan' }).click();
  await expect(page.getByText('Please select at least one row')).toBeVisible();
  await page.locator(`[row-id="${a}"]`).getByRole('checkbox').first().check();
  await page.locator(`[row-id="${b}"]`).getByRole('checkbox').first().check();
  await toolbar.getByRole('button', { name: 'Replan' }).click();
  await expect(page.getByText('Please select at most one row')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Rerun' }).click();
  await expect(page.getByText('Please select at most one row').first()).toBeVisible();

  // Configure opens the job in Update mode with its reference fixed and its selection.
  await page.getByRole('button', { name: `Configure ${a}` }).click();
  const update = page.getByRole('dialog', { name: 'Update Job' });
  await expect(update.getByLabel('Reference Number')).toHaveValue(a);
  await expect(update.getByLabel('Reference Number')).toHaveAttribute('readonly', '');
  await expect(update.getByRole('status')).toHaveText('3 orders , 2 vehicles are selected!');
  await update.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(update).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveText('Awaiting Configuration');

  // Details: Info mode, read-only, with the Drivers tab.
  await page.getByRole('button', { name: `Details ${a}` }).click();
  const info = page.getByRole('dialog', { name: 'Job Details' });
  await expect(info.getByRole('tab', { name: 'Drivers' })).toBeVisible();
  await expect(info.getByRole('button', { name: 'Confirm & Queue' })).toHaveCount(0);
  await info.getByRole('tab', { name: 'Drivers' }).click();
  await expect(info.getByText('No drivers have been assigned to this job yet.')).toBeVisible();
  await info.getByRole('button', { name: 'Finish' }).click();

  // Summary panel with its pie.
  await toolbar.getByRole('button', { name: 'Summary' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  for (const label of ['#Jobs', 'Success', 'Failed', '#Orders', 'Runtime'])
    await expect(summary.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(summary.locator('.highcharts-series.highcharts-pie-series')).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();

  // Delete asks first, then removes both rows.
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete' });
  await expect(ask).toContainText(`${a}, ${b} will be deleted. Are you sure?`);
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator(`[row-id="${a}"]`)).toHaveCount(0);
  await expect(page.locator(`[row-id="${b}"]`)).toHaveCount(0);
});
