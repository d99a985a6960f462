import { expect, test, type Page } from '@playwright/test';
import { apiData, signIn } from './support/session.js';

/**
 * Territory planning in the browser against the real server: an Admin queues a territory plan
 * for the demo depot, the Task Management grid follows it live to Success, the planned
 * territories appear on the map, one of them is redrawn (Add to Current) and a location is
 * transferred to another territory. With SCREENSHOTS_DIR set, the screens are photographed at
 * 1366x768 in English and Turkish.
 */

type Territory = { id: number; name: string; polygon: string; locationRefNoList: string[] };
const shots = process.env['SCREENSHOTS_DIR'];

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

test('a territory plan runs live, makes territories; one is redrawn and a location transferred', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const ref = `E2E TP ${Date.now() % 1_000_000}`;

  await page.goto('/task-management');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Territory Plan' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="jobRefNo"]').fill(ref);
  const depot = dialog.locator('select[name="depotRefNo"]');
  await expect(depot.locator('option')).not.toHaveCount(1);
  await depot.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Select all').check();
  await expect(dialog.getByText(/^\d+ selected$/)).not.toHaveText('0 selected');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('tab', { name: 'Parameters' })).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'territory-plan-dialog-en');
  await dialog.getByRole('button', { name: 'Confirm & Queue' }).click();
  await expect(dialog).toBeHidden();

  // The grid is not reloaded by the test: the row moves to Success through the hub.
  const grid = page.getByTestId('territory-plans-grid');
  const row = grid.getByRole('row').filter({ hasText: ref });
  await expect(row).toBeVisible();
  await expect(row.getByTestId(`plan-status-${ref}`)).toHaveText('Success', { timeout: 120_000 });
  await expect(row.getByRole('button', { name: 'Configure' })).toBeDisabled();
  await shoot(page, 'task-management-en');

  const planned = (await apiData<Territory[]>(page, 'territory')).filter((x) => x.name.startsWith(`${ref} `));
  expect(planned.length).toBeGreaterThanOrEqual(2);
  const [first, second] = planned.sort((a, b) => a.name.localeCompare(b.name)) as [Territory, Territory];

  // The map shows the planned territories; the first one is redrawn around its own locations.
  await page.goto('/territory');
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.getByRole('button', { name: first.name, exact: true }).click();
  await expect(page.getByText('Current territory')).toBeVisible();
  const map = await page.locator('[data-testid="map"]').boundingBox();
  if (!map) throw new Error('no map');
  await page.waitForTimeout(500);
  await shoot(page, 'territory-map-en');
  await page.getByRole('button', { name: 'Draw Polygon' }).click();
  const corners = [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ];
  for (const [fx, fy] of corners) await page.mouse.click(map.x + map.width * fx!, map.y + map.height * fy!);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Add to Current' }).click();
  const overlap = page.getByRole('dialog', { name: 'Overlapping locations' });
  const asked = await overlap
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (asked) {
    await expect(
      overlap.getByText('Confirming removes these locations from the other territory.'),
    ).toBeVisible();
    await overlap.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect
    .poll(async () => (await apiData<Territory>(page, `territory/${first.id}`)).polygon)
    .not.toBe(first.polygon);

  // Location tab: the grid's first location moves to a planned territory it is not in.
  await page.getByRole('tab', { name: 'Location' }).click();
  const moved = (await apiData<Territory>(page, `territory/${first.id}`)).locationRefNoList[0]!;
  const target = second;
  const locationGrid = page.getByTestId('location-territory-grid');
  await locationGrid.locator('.ag-header-cell[col-id="locationRefNo"] .ag-header-cell-filter-button').click();
  await page.locator('.ag-filter-body input').first().fill(moved);
  const line = locationGrid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: moved, exact: true }) })
    .first();
  await expect(line).toBeVisible();
  await page.keyboard.press('Escape');
  await line.getByRole('button', { name: 'Transfer Territory' }).click();
  const change = page.getByRole('dialog', { name: /^Change Territory/ });
  await change.locator('select[name="newTerritoryId"]').selectOption({ label: target.name });
  await change.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await apiData<Territory>(page, `territory/${target.id}`)).locationRefNoList)
    .toContain(moved);

  if (shots) {
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
    await page.goto('/task-management');
    await expect(page.getByTestId(`plan-status-${ref}`)).toHaveText('Başarılı');
    await shoot(page, 'task-management-tr');
    await page.goto('/territory');
    await page.getByRole('tab', { name: 'Harita' }).click();
    await page.waitForTimeout(800);
    await shoot(page, 'territory-map-tr');
  }
});
