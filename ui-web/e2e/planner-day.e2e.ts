import { expect, test, type Page } from '@playwright/test';
import type { RouteResult } from '@rota/core/daily-plan';
import { apiData, signIn, token } from './support/session.js';
import { firstCenterId, solvedJob } from './support/solved-job.js';

/**
 * The planner's day at 1366x768: a stop moved by hand onto a vehicle that cannot do its order's
 * operation type is warned of before and after saving (English and Turkish), pinned stops show
 * their pin and warn when moved, and a marker dragged on the locations map can be undone.
 */

type Vehicle = RouteResult['vehicleWithAssignedLocations'][number];
type Capability = { capableOperationTypeRefNoList?: string[]; nonCapableOperationTypeRefNoList?: string[] };

async function api(page: Page, method: 'PUT' | 'POST' | 'DELETE', path: string, data: unknown) {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await token(page)}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
}

/** A vehicle's own capability rows, or none (404). */
async function capabilityOf(page: Page, vehicleRefNo: string): Promise<Capability> {
  const response = await page.request.get(`/api/vehicle-operationtype-constraints/${vehicleRefNo}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  if (response.status() === 404) return {};
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Capability }).data;
}

async function openLocationChange(page: Page, routeLocationId: string, button = 'Change location') {
  const item = page.locator(`.vis-item.stop-${routeLocationId}`);
  await item.scrollIntoViewIfNeeded();
  await item.click();
  await page.getByTestId('stop-panel').getByRole('button', { name: button }).click();
  return page.getByRole('dialog').filter({ has: page.locator('select') });
}

test('a stop moved onto a vehicle that cannot serve its order is warned of at once; pinned stops show and warn', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const refNo = await solvedJob(page, `E2E-MOVE-${Date.now()}`, { orders: 24, vehicles: 3, minVehicles: 2 });
  const route = await apiData<RouteResult>(page, `routes/${refNo}`);
  const used = route.vehicleWithAssignedLocations.filter((v) => v.locations.some((l) => l.type === 'visit'));
  expect(used.length).toBeGreaterThanOrEqual(2);
  const [from, to] = used as [Vehicle, Vehicle];
  const [moved, pinned] = from.locations.filter((l) => l.type === 'visit');
  if (!moved) throw new Error('no visit to move');
  const order = moved.orders[0];
  if (!order) throw new Error('the stop has no order');
  const { operationTypeRefNo } = await apiData<{ operationTypeRefNo: string }>(page, `orders/${order.refNo}`);
  expect(operationTypeRefNo).toBeTruthy();

  // The target vehicle cannot do the order's operation type from now on (the plan was made before).
  const before = await capabilityOf(page, to.vehicleRefNo);
  await api(page, 'PUT', `vehicle-operationtype-constraints/${to.vehicleRefNo}`, {
    capableOperationTypeRefNoList: (before.capableOperationTypeRefNoList ?? []).filter(
      (r) => r !== operationTypeRefNo,
    ),
    nonCapableOperationTypeRefNoList: [operationTypeRefNo],
  });
  try {
    await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
    await expect(page.getByTestId('job-id')).toContainText(refNo);
    const cannot = `${to.vehicleName} cannot do ${order.operationTypeName} (order ${order.refNo}).`;

    // Before saving: choosing the vehicle warns at once, and Save stays possible.
    const modal = await openLocationChange(page, moved.routeLocationId);
    await expect(modal.getByTestId('move-warnings')).toHaveCount(0);
    await modal.getByLabel('Vehicle').selectOption(to.routeVehicleId);
    await expect(modal.getByTestId('move-warnings')).toContainText(cannot);
    await page.screenshot({ path: 'reports/e2e-planner-day-move-warning-en.png' });
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('adhoc-summary')).toContainText('1 location change');

    // After saving: on the moved stop (panel and timeline) and on the route it goes to.
    await expect(page.getByTestId('stop-move-warnings')).toContainText(cannot);
    await expect(page.locator(`.vis-item.stop-${moved.routeLocationId}`)).toHaveClass(/stop-warned/);
    await expect(page.getByTestId(`route-warning-${to.routeVehicleId}`)).toBeVisible();
    await page.screenshot({ path: 'reports/e2e-planner-day-moved-stop-en.png' });

    // A pinned stop shows its pin (panel badge, timeline item) and warns when moved off its vehicle.
    if (pinned) {
      await page.locator(`.vis-item.stop-${pinned.routeLocationId}`).click();
      const panel = page.getByTestId('stop-panel');
      await expect(panel.getByTestId('stop-pinned')).toHaveCount(0);
      await panel.getByRole('button', { name: 'Pin stop' }).click();
      await expect(panel.getByTestId('stop-pinned')).toHaveAttribute(
        'title',
        `Pinned: stays on ${from.vehicleName} when the plan is reoptimized.`,
      );
      const item = page.locator(`.vis-item.stop-${pinned.routeLocationId}`);
      await expect(item).toHaveClass(/stop-pinned/);
      await expect(item).toContainText('📌');
      const again = await openLocationChange(page, pinned.routeLocationId);
      await again.getByLabel('Vehicle').selectOption(to.routeVehicleId);
      await expect(again.getByTestId('move-warnings')).toContainText(
        'This stop is pinned to its vehicle; saving moves it anyway.',
      );
      await page.screenshot({ path: 'reports/e2e-planner-day-pinned-en.png' });
      await again.getByRole('button', { name: 'Cancel' }).click();
    }

    // Turkish: the pending move and its warning are kept and read in Turkish.
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
    await page.reload();
    await page.locator(`.vis-item.stop-${moved.routeLocationId}`).click();
    await expect(page.getByTestId('stop-move-warnings')).toContainText(
      `${to.vehicleName}, ${order.operationTypeName} işlemini yapamaz (sipariş ${order.refNo}).`,
    );
    await expect(page.getByTestId(`route-warning-${to.routeVehicleId}`)).toHaveAttribute(
      'title',
      'Bu rotaya bekleyen bir taşıma planın kurallarını bozuyor',
    );
    await page.screenshot({ path: 'reports/e2e-planner-day-moved-stop-tr.png' });
    if (pinned) {
      const modal = await openLocationChange(page, pinned.routeLocationId, 'Konumu değiştir');
      await modal.getByLabel('Araç').selectOption(to.routeVehicleId);
      await expect(modal.getByTestId('move-warnings')).toContainText(
        'Bu durak aracına sabitlendi; kaydederseniz yine de taşınır.',
      );
      await page.screenshot({ path: 'reports/e2e-planner-day-pinned-tr.png' });
    }
  } finally {
    // Back as it was; a vehicle that had no row gets a capable one (the same for the solver).
    const capable = before.capableOperationTypeRefNoList ?? [];
    const nonCapable = before.nonCapableOperationTypeRefNoList ?? [];
    await api(page, 'PUT', `vehicle-operationtype-constraints/${to.vehicleRefNo}`, {
      capableOperationTypeRefNoList: capable.length + nonCapable.length > 0 ? capable : [operationTypeRefNo],
      nonCapableOperationTypeRefNoList: nonCapable,
    });
  }
});

test('a marker dragged on the locations map can be undone: the old coordinates are saved again', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const refNo = `0-E2E-UNDO-${stamp}`;
  const name = `0 E2E Undo ${stamp}`;
  await api(page, 'POST', 'locations', [
    { refNo, name, distributionCenterId: await firstCenterId(page), latitude: 41.02, longitude: 29.02 },
  ]);
  try {
    await page.goto('/data-management/locations');
    await page.getByRole('button', { name: `Show ${name} on the map` }).click();
    const marker = page.locator(`.leaflet-marker-icon[title="${name}"]`);
    const box = await marker.boundingBox();
    if (!box) throw new Error('the marker is not on the map');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
    await page.mouse.up();
    const place = () => apiData<{ latitude: number; longitude: number }>(page, `locations/${refNo}`);
    await expect.poll(async () => (await place()).latitude).toBeLessThan(41.02);
    const undo = page.getByTestId('map-undo');
    await expect(undo).toContainText(`${name} moved to`);
    await page.screenshot({ path: 'reports/e2e-planner-day-map-undo-en.png' });

    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${name} is back at 41.02, 29.02.`).first()).toBeVisible();
    await expect(undo).toHaveCount(0);
    expect(await place()).toMatchObject({ latitude: 41.02, longitude: 29.02 });

    // Turkish: the same notice and its Undo.
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
    await page.goto('/data-management/locations');
    await page.getByRole('button', { name: `${name} haritada göster` }).click();
    const again = await marker.boundingBox();
    if (!again) throw new Error('the marker is not on the map');
    await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
    await page.mouse.down();
    await page.mouse.move(again.x - 100, again.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect(undo).toContainText('konumuna taşındı');
    await page.screenshot({ path: 'reports/e2e-planner-day-map-undo-tr.png' });
    await undo.getByRole('button', { name: 'Geri al' }).click();
    await expect(undo).toHaveCount(0);
    expect(await place()).toMatchObject({ latitude: 41.02, longitude: 29.02 });
  } finally {
    await api(page, 'DELETE', 'locations', [refNo]);
  }
});
