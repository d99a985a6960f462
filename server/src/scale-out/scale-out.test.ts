import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { OrderListResponse } from '@rota/core';
import type { Job, JobStatus } from '@rota/core/daily-plan';
import { localToday } from '../solver/plan-clock.js';
import { DEMO_PASSWORD } from '../seed/platform-seed.js';
import { jobInput } from '../daily-plan/testing/job-helpers.js';
import { startRotaProcess, type RotaProcess } from './processes.js';

const url = process.env['DATABASE_URL'];
const isServer = !!url && /^postgres(ql)?:\/\//.test(url);
const INTERRUPTED = 'The server stopped while this job was solving; rerun it.';

/**
 * Polls until `check` answers a value (not undefined), or fails naming what it waited for. The
 * servers and the worker are processes of their own: their timers cannot be faked from here.
 */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 90_000,
) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe.skipIf(!isServer)(
  `two web servers and a solver worker, each its own process, on one PostgreSQL server${
    isServer ? '' : ' (skipped: DATABASE_URL is not a PostgreSQL server address)'
  }`,
  () => {
    const database = `rota_scale_${crypto.randomBytes(5).toString('hex')}`;
    const started: RotaProcess[] = [];
    let databaseUrl = '';
    let a: RotaProcess;
    let b: RotaProcess;
    let worker: RotaProcess;
    let token = '';
    let hub: HubConnection;
    const updates: { jobRefNo: string; status: JobStatus; message: string | null }[] = [];
    let pool: pg.Pool;

    const start = async (role: 'web' | 'worker') => {
      const one = await startRotaProcess(role, databaseUrl, {
        ROTA_SOLVER_CONCURRENCY: '1',
        ROTA_SOLVER_LEASE_MS: '3000',
      });
      started.push(one);
      return one;
    };

    const call = async <T>(server: RotaProcess, method: string, route: string, body?: unknown) => {
      const response = await fetch(`http://127.0.0.1:${server.port}${route}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as { data: T; message: string } };
    };

    const jobOn = async (server: RotaProcess, refNo: string) =>
      (await call<{ jobList: Job[] }>(server, 'GET', `/api/jobs?jobRefNo=${refNo}`)).body.data.jobList.find(
        (j) => j.jobRefNo === refNo,
      );

    let centerId = 0;
    let orders: string[] = [];
    let vehicles: string[] = [];
    const queueJob = async (refNo: string, orderCount: number, vehicleCount: number, seconds: number) => {
      const created = await call(a, 'POST', '/api/jobs/partial-job', {
        ...jobInput({
          refNo,
          centerId,
          orders: orders.slice(0, orderCount),
          vehicles: vehicles.slice(0, vehicleCount),
          queue: true,
          seconds,
        }),
      });
      expect(created.status, created.body.message).toBe(201);
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const target = new URL(url ?? '');
      target.pathname = `/${database}`;
      databaseUrl = target.toString();
      pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

      // The first server migrates and seeds the demo operation; the others start after it.
      a = await start('web');
      [b, worker] = await Promise.all([start('web'), start('worker')]);

      const signIn = await call<{ token: string }>(b, 'POST', '/auth/authenticate/login', {
        email: 'admin@demo.rota',
        password: DEMO_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      token = signIn.body.data.token;
      const centers = await pool.query<{ id: number }>(
        'SELECT id FROM distribution_centers ORDER BY id LIMIT 1',
      );
      centerId = centers.rows[0]?.id ?? 0;
      const dayOrders = await call<OrderListResponse>(
        a,
        'GET',
        `/api/orders?distributionCenterId=${centerId}&date=${localToday()}`,
      );
      orders = dayOrders.body.data.orderResultDetails.map((o) => o.refNo);
      const fleet = await call<{ vehicleResultList: { refNo: string }[] }>(
        a,
        'GET',
        `/api/vehicles?distributionCenterId=${centerId}`,
      );
      vehicles = fleet.body.data.vehicleResultList.map((v) => v.refNo);

      // The official SignalR client, connected to server B only.
      hub = new HubConnectionBuilder()
        .withUrl(`http://127.0.0.1:${b.port}/hubs/joboperationhub`, {
          accessTokenFactory: () => token,
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      hub.on('ReceiveJobStatusUpdate', (update: (typeof updates)[number]) => updates.push(update));
      await hub.start();
    }, 240_000);

    afterAll(async () => {
      await hub?.stop().catch(() => undefined);
      await pool?.end().catch(() => undefined);
      for (const one of started) await one.stop();
      if (url) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      }
    }, 60_000);

    it('solves a job queued through server A on the worker, and its status reaches a client of server B', async () => {
      expect(orders.length).toBeGreaterThan(8);
      await queueJob('SCALE-1', 8, 2, 2);
      const done = await until('SCALE-1 to reach SUCCESS on B', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-1' && u.status === 'SUCCESS'),
      );
      expect(done.status).toBe('SUCCESS');
      expect(updates.filter((u) => u.jobRefNo === 'SCALE-1').map((u) => u.status)).toContain('SOLVING');
      // The worker took the run: the web servers never solve.
      const entries = await pool.query<{ owner: string; state: string }>(
        `SELECT e.owner, e.state FROM job_queue_entries e JOIN jobs j ON j.id = e.job_id WHERE j.ref_no = 'SCALE-1'`,
      );
      expect(entries.rows).toHaveLength(1);
      expect(entries.rows[0]?.state).toBe('DONE');
      expect(entries.rows[0]?.owner).toContain(`:${worker.child.pid}:`);
      // Carried by pg-boss, completed there too.
      const carried = await pool.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'rota-solver' AND data->>'jobId' = (SELECT id::text FROM jobs WHERE ref_no = 'SCALE-1')`,
      );
      expect(carried.rows.map((r) => r.state)).toEqual(['completed']);
      expect((await jobOn(a, 'SCALE-1'))?.status).toBe('SUCCESS');
    });

    it('ends a solve FAILED with the reason when its worker is killed, and a new worker takes what is queued', async () => {
      await queueJob('SCALE-KILL', orders.length, vehicles.length, 60);
      await until('SCALE-KILL to start solving', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-KILL' && u.status === 'SOLVING'),
      );
      const gone = new Promise((resolve) => worker.child.once('exit', resolve));
      worker.child.kill('SIGKILL');
      await gone;
      expect((await jobOn(b, 'SCALE-KILL'))?.status).toBe('SOLVING');

      // Once the lease has run out, a web server ends the run with the reason.
      const failed = await until('SCALE-KILL to end', async () => {
        const job = await jobOn(b, 'SCALE-KILL');
        return job && job.status !== 'SOLVING' ? job : undefined;
      });
      expect(failed.status).toBe('FAILED');
      expect(failed.result).toBe(INTERRUPTED);
      const told = await until('the FAILED status to reach the client of B', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-KILL' && u.status === 'FAILED'),
      );
      expect(told.message).toBe(INTERRUPTED);
      // The dead letter is sent right after the run is ended (and announced), so it may come a moment later.
      const dead = await until('the dead letter of SCALE-KILL', async () => {
        const found = await pool.query<{ reason: string }>(
          `SELECT data->>'reason' AS reason FROM pgboss.job
           WHERE name = 'rota-solver-dead' AND data->>'jobId' = (SELECT id::text FROM jobs WHERE ref_no = 'SCALE-KILL')`,
        );
        return found.rows.length > 0 ? found.rows : undefined;
      });
      expect(dead).toEqual([{ reason: 'interrupted' }]);

      // Queued while no worker runs: kept, and solved once a worker starts. The web servers'
      // polls run in other processes, past any faked clock: a stale run planted as a probe is
      // ended at the next poll, so two probes ended are two polls that left the job alone.
      await queueJob('SCALE-LATER', 8, 2, 2);
      for (const probe of [-1, -2]) {
        const planted = await pool.query<{ id: number }>(
          `INSERT INTO job_queue_entries (job_id, state, started_at, owner, heartbeat_at)
           VALUES ($1, 'RUNNING', now() - interval '2 hours', 'probe', now() - interval '1 hour') RETURNING id`,
          [probe],
        );
        await until(`a web server's poll to end probe ${probe}`, async () => {
          const entry = await pool.query<{ state: string }>(
            'SELECT state FROM job_queue_entries WHERE id = $1',
            [planted.rows[0]?.id],
          );
          return entry.rows[0]?.state === 'FAILED' ? true : undefined;
        });
      }
      expect((await jobOn(a, 'SCALE-LATER'))?.status).toBe('QUEUED');
      worker = await start('worker');
      const later = await until('SCALE-LATER to reach SUCCESS on B', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-LATER' && u.status === 'SUCCESS'),
      );
      expect(later.status).toBe('SUCCESS');
    });

    it("hands a SIGTERM'd worker's solve back to the queue: another worker solves it to SUCCESS", async () => {
      const other = await start('worker');
      await queueJob('SCALE-TERM', orders.length, vehicles.length, 20);
      await until('SCALE-TERM to start solving', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-TERM' && u.status === 'SOLVING'),
      );
      const ownerOf = async () =>
        (
          await pool.query<{ owner: string | null; state: string }>(
            `SELECT e.owner, e.state FROM job_queue_entries e JOIN jobs j ON j.id = e.job_id
             WHERE j.ref_no = 'SCALE-TERM' ORDER BY e.id DESC LIMIT 1`,
          )
        ).rows[0];
      const holder = (await ownerOf())?.owner ?? '';
      const [stopping, taking] = holder.includes(`:${worker.child.pid}:`) ? [worker, other] : [other, worker];
      const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
      stopping.child.kill('SIGTERM');
      expect(await exited).toBe(0);

      const solved = await until('SCALE-TERM to reach SUCCESS on B', () =>
        updates.find((u) => u.jobRefNo === 'SCALE-TERM' && u.status !== 'SOLVING' && u.status !== 'QUEUED'),
      );
      expect(solved.status).toBe('SUCCESS');
      // A planner saw it queued again, then solving again, never FAILED.
      const seen = updates
        .filter((u) => u.jobRefNo === 'SCALE-TERM')
        .map((u) => u.status)
        .filter((status, i, all) => status !== all[i - 1]);
      expect(seen).toEqual(['QUEUED', 'SOLVING', 'QUEUED', 'SOLVING', 'SUCCESS']);
      // The ledger, pg-boss and the job agree: one entry, DONE by the other worker, completed.
      const entry = await ownerOf();
      expect(entry?.state).toBe('DONE');
      expect(entry?.owner).toContain(`:${taking.child.pid}:`);
      const carried = await pool.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'rota-solver' AND data->>'jobId' = (SELECT id::text FROM jobs WHERE ref_no = 'SCALE-TERM')`,
      );
      expect(carried.rows.map((r) => r.state)).toEqual(['completed']);
      worker = taking;
    });
  },
);
