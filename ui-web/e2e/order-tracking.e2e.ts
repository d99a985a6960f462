import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';
import { haversineMeters } from './support/geo.js';
import { today } from './support/solved-job.js';
import { typeDay } from './support/date-field.js';

/**
 * A simulated day through the drivers' API (positions, visit events, proof, door readings), then
 * the back office: an order's timeline and proof, the labels zip (each PDF parsed), the sensor
 * chart linked to the map, and the trip cost report's totals against what was reported.
 */

const password = 'Demo!2345';

async function signInApi(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/auth/authenticate/login', {
    data: { email, password, skipPassword: false, language: 'en' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function post(request: APIRequestContext, bearer: string, path: string, data: unknown) {
  const res = await request.post(`/api/${path}`, { headers: { Authorization: `Bearer ${bearer}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res;
}

interface DriverStop {
  visitOrder: number;
  type: string;
  latitude: number;
  longitude: number;
  orders: { orderRefNo: string }[];
}

/** Plans and approves a job for the vehicle driver1@demo.rota drives; answers its route. */
async function liveJobOfDriver1(page: Page, refNo: string) {
  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  const drivers = await apiData<{ refNo: string; username: string | null }[]>(page, 'driver/drivers');
  const driver1 = drivers.find((d) => d.username === 'driver1@demo.rota');
  const vehicles = await apiData<{
    vehicleResultList: { refNo: string; plate: string; defaultDriverRefNo: string | null }[];
  }>(page, `vehicles?distributionCenterId=${centerId}`);
  const vehicle = vehicles.vehicleResultList.find((v) => v.defaultDriverRefNo === driver1?.refNo);
  expect(vehicle, 'the vehicle driver1 drives').toBeTruthy();
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  const admin = await token(page);
  await post(page.request, admin, 'jobs/partial-job', {
    refNo,
    distributionCenterId: centerId,
    orderRefNoList: orders.slice(0, 5).map((o) => o.refNo),
    vehicleRefNoList: [vehicle!.refNo],
    vehicleDrivers: [],
    vehicleConfigurations: [],
    jobParameterDto: { maximumRuntimeInMinutes: 1, minNumberOfVehicles: 0, maxNumberOfVehicles: 1 },
    queue: true,
  });
  await expect
    .poll(
      async () =>
        (
          await apiData<{ jobList: { jobRefNo: string; status: string }[] }>(page, `jobs?jobRefNo=${refNo}`)
        ).jobList.find((j) => j.jobRefNo === refNo)?.status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('SUCCESS');
  const route = await apiData<{ routeId: number }>(page, `routes/${refNo}`);
  const approve = await page.request.put(`/api/jobs/${refNo}/${route.routeId}/approve`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { isApproved: true },
  });
  expect(approve.ok(), await approve.text()).toBe(true);
  return { vehicle: vehicle! };
}

test('after a simulated day, an order shows its steps and proof, labels open, door periods move the map, costs match', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const refNo = `E2E-OT-${Date.now()}`;
  const { vehicle } = await liveJobOfDriver1(page, refNo);

  // The day, as driver1's app reports it.
  const driver = await signInApi(page.request, 'driver1@demo.rota');
  const routes = await page.request.get(`/api/driver/routes?date=${today()}`, {
    headers: { Authorization: `Bearer ${driver}` },
  });
  const mine = ((await routes.json()) as { data: { jobRefNo: string; stops: DriverStop[] }[] }).data.find(
    (r) => r.jobRefNo === refNo,
  );
  expect(mine, 'driver1 sees the approved route').toBeTruthy();
  const visits = mine!.stops.filter((s) => s.type === 'visit');
  const first = visits[0]!;
  const base = Date.now() - 90 * 60_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  const positions = [
    { latitude: first.latitude - 0.01, longitude: first.longitude, recordedAt: at(0) },
    { latitude: first.latitude, longitude: first.longitude, recordedAt: at(20) },
    { latitude: first.latitude + 0.012, longitude: first.longitude + 0.004, recordedAt: at(40) },
  ];
  await post(page.request, driver, 'driver/positions', { jobRefNo: refNo, positions });
  for (const [event, minute] of [
    ['ARRIVED', 20],
    ['SERVICE_STARTED', 22],
    ['COMPLETED', 30],
  ] as const)
    await post(page.request, driver, 'driver/visit-events', {
      jobRefNo: refNo,
      visitOrder: first.visitOrder,
      event,
      occurredAt: at(minute),
    });
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const orderRefNo = first.orders[0]!.orderRefNo;
  await post(page.request, driver, 'driver/step-results', {
    jobRefNo: refNo,
    visitOrder: first.visitOrder,
    orderRefNo,
    stepName: 'capture_signature_with_name',
    completedAt: at(29),
    contactName: 'Ayşe Yılmaz',
    notes: 'Left with the neighbour',
    barcodes: ['PKG-7001'],
    files: [{ fileType: 'Signature', fileName: 'signature.png', contentType: 'image/png', content: png }],
  });
  await post(page.request, driver, 'driver/door-readings', {
    jobRefNo: refNo,
    readings: [
      { sensorLabel: 'Rear door', open: true, measuredAt: at(21) },
      { sensorLabel: 'Rear door', open: false, measuredAt: at(29) },
      { sensorLabel: 'Rear door', open: true, measuredAt: at(40) },
      { sensorLabel: 'Rear door', open: false, measuredAt: at(42) },
    ],
  });

  // Order tracking, opened from an address that names the job and the Completed tab.
  await page.goto(`/tracking/order-tracking?job=${refNo}&selectOption=COMPLETED`);
  await expect(page.getByRole('tab', { name: /Completed \(\d+\)/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.locator('.ag-row', { hasText: orderRefNo }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Show' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.locator('li[data-status="COMPLETED"].reached')).toBeVisible();
  await expect(detail.locator('li[data-status="VEHICLE_AT_LOCATION"].reached')).toBeVisible();
  await expect(detail.getByTestId('proof-contact')).toHaveText('Ayşe Yılmaz');
  await expect(detail.getByTestId('proof-barcodes')).toContainText('PKG-7001');
  await expect(detail.getByRole('img', { name: 'signature.png' })).toBeVisible();
  await page.screenshot({ path: 'reports/e2e-order-tracking-en.png' });

  // The labels zip: one PDF per planned order, each opens and names its order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Labels' }).click();
  const labels = await downloading;
  expect(labels.suggestedFilename()).toBe(`${refNo}.zip`);
  const zip = await JSZip.loadAsync(await readFile((await labels.path())!));
  const names = Object.keys(zip.files);
  expect(names.length).toBe(visits.reduce((n, s) => n + s.orders.length, 0));
  for (const name of names) {
    const parser = new PDFParse({ data: await zip.files[name]!.async('uint8array') });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(name.replace(/\.pdf$/, ''));
    expect(text).toContain(vehicle.plate);
  }

  // Sensor tracking: the door periods as range bars; a click on one draws its stretch of route.
  await page.goto('/tracking/sensor-tracking');
  await page.getByLabel('Job').selectOption(refNo);
  await page.getByLabel('Vehicle').selectOption(vehicle.refNo);
  await page.getByRole('button', { name: 'View Data' }).click();
  const chart = page.getByTestId('door-chart');
  await expect(chart).toHaveAttribute('data-periods', '4');
  // The opening 1.3 km from the stop is flagged.
  await expect(chart).toHaveAttribute('data-away', '1');
  await expect(chart.locator('.door-away').first()).toBeVisible();
  const map = page.getByTestId('sensor-map');
  await expect(map).toHaveAttribute('data-highlighted', '0');
  const view = () =>
    map.evaluate((el) =>
      ['.leaflet-map-pane', '.leaflet-proxy']
        .map((c) => el.querySelector<HTMLElement>(c)?.style.transform)
        .join(' '),
    );
  await expect.poll(view).not.toBe('');
  const before = await view();
  await chart.locator('.door-away').first().click();
  // The map moves to the stretch of route driven while the door was open.
  await expect.poll(view).not.toBe(before);
  await expect(page.getByTestId('picked-period')).toContainText('Rear door');
  await expect.poll(async () => Number(await map.getAttribute('data-highlighted'))).toBeGreaterThan(0);
  await page.screenshot({ path: 'reports/e2e-sensor-tracking-en.png' });

  // The trip cost report: actual totals are what the driver reported.
  await page.goto('/reporting/vehicle-trip-report');
  await page.getByLabel('Vehicles').selectOption([vehicle.refNo]);
  await typeDay(page.getByLabel('Start date'), today());
  await typeDay(page.getByLabel('End date'), today());
  await page.getByRole('button', { name: 'Generate' }).click();
  const actual = page.getByTestId('cost-totals').locator('tr[data-kpi-type="Actual"]');
  await expect(actual.locator('td[data-metric="NumberOfOrders"]')).toHaveText(String(first.orders.length));
  await expect(actual.locator('td[data-metric="NumberOfStops"]')).toHaveText('1');
  let metres = 0;
  for (let i = 1; i < positions.length; i += 1)
    metres += haversineMeters(
      { lat: positions[i - 1]!.latitude, lng: positions[i - 1]!.longitude },
      { lat: positions[i]!.latitude, lng: positions[i]!.longitude },
    );
  await expect(actual.locator('td[data-metric="Distance"]')).toHaveText(
    (Math.round(metres / 10) / 100).toFixed(2),
  );
  await expect(actual.locator('td[data-metric="Duration"]')).toHaveText('40');
  await page.screenshot({ path: 'reports/e2e-cost-report-en.png' });

  // The same screens in Turkish.
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await page.goto(`/tracking/order-tracking?job=${refNo}`);
  await expect(page.getByRole('tab', { name: 'Tamamlanan (1)' })).toBeVisible();
  await expect(page.locator('.ag-row', { hasText: orderRefNo }).first()).toContainText('Tamamlandı');
  await page.screenshot({ path: 'reports/e2e-order-tracking-tr.png' });
});
