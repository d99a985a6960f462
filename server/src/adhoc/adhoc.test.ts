import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import { checkPlan } from '@rota/test-fixtures';
import type {
  ReoptimizationResult,
  RouteLocation,
  RouteLocationChangesResponse,
  RouteOrder,
  RouteResult,
  RouteVersion,
  VersionDiff,
} from '@rota/core/daily-plan';
import type { Problem } from '@rota/optimizer';
import { rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';
import { buildProblem } from '../solver/problem-builder.js';
import { localMidnightMs, localToday } from '../solver/plan-clock.js';
import { dayNumber } from '../demo/generator/generate-orders.js';
import { loadStoredPlan } from '../solver/stored-plan.js';
import { createGeometricTravelMatrix } from '../solver/travel-matrix.js';

const REF = 'ADHOC-1';

/**
 * The day of the demo orders: the Saturday of this week (Monday to Sunday). Which demo customers
 * are open depends on the weekday, and on some days the center's first orders fit one van or
 * leave no van room for a stop of another, while these tests need two vehicles of two stops or
 * more with room to move one (checked below); a Saturday's orders have both.
 */
function ordersDay(): string {
  const today = localToday();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 5 - dayNumber(today))).toISOString().slice(0, 10);
}

/** Orders of the job: the first of the center's day. */
const JOB_ORDERS = 32;

/** Visits of each vehicle (routeVehicleId) in visit order. */
const visitsOf = (route: RouteResult) =>
  new Map(
    route.vehicleWithAssignedLocations.map((v) => [
      v.vehicleRefNo,
      v.locations.filter((l) => l.type === 'visit'),
    ]),
  );
const refsOf = (stops: readonly RouteLocation[]) => stops.flatMap((s) => s.orders.map((o) => o.refNo));

interface FleetVehicle {
  refNo: string;
  weightCapacity: number;
  volumeCapacity: number;
  insuranceLimit: number;
}
/** Weight, volume and value of each order; the same three capacities of each vehicle. */
const loadOfOrder = new Map<string, number[]>();
const capacityOf = new Map<string, number[]>();
const operationOf = new Map<string, string>();
/** Whether `stops` fit vehicle `refNo` in every dimension (everything on board at once). */
const fits = (refNo: string, stops: readonly RouteLocation[]): boolean =>
  (capacityOf.get(refNo) ?? []).every(
    (cap, d) => refsOf(stops).reduce((sum, r) => sum + (loadOfOrder.get(r)?.[d] ?? 0), 0) <= cap + 1e-9,
  );

