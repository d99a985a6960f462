import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runRota, startRota } from '../../cli/src/testing/cli-harness.js';
import { apiData, signIn, token } from './support/session.js';
import { solvedJob } from './support/solved-job.js';
import type { RouteResult } from '@rota/core/daily-plan';
import { vehicleColourOf } from '../src/daily-plan/result.model.js';

/** A '#rrggbb' colour as the browser reports a computed colour. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * Live operations end to end: a job goes live, `rota simulate drivers` plays it through the
 * drivers' API at high speed, and Track & Trace follows in Chromium over the hubs: vehicles move,
 * stops turn completed or failed, the tracking log counts unread events; the dashboard follows.
 */
test('a live job played by the driver simulator updates Track & Trace and the dashboard live', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const refNo = await solvedJob(page, 'TT-E2E-1', { orders: 10, vehicles: 2 });
  // Each vehicle of the job gets a driver of the center with a sign-in e-mail.
  const pairs = await apiData<{ vehicles: { vehicleRefNo: string }[] }>(
    page,
    `jobs/${refNo}/vehicle-drivers`,
  );
  const drivers = (await apiData<{ refNo: string; email: string | null }[]>(page, 'driver/drivers')).filter(
    (d) => d.email?.includes('@'),
  );
  const assigned = await page.request.post(`/api/jobs/${refNo}/vehicle-drivers`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      jobRefNo: refNo,
      vehicleDrivers: pairs.vehicles.map((v, i) => ({
        vehicleRefNo: v.vehicleRefNo,
        driverRefNo: drivers[i]!.refNo,
      })),
    },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  const route = await apiData<{ routeId: number }>(page, `routes/${refNo}`);
  const approved = await page.request.put(`/api/jobs/${refNo}/${route.routeId}/approve`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { isApproved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The Track action of the daily plan opens the page.
  await page.goto('/daily-plan');
  await page
    .getByRole('row', { name: new RegExp(refNo) })
    .getByRole('button', { name: 'Track' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/daily-plan/track-and-trace/${refNo}$`));
  await expect(page.getByRole('heading', { name: `Track and Trace · ${refNo}` })).toBeVisible();
  await expect(page.getByText("Vehicles haven't moved yet")).toBeVisible();
  await expect(page.getByTestId('tracking-log-unread')).toHaveText('0');
  const rows = page.locator('table.tt-vehicles tbody tr');
  const vehicles = await rows.count();
  expect(vehicles).toBeGreaterThan(0);
  await expect(rows.first()).toHaveAttribute('data-status', 'AT_DEPOT');

  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-tt-e2e-'));
  const env = { ROTA_CONFIG_DIR: config };
  const login = await runRota(
    ['login', '--server', baseURL ?? '', '--email', 'admin@demo.rota', '--password-stdin'],
    { env, input: 'Demo!2345\n' },
  );
  expect(login.code, login.stderr).toBe(0);
  const simulator = startRota(
    ['simulate', 'drivers', '--job', refNo, '--speed', '400x', '--seed', '11', '--report-every', '20'],
    { env },
  );
  try {
    // Vehicles move: the first timeline events arrive and the log counts them unread.
    await expect
      .poll(async () => Number(await page.getByTestId('tracking-log-unread').textContent()), {
        timeout: 120_000,
      })
      .toBeGreaterThan(0);
    await expect(page.getByText("Vehicles haven't moved yet")).toHaveCount(0);
    await expect(page.locator('.tt-map path.leaflet-interactive').first()).toBeVisible();
    // Stops turn completed (green) and the simulator's failed delivery shows as failed.
    await expect(page.locator('.vis-item.tt-success').first()).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('.vis-item.tt-failed, .vis-item.tt-cancelled').first()).toBeVisible({
      timeout: 120_000,
    });
    const result = await simulator.done;
    expect(result.code, result.stderr).toBe(0);
    // Reading the log clears the counter and shows the events, newest first.
    await page.getByRole('button', { name: /Tracking Log/ }).click();
    await expect(page.getByTestId('tracking-log-unread')).toHaveText('0');
    await expect(
      page.getByRole('complementary', { name: 'Tracking Log' }).locator('li').first(),
    ).toBeVisible();
  } catch (error) {
    throw new Error(`${String(error)}\nsimulator:\n${simulator.stdout()}\n${simulator.stderr()}`);
  } finally {
    simulator.child.kill();
    fs.rmSync(config, { recursive: true, force: true });
  }
  // Every vehicle ends its day; the timing column says how it went.
  await expect
    .poll(async () => rows.evaluateAll((r) => r.map((row) => row.getAttribute('data-status'))))
    .toEqual(Array(vehicles).fill('COMPLETED'));
  // The timeline's day header names the job's day in the page's language.
  const dayHeader = page.locator('.tt-timeline .vis-text.vis-major:not(.vis-measure)').first();
  const monthIn = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date());
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(dayHeader).toContainText(monthIn('en'));
  await page.screenshot({ path: 'reports/track-and-trace-en.png' });
  // Vehicles in the colours of the job's result page; every time shown names its source, and
  // the table says whose clock the actual times are (the simulator's replay, or the vehicles').
  const result = await apiData<RouteResult>(page, `routes/${refNo}`);
  for (const [index, routeVehicle] of result.vehicleWithAssignedLocations.entries()) {
    await expect(
      page
        .locator(`table.tt-vehicles tr[data-vehicle="${routeVehicle.vehicleRefNo}"]`)
        .getByTestId('vehicle-swatch'),
    ).toHaveCSS('background-color', rgbOf(vehicleColourOf(result, index)));
  }
  const caption = page.locator('table.tt-vehicles caption');
  expect(['wallClock', 'replayed']).toContain(await caption.getAttribute('data-clock'));
  await expect(caption).toHaveText(/^Times (as reported by the vehicles \(wall clock\)|of a replayed run)/);
  // The log, opened above, stamps each line with the time it happened.
  const logTimes = page.getByRole('complementary', { name: 'Tracking Log' }).locator('time');
  await expect(logTimes.first()).toHaveAttribute('data-source', 'actual');
  for (const time of await page.locator('table.tt-vehicles time').all()) {
    const source = (await time.getAttribute('data-source'))!;
    expect(['planned', 'estimated', 'actual']).toContain(source);
    await expect(time).toHaveText(
      new RegExp(`^${source[0]!.toUpperCase()}${source.slice(1)} \\d{2}:\\d{2}$`),
    );
  }
  // What the live updates drew equals what a reload reads: every visit's status, the failed or
  // cancelled ones included, and every vehicle's count of completed orders.
  const drawn = () =>
    rows.evaluateAll((r) =>
      r.map((row) => ({
        vehicle: row.getAttribute('data-vehicle'),
        visits: row.getAttribute('data-visits'),
        orders: /\d+\/\d+/.exec(row.textContent ?? '')?.[0],
      })),
    );
  const live = await drawn();
  expect(live.map((v) => v.visits).join(' ')).toMatch(/:(failed|cancelled)\b/);
  await page.reload();
  await expect(rows).toHaveCount(vehicles);
  expect(await drawn()).toEqual(live);

  // The dashboard's live figures follow the same reports.
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: "Today's Status" });
  await expect(today.locator('[data-figure="routesCompleted"]')).not.toContainText(/^Routes completed0$/);
  await expect
    .poll(
      async () =>
        (await apiData<{ routesCompleted: number; ordersCompleted: number }>(page, 'dashboard'))
          .routesCompleted,
    )
    .toBeGreaterThanOrEqual(vehicles);

  // The same page in Turkish.
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await page.goto(`/daily-plan/track-and-trace/${refNo}`);
  await expect(page.getByRole('heading', { name: `Takip ve İzleme · ${refNo}` })).toBeVisible();
  await expect(page.locator('table.tt-vehicles')).toContainText('Tamamlandı');
  await expect(caption).toHaveText(/saatler/);
  await expect(dayHeader).toContainText(monthIn('tr'));
  await expect(dayHeader).not.toContainText(monthIn('en'));
  await expect(page.locator('.tt-timeline .vis-item.tt-success').first()).toBeVisible();
  await page.screenshot({ path: 'reports/track-and-trace-tr.png' });
});
