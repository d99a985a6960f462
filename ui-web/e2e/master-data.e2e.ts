import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, apiData } from './support/session.js';
import { dayFirst, typeDay } from './support/date-field.js';

/**
 * Master data in the browser against the real server: as Admin add, edit and delete a vehicle,
 * a location (moving its marker on the map stores the new coordinates) and an order; as a DC
 * Manager see only the rows of one's own center.
 */

/** With SCREENSHOTS_DIR set, a photograph of the page for a look by eye. */
async function look(page: Page, name: string) {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function login(page: Page): Promise<{ token: string; distributionCenterId: number | null }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}'));
}

/** A row of the grid (its pinned and scrolling cells alike), a cell of it, its checkbox. */
const row = (page: Page, id: string) => page.locator(`[row-id="${id}"]`);
const cell = (page: Page, id: string, field: string) => row(page, id).locator(`[col-id="${field}"]`);
async function select(page: Page, id: string) {
  await row(page, id).getByRole('checkbox').check();
}

/** Picks the first real option of a select once its options have loaded. */
async function pickFirst(select: Locator) {
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
}

async function save(page: Page, toast: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function remove(page: Page, id: string) {
  await select(page, id);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('successfully deleted').first()).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
}

test('as Admin: add, edit and delete a vehicle; the new weight capacity shows after a reload', async ({
  page,
}) => {
  await signIn(page);
  const refNo = `0-E2E-VEH-${Date.now()}`;
  await page.goto('/data-management/vehicles');
  await page.getByRole('button', { name: '+ Add' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Reference No/).fill(refNo);
  await form.getByLabel(/^Plate/).fill('34 E2E 01');
  await pickFirst(form.getByLabel(/^Vehicle type/));
  await pickFirst(form.getByLabel(/^Departure location/));
  await pickFirst(form.getByLabel(/^Arrival location/));
  await form.getByLabel(/^Shift start/).fill('08:00');
  await form.getByLabel(/^Shift end/).fill('17:00');
  await pickFirst(form.getByLabel(/^Distribution center/));
  await look(page, 'vehicle-form');
  await save(page, 'Vehicle successfully added');
  await expect(cell(page, refNo, 'plate')).toHaveText('34 E2E 01');

  await select(page, refNo);
  await page.getByRole('toolbar').getByRole('button', { name: 'Update' }).click();
  await expect(form.getByLabel(/^Reference No/)).toHaveValue(refNo);
  await form.getByLabel(/^Weight capacity/).fill('1234.5');
  await save(page, 'Vehicle successfully updated');
  await page.reload();
  await select(page, refNo);
  await page.getByRole('toolbar').getByRole('button', { name: 'Info' }).click();
  await expect(form.getByLabel(/^Weight capacity/)).toHaveValue('1234.5');
  await expect(form.getByLabel(/^Weight capacity/)).toBeDisabled();
  await form.getByRole('button', { name: 'Close' }).first().click();

  await remove(page, refNo);
});

test('as Admin: add a location, move its marker on the map (stored), add and delete an order there', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const refNo = `0-E2E-LOC-${stamp}`;
  const name = `0 E2E Location ${stamp}`;
  await page.goto('/data-management/locations');
  await page.getByRole('button', { name: '+ Add' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Reference No/).fill(refNo);
  await form.getByLabel(/^Name/).fill(name);
  await pickFirst(form.getByLabel(/^Distribution center/));
  await form.getByLabel(/^Latitude/).fill('41.01');
  await form.getByLabel(/^Longitude/).fill('29.01');
  await save(page, 'Location successfully added');
  await expect(cell(page, refNo, 'name')).toHaveText(name);

  // Show on map: the map opens on the location, its marker green; dragging it stores the place.
  await page.getByRole('button', { name: `Show ${name} on the map` }).click();
  const marker = page.locator(`.leaflet-marker-icon[title="${name}"]`);
  await expect(marker.locator('span')).toHaveCSS('background-color', 'rgb(46, 139, 87)');
  const box = await marker.boundingBox();
  if (!box) throw new Error('the marker is not on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('Location successfully updated').first()).toBeVisible();
  await expect
    .poll(async () => (await apiData<{ latitude: number }>(page, `/api/locations/${refNo}`)).latitude)
    .toBeLessThan(41.01);
  const moved = await apiData<{ latitude: number; longitude: number }>(page, `/api/locations/${refNo}`);
  expect(moved.longitude).toBeGreaterThan(29.01);

  // An order of today at the new location.
  const orderRef = `0-E2E-ORD-${stamp}`;
  await page.goto('/data-management/orders');
  await page.getByRole('button', { name: '+ Add' }).click();
  await form.getByLabel(/^Reference No/).fill(orderRef);
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await typeDay(form.getByLabel(/^Date/), iso);
  await expect(form.getByLabel(/^Date/)).toHaveValue(dayFirst(iso));
  const location = form.getByLabel(/^Location/);
  await expect(location.locator('option', { hasText: name })).toHaveCount(1);
  await location.selectOption({ label: `${name} (${refNo})` });
  await pickFirst(form.getByLabel(/^Distribution center/));
  await save(page, 'Order successfully added');
  await expect(cell(page, orderRef, 'locationName')).toHaveText(name);
  await remove(page, orderRef);

  await page.goto('/data-management/locations');
  await remove(page, refNo);
});

test("as DC Manager: Vehicles and Orders show only the rows of the own center; another center's vehicle answers as a missing one", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin);
  await signIn(page, { email: 'dc1@demo.rota' });
  const center = (await login(page)).distributionCenterId;
  expect(center).not.toBeNull();

  const all = await apiData<{ vehicleResultList: { refNo: string }[] }>(admin, '/api/vehicles');
  const own = await apiData<{ vehicleResultList: { refNo: string }[] }>(
    admin,
    `/api/vehicles?distributionCenterId=${center}`,
  );
  const ownVehicles = new Set(own.vehicleResultList.map((v) => v.refNo));
  expect(ownVehicles.size).toBeLessThan(all.vehicleResultList.length);
  await page.goto('/data-management/vehicles');
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${ownVehicles.size}`);
  const shown = await page
    .locator('[row-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('row-id')));
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(ownVehicles).toContain(id);

  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const ownOrders = await apiData<{ orderResultDetails: { refNo: string }[]; count: number }>(
    admin,
    `/api/orders?distributionCenterId=${center}&date=${iso}&pageSize=1000`,
  );
  const allOrders = await apiData<{ count: number }>(admin, `/api/orders?date=${iso}&pageSize=1`);
  expect(ownOrders.count).toBeLessThan(allOrders.count);
  await page.goto('/data-management/orders');
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${ownOrders.count}`);
  const orderIds = new Set(ownOrders.orderResultDetails.map((o) => o.refNo));
  const shownOrders = await page
    .locator('[row-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('row-id')));
  expect(shownOrders.length).toBeGreaterThan(0);
  for (const id of shownOrders) expect(orderIds).toContain(id);

  // Another center's vehicle, asked for by its key, answers as a missing one and is never shown.
  const foreign = all.vehicleResultList.find((v) => !ownVehicles.has(v.refNo)) as { refNo: string };
  const { token } = await login(page);
  const refused = await page.request.get(`/api/vehicles/${encodeURIComponent(foreign.refNo)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(404);
  const body = (await refused.json()) as { data: unknown; message: string };
  expect(body.data).toBeNull();
  expect(body.message).toMatch(new RegExp(`"${foreign.refNo}" was not found\\.$`));
  await admin.close();
});

test('Export to CSV writes every filtered row, named by the page and the minute', async ({ page }) => {
  await signIn(page);
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const { count } = await apiData<{ count: number }>(page, `/api/orders?date=${iso}&pageSize=1`);
  await page.goto('/data-management/orders');
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${count}`);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^Orders_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').split('\r\n');
  expect(lines).toHaveLength(count + 1);
  expect(lines[0]).toContain('Reference No');
  const stats = await apiData<{ count: number }>(page, '/api/orders/stats');
  await page.getByRole('button', { name: 'Summary' }).click();
  await expect(page.getByTestId('summary-count')).toHaveText(stats.count.toLocaleString('en-US'));
  await look(page, 'orders-summary');
});

test('as Admin: the distribution-center filter narrows a grid to one center', async ({ page }) => {
  await signIn(page);
  const centers = await apiData<{ id: number; name: string }[]>(
    page,
    '/api/distribution-centers?sortBy=name',
  );
  const center = centers[1] as { id: number; name: string };
  const all = await apiData<{ count: number }>(page, '/api/vehicles?pageSize=1');
  const own = await apiData<{ count: number }>(
    page,
    `/api/vehicles?pageSize=1&distributionCenterId=${center.id}`,
  );
  expect(own.count).toBeLessThan(all.count);
  await page.goto('/data-management/vehicles');
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${all.count}`);
  await page.getByLabel('Distribution center').selectOption(String(center.id));
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${own.count}`);
  await look(page, 'vehicles-center-filter');
  await page.getByLabel('Distribution center').selectOption('');
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`of ${all.count}`);
});
