import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';
import { unstyledControls } from './support/screen-texts.js';
import { today } from './support/solved-job.js';
import type { RouteResult } from '@rota/core/daily-plan';
import { vehicleColourOf } from '../src/daily-plan/result.model.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A '#rrggbb' colour as the browser reports a computed colour. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * The drivers' app on a phone (390x844, location, offline): driver1 signs in, their route arrives
 * live when the planner sends the plan out, a stop is reached and completed with a photo and a
 * signature while offline, everything is sent when the network returns, and the planner's Track &
 * Trace and Order Tracking show the visit completed with its proof. A route given to another
 * driver leaves the open app, and comes back, without a reload; stops the planner moves in Track &
 * Trace arrive on it, leave it and change its order, each said in a notice, without a reload.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function phone(browser: Browser, baseURL: string | undefined, language: 'en' | 'tr') {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    geolocation: { latitude: 41.0082, longitude: 28.9784, accuracy: 8 },
    permissions: ['geolocation'],
  });
  await context.addInitScript((lang) => localStorage.setItem('I18N_LANGUAGE', lang), language);
  return { context, page: await context.newPage() };
}

/** A solved job (not yet live) for the vehicle driver1@demo.rota drives. */
async function jobOfDriver1(page: Page, refNo: string) {
  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  const drivers = await apiData<{ refNo: string; username: string | null }[]>(page, 'driver/drivers');
  const driver1 = drivers.find((d) => d.username === 'driver1@demo.rota')!;
  const other = drivers.find((d) => d.refNo !== driver1.refNo)!;
  const vehicles = await apiData<{
    vehicleResultList: { refNo: string; defaultDriverRefNo: string | null }[];
  }>(page, `vehicles?distributionCenterId=${centerId}`);
  const vehicle = vehicles.vehicleResultList.find((v) => v.defaultDriverRefNo === driver1.refNo)!;
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  const created = await page.request.post('/api/jobs/partial-job', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      refNo,
      distributionCenterId: centerId,
      orderRefNoList: orders.slice(0, 4).map((o) => o.refNo),
      vehicleRefNoList: [vehicle.refNo],
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: { maximumRuntimeInMinutes: 1, minNumberOfVehicles: 0, maxNumberOfVehicles: 1 },
      queue: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await apiData<{ jobList: { jobRefNo: string; status: string }[] }>(page, `jobs?jobRefNo=${refNo}`)
        ).jobList.find((j) => j.jobRefNo === refNo)?.status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('SUCCESS');
  return { vehicle, driver1, other };
}

