import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, apiData } from './support/session.js';
import { today } from './support/solved-job.js';
import { dayFirst } from './support/date-field.js';

/**
 * Daily plan end to end against the built server with fresh demo data: an Admin creates a job for
 * the first distribution center with all of today's orders and ten vehicles, queues it, watches it
 * solve without reloading, reviews the result, assigns drivers and goes live; a second job that
 * uses one of those vehicles cannot go live.
 */

const WANTED_VEHICLES = 10;
const KEPT_FOR_JOB_2 = 3;

/** Records every status the job's row shows, so a short SOLVING is not missed between polls. */
async function recordStatuses(page: Page, jobRefNo: string) {
  await page.evaluate((ref) => {
    const w = window as unknown as { __statuses: Record<string, string[]>; __noReload: boolean };
    w.__statuses ??= {};
    w.__statuses[ref] = [];
    w.__noReload = true;
    const read = () => {
      const cell = document.querySelector(`[row-id="${CSS.escape(ref)}"] [data-status]`);
      const status = cell?.getAttribute('data-status');
      const seen = w.__statuses[ref] ?? [];
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    read();
  }, jobRefNo);
}

async function statusesOf(page: Page, jobRefNo: string): Promise<string[]> {
  return page.evaluate(
    (ref) => (window as unknown as { __statuses: Record<string, string[]> }).__statuses[ref] ?? [],
    jobRefNo,
  );
}

async function signInTokenReady(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ROTA_LOGIN') !== null)).toBe(true);
}

async function openAddJob(
  page: Page,
  refNo: string,
  centerLabel?: string,
): Promise<{ dialog: Locator; center: string }> {
  await page
    .getByRole('toolbar', { name: 'Daily Plans' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await expect(dialog.getByRole('status')).toHaveText('Please select at least 1 order and 1 vehicle!');
  await dialog.getByLabel('Reference Number').fill(refNo);
  const select = dialog.getByLabel('Distribution Center');
  await expect(select.locator('option')).not.toHaveCount(1);
  if (centerLabel) await select.selectOption({ label: centerLabel });
  else await select.selectOption({ index: 1 });
  const center = await select.locator('option:checked').innerText();
  return { dialog, center };
}

async function selectVehicles(dialog: Locator, count: number) {
  await dialog.getByRole('tab', { name: 'Vehicles' }).click();
  const grid = dialog.getByRole('region', { name: 'Vehicles' });
  const boxes = grid.getByRole('checkbox', { name: /toggle row selection/i });
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
}

async function queueAndWaitForSuccess(page: Page, dialog: Locator, refNo: string) {
  await recordStatuses(page, refNo);
  await dialog.getByRole('button', { name: 'Confirm & Queue' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => statusesOf(page, refNo), { timeout: 180_000, intervals: [250] })
    .toContain('SUCCESS');
  const seen = await statusesOf(page, refNo);
  expect(seen).toContain('SOLVING');
  expect(seen.indexOf('SOLVING')).toBeLessThan(seen.indexOf('SUCCESS'));
  // Watched live: the page was never reloaded.
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('an Admin plans the day, reviews the routes, assigns drivers and goes live', async ({ page }) => {
  test.setTimeout(Number(process.env['DP_E2E_TIMEOUT'] ?? 420_000));
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Data Overview' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Home' }).getByRole('link', { name: 'Daily Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Daily Plans' })).toBeVisible();

  // Job 1: the first distribution center, today's orders but three, and ten vehicles.
  await signInTokenReady(page);
  const depots = await apiData<{ distributionCenterId: number; distributionCenterName: string }[]>(
    page,
    'locations/depots',
  );
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  const fleet = (
    await apiData<{ vehicleResultList: unknown[] }>(page, `vehicles?distributionCenterId=${centerId}`)
  ).vehicleResultList;
  expect(fleet.length, 'the first distribution center has ten vehicles').toBeGreaterThanOrEqual(
    WANTED_VEHICLES,
  );
  const center = depots.find((d) => d.distributionCenterId === centerId)?.distributionCenterName ?? '';
  const first = `E2E-${Date.now()}`;
  const { dialog } = await openAddJob(page, first, center);
  const todaysOrders = (
    await apiData<{ orderResultDetails: unknown[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  expect(todaysOrders.length).toBeGreaterThan(0);

  await dialog.getByRole('tab', { name: 'Orders' }).click();
  await expect(dialog.getByLabel('Order date')).toHaveValue(dayFirst(today()));
  const orders = dialog.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('checkbox', { name: /toggle row selection/i }).first()).toBeVisible();
  await orders.getByRole('checkbox', { name: 'Column with Header Selection' }).check();
  // Three of the day's orders stay out of job 1: once it is live, its orders are offered to no
  // other job of the day, and job 2 takes these three.
  const rowBoxes = orders.getByRole('checkbox', { name: /toggle row selection/i });
  for (let i = 0; i < KEPT_FOR_JOB_2; i += 1) await rowBoxes.nth(i).uncheck();
  await selectVehicles(dialog, WANTED_VEHICLES);
  await expect(dialog.getByRole('status')).toHaveText(
    `${todaysOrders.length - KEPT_FOR_JOB_2} orders , ${WANTED_VEHICLES} vehicles are selected!`,
  );
  await dialog.getByRole('tab', { name: 'Parameters' }).click();
  await expect(dialog.getByRole('group', { name: 'Algorithm Parameters' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Operational Parameters' })).toBeVisible();
  await expect(dialog.getByLabel('Max Number Of Vehicles')).toHaveValue(String(WANTED_VEHICLES));
  // Objective priorities are a ranked list: Distance Duration goes above Vehicle Usage.
  const priorities = dialog.getByRole('group', { name: 'Objective Priorities' });
  await expect(priorities.getByRole('listitem')).toHaveText([
    /^1\. Lateness/,
    /^2\. Vehicle Usage/,
    /^3\. Distance Duration/,
  ]);
  await expect(priorities.getByRole('button', { name: 'Move Lateness up' })).toBeDisabled();
  await priorities.getByRole('button', { name: 'Move Distance Duration up' }).click();
  await expect(priorities.getByRole('listitem')).toHaveText([
    /^1\. Lateness/,
    /^2\. Distance Duration/,
    /^3\. Vehicle Usage/,
  ]);
  await queueAndWaitForSuccess(page, dialog, first);
  const saved = await apiData<{ jobParameterDto: { objectivePriorities?: string[] } }>(
    page,
    `jobs/${first}/job-input`,
  );
  expect(saved.jobParameterDto.objectivePriorities).toEqual([
    'Lateness',
    'Distance Duration',
    'Vehicle Usage',
  ]);

  // Result: every route on the map and the timeline.
  await page.getByRole('button', { name: `Manage ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-plan/${first}/result$`));
  const overview = page.getByRole('group', { name: 'Job ID' });
  await expect(overview).toContainText(first);
  const totalVehicles = Number(await page.getByTestId('total-vehicle').innerText());
  expect(totalVehicles).toBeGreaterThan(0);
  expect(totalVehicles).toBeLessThanOrEqual(WANTED_VEHICLES);
  const vehicleRows = page.getByRole('region', { name: 'Vehicles' }).locator('tbody tr');
  await expect(vehicleRows).toHaveCount(totalVehicles);
  const map = page.getByRole('region', { name: 'Route map' });
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  const routeColours = await map
    .locator('.leaflet-overlay-pane path')
    .evaluateAll((paths) => new Set(paths.map((p) => p.getAttribute('stroke'))).size);
  expect(routeColours).toBeGreaterThanOrEqual(totalVehicles);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('.vis-label')).toHaveCount(totalVehicles);
  await expect(timeline.locator('.vis-current-time')).toHaveCount(1);
  for (const plate of await vehicleRows.locator('td:first-child').allInnerTexts())
    await expect(timeline.locator('.vis-label', { hasText: plate.trim() })).toHaveCount(1);

  // A stop's side panel.
  await timeline.locator('.vis-item.stop-visit').first().click();
  const stopPanel = page.locator('aside.side-panel');
  await expect(stopPanel).toBeVisible();
  await expect(stopPanel).toContainText('Order Information');
  await expect(stopPanel).toContainText('Duration');
  await stopPanel.getByRole('button', { name: 'Close' }).click();

  // Drivers, then Go Live.
  const plateOfFirstVehicle = (await vehicleRows.first().locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: 'Go Live' }).click();
  const drivers = page.getByRole('dialog', { name: 'Driver Assignment' });
  const selects = drivers.getByRole('combobox');
  await expect(selects.first()).toBeVisible();
  const total = await selects.count();
  // Vehicles of the job that got no route cannot take a driver; each routed vehicle gets its own
  // (a driver chosen here leaves any other vehicle).
  let option = 1;
  for (let i = 0; i < total; i += 1) {
    const select = selects.nth(i);
    if (await select.isEnabled()) {
      await select.selectOption({ index: option });
      option += 1;
    }
  }
  expect(option - 1).toBe(totalVehicles);
  const values = await selects.evaluateAll((list) => list.map((s) => (s as HTMLSelectElement).value));
  const assigned = values.filter((v) => v !== '').length;
  expect(new Set(values.filter((v) => v !== '')).size).toBe(assigned);
  await expect(drivers.getByRole('status')).toHaveText(`Drivers ${assigned}/${total}`);
  await drivers.getByRole('button', { name: 'Confirm & Go Live' }).click();
  await expect(page).toHaveURL(/\/daily-plan$/);
  await page.getByRole('button', { name: `Manage ${first}` }).click();
  await expect(page.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Go Live' })).toHaveCount(0);

  // Versions, plan stats and the job summary grids of the approved plan.
  const versionsPanel = page.getByRole('region', { name: 'Versions' }).last();
  await expect(
    versionsPanel.getByRole('row', { name: /v1/ }).getByRole('button', { name: 'Go' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Plan stats' }).click();
  const stats = page.getByRole('complementary', { name: 'Plan stats' });
  for (const label of [
    '#Orders',
    '#Locations',
    'Total Amount',
    'Total Duration',
    'Total Weight',
    'Total Volume',
  ])
    await expect(stats.getByRole('term').getByText(label, { exact: true })).toBeVisible();
  await stats.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Job summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-plan/${first}/summary$`));
  await expect(page.getByRole('heading', { name: `Job Summary ${first}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /toggle row selection/i })).toHaveCount(totalVehicles);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByRole('tab', { name: 'Job Detail' }).click();
  await expect(page.getByRole('heading', { name: `Job Detail ${first}` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Visit Order' })).toBeVisible();
  await page.goto('/daily-plan');

  // Job 2 uses a vehicle of the approved plan: Go Live is disabled and says why.
  const second = `E2E-B-${Date.now()}`;
  const next = await openAddJob(page, second, center);
  await next.dialog.getByRole('tab', { name: 'Orders' }).click();
  const orders2 = next.dialog.getByRole('region', { name: 'Orders' });
  const orderBoxes = orders2.getByRole('checkbox', { name: /toggle row selection/i });
  await expect(orderBoxes.first()).toBeVisible();
  // Job 1's orders are live: the grid offers the three kept back, and says why the rest are not.
  await expect(orderBoxes).toHaveCount(KEPT_FOR_JOB_2);
  await expect(next.dialog.getByRole('note')).toContainText('already in a live plan');
  for (let i = 0; i < KEPT_FOR_JOB_2; i += 1) await orderBoxes.nth(i).check();
  await next.dialog.getByRole('tab', { name: 'Vehicles' }).click();
  const vehicles2 = next.dialog.getByRole('region', { name: 'Vehicles' });
  await vehicles2
    .getByRole('row', { name: new RegExp(plateOfFirstVehicle) })
    .getByRole('checkbox', { name: /toggle row selection/i })
    .check();
  await expect(next.dialog.getByRole('status')).toHaveText('3 orders , 1 vehicles are selected!');
  await queueAndWaitForSuccess(page, next.dialog, second);
  await page.getByRole('button', { name: `Manage ${second}` }).click();
  const goLive = page.getByRole('button', { name: 'Go Live' });
  await expect(goLive).toBeDisabled();
  await goLive.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Vehicles already in use for an approved job!');
});
