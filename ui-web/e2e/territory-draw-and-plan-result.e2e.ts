import { expect, test, type Page } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';

/**
 * An Admin saves a territory drawn on the map: the form asks for its distribution center (shown
 * as required, refused on the field when left empty) and a refusal of the server (a name the
 * center already has) shows under its field. Then a territory plan runs over a center whose
 * hand-made territories keep their locations, and the Task Management result names what the run
 * created and kept. With SCREENSHOTS_DIR set, the form and the result are photographed at
 * 1366x768 in English and Turkish.
 */

type Place = { refNo: string; isDepot?: boolean; distributionCenterId?: number };
type Territory = {
  id: number;
  name: string;
  distributionCenterId: number | null;
  locationRefNoList: string[];
};
type Plan = { jobRefNo: string; status: string };
const shots = process.env['SCREENSHOTS_DIR'];

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

/** Zooms the map out and draws a small square in its lower left, far from every location. */
async function drawEmptySquare(page: Page, words = { draw: 'Draw Polygon', finish: 'Finish' }) {
  const map = page.locator('[data-testid="map"]');
  await expect(map).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.locator('.leaflet-control-zoom-out').click();
    await page.waitForTimeout(300);
  }
  const box = (await map.boundingBox())!;
  await page.getByRole('button', { name: words.draw }).click();
  for (const [fx, fy] of [
    [0.08, 0.78],
    [0.16, 0.78],
    [0.16, 0.88],
    [0.08, 0.88],
  ] as const)
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await page.getByRole('button', { name: words.finish, exact: true }).click();
}

test('an Admin saves a drawn territory with its center; a plan keeps hand-made territories and says so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const stamp = Date.now() % 1_000_000;
  const name = `Drawn ${stamp}`;
  const places = (await apiData<{ locationResultList: Place[] }>(page, 'locations')).locationResultList;
  const centers = (await apiData<{ id: number; name: string }[]>(page, 'distribution-centers')).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  expect(centers.length).toBeGreaterThan(1);
  const center = centers[0]!;

  await page.goto('/territory');
  await page.getByRole('tab', { name: 'Map' }).click();
  await drawEmptySquare(page);
  await expect(page.getByText('0 locations inside the drawn polygon')).toBeVisible();
  await page.getByRole('button', { name: 'Create New One' }).click();
  const form = page.getByRole('dialog', { name: 'Add Territory' });
  await expect(form.getByText('Distribution Center *', { exact: true })).toBeVisible();
  await form.locator('input[name="name"]').fill(name);
  // Left empty, the center is refused on its field and nothing is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field="distributionCenterId"]')).toHaveText(
    'Distribution center is required.',
  );
  await form.locator('select[name="distributionCenterId"]').selectOption(String(center.id));
  await expect(form.locator('[data-field="distributionCenterId"]')).toHaveCount(0);
  await shoot(page, 'territory-draw-form-en');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Territory is added').first()).toBeVisible();
  const saved = (await apiData<Territory[]>(page, 'territory')).find((x) => x.name === name);
  expect(saved).toMatchObject({ distributionCenterId: center.id, locationRefNoList: [] });

  // The server refuses a second territory of the same name in the center: the reason is on the name.
  await drawEmptySquare(page);
  await page.getByRole('button', { name: 'Create New One' }).click();
  await form.locator('input[name="name"]').fill(name);
  await form.locator('select[name="distributionCenterId"]').selectOption(String(center.id));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field="name"]')).toHaveText(
    'This value is already used by another record.',
  );
  await shoot(page, 'territory-draw-refused-en');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A plan over every location of a center whose hand-made territories hold some of them.
  const territories = await apiData<Territory[]>(page, 'territory');
  const held = territories.filter(
    (x) => x.locationRefNoList.length > 0 && x.distributionCenterId !== null,
  )[0]!;
  const depot = places.find((p) => p.isDepot && p.distributionCenterId === held.distributionCenterId)!;
  const mine = places.filter((p) => !p.isDepot && p.distributionCenterId === held.distributionCenterId);
  const ref = `E2E KEEP ${stamp}`;
  const queued = await page.request.post('/api/territory-planning-job', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      jobRefNo: ref,
      depotRefNo: depot.refNo,
      locationRefNos: mine.map((p) => p.refNo),
      jobParameterDto: { vehicleCount: 2, workingDays: '0,1,2,3,4' },
      queue: true,
    },
  });
  expect(queued.status(), await queued.text()).toBe(201);
  await expect
    .poll(
      async () => (await apiData<Plan>(page, `territory-planning-job/${encodeURIComponent(ref)}`)).status,
      {
        timeout: 120_000,
      },
    )
    .toMatch(/SUCCESS|INFEASIBLE/);
  const after = (await apiData<Territory[]>(page, `territory`)).find((x) => x.id === held.id)!;
  expect(after.locationRefNoList).toEqual(held.locationRefNoList);

  await page.goto('/task-management');
  const row = page.getByTestId('territory-plans-grid').getByRole('row').filter({ hasText: ref });
  await row.getByRole('button', { name: 'Result' }).click();
  const result = page.getByRole('dialog', { name: `Territory Plan Result: ${ref}` });
  await expect(result.getByTestId('plan-result-created')).toContainText(ref);
  await expect(result.getByTestId('plan-result-kept')).toContainText(held.name);
  await expect(result.getByTestId('plan-result-kept')).toContainText(
    `${held.locationRefNoList.length} locations, ${held.locationRefNoList.length} of them chosen for this plan`,
  );
  await shoot(page, 'task-management-result-en');

  // The plan's territories go again: the journeys after this one plan the same centers' locations.
  const made = (await apiData<Territory[]>(page, 'territory')).filter((x) => x.name.startsWith(`${ref} `));
  const removed = await page.request.delete('/api/territory', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { territoryIds: made.map((x) => x.id) },
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  if (shots) {
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
    await page.goto('/task-management');
    await page
      .getByTestId('territory-plans-grid')
      .getByRole('row')
      .filter({ hasText: ref })
      .getByRole('button', { name: 'Sonuç' })
      .click();
    await expect(page.getByRole('dialog', { name: `Bölge Planı Sonucu: ${ref}` })).toBeVisible();
    await shoot(page, 'task-management-result-tr');
    await page.goto('/territory');
    await page.getByRole('tab', { name: 'Harita' }).click();
    await drawEmptySquare(page, { draw: 'Çokgen Çiz', finish: 'Bitir' });
    await page.getByRole('button', { name: 'Yeni Oluştur' }).click();
    const tr = page.getByRole('dialog', { name: 'Bölge Ekle' });
    await tr.getByRole('button', { name: 'Kaydet' }).click();
    await expect(tr.locator('[data-field="distributionCenterId"]')).toBeVisible();
    await shoot(page, 'territory-draw-form-tr');
  }
});