async function assign(page: Page, refNo: string, vehicleRefNo: string, driverRefNo: string) {
  const res = await page.request.post(`/api/jobs/${refNo}/vehicle-drivers`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { jobRefNo: refNo, vehicleDrivers: [{ vehicleRefNo, driverRefNo }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test("a driver's day on the phone: live route, a visit completed offline with proof, seen by the planner", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const refNo = `E2E-DRV-${Date.now()}`;
  const { vehicle, driver1, other } = await jobOfDriver1(page, refNo);

  // The driver signs in on the phone with the back office's rules; no route yet.
  const { context, page: app } = await phone(browser, baseURL, 'en');
  await app.goto('/driver');
  await expect(app).toHaveURL(/\/driver\/login$/);
  await app.screenshot({ path: 'reports/screens/driver-login-en.png' });
  await app.locator('input[name="email"]').fill('driver1@demo.rota');
  await app.locator('input[name="password"]').fill('Demo!2345');
  await app.locator('button[type="submit"]').click();
  await expect(app).toHaveURL(/\/driver$/);
  await expect(app.getByText('No route for you today yet', { exact: false })).toBeVisible();
  const manifest = await app.request.get('/driver.webmanifest');
  expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/driver');
  await app.screenshot({ path: 'reports/screens/driver-empty-en.png' });

  // Go Live: the route reaches the open app without a reload, stops in visit order.
  const route = await apiData<{ routeId: number }>(page, `routes/${refNo}`);
  const approved = await page.request.put(`/api/jobs/${refNo}/${route.routeId}/approve`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { isApproved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const list = app.getByTestId('stop-list').locator('li');
  await expect(list.first()).toBeVisible({ timeout: 30_000 });
  const orders = await list.locator('.drv-order').allTextContents();
  expect(orders.map(Number)).toEqual([...orders.map(Number)].sort((a, b) => a - b));
  const next = app.getByTestId('next-stop');
  await expect(next).toContainText(orders[0]!);
  await expect(app.locator('.drv-title')).toContainText('Vehicle');
  const firstName = (await list.first().locator('strong').textContent())!;
  await app.getByRole('button', { name: 'Start duty' }).click();
  await app.screenshot({ path: 'reports/screens/driver-route-en.png', fullPage: true });

  // Offline: arrive, take a photo, sign, complete; all of it waits on the phone.
  await context.setOffline(true);
  await expect(app.getByTestId('network-state')).toHaveText('Offline');
  await next.getByRole('link', { name: 'Open' }).click();
  await expect(app.getByRole('heading', { name: firstName })).toBeVisible();
  await app.screenshot({ path: 'reports/screens/driver-stop-en.png', fullPage: true });
  await app.getByRole('button', { name: 'Arrived' }).click();
  await expect(app.getByTestId('stop-status')).toHaveText('Arrived');
  await app
    .getByTestId('photo-input')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PNG });
  await expect(app.getByRole('img', { name: 'Photo taken' })).toBeVisible();
  const pad = app.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await app.mouse.move(box.x + 30, box.y + 100);
  await app.mouse.down();
  await app.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await app.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await app.mouse.up();
  await app.getByLabel('Name of the person who signs').fill('Ayşe Yılmaz');
  await app.screenshot({ path: 'reports/screens/driver-proof-en.png', fullPage: true });
  await app.getByRole('button', { name: 'Complete' }).click();
  await expect(app.getByTestId('stop-status')).toHaveText('Completed');
  await expect(app.getByTestId('outbox')).toHaveText('Waiting to be sent: 4');
  await app.getByRole('link', { name: /Back to the route/ }).click();
  await expect(list.first().getByTestId('stop-status')).toHaveText('Completed');
  await app.screenshot({ path: 'reports/screens/driver-offline-en.png', fullPage: true });

  // Back online: sent in order, once.
  await context.setOffline(false);
  await expect(app.getByTestId('network-state')).toHaveText('Online');
  await expect(app.getByTestId('outbox')).toHaveText('Everything is sent', { timeout: 30_000 });
  const driverToken = await app.evaluate(
    () => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}').token as string,
  );
  const served = await app.request.get(`/api/driver/routes?jobRefNo=${refNo}`, {
    headers: { Authorization: `Bearer ${driverToken}` },
  });
  const stops = (
    (await served.json()) as {
      data: { stops: { visitOrder: number; status: string | null; orders: { orderRefNo: string }[] }[] }[];
    }
  ).data[0]!.stops;
  const done = stops.find((s) => s.visitOrder === Number(orders[0]))!;
  expect(done.status).toBe('COMPLETED');

  // The planner: Track & Trace shows the visit done, Order Tracking its proof.
  await page.goto(`/daily-plan/track-and-trace/${refNo}`);
  await expect(page.locator('.tt-timeline .vis-item.tt-success').first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'reports/screens/driver-planner-tt-en.png' });
  const orderRefNo = done.orders[0]!.orderRefNo;
  await page.goto(`/tracking/order-tracking?job=${refNo}&selectOption=COMPLETED`);
  const row = page.locator('.ag-row', { hasText: orderRefNo }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Show' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('proof-contact')).toHaveText('Ayşe Yılmaz');
  await expect(detail.getByRole('img', { name: `photo-${done.visitOrder}.jpg` })).toBeVisible();
  await expect(detail.getByRole('img', { name: `signature-${done.visitOrder}.png` })).toBeVisible();
  await page.screenshot({ path: 'reports/screens/driver-planner-proof-en.png' });

  // The planner gives the vehicle to another driver and back: the open app follows each time.
  await assign(page, refNo, vehicle.refNo, other.refNo);
  await expect(app.getByText('No route for you today yet', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await assign(page, refNo, vehicle.refNo, driver1.refNo);
  await expect(list.first()).toBeVisible({ timeout: 30_000 });

  // A failed visit needs a reason.
  await app.getByTestId('next-stop').getByRole('link', { name: 'Open' }).click();
  await app.getByRole('button', { name: 'Arrived' }).click();
  await app.getByRole('button', { name: 'Failed' }).click();
  await app.getByRole('button', { name: 'Report failed' }).click();
  await expect(app.getByRole('alert')).toHaveText('Say why, so the planner knows.');
  await app.screenshot({ path: 'reports/screens/driver-fail-en.png' });
  await app.getByRole('button', { name: 'Close' }).click();
  // The same screens in Turkish.
  await app.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await app.goto('/driver');
  await expect(app.getByText('Sıradaki durak')).toBeVisible();
  await app.screenshot({ path: 'reports/screens/driver-route-tr.png', fullPage: true });
  await app.getByTestId('next-stop').getByRole('link', { name: 'Aç' }).click();
  await expect(app.getByRole('button', { name: 'Hizmete başla' })).toBeVisible();
  await app.screenshot({ path: 'reports/screens/driver-stop-tr.png', fullPage: true });
  await app.getByRole('button', { name: 'Başarısız' }).click();
  await app.screenshot({ path: 'reports/screens/driver-fail-tr.png' });
  await app.getByRole('button', { name: 'Kapat' }).click();
  await app.getByRole('link', { name: 'Çıkış yap' }).click();
  await expect(app).toHaveURL(/\/login$/);
  await app.screenshot({ path: 'reports/screens/driver-login-tr.png' });
  await context.close();
});

test("a planner moves stops of a live plan in Track & Trace; the driver's open app follows without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const refNo = `E2E-DSP-${Date.now()}`;
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  // Two vehicles of the center that drive no other plan today, and a driver with a sign-in e-mail.
  const drivers = await apiData<
    { refNo: string; username: string | null; email: string | null; givenName: string; surname: string }[]
  >(page, 'driver/drivers');
  const fleet = (
    await apiData<{ vehicleResultList: { refNo: string; defaultDriverRefNo: string | null }[] }>(
      page,
      `vehicles?distributionCenterId=${centerId}`,
    )
  ).vehicleResultList;
  const driver1 = drivers.find((d) => d.username === 'driver1@demo.rota')!;
  const [vehicle, second] = fleet.filter((v) => v.defaultDriverRefNo !== driver1.refNo).slice(-2) as [
    (typeof fleet)[number],
    (typeof fleet)[number],
  ];
  const driver = drivers.find((d) => d.refNo !== driver1.refNo && d.email?.includes('@'))!;
  const email = driver.email!;
  const password = 'Dispatch!2345x';
  const account = await page.request.post('/api/user-management/users', {
    headers: auth,
    data: {
      email,
      givenName: driver.givenName,
      surname: driver.surname,
      role: 'Driver',
      distributionCenterId: centerId,
      password,
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  const created = await page.request.post('/api/jobs/partial-job', {
    headers: auth,
    data: {
      refNo,
      distributionCenterId: centerId,
      orderRefNoList: orders.slice(-8).map((o) => o.refNo),
      vehicleRefNoList: [vehicle.refNo, second.refNo],
      vehicleDrivers: [{ vehicleRefNo: vehicle.refNo, driverRefNo: driver.refNo }],
      vehicleConfigurations: [],
      jobParameterDto: {
        maximumRuntimeInMinutes: 1,
        minNumberOfVehicles: 2,
        maxNumberOfVehicles: 2,
        balanceRoutes: true,
      },
      queue: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await apiData<{ jobList: { jobRefNo: string; status: string }[] }>(page, `jobs?jobRefNo=${refNo}`)
        ).jobList.find((j) => j.jobRefNo === refNo)?.status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('SUCCESS');
  const plan = await apiData<{ routeId: number }>(page, `routes/${refNo}`);
  const approved = await page.request.put(`/api/jobs/${refNo}/${plan.routeId}/approve`, {
    headers: auth,
    data: { isApproved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The driver's app is open on the phone with the live route.
  const { context, page: app } = await phone(browser, baseURL, 'en');
  await app.goto('/driver/login');
  await app.locator('input[name="email"]').fill(email);
  await app.locator('input[name="password"]').fill(password);
  await app.locator('button[type="submit"]').click();
  await expect(app).toHaveURL(/\/driver$/);
  const list = app.getByTestId('stop-list').locator('li');
  await expect(list.first()).toBeVisible({ timeout: 30_000 });

  // Live dispatching: the planner moves stops of the live plan in Track & Trace, the open app
  // follows without a reload and says what changed.
  await page.goto(`/daily-plan/track-and-trace/${refNo}`);
  const rowOf = (vehicleRefNo: string) =>
    page.locator(`table.tt-vehicles tr[data-vehicle="${vehicleRefNo}"]`);
  await expect(rowOf(second.refNo)).toBeVisible({ timeout: 30_000 });
  // Vehicles in the result page's colours; every time in the table names its source.
  const result = await apiData<RouteResult>(page, `routes/${refNo}`);
  for (const [index, routeVehicle] of result.vehicleWithAssignedLocations.entries()) {
    const swatch = rowOf(routeVehicle.vehicleRefNo).getByTestId('vehicle-swatch');
    await expect(swatch).toHaveCSS('background-color', rgbOf(vehicleColourOf(result, index)));
  }
  await expect(page.locator('table.tt-vehicles caption')).toHaveAttribute('data-clock', 'wallClock');
  await expect(page.locator('table.tt-vehicles caption')).toHaveText(
    'Times as reported by the vehicles (wall clock).',
  );
  const times = page.locator('table.tt-vehicles time');
  await expect(times.first()).toBeVisible();
  for (const time of await times.all()) {
    const source = await time.getAttribute('data-source');
    expect(['planned', 'estimated', 'actual']).toContain(source);
    await expect(time).toHaveText(
      new RegExp(`^${source![0]!.toUpperCase()}${source!.slice(1)} \\d{2}:\\d{2}$`),
    );
  }

  /** Moves a stop (the first one that may move, or the one named) in the Move stop dialog. */
  const moveStop = async (from: string, to: string, name?: string) => {
    await rowOf(from).getByRole('button', { name: 'Move stop' }).click();
    const dialog = page.getByRole('dialog');
    const [stopSelect, vehicleSelect] = [dialog.locator('select').nth(0), dialog.locator('select').nth(1)];
    const option = name
      ? stopSelect.locator('option', { hasText: name })
      : stopSelect.locator('option').first();
    await expect(option).toHaveCount(1);
    const location = ((await option.textContent()) ?? '').replace(/^\d+ · /, '');
    await stopSelect.selectOption((await option.getAttribute('value'))!);
    await vehicleSelect.selectOption(to);
    await page.screenshot({ path: `reports/screens/driver-planner-move-${name ? 'back' : 'in'}-en.png` });
    // Track & Trace and its dialog draw their controls in the design system's style.
    expect(await unstyledControls(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('move-result')).toContainText(`Stop ${location} moved to`);
    // The page reads the routes again (the hub's ReceiveRouteDispatch and the answer).
    await expect(rowOf(to)).toHaveAttribute('data-stops', new RegExp(escapeRegExp(location)));
    if (from !== to)
      await expect(rowOf(from)).not.toHaveAttribute(
        'data-stops',
        new RegExp(`(^|\\|)${escapeRegExp(location)}($|\\|)`),
      );
    return location;
  };
  // A stop of the second vehicle arrives first on the driver's route.
  const arriving = await moveStop(second.refNo, vehicle.refNo);
  await expect(app.getByTestId('route-notice')).toContainText(`New stop on your route: ${arriving}.`);
  await expect(list.nth(0).locator('strong')).toHaveText(arriving);
  await expect(app).toHaveURL(/\/driver$/);
  await app.screenshot({ path: 'reports/screens/driver-dispatch-added-en.png', fullPage: true });
  await app.getByTestId('route-notice').getByRole('button', { name: 'Dismiss' }).click();
  // Another one goes before it: new, and the order changed.
  const before = await moveStop(second.refNo, vehicle.refNo);
  await expect(app.getByTestId('route-notice')).toContainText(`New stop on your route: ${before}.`);
  await expect(app.getByTestId('route-notice')).toContainText('The order of your stops has changed.');
  await expect(list.nth(0).locator('strong')).toHaveText(before);
  await expect(list.nth(1).locator('strong')).toHaveText(arriving);
  // The first one leaves the driver's route again; the app now speaks Turkish.
  await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await app.goto('/driver');
  await expect(app.getByText('Sıradaki durak')).toBeVisible();
  await moveStop(vehicle.refNo, second.refNo, arriving);
  await expect(app.getByTestId('route-notice')).toContainText(`${arriving} artık rotanızda değil.`);
  await expect(app.getByTestId('stop-list')).not.toContainText(arriving);
  await page.screenshot({ path: 'reports/screens/driver-planner-moved-en.png' });
  await app.screenshot({ path: 'reports/screens/driver-dispatch-removed-tr.png', fullPage: true });

  await context.close();
});
