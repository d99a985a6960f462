import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import { rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput } from './testing/job-helpers.js';

/** Deleting a queued job withdraws its run, on the embedded queue (PGlite) and on pg-boss (PostgreSQL). */
describe('deleting jobs withdraws their pending solver runs', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let orders: string[];
  let vehicles: string[];

  beforeAll(async () => {
    // a web process: it queues jobs and never solves them, so the runs stay pending
    t = await createDailyPlanTestApp({ runtime: { solve: false } });
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    vehicles = v.envelope.data.vehicleResultList.map((x) => x.refNo);
  });
  afterAll(async () => {
    await t?.close();
  });

  const queued = async (refNo: string) => {
    const created = await t.call<{ jobId: number; status: string }>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo,
        centerId: t.centerId,
        orders: orders.slice(0, 3),
        vehicles: vehicles.slice(0, 1),
        queue: true,
      }),
    });
    expect(created.status).toBe(201);
    const [job] = await rows<{ id: number; status: string }>(
      t.db.orm,
      sql`SELECT id, status FROM jobs WHERE ref_no = ${refNo}`,
    );
    expect(job!.status).toBe('QUEUED');
    return job!.id;
  };
  const runsOf = (jobId: number) =>
    rows<{ state: string }>(
      t.db.orm,
      sql`SELECT state FROM job_queue_entries WHERE job_id = ${jobId} AND kind = 'daily-plan' ORDER BY id`,
    );

  it('withdraws the deleted job’s queued run and leaves the other jobs’ runs pending', async () => {
    const gone = await queued('DEL-QUEUED-1');
    const kept = await queued('DEL-QUEUED-2');
    expect(await runsOf(gone)).toEqual([{ state: 'QUEUED' }]);

    const deleted = await t.call<{ deleted: string[] }>('DELETE', '/api/jobs', {
      token: admin,
      body: ['DEL-QUEUED-1'],
    });
    expect(deleted.status).toBe(200);
    expect(deleted.envelope.data.deleted).toEqual(['DEL-QUEUED-1']);
    expect(await rows(t.db.orm, sql`SELECT id FROM jobs WHERE id = ${gone}`)).toEqual([]);
    // the run is withdrawn, not left for a worker to pick up
    expect(await runsOf(gone)).toEqual([{ state: 'CANCELLED' }]);
    expect(await runsOf(kept)).toEqual([{ state: 'QUEUED' }]);

    if (process.env['DATABASE_URL']) {
      // pg-boss carries the runs on a PostgreSQL server: its message is cancelled too
      const boss = await rows<{ job_id: number; state: string }>(
        t.db.orm,
        sql`SELECT (data->>'jobId')::int AS job_id, state FROM pgboss.job
             WHERE name = 'rota-solver' AND (data->>'jobId')::int IN (${gone}, ${kept}) ORDER BY 1`,
      );
      expect(boss).toEqual(
        [
          { job_id: gone, state: 'cancelled' },
          { job_id: kept, state: 'created' },
        ].sort((a, b) => a.job_id - b.job_id),
      );
    }
  });

  it('refuses an unknown reference and withdraws nothing', async () => {
    const kept = await queued('DEL-QUEUED-3');
    const refused = await t.call('DELETE', '/api/jobs', {
      token: admin,
      body: ['DEL-QUEUED-3', 'NO-SUCH-JOB'],
    });
    expect(refused.status).toBe(404);
    expect(await runsOf(kept)).toEqual([{ state: 'QUEUED' }]);
  });
});
