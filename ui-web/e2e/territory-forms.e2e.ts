import { expect, test, type Page } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';
import { typeDay } from './support/date-field.js';

/**
 * The territory forms in the browser against the real server: the update form with every field
 * of the spec (default vehicle, dates, days of week and month, tag, Hard/Soft), core's rule and the
 * server's refusal shown under their fields; the Delete Territory confirmation; the map filter
 * answered by territory/filtered with the Admin's distribution-center filter; the visit orders
 * reordered by drag and drop. With SCREENSHOTS_DIR set, the form is photographed at 1366x768 in
 * English and Turkish.
 */

type Territory = {
  id: number;
  name: string;
  tag: string | null;
  defaultVehicleRefNo: string | null;
  startDate: string | null;
  endDate: string | null;
  daysOfWeek: string | null;
  daysOfMonth: string | null;
  seperationType: string | null;
  locationList: { locationRefNo: string; visitOrder: number }[];
};
type Place = {
  refNo: string;
  name: string;
  latitude: number;
  longitude: number;
  isDepot?: boolean;
  distributionCenterId?: number;
};
const shots = process.env['SCREENSHOTS_DIR'];

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

/** A territory made through the API around the places given, in their order. */
async function makeTerritory(page: Page, name: string, tag: string, places: Place[]): Promise<number> {
  const lats = places.map((p) => p.latitude);
  const lngs = places.map((p) => p.longitude);
  const [s, n, w, e] = [
    Math.min(...lats) - 0.01,
    Math.max(...lats) + 0.01,
    Math.min(...lngs) - 0.01,
    Math.max(...lngs) + 0.01,
  ];
  const response = await page.request.post('/api/territory', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      name,
      tag,
      polygon: `${s},${w};${n},${w};${n},${e};${s},${e}`,
      latitude: (s + n) / 2,
      longitude: (w + e) / 2,
      seperationType: 'Hard',
      distributionCenterId: places[0]!.distributionCenterId,
      locationRefNoList: places.map((p) => p.refNo),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('territory forms: update with every field, refusals on fields, delete, server filter, drag and drop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now() % 1_000_000;
  const places = (await apiData<{ locationResultList: Place[] }>(page, 'locations')).locationResultList;
  const centre = places.find((p) => !p.isDepot)!.distributionCenterId;
  const mine = places.filter((p) => !p.isDepot && p.distributionCenterId === centre).slice(0, 4);
  expect(mine.length).toBe(4);
  const tag = `tg${stamp}`;
  const alpha = `Form A ${stamp}`;
  const beta = `Form B ${stamp}`;
  const alphaId = await makeTerritory(page, alpha, tag, mine.slice(0, 3));
  const betaId = await makeTerritory(page, beta, `other${stamp}`, mine.slice(3));
  const vehicles = (
    await apiData<{ vehicleResultList: { refNo: string; plate: string }[] }>(page, 'vehicles')
  ).vehicleResultList;
  const vehicle = vehicles[0]!;

  await page.goto('/territory');
  const grid = page.getByTestId('territory-grid');
  await expect(grid.locator(`[row-id="${alphaId}"]`).first()).toBeVisible();

  // Update with nothing selected: the spec's warning.
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Please select row').first()).toBeVisible();

  await grid.locator(`[row-id="${alphaId}"] .ag-selection-checkbox input`).first().check();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Update Territory' });
  await expect(form.locator('input[name="name"]')).toHaveValue(alpha);
  await expect(form.locator('select[name="seperationType"]')).toHaveValue('Hard');

  // Core's rule: an end date before the start date, under the end date.
  await typeDay(form.locator('input[name="startDate"]'), '2026-03-10');
  await typeDay(form.locator('input[name="endDate"]'), '2026-03-01');
  await expect(form.locator('input[name="startDate"]')).toHaveValue('10-03-2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field="endDate"]')).toHaveText(
    'The end date must not be before the start date.',
  );

  // The server's refusal: another territory's name, under the name.
  await typeDay(form.locator('input[name="endDate"]'), '2026-12-31');
  await form.locator('input[name="name"]').fill(beta);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field="name"]')).toBeVisible();
  await expect(form.locator('[data-field="endDate"]')).toHaveCount(0);
  expect((await apiData<Territory>(page, `territory/${alphaId}`)).name).toBe(alpha);

  // Every field of the spec, saved; the name's refusal goes once the name is changed.
  await form.locator('input[name="name"]').fill(`${alpha} x`);
  await expect(form.locator('[data-field="name"]')).toHaveCount(0);
  await form.locator('input[name="tag"]').fill(tag);
  await form.locator('select[name="defaultVehicleRefNo"]').selectOption(vehicle.refNo);
  await form.locator('select[name="seperationType"]').selectOption('Soft');
  await form.locator('input[name="daysOfWeek.1"]').check();
  await form.locator('input[name="daysOfWeek.3"]').check();
  await form.locator('input[name="daysOfMonth.5"]').check();
  await form.locator('input[name="daysOfMonth.20"]').check();
  await shoot(page, 'territory-form-en');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const saved = await apiData<Territory>(page, `territory/${alphaId}`);
  expect(saved).toMatchObject({
    name: `${alpha} x`,
    tag,
    defaultVehicleRefNo: vehicle.refNo,
    seperationType: 'Soft',
    daysOfWeek: '1,3',
    daysOfMonth: '5,20',
  });
  expect(saved.startDate?.slice(0, 10)).toBe('2026-03-10');
  expect(saved.endDate?.slice(0, 10)).toBe('2026-12-31');

  // Visit orders: the third location dragged onto the first's place.
  const row = grid.locator(`[row-id="${alphaId}"]`).filter({ hasText: 'Visit Order' });
  await row.getByRole('button', { name: 'Visit Order' }).click();
  const orders = page.getByRole('dialog', { name: /^Location Visit Orders/ });
  await orders
    .getByTestId(`visit-order-${mine[2]!.refNo}`)
    .dragTo(orders.getByTestId(`visit-order-${mine[0]!.refNo}`));
  await expect(orders.locator('li').first()).toHaveAttribute('data-testid', `visit-order-${mine[2]!.refNo}`);
  await shoot(page, 'territory-visit-orders-en');
  await orders.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () =>
      (await apiData<Territory>(page, `territory/${alphaId}`)).locationList
        .sort((a, b) => a.visitOrder - b.visitOrder)
        .map((l) => l.locationRefNo),
    )
    .toEqual([mine[2]!.refNo, mine[0]!.refNo, mine[1]!.refNo]);

  // The map's filter is answered by the server; the Admin also filters by distribution center.
  await page.getByRole('tab', { name: 'Map' }).click();
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel.getByText('Distribution Center', { exact: true })).toBeVisible();
  const byCentre = page.waitForRequest(
    (r) => r.url().includes('/api/territory/filtered') && r.url().includes(`distributionCenterId=${centre}`),
  );
  await panel.getByLabel('Distribution center').selectOption(String(centre));
  await byCentre;
  await expect(panel.getByRole('button', { name: beta, exact: true })).toBeVisible();
  const asked = page.waitForRequest(
    (r) => r.url().includes('/api/territory/filtered') && r.url().includes(`tag=${tag}`),
  );
  await panel
    .locator('select')
    .filter({ has: page.locator(`option[value="${tag}"]`) })
    .selectOption(tag);
  await asked;
  await expect(panel.getByRole('button', { name: `${alpha} x`, exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: beta, exact: true })).toHaveCount(0);
  await shoot(page, 'territory-map-filtered-en');

  // Delete: the Delete Territory confirmation names the territory.
  await page.getByRole('tab', { name: 'Territory' }).click();
  await grid.locator(`[row-id="${betaId}"] .ag-selection-checkbox input`).first().check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Territory' });
  await expect(confirm.getByText(`${beta} will be deleted. Are you sure?`)).toBeVisible();
  await shoot(page, 'territory-delete-en');
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect
    .poll(async () => (await apiData<Territory[]>(page, 'territory')).some((x) => x.id === betaId))
    .toBe(false);
  await expect(grid.locator(`[row-id="${betaId}"]`)).toHaveCount(0);

  if (shots) {
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
    await page.goto('/territory');
    await grid.locator(`[row-id="${alphaId}"] .ag-selection-checkbox input`).first().check();
    await page.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Bölgeyi Güncelle' })).toBeVisible();
    await shoot(page, 'territory-form-tr');
  }
});
