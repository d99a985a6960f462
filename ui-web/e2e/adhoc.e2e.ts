import { expect, test, type Page } from '@playwright/test';
import type { RouteResult } from '@rota/core/daily-plan';
import { haversineMeters } from './support/geo.js';
import { apiData, signIn } from './support/session.js';
import { finishedJob, firstCenterId, solvedJob, today } from './support/solved-job.js';
import { typeTime } from './support/date-field.js';

/**
 * Ad hoc edits on the result page at 1366x768: a stop moved to another vehicle after a chosen
 * stop, an order added, Reoptimize, the new feasible version and what it changed, Go Live; and a
 * change that cannot fit: an infeasible version with its reason and a Retry that brings the
 * changes back.
 */

const visitsByVehicle = (route: RouteResult) =>
  route.vehicleWithAssignedLocations.map((v) => ({
    vehicle: v,
    visits: v.locations.filter((l) => l.type === 'visit'),
  }));

type RouteLocation = RouteResult['vehicleWithAssignedLocations'][number]['locations'][number];
type OrderLoads = {
  orderResultDetails: {
    refNo: string;
    weight?: number | null;
    volume?: number | null;
    monetaryValue?: number | null;
  }[];
};
type FleetCapacities = {
  vehicleResultList: {
    refNo: string;
    weightCapacity: number;
    volumeCapacity: number;
    insuranceLimit: number;
    shiftEnd: string;
    arrivalLocation: { latitude: number; longitude: number } | null;
  }[];
};
type OrderConstraints = {
  serveBefore: string | null;
  timeWindows: { startTime: string; endTime: string; date: string | null; days: string | null }[];
};
type Place = { latitude: number; longitude: number };

/**
 * Minutes of driving from one place to another, on the high side: the server's offline estimate
 * (1.3 times the straight line at 35 km/h, server/src/solver/travel-matrix.ts) half as slow again
 * for traffic, plus 5 minutes.
 */
function drivingMinutes(a: Place, b: Place): number {
  const km =
    haversineMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) / 1000;
  return ((km * 1.3) / 35) * 60 * 1.5 + 5;
}

/** Minutes after midnight of an HH:mm time. */
const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes after midnight in Istanbul of an instant the route gives. */
const istanbulClock = (iso: string | null) =>
  clock(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso ?? '')),
  );

/**
 * The latest time an order can still be served when the plan serves it at `planned`: the end of
 * its time window that holds `planned` (windows of some weekdays only are left out, to be safe),
 * or `planned` itself, and never after its serve-before time.
 */
function latestService(constraints: OrderConstraints, planned: number): number {
  const window = constraints.timeWindows.find(
    (w) =>
      !w.days &&
      (!w.date || w.date === today()) &&
      clock(w.startTime) <= planned &&
      planned <= clock(w.endTime),
  );
  const end = window ? clock(window.endTime) : planned;
  return constraints.serveBefore ? Math.min(end, clock(constraints.serveBefore)) : end;
}

/**
 * A stop of one vehicle of the plan that another vehicle with stops can take after its last one:
 * it has room for the stop in weight, volume and value (all of a route's orders on board at once),
 * reaches it in time for its orders' time windows and serve-before times, and is back at its
 * arrival location before its shift ends. The solver fills the vans it uses and ends them at
 * different times, so every stop and every other vehicle is tried, the stops served latest first.
 */
