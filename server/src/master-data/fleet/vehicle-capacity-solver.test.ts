import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import { first, sql } from '../../db/database.js';
import {
  createDailyPlanTestApp,
  type DailyPlanTestApp,
} from '../../daily-plan/testing/daily-plan-test-app.js';
import { jobInput } from '../../daily-plan/testing/job-helpers.js';
import { buildProblem } from '../../solver/problem-builder.js';
import { createGeometricTravelMatrix } from '../../solver/travel-matrix.js';

/** The solver reads the vehicles table: an edit through the vehicles resource reaches the next problem. */
describe('a vehicle edited through PUT /api/vehicles/{refNo} in the problem the solver builds', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createDailyPlanTestApp({ startQueue: false });
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the new weight capacity', async () => {
    const orders = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const orderRows = orders.envelope.data.orderResultDetails;
    const vehicles = await t.call<{ vehicleResultList: { refNo: string; weightCapacity: number }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    const vehicle = vehicles.envelope.data.vehicleResultList[0]!;
    const created = await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'CAPACITY-1',
        centerId: t.centerId,
        orders: orderRows.slice(0, 5).map((o) => o.refNo),
        vehicles: [vehicle.refNo],
        queue: false,
      }),
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    const job = (await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM jobs WHERE ref_no = 'CAPACITY-1'`,
    ))!;
    const stored = (await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM vehicles WHERE ref_no = ${vehicle.refNo}`,
    ))!;
    const travel = createGeometricTravelMatrix();
    const before = await buildProblem(t.db.orm, job.id, travel, { maxTimeLimitMs: 1000 });
    expect(before.context.capacities[String(stored.id)]?.[0]).toBe(vehicle.weightCapacity);

    const changed = vehicle.weightCapacity + 1234.5;
    const put = await t.call('PUT', `/api/vehicles/${encodeURIComponent(vehicle.refNo)}`, {
      token: admin,
      body: { weightCapacity: changed },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);

    const after = await buildProblem(t.db.orm, job.id, travel, { maxTimeLimitMs: 1000 });
    expect(after.context.capacities[String(stored.id)]?.[0]).toBe(changed);
    expect(after.problem.vehicles[0]?.capacity[0]).toBe(changed);
  });
});
