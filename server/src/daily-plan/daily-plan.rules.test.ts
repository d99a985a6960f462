import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, vehicleListResponseSchema, type OrderListResponse } from '@rota/core';
import {
  algorithmParameterNames,
  operationalParameterNames,
  type Job,
  type RouteResult,
} from '@rota/core/daily-plan';
import { first, sql } from '../db/database.js';
import { checkAllStoredPlans } from './testing/check-stored-plans.js';
import {
  avoidAreaListSchema,
  defaultDriverListSchema,
  depotListSchema,
  jobVehicleRowListSchema,
  originDestinationListSchema,
} from './lookup.schema.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from './testing/job-helpers.js';

describe('daily plan: state machine, concurrent approvals, access', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let orders: string[];
  let vehicles: string[];

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      {
        token: admin,
      },
    );
    orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    vehicles = v.envelope.data.vehicleResultList.map((x) => x.refNo);
  });
  afterAll(async () => {
    await t?.close();
  });

  const solved = async (refNo: string, orderList: string[], vehicleList: string[]) => {
    const created = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo,
        centerId: t.centerId,
        orders: orderList,
        vehicles: vehicleList,
        queue: true,
        seconds: 1,
      }),
    });
    expect(created.status).toBe(201);
    const job = await waitForStatus(t, admin, refNo, ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status, job.result ?? '').toBe('SUCCESS');
    return (await t.call<RouteResult>('GET', `/api/routes/${refNo}`, { token: admin })).envelope.data;
  };

  it('lets only one of two concurrent approvals use a vehicle on a day', async () => {
    const shared = vehicles.slice(0, 1);
    const a = await solved('CONC-A', orders.slice(0, 6), shared);
    const b = await solved('CONC-B', orders.slice(6, 12), shared);
    const usedByA = new Set(a.vehicleWithAssignedLocations.map((v) => v.vehicleRefNo));
    expect(b.vehicleWithAssignedLocations.some((v) => usedByA.has(v.vehicleRefNo))).toBe(true);
    const answers = await Promise.all([
      t.call('PUT', `/api/jobs/CONC-A/${a.routeId}/approve`, { token: admin, body: {} }),
      t.call('PUT', `/api/jobs/CONC-B/${b.routeId}/approve`, { token: admin, body: {} }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.envelope.message).toBe(
      'Vehicles already in use for an approved job!',
    );
    const ledger = await first<{ n: number; jobs: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n, count(DISTINCT job_id)::int AS jobs FROM approved_vehicles WHERE plan_date = ${t.today}::date`,
    );
    expect(ledger?.jobs).toBe(1);
  });

  it('answers an illegal transition with a clear error', async () => {
    const rerunApproved = await t.call('PUT', '/api/jobs/rerun', {
      token: admin,
      body: { jobRefNo: 'CONC-A' },
    });
    const approvedOne = rerunApproved.status === 409 ? 'CONC-A' : 'CONC-B';
    const rerun = await t.call('PUT', '/api/jobs/rerun', { token: admin, body: { jobRefNo: approvedOne } });
    expect(rerun.status).toBe(409);
    expect(rerun.envelope.message).toBe('A job in status APPROVED cannot rerun.');
    const replan = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: approvedOne,
        centerId: t.centerId,
        orders: orders.slice(0, 2),
        vehicles: vehicles.slice(0, 1),
        queue: false,
      }),
    });
    expect(replan.status).toBe(409);
    expect(replan.envelope.message).toBe('A job in status APPROVED cannot replan.');

    const draft = await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'DRAFT-1', centerId: t.centerId, orders: [], vehicles: [], queue: false }),
    });
    expect(draft.envelope.data.status).toBe('AWAITING_CONFIGURATION');
    const early = await t.call('PUT', '/api/jobs/DRAFT-1/1/approve', { token: admin, body: {} });
    expect(early.status).toBe(404);
    const rerunDraft = await t.call('PUT', '/api/jobs/rerun', {
      token: admin,
      body: { jobRefNo: 'DRAFT-1' },
    });
    expect(rerunDraft.status).toBe(409);
    expect(rerunDraft.envelope.message).toBe('A job in status AWAITING_CONFIGURATION cannot rerun.');
    const queueEmpty = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'DRAFT-1', centerId: t.centerId, orders: [], vehicles: [], queue: true }),
    });
    expect(queueEmpty.status).toBe(400);
    expect(queueEmpty.envelope.message).toBe('Please select at least 1 order and 1 vehicle!');
    const configured = await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'DRAFT-1',
        centerId: t.centerId,
        orders: orders.slice(0, 3),
        vehicles: vehicles.slice(2, 3),
        queue: false,
      }),
    });
    expect(configured.status).toBe(200);
    expect(configured.envelope.data.orderCount).toBe(3);
    const input = await t.call<{ orderRefNoList: string[]; vehicleRefNoList: string[] }>(
      'GET',
      '/api/jobs/DRAFT-1/job-input',
      { token: admin },
    );
    expect(input.envelope.data.vehicleRefNoList).toEqual(vehicles.slice(2, 3));
    expect(input.envelope.data.orderRefNoList).toHaveLength(3);
  });

  it('validates the job input with the spec messages', async () => {
    const short = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'AB', centerId: t.centerId, orders: [], vehicles: [], queue: false }),
    });
    expect(short.status).toBe(400);
    expect(short.envelope.message).toBe('Reference number must be at least 3 characters.');
    const noCenter = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: {
        ...jobInput({ refNo: 'NOCENTER', centerId: t.centerId, orders: [], vehicles: [], queue: false }),
        distributionCenterId: null,
      },
    });
    expect(noCenter.envelope.message).toBe('Please select a distribution center');
    const tooMany = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: {
        ...jobInput({
          refNo: 'TOO-MANY',
          centerId: t.centerId,
          orders: orders.slice(0, 1),
          vehicles: vehicles.slice(0, 1),
          queue: true,
        }),
        jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 3 },
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.envelope.message).toBe('Value must be between 0 and 1.');
  });

  it('keeps a DC Manager inside their distribution center', async () => {
    const manager = await t.token('dc1@demo.rota');
    const own = await t.call<{ jobList: Job[] }>('GET', '/api/jobs', { token: manager });
    expect(own.status).toBe(200);
    expect(own.envelope.data.jobList.length).toBeGreaterThan(0);
    const other = await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM distribution_centers WHERE id <> ${t.centerId} ORDER BY id LIMIT 1`,
    );
    const refused = await t.call('GET', `/api/jobs?distributionCenterId=${other?.id}`, { token: manager });
    expect(refused.status).toBe(403);
    const otherOrders = await t.call('GET', `/api/orders?distributionCenterId=${other?.id}`, {
      token: manager,
    });
    expect(otherOrders.status).toBe(403);
    await t.db.orm.execute(
      sql`UPDATE jobs SET distribution_center_id = ${other?.id} WHERE ref_no = 'DRAFT-1'`,
    );
    const foreign = await t.call('GET', '/api/jobs/DRAFT-1/job-input', { token: manager });
    const missing = await t.call('GET', '/api/jobs/NO-SUCH-JOB/job-input', { token: manager });
    // Another center's job answers as a missing one does.
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    const mine = await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: manager,
      body: {
        ...jobInput({
          refNo: 'DC-OWN',
          centerId: t.centerId,
          orders: orders.slice(0, 2),
          vehicles: vehicles.slice(0, 1),
          queue: false,
        }),
        distributionCenterId: null,
      },
    });
    expect(mine.status).toBe(201);
    const placed = await first<{ distribution_center_id: number }>(
      t.db.orm,
      sql`SELECT distribution_center_id FROM jobs WHERE ref_no = 'DC-OWN'`,
    );
    expect(placed?.distribution_center_id).toBe(t.centerId);
    const elsewhere = await t.call('POST', '/api/jobs/partial-job', {
      token: manager,
      body: jobInput({ refNo: 'DC-OTHER', centerId: other!.id, orders: [], vehicles: [], queue: false }),
    });
    expect(elsewhere.status).toBe(403);
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/jobs', { token: driver })).status).toBe(403);
    expect((await t.call('GET', '/api/jobs')).status).toBe(401);
  });

  it('lists parameter definitions in the spec order with units and separators', async () => {
    const fields = await t.call<
      { name: string; groupName: string; unit: string | null; separatorAfter: boolean }[]
    >('GET', '/api/job-parameter/input-field-options', { token: admin });
    expect(fields.envelope.data.map((f) => f.name)).toEqual([
      ...algorithmParameterNames,
      ...operationalParameterNames,
    ]);
    const byName = Object.fromEntries(fields.envelope.data.map((f) => [f.name, f]));
    expect(byName['trafficSeverityRate']?.unit).toBe('percent');
    expect(byName['maxRouteDurationInHours']?.unit).toBe('hours');
    expect(byName['synchronizedArrivalToDepot']?.unit).toBe('minutes');
    const separators = (group: string) =>
      fields.envelope.data
        .filter((f) => f.groupName === group)
        .map((f, i) => (f.separatorAfter ? i + 1 : 0))
        .filter(Boolean);
    expect(separators('Algorithm Parameters')).toEqual([1, 2, 3, 7, 10]);
    expect(separators('Operational Parameters')).toEqual([3, 5, 8, 11]);
    const values = await t.call<Record<string, unknown>>('GET', '/api/job-parameter/CONC-A', {
      token: admin,
    });
    expect(values.envelope.data['maxNumberOfVehicles']).toBe(1);
    expect(values.envelope.data['isReturnToTheDepot']).toBe(true);
  });

  it('answers the job modal lookups, the drivers and the dashboard', async () => {
    const depots = await t.call<unknown[]>(
      'GET',
      `/api/locations/depots?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    expect(depots.envelope.data.length).toBeGreaterThan(0);
    const places = await t.call<unknown[]>(
      'GET',
      `/api/locations/origins_destinations?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    expect(places.envelope.data.length).toBeGreaterThan(0);
    const fences = await t.call<unknown[]>(
      'GET',
      `/api/distribution-centers/geofences?distributionCenterIds=${t.centerId}`,
      { token: admin },
    );
    expect(fences.status).toBe(200);
    const orderList = await t.call('GET', `/api/orders?distributionCenterId=${t.centerId}`, { token: admin });
    const vehicleList = await t.call('GET', `/api/vehicles?distributionCenterId=${t.centerId}`, {
      token: admin,
    });
    // the documented response shapes are the real ones
    expect(depotListSchema.safeParse(depots.envelope.data).success).toBe(true);
    expect(originDestinationListSchema.safeParse(places.envelope.data).success).toBe(true);
    expect(avoidAreaListSchema.safeParse(fences.envelope.data).success).toBe(true);
    expect(orderListResponseSchema.safeParse(orderList.envelope.data).success).toBe(true);
    expect(vehicleListResponseSchema.safeParse(vehicleList.envelope.data).success).toBe(true);
    const defaults = await t.call<{ vehicleRefNo: string }[]>(
      'GET',
      `/api/driver/vehicle-drivers?vehicleRefNoList=${vehicles.slice(0, 2).join(',')}`,
      {
        token: admin,
      },
    );
    expect(defaults.envelope.data.map((d) => d.vehicleRefNo)).toEqual(vehicles.slice(0, 2));
    expect(defaultDriverListSchema.safeParse(defaults.envelope.data).success).toBe(true);

    const data = await t.call<{
      vehicles: { vehicleRefNo: string; isAssigned: boolean }[];
      drivers: { driverRefNo: string }[];
    }>('GET', '/api/jobs/CONC-A/vehicle-drivers', { token: admin });
    const assigned = data.envelope.data.vehicles.filter((v) => v.isAssigned);
    expect(assigned.length).toBeGreaterThan(0);
    const pairs = assigned.map((v, i) => ({
      vehicleRefNo: v.vehicleRefNo,
      driverRefNo: data.envelope.data.drivers[i]!.driverRefNo,
    }));
    const saved = await t.call('POST', '/api/jobs/CONC-A/vehicle-drivers', {
      token: admin,
      body: { jobRefNo: 'CONC-A', vehicleDrivers: pairs },
    });
    expect(saved.status).toBe(200);
    const info = await t.call<{ driverRefNo: string }[]>('GET', '/api/job-configuration/CONC-A/drivers', {
      token: admin,
    });
    expect(info.envelope.data.map((d) => d.driverRefNo).sort()).toEqual(
      pairs.map((p) => p.driverRefNo).sort(),
    );
    const twice = await t.call('POST', '/api/jobs/CONC-A/vehicle-drivers', {
      token: admin,
      body: {
        jobRefNo: 'CONC-A',
        vehicleDrivers: vehicles
          .slice(0, 2)
          .map((v) => ({ vehicleRefNo: v, driverRefNo: pairs[0]!.driverRefNo })),
      },
    });
    expect(twice.status).toBe(400);

    const dashboard = await t.call<{
      numberOfJobsCreated: number;
      numberOfJobsSuccess: number;
      totalRoutes: number;
      overallProgress: number;
      vehiclesAtDepot: number;
    }>('GET', '/api/dashboard', { token: admin });
    expect(dashboard.status).toBe(200);
    expect(dashboard.envelope.data.numberOfJobsCreated).toBeGreaterThanOrEqual(3);
    expect(dashboard.envelope.data.totalRoutes).toBeGreaterThan(0);
    expect(dashboard.envelope.data.overallProgress).toBe(0);
    // No driver has reported yet: every vehicle of the live routes is still at its depot.
    expect(dashboard.envelope.data.vehiclesAtDepot).toBe(dashboard.envelope.data.totalRoutes);
  });

  it('solves with per-vehicle configuration, an ad hoc start, Euclidean distances and traffic', async () => {
    const v = await t.call<{
      vehicleResultList: {
        refNo: string;
        departureLocation: { refNo: string; name: string; latitude: number; longitude: number };
        arrivalLocation: { refNo: string; name: string; latitude: number; longitude: number };
      }[];
    }>('GET', `/api/vehicles?distributionCenterId=${t.centerId}`, { token: admin });
    const [one] = v.envelope.data.vehicleResultList.slice(3, 4);
    const depot = one!.departureLocation;
    const custom = {
      refNo: `${depot.latitude + 0.01},${depot.longitude + 0.01}`,
      name: 'Custom start',
      latitude: depot.latitude + 0.01,
      longitude: depot.longitude + 0.01,
    };
    const body = {
      ...jobInput({
        refNo: 'CONF-1',
        centerId: t.centerId,
        orders: orders.slice(20, 32),
        vehicles: [one!.refNo],
        queue: true,
        seconds: 1,
      }),
      vehicleConfigurations: [
        {
          vehicleRefNo: one!.refNo,
          shiftStart: '10:00',
          shiftEnd: '18:00',
          departureLocation: custom,
          arrivalLocation: one!.arrivalLocation,
        },
      ],
    };
    body.jobParameterDto = {
      ...body.jobParameterDto,
      useEuclideanDistances: true,
      trafficSeverityRate: 40,
      minNumberOfVehicles: 1,
    };
    expect((await t.call('POST', '/api/jobs/partial-job', { token: admin, body })).status).toBe(201);
    const job = await waitForStatus(t, admin, 'CONF-1', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status, job.result ?? '').toBe('SUCCESS');
    const result = await t.call<RouteResult>('GET', '/api/routes/CONF-1', { token: admin });
    const configured = result.envelope.data.vehicleWithAssignedLocations.find(
      (r) => r.vehicleRefNo === one!.refNo,
    );
    expect(configured?.locations[0]).toMatchObject({ locationName: 'Custom start', type: 'start' });
    const departure = new Date(configured!.locations[0]!.startTime!);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Istanbul',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(departure) >= '10:00',
    ).toBe(true);
    const model = await first<{ travel_model: { kind: string; trafficSeverityRate: number } }>(
      t.db.orm,
      sql`SELECT r.travel_model FROM job_routes r JOIN jobs j ON j.current_route_id = r.id WHERE j.ref_no = 'CONF-1'`,
    );
    expect(model?.travel_model).toMatchObject({ kind: 'euclidean', trafficSeverityRate: 40 });
    const input = await t.call<{ vehicleConfigurations: unknown[] }>('GET', '/api/jobs/CONF-1/job-input', {
      token: admin,
    });
    expect(input.envelope.data.vehicleConfigurations).toEqual(body.vehicleConfigurations);
  });

  it('stores multi-trip plans with reloads at the depot, and open routes', async () => {
    const orderRows = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const vehicleRows = await t.call<{ vehicleResultList: { refNo: string; weightCapacity: number }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      {
        token: admin,
      },
    );
    const deliveries = orderRows.envelope.data.orderResultDetails
      .filter((o) => o.orderType === 'DELIVERY')
      .slice(40, 56);
    const truck = vehicleRows.envelope.data.vehicleResultList[5]!;
    const total = deliveries.reduce((sum, o) => sum + (o.weight ?? 0), 0);
    // about two and a half loads of weight: the vehicle has to come back and reload
    const rate = Math.max(1, Math.min(100, Math.ceil((100 * total) / (2.5 * truck.weightCapacity))));
    const multi = jobInput({
      refNo: 'MULTI-1',
      centerId: t.centerId,
      orders: deliveries.map((o) => o.refNo),
      vehicles: [truck.refNo],
      queue: true,
      seconds: 1,
    });
    multi.jobParameterDto = {
      ...multi.jobParameterDto,
      isMultiTrip: true,
      maximumNumberOfTrips: 4,
      timeSpentInDc: 10,
      vehicleCapacityUtilizationRate: rate,
    };
    expect((await t.call('POST', '/api/jobs/partial-job', { token: admin, body: multi })).status).toBe(201);
    const done = await waitForStatus(t, admin, 'MULTI-1', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(done.status, done.result ?? '').toBe('SUCCESS');
    const result = await t.call<RouteResult>('GET', '/api/routes/MULTI-1', { token: admin });
    const stops = result.envelope.data.vehicleWithAssignedLocations[0]!.locations;
    const reloads = stops.slice(1, -1).filter((l) => l.type === 'depot');
    expect(reloads.length).toBeGreaterThan(0);
    expect(reloads.every((l) => l.orders.length === 0)).toBe(true);

    const open = jobInput({
      refNo: 'OPEN-1',
      centerId: t.centerId,
      orders: orders.slice(60, 66),
      vehicles: [vehicles[6]!],
      queue: true,
      seconds: 1,
    });
    open.jobParameterDto = { ...open.jobParameterDto, isReturnToTheDepot: false };
    expect((await t.call('POST', '/api/jobs/partial-job', { token: admin, body: open })).status).toBe(201);
    expect((await waitForStatus(t, admin, 'OPEN-1', ['SUCCESS', 'INFEASIBLE', 'FAILED'])).status).toBe(
      'SUCCESS',
    );
    const openResult = await t.call<RouteResult>('GET', '/api/routes/OPEN-1', { token: admin });
    const openStops = openResult.envelope.data.vehicleWithAssignedLocations[0]!.locations;
    expect(openStops.at(-1)?.type).toBe('visit');
  });

  it('stores only plans the independent feasibility checker accepts', async () => {
    const checked = await checkAllStoredPlans(t.db);
    expect(checked.routes).toBeGreaterThan(0);
    expect(checked.errors).toEqual([]);
  });

  // After the checker: a hand swap is the planner's decision and is not solved again.
  it('swaps a vehicle of a plan for another vehicle of the center', async () => {
    const list = await t.call<
      { vehicleRefNo: string; isJobVehicle: boolean; isAssigned: boolean; isInUseByApprovedJob: boolean }[]
    >('GET', '/api/jobs/CONF-1/job-vehicles', { token: admin });
    expect(jobVehicleRowListSchema.safeParse(list.envelope.data).success).toBe(true);
    const current = list.envelope.data.find((v) => v.isAssigned);
    const spare = list.envelope.data.find((v) => !v.isJobVehicle && !v.isInUseByApprovedJob);
    expect(current && spare).toBeTruthy();
    const swapped = await t.call('POST', '/api/jobs/CONF-1/job-vehicles', {
      token: admin,
      body: {
        jobRefNo: 'CONF-1',
        jobVehicles: [{ currentVehicleRefNo: current!.vehicleRefNo, newVehicleRefNo: spare!.vehicleRefNo }],
      },
    });
    expect(swapped.status).toBe(200);
    expect(swapped.envelope.message).toBe('Job Vehicles are updated');
    const result = await t.call<RouteResult>('GET', '/api/routes/CONF-1', { token: admin });
    const used = result.envelope.data.vehicleWithAssignedLocations.map((r) => r.vehicleRefNo);
    expect(used).toContain(spare!.vehicleRefNo);
    expect(used).not.toContain(current!.vehicleRefNo);
    const input = await t.call<{ vehicleRefNoList: string[] }>('GET', '/api/jobs/CONF-1/job-input', {
      token: admin,
    });
    expect(input.envelope.data.vehicleRefNoList).toContain(spare!.vehicleRefNo);
  });
});
