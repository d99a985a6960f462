import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { Job } from '@rota/core/daily-plan';
import { rows, sql, type Database } from '../db/database.js';
import { createInProcessJobQueue } from '../solver/job-queue.js';
import { defineQueueKind } from '../solver/queue-kinds.js';
import { RECOVERED } from '../solver/queue-lease.js';
import { runtimeOf } from './job-runtime.js';
import { checkAllStoredPlans } from './testing/check-stored-plans.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from './testing/job-helpers.js';

describe('job queue: restart pick-up and failed solves', () => {
  let t: DailyPlanTestApp;
  let db: Database;
  let admin: string;
  let orders: string[];
  let vehicles: string[];

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    db = t.db;
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

  /** Saves jobs without queueing them; answers their ids in the order given. */
  const saveJobs = async (refNos: string[], orderCount: number, vehicleCount: number) => {
    for (const refNo of refNos) {
      const created = await t.call('POST', '/api/jobs/partial-job', {
        token: admin,
        body: jobInput({
          refNo,
          centerId: t.centerId,
          orders: orders.slice(0, orderCount),
          vehicles: vehicles.slice(0, vehicleCount),
          queue: false,
        }),
      });
      expect(created.status).toBe(201);
    }
    const saved = await rows<{ id: number; ref_no: string }>(db.orm, sql`SELECT id, ref_no FROM jobs`);
    return refNos.map((refNo) => saved.find((j) => j.ref_no === refNo)?.id ?? -1);
  };

  it('picks up a queued job after a restart; a crashed solve at once (embedded) or FAILED after its lease (shared)', async () => {
    await saveJobs(['RESTART-Q', 'RESTART-S', 'RESTART-T'], 8, 2);
    await t.stop();
    // What a crash leaves behind: one run queued, one taken by a process that died mid-solve, and
    // one that was already taken up again after a crash and died once more.
    await db.orm.execute(sql`UPDATE jobs SET status = 'QUEUED' WHERE ref_no = 'RESTART-Q'`);
    await db.orm.execute(
      sql`INSERT INTO job_queue_entries (job_id) SELECT id FROM jobs WHERE ref_no = 'RESTART-Q'`,
    );
    await db.orm.execute(
      sql`UPDATE jobs SET status = 'SOLVING', started_at = now() WHERE ref_no IN ('RESTART-S', 'RESTART-T')`,
    );
    // A fresh heartbeat: the lease has not run out, yet the process holding it is gone.
    await db.orm.execute(
      sql`INSERT INTO job_queue_entries (job_id, state, started_at, owner, heartbeat_at, error)
          SELECT id, 'RUNNING', now(), 'gone:1', now(), CASE ref_no WHEN 'RESTART-T' THEN ${RECOVERED} END
          FROM jobs WHERE ref_no IN ('RESTART-S', 'RESTART-T')`,
    );

    const began = Date.now();
    t = await createDailyPlanTestApp({ db });
    admin = await t.token('admin@demo.rota');
    const twice = await waitForStatus(t, admin, 'RESTART-T', ['FAILED']);
    expect(twice.result).toBe('The server stopped while this job was solving; rerun it.');
    const queued = await waitForStatus(t, admin, 'RESTART-Q', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(queued.status, queued.result ?? '').toBe('SUCCESS');
    const crashed = await waitForStatus(t, admin, 'RESTART-S', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    if (db.kind === 'postgres') {
      // A server of several on one database cannot tell a gone process from a slow one: the run
      // ends FAILED once its lease runs out, never solved twice.
      expect(crashed.result).toBe('The server stopped while this job was solving; rerun it.');
      const pending = await rows<{ n: number }>(
        db.orm,
        sql`SELECT count(*)::int AS n FROM job_queue_entries WHERE state IN ('QUEUED', 'RUNNING')`,
      );
      expect(pending[0]?.n).toBe(0);
      return;
    }
    // The embedded database is this process's alone: its crashed run is taken up at once.
    expect(crashed.status, crashed.result ?? '').toBe('SUCCESS');
    // Well inside the 30 s lease.
    expect(Date.now() - began).toBeLessThan(25_000);
    const entries = await rows<{ ref_no: string; state: string }>(
      db.orm,
      sql`SELECT j.ref_no, e.state FROM job_queue_entries e JOIN jobs j ON j.id = e.job_id ORDER BY j.ref_no`,
    );
    expect(entries).toEqual([
      { ref_no: 'RESTART-Q', state: 'DONE' },
      { ref_no: 'RESTART-S', state: 'DONE' },
      { ref_no: 'RESTART-T', state: 'FAILED' },
    ]);
  });

  it('hands a solve back to the queue when the server stops, and solves it after the restart', async () => {
    await t.stop();
    t = await createDailyPlanTestApp({
      db,
      runtime: { workerScript: new URL('../solver/testing/hang-worker.mjs', import.meta.url) },
    });
    admin = await t.token('admin@demo.rota');
    await t.call('PUT', '/api/jobs/rerun', { token: admin, body: { jobRefNo: 'RESTART-S' } });
    await waitForStatus(t, admin, 'RESTART-S', ['SOLVING']);
    const before = t.hubMessages;
    await t.stop();
    const statuses = (messages: typeof before) =>
      messages
        .filter((m) => m.hub === 'joboperationhub' && m.target === 'ReceiveJobStatusUpdate')
        .map((m) => m.args[0] as { jobRefNo: string; status: string; message: string | null })
        .filter((u) => u.jobRefNo === 'RESTART-S')
        // Progress reports repeat SOLVING: each status once, in order.
        .filter((u, i, all) => u.status !== all[i - 1]?.status);
    expect(statuses(before).map((u) => u.status)).toEqual(['QUEUED', 'SOLVING', 'QUEUED']);
    expect(statuses(before).at(-1)?.message).toBe(
      'The server solving this job is restarting; the job is back in the queue and will be solved again.',
    );
    const [entry] = await rows<{ state: string; owner: string | null }>(
      db.orm,
      sql`SELECT e.state, e.owner FROM job_queue_entries e JOIN jobs j ON j.id = e.job_id
          WHERE j.ref_no = 'RESTART-S' ORDER BY e.id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ state: 'QUEUED', owner: null });

    t = await createDailyPlanTestApp({ db });
    admin = await t.token('admin@demo.rota');
    const solved = await waitForStatus(t, admin, 'RESTART-S', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(solved.status).toBe('SUCCESS');
    expect(statuses(t.hubMessages).map((u) => u.status)).toEqual(['SOLVING', 'SUCCESS']);
  });

  it('ends a crashed solve FAILED with its reason and tells the hub', async () => {
    await t.stop();
    t = await createDailyPlanTestApp({
      db,
      runtime: { workerScript: new URL('../solver/testing/crash-worker.mjs', import.meta.url) },
    });
    admin = await t.token('admin@demo.rota');
    const rerun = await t.call<Job>('PUT', '/api/jobs/rerun', {
      token: admin,
      body: { jobRefNo: 'RESTART-S' },
    });
    expect(rerun.status).toBe(200);
    const failed = await waitForStatus(t, admin, 'RESTART-S', ['FAILED', 'SUCCESS']);
    expect(failed.status).toBe('FAILED');
    expect(failed.result).toBe('The solver stopped unexpectedly (exit code 3).');
    expect(failed.endDate).not.toBeNull();
    const updates = t.hubMessages
      .filter((m) => m.hub === 'joboperationhub' && m.target === 'ReceiveJobStatusUpdate')
      .map((m) => m.args[0] as { jobRefNo: string; status: string; message: string | null });
    expect(updates.filter((u) => u.jobRefNo === 'RESTART-S').map((u) => u.status)).toEqual([
      'QUEUED',
      'SOLVING',
      'FAILED',
    ]);
    expect(updates.at(-1)?.message).toBe('The solver stopped unexpectedly (exit code 3).');
  });

  it('ends a hung solve FAILED when its time is up', async () => {
    await t.stop();
    t = await createDailyPlanTestApp({
      db,
      runtime: {
        workerScript: new URL('../solver/testing/hang-worker.mjs', import.meta.url),
        maxTimeLimitMs: 300,
        graceMs: 300,
      },
    });
    admin = await t.token('admin@demo.rota');
    await t.call('PUT', '/api/jobs/rerun', { token: admin, body: { jobRefNo: 'RESTART-S' } });
    const failed = await waitForStatus(t, admin, 'RESTART-S', ['FAILED', 'SUCCESS'], 20_000);
    expect(failed.result).toBe('The solver did not finish within 1 s and was stopped.');
  });

  it('runs as many solves at once as its concurrency allows, and the rest after them', async () => {
    const runs = await saveJobs(['PARALLEL-1', 'PARALLEL-2', 'PARALLEL-3'], 4, 1);
    await t.stop();
    expect(runs).toHaveLength(3);
    for (const id of runs) await db.orm.execute(sql`INSERT INTO job_queue_entries (job_id) VALUES (${id})`);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    // Only the poll timer is faked: the database keeps its own time, and poke tells when a look is done.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const queue = createInProcessJobQueue(
        db.orm,
        {
          async run(jobId) {
            started.push(jobId);
            running += 1;
            most = Math.max(most, running);
            await new Promise<void>((resolve) => gates.push(resolve));
            running -= 1;
          },
          interrupted: async () => undefined,
          onError: (error) => {
            throw error;
          },
        },
        { concurrency: 2, pollMs: 50 },
      );
      await queue.start();
      await queue.poke();
      expect(started).toHaveLength(2);
      // The third waits for a free slot however many polls pass while the first two run.
      await vi.advanceTimersByTimeAsync(50 * 20);
      await queue.poke();
      expect(started).toHaveLength(2);
      // A run that ends frees its slot at once: no poll is due (the timer stands still).
      gates.shift()?.();
      await expect.poll(() => started.length).toBe(3);
      for (const open of gates.splice(0)) open();
      await queue.idle();
      await queue.close();
    } finally {
      vi.useRealTimers();
    }
    expect(started).toEqual(runs);
    expect(most).toBe(2);
    t = await createDailyPlanTestApp({ db });
  });

  it('shares the queue with other processes: ends only the runs of a process that is gone', async () => {
    const [mine, gone, alive] = (await saveJobs(['LEASE-1', 'LEASE-2', 'LEASE-3'], 4, 1)) as [
      number,
      number,
      number,
    ];
    await t.stop();
    const stateOf = async (jobId: number) =>
      (
        await rows<{ state: string }>(
          db.orm,
          sql`SELECT state FROM job_queue_entries WHERE job_id = ${jobId} ORDER BY id DESC LIMIT 1`,
        )
      )[0]?.state;
    const gates: (() => void)[] = [];
    const interrupted: number[] = [];
    const handlers = (name: string) => ({
      run: () => new Promise<void>((resolve) => gates.push(resolve)),
      interrupted: async (jobId: number) => {
        interrupted.push(jobId);
      },
      onError: (error: unknown) => {
        throw new Error(`${name}: ${String(error)}`);
      },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // Process A solves one run and renews its lease (3 s) at every poll (500 ms).
      await db.orm.execute(sql`INSERT INTO job_queue_entries (job_id) VALUES (${mine})`);
      const options = { pollMs: 500, leaseMs: 3000 };
      const a = createInProcessJobQueue(db.orm, handlers('A'), { owner: 'A', ...options });
      await a.start();
      await a.poke();
      expect(gates).toHaveLength(1);
      expect(await stateOf(mine)).toBe('RUNNING');
      // A process that stopped renewing an hour ago, and one that renewed just now.
      await db.orm.execute(
        sql`INSERT INTO job_queue_entries (job_id, state, started_at, owner, heartbeat_at)
            VALUES (${gone}, 'RUNNING', now() - interval '2 hours', 'gone', now() - interval '1 hour'),
                   (${alive}, 'RUNNING', now(), 'alive', now())`,
      );
      const b = createInProcessJobQueue(db.orm, handlers('B'), { owner: 'B', ...options });
      await b.start();
      expect(interrupted).toEqual([gone]);
      expect(await stateOf(gone)).toBe('FAILED');
      expect(await stateOf(alive)).toBe('RUNNING');
      // Four seconds pass, a poll at a time. Leases are compared with the database's now(), so
      // moving every heartbeat back by a poll's length is that much time passing for the queue.
      for (let step = 1; step <= 8; step++) {
        await db.orm.execute(
          sql`UPDATE job_queue_entries SET heartbeat_at = heartbeat_at - interval '500 milliseconds' WHERE state = 'RUNNING'`,
        );
        await vi.advanceTimersByTimeAsync(500);
        await Promise.all([a.poke(), b.poke()]);
        if (step === 4) expect(await stateOf(alive)).toBe('RUNNING');
      }
      // Longer than the lease: A kept renewing, so the polls left A's run alone and ended the other.
      expect(await stateOf(mine)).toBe('RUNNING');
      expect(await stateOf(alive)).toBe('FAILED');
      expect(interrupted).toEqual([gone, alive]);
      gates.shift()?.();
      await a.idle();
      expect(await stateOf(mine)).toBe('DONE');
      await Promise.all([a.close(), b.close()]);
    } finally {
      vi.useRealTimers();
    }
    t = await createDailyPlanTestApp({ db });
  });

  it('runs jobs of another kind through the handlers declared for it, and fails an unknown kind with the reason', async () => {
    const ran: number[] = [];
    defineQueueKind('queue-test-kind', (context) => ({
      async run(jobId) {
        expect(context.db).toBe(db);
        ran.push(jobId);
      },
      interrupted: async () => undefined,
    }));
    const runtime = runtimeOf(t.app);
    await db.orm.transaction(async (tx) => {
      await runtime.queue.enqueue(tx, 424242, 'queue-test-kind');
      await runtime.queue.enqueue(tx, 434343, 'no-such-kind');
    });
    runtime.queue.poke();
    await runtime.queue.idle();
    expect(ran).toEqual([424242]);
    const entries = await rows<{ job_id: number; state: string; error: string | null }>(
      db.orm,
      sql`SELECT job_id, state, error FROM job_queue_entries WHERE job_id IN (424242, 434343) ORDER BY job_id`,
    );
    expect(entries).toEqual([
      { job_id: 424242, state: 'DONE', error: null },
      {
        job_id: 434343,
        state: 'FAILED',
        error: 'The solver queue has no handler for jobs of kind no-such-kind.',
      },
    ]);
  });

  it('stores only plans the independent feasibility checker accepts', async () => {
    const checked = await checkAllStoredPlans(t.db);
    expect(checked.routes).toBeGreaterThan(0);
    expect(checked.errors).toEqual([]);
  });
});