async function movableStop(page: Page, route: RouteResult, load: Loads) {
  const used = visitsByVehicle(route).filter((v) => v.visits.length > 0);
  const fleet = await apiData<FleetCapacities>(
    page,
    `vehicles?distributionCenterId=${await firstCenterId(page)}`,
  );
  const vehicles = new Map(fleet.vehicleResultList.map((v) => [v.refNo, v]));
  const fits = (refNo: string, stops: RouteLocation[]) => {
    const v = vehicles.get(refNo);
    return [v?.weightCapacity, v?.volumeCapacity, v?.insuranceLimit].every(
      (cap, d) =>
        cap !== undefined &&
        stops.flatMap((s) => s.orders).reduce((sum, o) => sum + (load.get(o.refNo)?.[d] ?? Infinity), 0) <=
          cap + 1e-9,
    );
  };
  const inTime = async (stop: RouteLocation, to: (typeof used)[number]) => {
    const last = to.visits[to.visits.length - 1] as RouteLocation;
    const vehicle = vehicles.get(to.vehicle.vehicleRefNo);
    if (!vehicle?.arrivalLocation) return false;
    const planned = istanbulClock(stop.startTime);
    const service = istanbulClock(stop.endTime) - planned;
    const arrival = istanbulClock(last.endTime) + drivingMinutes(last, stop);
    let latest = Infinity;
    for (const order of stop.orders) {
      const constraints = await apiData<OrderConstraints>(page, `orders/${order.refNo}/constraints`);
      latest = Math.min(latest, latestService(constraints, planned));
    }
    const back = Math.max(arrival, planned) + service + drivingMinutes(stop, vehicle.arrivalLocation);
    return arrival + service <= latest && back <= clock(vehicle.shiftEnd);
  };
  for (const from of used) {
    for (const stop of [...from.visits].reverse()) {
      for (const to of used) {
        if (to !== from && fits(to.vehicle.vehicleRefNo, [...to.visits, stop]) && (await inTime(stop, to)))
          return { stop, to };
      }
    }
  }
  return undefined;
}

/**
 * Jobs of the first center to try, smallest first, until one is solved with a stop another van
 * can take: the demo's orders change with the weekday, and a van the solver fills to the brim, or
 * a plan on one van, leaves none. Each later try asks for more vans to be used, which leaves them
 * room and ends them at different times.
 */
const TRIES = [
  { orders: 32, vehicles: 4 },
  { orders: 32, vehicles: 4, minVehicles: 3 },
  { orders: 32, vehicles: 4, minVehicles: 4 },
  { orders: 48, vehicles: 6, minVehicles: 4 },
  { orders: 64, vehicles: 8, minVehicles: 6 },
];

/** Weight, volume and value of each of today's orders of the first center. */
type Loads = Map<string, number[]>;

/**
 * A solved job with a stop another of its vans has room and time for, that move, and the loads of
 * today's orders.
 */
async function planWithMovableStop(page: Page) {
  const orders = await apiData<OrderLoads>(
    page,
    `orders?distributionCenterId=${await firstCenterId(page)}&date=${today()}`,
  );
  const load: Loads = new Map(
    orders.orderResultDetails.map((o) => [o.refNo, [o.weight ?? 0, o.volume ?? 0, o.monetaryValue ?? 0]]),
  );
  for (const [i, size] of TRIES.entries()) {
    const refNo = `E2E-ADHOC-${Date.now()}-${i}`;
    if ((await finishedJob(page, refNo, size)) !== 'SUCCESS') continue;
    const route = await apiData<RouteResult>(page, `routes/${refNo}`);
    const move = await movableStop(page, route, load);
    if (move) return { refNo, route, load, ...move };
  }
  throw new Error(`none of ${TRIES.length} plans of today's demo orders has a stop another van can take`);
}

/** Opens the Location Change modal of a stop from its timeline item. */
async function openLocationChange(page: Page, routeLocationId: string) {
  const item = page.locator(`.vis-item.stop-${routeLocationId}`);
  await item.scrollIntoViewIfNeeded();
  await item.click();
  const panel = page.getByTestId('stop-panel');
  await panel.getByRole('button', { name: 'Change location' }).click();
  return page.getByRole('dialog', { name: /^Location Change/ });
}