describe('ad hoc edits and reoptimisation', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let dcManager: string;
  let orders: string[];
  let vehicles: string[];

  const route = async (routeId?: string) =>
    (await t.call<RouteResult>('GET', `/api/routes/${REF}${routeId ? `/${routeId}` : ''}`, { token: admin }))
      .envelope.data;
  const results = async (routeId: string) =>
    t.call<ReoptimizationResult>('GET', `/api/adhoc/${routeId}/reoptimization-results`, { token: admin });
  /** Waits for the reoptimisation of a route to end (the job leaves REOPTIMIZING). */
  const reoptimized = async (routeId: string) => {
    await waitForStatus(t, admin, REF, ['MODIFIED']);
    const answer = await results(routeId);
    expect(answer.status).toBe(200);
    return answer.envelope.data;
  };
  /** The job's order count as the jobs list shows it. */
  const orderCount = async () => {
    const list = await t.call<{ jobList: { jobRefNo: string; orderCount: number }[] }>(
      'GET',
      `/api/jobs?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    return list.envelope.data.jobList.find((j) => j.jobRefNo === REF)?.orderCount;
  };
  /** Replays a stored version through the independent checker, over the orders of that version. */
  const replay = async (routeId: string, adjust: (problem: Problem) => Problem = (p) => p) => {
    const [job] = await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM jobs WHERE ref_no = ${REF}`);
    const built = await buildProblem(t.db.orm, (job as { id: number }).id, createGeometricTravelMatrix(), {
      maxTimeLimitMs: 1000,
    });
    const plan = await loadStoredPlan(t.db.orm, Number(routeId), built);
    const inVersion = new Set([
      ...plan.routes.flatMap((r) => r.stops.filter((s) => s.kind === 'ORDER').map((s) => s.orderId)),
      ...plan.unassigned.map((u) => u.orderId),
    ]);
    const problem = adjust({
      ...built.problem,
      orders: built.problem.orders.filter((o) => inVersion.has(o.id)),
    });
    return checkPlan(problem, plan);
  };

  beforeAll(async () => {
    t = await createDailyPlanTestApp({ today: ordersDay() });
    admin = await t.token('admin@demo.rota');
    dcManager = await t.token('dc1@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      {
        token: admin,
      },
    );
    const v = await t.call<{ vehicleResultList: FleetVehicle[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    const fleet = v.envelope.data.vehicleResultList.slice(0, 4);
    vehicles = fleet.map((x) => x.refNo);
    for (const x of o.envelope.data.orderResultDetails) operationOf.set(x.refNo, x.operationTypeName ?? '');
    for (const x of o.envelope.data.orderResultDetails)
      loadOfOrder.set(x.refNo, [Number(x.weight ?? 0), Number(x.volume ?? 0), Number(x.monetaryValue ?? 0)]);
    for (const x of fleet) capacityOf.set(x.refNo, [x.weightCapacity, x.volumeCapacity, x.insuranceLimit]);
    const created = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: REF,
        centerId: t.centerId,
        orders: orders.slice(0, JOB_ORDERS),
        vehicles,
        queue: true,
      }),
    });
    expect(created.status).toBe(201);
    const job = await waitForStatus(t, admin, REF, ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status, job.result ?? '').toBe('SUCCESS');
    // The tests below need two vehicles with two stops or more. In some dimension the planned
    // orders need more than one vehicle holds plus one order on each other vehicle, so every plan
    // of them has two such vehicles (16 orders, 12 of them plannable by these vans, fitted on one).
    const loads = refsOf([...visitsOf(await route()).values()].flat()).map((r) => loadOfOrder.get(r) ?? []);
    const needsTwo = [0, 1, 2].some((d) => {
      const each = loads.map((l) => l[d] ?? 0);
      const room = Math.max(...fleet.map((x) => capacityOf.get(x.refNo)?.[d] ?? 0));
      return each.reduce((a, b) => a + b, 0) > room + (fleet.length - 1) * Math.max(...each);
    });
    expect(needsTwo).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad requests with a clear 4xx and changes nothing', async () => {
    const parent = await route();
    const visits = [...visitsOf(parent).values()].flat();
    const before = await t.call<RouteVersion[]>('GET', `/api/jobs/${REF}/versions`, { token: admin });
    const bad: [unknown, number][] = [
      [{ parentRouteId: parent.routeId, ordersToAdd: [], ordersToRemove: [] }, 400],
      [{ parentRouteId: parent.routeId, ordersToAdd: ['NO-SUCH-ORDER'], ordersToRemove: [] }, 400],
      [{ parentRouteId: parent.routeId, ordersToAdd: [refsOf(visits)[0]], ordersToRemove: [] }, 400],
      [{ parentRouteId: parent.routeId, ordersToAdd: [], ordersToRemove: [orders[orders.length - 1]] }, 400],
      [{ parentRouteId: '999999', ordersToAdd: [orders[20]], ordersToRemove: [] }, 404],
      [{ parentRouteId: 'x'.repeat(5000), ordersToAdd: [], ordersToRemove: [] }, 400],
    ];
    for (const [body, status] of bad) {
      const answer = await t.call('POST', '/api/adhoc/order-changes', { token: admin, body });
      expect(answer.status, JSON.stringify(answer.envelope)).toBe(status);
      expect(answer.envelope.success).toBe(false);
    }
    const stop = visits[0] as RouteLocation;
    const badMoves: unknown[] = [
      { routeLocationId: '123456789', movedToRouteVehicleId: stop.routeVehicleId },
      { routeLocationId: stop.routeLocationId, movedToRouteVehicleId: '987654321' },
    ];
    for (const change of badMoves) {
      const answer = await t.call('POST', '/api/adhoc/location-changes', {
        token: admin,
        body: {
          parentRouteId: parent.routeId,
          locationVehicleChanges: [change],
          locationVisitOrderChanges: [],
          locationTimeWindowChanges: [],
        },
      });
      expect(answer.status).toBe(400);
    }
    const early = await t.call('POST', '/api/adhoc/location-changes', {
      token: admin,
      body: {
        parentRouteId: parent.routeId,
        locationVehicleChanges: [],
        locationVisitOrderChanges: [],
        locationTimeWindowChanges: [{ routeLocationId: stop.routeLocationId, serveBefore: '00:00' }],
      },
    });
    expect(early.status).toBe(400);
    expect(early.envelope.message).toContain('before its end time');
    const after = await t.call<RouteVersion[]>('GET', `/api/jobs/${REF}/versions`, { token: admin });
    expect(after.envelope.data).toEqual(before.envelope.data);
    expect((await route()).status).toBe('SUCCESS');
  });

  it('moves a stop after a stop of another vehicle, adds an order, keeps pins, and makes a feasible version', async () => {
    const parent = await route();
    const byVehicle = visitsOf(parent);
    const used = [...byVehicle.entries()].filter(([, v]) => v.length >= 2);
    expect(used.length).toBeGreaterThanOrEqual(2);
    // The last stop of one vehicle goes to another that has room for it.
    const pairs = used.flatMap((from) => used.filter((to) => to !== from).map((to) => [from, to] as const));
    const pair = pairs.find(([[, from], [to, visits]]) =>
      fits(to, [...visits, from[from.length - 1] as RouteLocation]),
    );
    expect(pair, 'two vehicles, one with room for a stop of the other').toBeDefined();
    const [[fromVehicle, fromVisits], [toVehicle, toVisits]] = pair as (typeof pairs)[number];
    const moved = fromVisits[fromVisits.length - 1] as RouteLocation;
    // after the target's last stop: a stop put in the middle of a full route can push the stops after it
    // past their time windows, and the planner's order is kept, so that version would be rightly infeasible
    const anchor = toVisits[toVisits.length - 1] as RouteLocation;
    const pinnedStop = fromVisits[0] as RouteLocation;
    const pinnedRoute = used.find(([refNo]) => refNo !== fromVehicle && refNo !== toVehicle) ?? null;
    const attachable = await t.call<RouteOrder[]>(
      'GET',
      `/api/adhoc/attachable-orders/${REF}/${parent.routeId}`,
      {
        token: admin,
      },
    );
    expect(attachable.status).toBe(200);
    const planned = new Set(refsOf([...byVehicle.values()].flat()));
    expect(attachable.envelope.data.some((o) => planned.has(o.refNo))).toBe(false);
    // An order of an operation type the plan already serves (a vehicle is capable of it).
    const served = new Set(refsOf([...byVehicle.values()].flat()).map((r) => operationOf.get(r)));
    const added = attachable.envelope.data.find((x) => served.has(x.operationTypeName))?.refNo as string;
    expect(added).toBeDefined();

    const answer = await t.call<{ routeId: string }>('POST', '/api/adhoc/location-changes', {
      token: admin,
      body: {
        parentRouteId: parent.routeId,
        locationVehicleChanges: [
          { routeLocationId: moved.routeLocationId, movedToRouteVehicleId: anchor.routeVehicleId },
        ],
        locationVisitOrderChanges: [
          { routeLocationId: moved.routeLocationId, movedAfterRouteLocationId: anchor.routeLocationId },
        ],
        locationTimeWindowChanges: [],
        ordersToAdd: [added],
        pinnedRouteLocationIds: [pinnedStop.routeLocationId],
        ...(pinnedRoute ? { pinnedRouteVehicleIds: [pinnedRoute[1][0]?.routeVehicleId] } : {}),
      },
    });
    expect(answer.status, JSON.stringify(answer.envelope)).toBe(200);
    expect(answer.envelope.success).toBe(true);
    // A second Reoptimize while the first runs is refused.
    const again = await t.call('POST', '/api/adhoc/order-changes', {
      token: admin,
      body: { parentRouteId: parent.routeId, ordersToAdd: [], ordersToRemove: [refsOf(toVisits)[0]] },
    });
    expect([409, 200]).toContain(again.status);
    if (again.status === 200) await reoptimized(parent.routeId);

    const result = await reoptimized(parent.routeId);
    expect(result.state, JSON.stringify(result.description)).toBe('FEASIBLE');
    expect(result.isFeasible).toBe(true);
    expect(result.description).toEqual([]);
    const made = result.routeId as string;
    expect(
      t.hubMessages.some(
        (m) =>
          m.target === 'ReceiveReoptimizationUpdate' && (m.args[0] as { routeId?: string }).routeId === made,
      ),
    ).toBe(true);
    const next = await route(made);
    const after = visitsOf(next);
    // The moved stop right after its anchor, on the anchor's vehicle.
    const onTarget = refsOf(after.get(toVehicle) ?? []);
    expect(onTarget.indexOf(refsOf([moved])[0] as string)).toBe(
      onTarget.indexOf(refsOf([anchor])[0] as string) + 1,
    );
    // The pinned stop stayed on its vehicle; the pinned route is exactly as it was.
    expect(refsOf(after.get(fromVehicle) ?? [])).toEqual(expect.arrayContaining(refsOf([pinnedStop])));
    if (pinnedRoute) expect(refsOf(after.get(pinnedRoute[0]) ?? [])).toEqual(refsOf(pinnedRoute[1]));
    // The added order is planned.
    expect(refsOf([...after.values()].flat())).toContain(added);
    const current = await route();
    expect(current.routeId).toBe(made);
    expect(current.status).toBe('MODIFIED');
    const versions = (await t.call<RouteVersion[]>('GET', `/api/jobs/${REF}/versions`, { token: admin }))
      .envelope.data;
    const version = versions.find((v) => v.routeId === made) as RouteVersion;
    const parentVersion = versions.find((v) => v.routeId === parent.routeId) as RouteVersion;
    expect(version.sourceVersion).toBe(parentVersion.version);
    expect(version.numberOfChanges).toBe(2);
    expect(await replay(made)).toEqual([]);

    const diff = await t.call<VersionDiff>(
      'GET',
      `/api/jobs/${REF}/versions/${parentVersion.version}/diff/${version.version}`,
      { token: admin },
    );
    expect(diff.status).toBe(200);
    const kinds = new Map(diff.envelope.data.changes.map((c) => [c.orderRefNo, c]));
    expect(kinds.get(added)?.kind).toBe('added');
    expect(kinds.get(refsOf([moved])[0] as string)).toMatchObject({
      kind: 'moved',
      toVehicle: expect.any(String),
    });
    const sent = await t.call<RouteLocationChangesResponse>('GET', `/api/adhoc/${made}/location-changes`, {
      token: admin,
    });
    expect(sent.envelope.data.ordersToAdd).toEqual([added]);
  });

  it('stores a change that cannot fit as an infeasible version with the reason, and keeps the current version', async () => {
    const parent = await route();
    // The vehicle with the most visits, its first stop put after its last: waiting before the first
    // stop cannot absorb every other stop's travel and service (after the second alone it sometimes could)
    const visits = [...visitsOf(parent).values()].reduce((a, b) => (b.length > a.length ? b : a));
    expect(visits.length).toBeGreaterThanOrEqual(2);
    const first = visits[0] as RouteLocation;
    const last = visits[visits.length - 1] as RouteLocation;
    // The planner's clock is UTC here (no TimezoneOffset header); the plan runs on its own clock.
    const endMs = new Date(first.endTime as string).getTime();
    const onClock = (midnight: number) => Math.ceil((endMs - midnight) / 60_000);
    const clientMinutes = onClock(Date.parse(`${t.today}T00:00:00Z`));
    const minutes = onClock(localMidnightMs(t.today));
    const serveBefore = `${String(Math.floor(clientMinutes / 60)).padStart(2, '0')}:${String(clientMinutes % 60).padStart(2, '0')}`;
    // Served at its latest when it ends now, and put after the vehicle's last stop: it cannot fit.
    const answer = await t.call('POST', '/api/adhoc/location-changes', {
      token: admin,
      body: {
        parentRouteId: parent.routeId,
        locationVehicleChanges: [],
        locationVisitOrderChanges: [
          { routeLocationId: first.routeLocationId, movedAfterRouteLocationId: last.routeLocationId },
        ],
        locationTimeWindowChanges: [{ routeLocationId: first.routeLocationId, serveBefore }],
      },
    });
    expect(answer.status, JSON.stringify(answer.envelope)).toBe(200);
    const result = await reoptimized(parent.routeId);
    expect(result.state, JSON.stringify(result.description)).toBe('INFEASIBLE');
    expect(result.isFeasible).toBe(false);
    expect(result.description.join(' ')).toMatch(/time window/);
    const made = result.routeId as string;
    expect((await route()).routeId).toBe(parent.routeId);
    const versions = (await t.call<RouteVersion[]>('GET', `/api/jobs/${REF}/versions`, { token: admin }))
      .envelope.data;
    expect(versions.find((v) => v.routeId === made)).toMatchObject({ isFeasible: false, numberOfChanges: 1 });
    // The independent checker finds the same broken window once the planner's serve-before is applied.
    const orderIds = new Set(
      (
        await rows<{ id: number }>(
          t.db.orm,
          sql`SELECT o.id FROM orders o WHERE o.ref_no IN (${sql.join(
            refsOf([first]).map((r) => sql`${r}`),
            sql`, `,
          )}) AND o.distribution_center_id = ${t.centerId}`,
        )
      ).map((r) => String(r.id)),
    );
    const closed = (p: Problem): Problem => ({
      ...p,
      orders: p.orders.map((o) =>
        orderIds.has(o.id) ? { ...o, timeWindows: [{ start: 0, end: minutes * 60 }] } : o,
      ),
    });
    const errors = await replay(made, closed);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatch(/order (\d+) starts \d+ outside its windows/);
      expect(orderIds.has(/order (\d+)/.exec(error)?.[1] as string)).toBe(true);
    }
    // Retry reads what was sent.
    const sent = await t.call<RouteLocationChangesResponse>('GET', `/api/adhoc/${made}/location-changes`, {
      token: admin,
    });
    expect(sent.envelope.data.locationTimeWindowChanges).toEqual([
      { routeLocationId: first.routeLocationId, serveBefore },
    ]);
    // An infeasible version cannot be edited further.
    const edit = await t.call('POST', '/api/adhoc/order-changes', {
      token: admin,
      body: { parentRouteId: made, ordersToAdd: [], ordersToRemove: [refsOf(visits)[1]] },
    });
    expect(edit.status).toBe(409);
  });

  it('removes an order; the solver keeps pinned stops on their vehicles', async () => {
    const parent = await route();
    const countBefore = (await orderCount()) as number;
    expect(countBefore).toBeGreaterThan(0);
    const byVehicle = visitsOf(parent);
    const all = [...byVehicle.values()].flat();
    const pins = all.filter((_, i) => i % 2 === 0);
    const removed = refsOf([all[all.length - 1] as RouteLocation]).slice(0, 1);
    const answer = await t.call('POST', '/api/adhoc/order-changes', {
      token: admin,
      body: {
        parentRouteId: parent.routeId,
        ordersToAdd: [],
        ordersToRemove: removed,
        pinnedRouteLocationIds: pins.map((p) => p.routeLocationId),
      },
    });
    expect(answer.status, JSON.stringify(answer.envelope)).toBe(200);
    const result = await reoptimized(parent.routeId);
    expect(result.state).toBe('FEASIBLE');
    const next = visitsOf(await route(result.routeId as string));
    const vehicleOf = (ref: string) =>
      [...next.entries()].find(([, stops]) => refsOf(stops).includes(ref))?.[0];
    for (const pin of pins) {
      const owner = [...byVehicle.entries()].find(([, stops]) => stops.includes(pin))?.[0];
      for (const ref of refsOf([pin])) if (!removed.includes(ref)) expect(vehicleOf(ref)).toBe(owner);
    }
    expect(vehicleOf(removed[0] as string)).toBeUndefined();
    expect(await replay(result.routeId as string)).toEqual([]);
    // Removed from the plan means out of the job: the list counts one order less, and the
    // problem a Rerun solves no longer holds it.
    expect(await orderCount()).toBe(countBefore - 1);
    const [job] = await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM jobs WHERE ref_no = ${REF}`);
    const rerun = await buildProblem(t.db.orm, (job as { id: number }).id, createGeometricTravelMatrix(), {
      maxTimeLimitMs: 1000,
    });
    const [gone] = await rows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM orders WHERE ref_no = ${removed[0] as string} AND distribution_center_id = ${t.centerId}`,
    );
    expect(rerun.problem.orders.map((o) => o.id)).not.toContain(String((gone as { id: number }).id));
    expect(rerun.problem.orders).toHaveLength(countBefore - 1);
  });

  it('answers only users who may see the job', async () => {
    const parent = await route();
    const other = await t.call('GET', `/api/adhoc/${parent.routeId}/reoptimization-results`, {
      token: dcManager,
    });
    expect([200, 403, 404]).toContain(other.status);
    const none = await t.call('GET', `/api/adhoc/${parent.routeId}/reoptimization-results`);
    expect(none.status).toBe(401);
    const missing = await results('424242');
    expect(missing.status).toBe(404);
  });
});