test('a planner moves a stop to another vehicle, adds an order, reoptimizes, sees the new version and its diff, and goes live', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const { refNo, route, load, stop: moved, to } = await planWithMovableStop(page);
  // After the target's last stop: the planner's order is kept, and a stop put between two others
  // can push the later ones past their time windows (then the version is rightly infeasible).
  const anchor = to.visits[to.visits.length - 1] as RouteLocation;
  const movedRef = moved.orders[0]?.refNo as string;
  // An order the plan's vehicles can serve: of an operation type the plan already serves.
  const served = new Set(
    route.vehicleWithAssignedLocations
      .flatMap((v) => v.locations.flatMap((l) => l.orders))
      .map((o) => o.operationTypeName),
  );
  const attachable = await apiData<{ refNo: string; operationTypeName: string }[]>(
    page,
    `adhoc/attachable-orders/${refNo}/${route.routeId}`,
  );
  // The lightest of them: the solver filled the vans.
  const addedRef = attachable
    .filter((o) => served.has(o.operationTypeName))
    .sort((a, b) => (load.get(a.refNo)?.[0] ?? Infinity) - (load.get(b.refNo)?.[0] ?? Infinity))[0]
    ?.refNo as string;
  expect(addedRef).toBeDefined();

  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
  await expect(page.getByTestId('job-id')).toContainText(refNo);
  const summary = page.getByTestId('adhoc-summary');
  await expect(summary).toHaveText('0 location changes, 0 orders to add, 0 to remove, 0 pins');
  await expect(page.getByRole('button', { name: 'Reoptimize' })).toBeDisabled();

  // Move the stop: its own vehicle and no position keeps Save disabled; another vehicle and a
  // position enable it.
  const modal = await openLocationChange(page, moved.routeLocationId);
  const save = modal.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await modal.getByLabel('Vehicle').selectOption(to.vehicle.routeVehicleId);
  await modal.getByLabel('Position After').selectOption(anchor.routeLocationId);
  await page.screenshot({ path: 'reports/e2e-adhoc-location-change-en.png' });
  await save.click();
  await expect(summary).toHaveText('1 location change, 0 orders to add, 0 to remove, 0 pins');
  await page.getByTestId('stop-panel').getByRole('button', { name: 'Close' }).click();

  // Add an order of the day.
  await page.getByRole('button', { name: 'Add orders' }).click();
  const add = page.getByRole('dialog', { name: 'Orders that can be added' });
  await add.getByRole('checkbox', { name: addedRef, exact: true }).check();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(summary).toHaveText('1 location change, 1 order to add, 0 to remove, 0 pins');
  await page.screenshot({ path: 'reports/e2e-adhoc-pending-en.png' });
  // Discard and Go Live wait while edits are pending.
  await expect(page.getByRole('button', { name: 'Go Live' })).toBeDisabled();

  // Reoptimize: REOPTIMIZING... then the feasible outcome in green, and the new version.
  await page.getByRole('button', { name: 'Reoptimize' }).click();
  const outcome = page.getByRole('dialog', { name: 'Reoptimization' });
  await expect(outcome.getByRole('status')).toHaveText('A feasible route was found.', { timeout: 120_000 });
  await expect(outcome.getByRole('status')).toHaveClass(/green/);
  await outcome.getByRole('button', { name: 'Open version 2' }).click();
  await expect(page.getByTestId('job-id')).toContainText(`${refNo} (v2)`);
  await expect(page).toHaveURL(new RegExp(`/daily-plan/${refNo}/\\d+/result$`));

  // What version 2 changed against version 1, before Go Live.
  await page.getByRole('tab', { name: 'Compare' }).click();
  const diff = page.getByTestId('version-diff');
  await expect(diff.getByRole('row', { name: new RegExp(`^${movedRef} .* moved `) })).toBeVisible();
  await expect(diff.getByRole('row', { name: new RegExp(`^${addedRef} .* added `) })).toBeVisible();
  await expect(diff).toContainText('Distance');
  // Both versions on one map: version 1's legs in grey under version 2's.
  const diffMap = diff.getByTestId('version-diff-map');
  await expect(diffMap).toBeVisible();
  await expect(diffMap).toContainText('v1 (grey)');
  expect(Number(await diffMap.getAttribute('data-legs'))).toBeGreaterThanOrEqual(2);
  // The diff opens over the page at nearly its full width, From and To side by side.
  const diffDialog = page.getByRole('dialog', { name: 'Compare' });
  expect((await diffDialog.boundingBox())?.width ?? 0).toBeGreaterThan(1000);
  await page.screenshot({ path: 'reports/e2e-adhoc-diff-en.png' });
  await diffDialog.getByRole('button', { name: 'Close' }).click();

  // The moved stop follows its anchor on the new version.
  const next = await apiData<RouteResult>(page, `routes/${refNo}`);
  const target = next.vehicleWithAssignedLocations.find((v) => v.vehicleRefNo === to.vehicle.vehicleRefNo);
  const refs = (target?.locations ?? []).flatMap((l) => l.orders.map((o) => o.refNo));
  expect(refs.indexOf(movedRef)).toBe(refs.indexOf(anchor.orders[0]?.refNo as string) + anchor.orders.length);

  await page.getByRole('button', { name: 'Go Live' }).click();
  await page
    .getByRole('dialog', { name: 'Driver Assignment' })
    .getByRole('button', { name: 'Confirm & Go Live' })
    .click();
  await expect(page).toHaveURL(/\/daily-plan$/);
  const jobs = await apiData<{ jobList: { jobRefNo: string; status: string; version: number | null }[] }>(
    page,
    `jobs?jobRefNo=${refNo}`,
  );
  expect(jobs.jobList.find((j) => j.jobRefNo === refNo)).toMatchObject({ status: 'APPROVED', version: 2 });
});

test('a change that cannot fit yields an infeasible version with the reason, and Retry brings the changes back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const refNo = await solvedJob(page, `E2E-ADHOC-X-${Date.now()}`, { orders: 14, vehicles: 4 });
  const route = await apiData<RouteResult>(page, `routes/${refNo}`);
  const busy = visitsByVehicle(route).find((v) => v.visits.length >= 2);
  expect(busy).toBeDefined();
  const [first, second] = busy?.visits as [RouteLocation, RouteLocation];

  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
  await expect(page.getByTestId('job-id')).toContainText(refNo);
  // Served at its latest when it now ends, and put after the stop that follows it.
  const modal = await openLocationChange(page, first.routeLocationId);
  await modal.getByLabel('Position After').selectOption(second.routeLocationId);
  const hint = await modal.getByText(/^Between \d{2}:\d{2} and 24:00/).innerText();
  const endTime = /Between (\d{2}:\d{2})/.exec(hint)?.[1] as string;
  await typeTime(modal.getByLabel('Serve before'), endTime);
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByTestId('stop-panel').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Reoptimize' }).click();

  const outcome = page.getByRole('dialog', { name: 'Reoptimization' });
  await expect(outcome.getByRole('status')).toHaveText(
    'No feasible route was found. You can retry with other changes.',
    { timeout: 120_000 },
  );
  await expect(outcome.getByRole('status')).toHaveClass(/red/);
  await expect(outcome.getByRole('listitem').first()).toContainText('time window');
  await page.screenshot({ path: 'reports/e2e-adhoc-infeasible-en.png' });
  await outcome.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-plan/${refNo}/${route.routeId}/\\d+/result$`));
  await expect(page.getByTestId('adhoc-summary')).toHaveText(
    '1 location change, 0 orders to add, 0 to remove, 0 pins',
  );
  // The infeasible version is listed with Retry; the current one stays v1.
  await expect(page.getByTestId('job-id')).toContainText(`${refNo} (v1)`);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the ad hoc parts speak Turkish', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, { language: 'tr' });
  const refNo = await solvedJob(page, `E2E-ADHOC-TR-${Date.now()}`, { orders: 8, vehicles: 2 });
  const route = await apiData<RouteResult>(page, `routes/${refNo}`);
  const stop = visitsByVehicle(route).flatMap((v) => v.visits)[0] as RouteLocation;
  await page.goto(`/daily-plan/${encodeURIComponent(refNo)}/result`);
  await expect(page.getByRole('button', { name: 'Yeniden Optimize Et' })).toBeDisabled();
  await expect(page.getByTestId('adhoc-summary')).toHaveText(
    '0 konum değişikliği, eklenecek 0 sipariş, çıkarılacak 0, 0 sabitleme',
  );
  const item = page.locator(`.vis-item.stop-${stop.routeLocationId}`);
  await item.scrollIntoViewIfNeeded();
  await item.click();
  await page.getByTestId('stop-panel').getByRole('button', { name: 'Konumu değiştir' }).click();
  const modal = page.getByRole('dialog', { name: /^Konum Değişikliği/ });
  await expect(modal.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeDisabled();
  await expect(modal).toContainText('Sonrasına Yerleştir');
  await page.screenshot({ path: 'reports/e2e-adhoc-location-change-tr.png' });
});
