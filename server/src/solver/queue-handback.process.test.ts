import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '@rota/core';
import type { Job } from '@rota/core/daily-plan';
import { DEMO_PASSWORD } from '../seed/platform-seed.js';
import { jobInput } from '../daily-plan/testing/job-helpers.js';
import { localToday } from './plan-clock.js';
import { startRotaProcess, type RotaProcess } from '../scale-out/processes.js';

/** Polls until `check` answers a value, or fails naming what it waited for (another process: real time). */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// On a PostgreSQL server the same hand-back is tested with two workers (scale-out.test.ts).
const onServer = !!process.env['DATABASE_URL'];

describe.skipIf(onServer)(
  `the embedded server told to stop mid-solve${onServer ? ' (skipped: DATABASE_URL is set; scale-out.test.ts covers it)' : ''}`,
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-handback-'));
    const started: RotaProcess[] = [];
    const start = async () => {
      const server = await startRotaProcess(
        'all',
        '',
        { ROTA_SOLVER_CONCURRENCY: '1', PGLITE_SHARED_BUFFERS: '16MB', ROTA_SOLVER_MAX_RUNTIME_MS: '20000' },
        180_000,
        dataDir,
      );
      started.push(server);
      return server;
    };
    afterAll(async () => {
      for (const server of started) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    let token = '';
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
    const jobOn = async (server: RotaProcess) =>
      (await call<{ jobList: Job[] }>(server, 'GET', '/api/jobs?jobRefNo=HANDBACK-1')).body.data.jobList[0];

    it('hands the solve back to the queue, exits 0, and solves the job after its restart', async () => {
      let server = await start();
      const signIn = await call<{ token: string }>(server, 'POST', '/auth/authenticate/login', {
        email: 'admin@demo.rota',
        password: DEMO_PASSWORD,
      });
      token = signIn.body.data.token;
      const centers = await call<{ id: number }[]>(server, 'GET', '/api/distribution-centers?sortBy=id');
      const centerId = centers.body.data[0]?.id ?? 0;
      const day = await call<OrderListResponse>(
        server,
        'GET',
        `/api/orders?distributionCenterId=${centerId}&date=${localToday()}`,
      );
      const fleet = await call<{ vehicleResultList: { refNo: string }[] }>(
        server,
        'GET',
        `/api/vehicles?distributionCenterId=${centerId}`,
      );
      const created = await call(server, 'POST', '/api/jobs/partial-job', {
        ...jobInput({
          refNo: 'HANDBACK-1',
          centerId,
          orders: day.body.data.orderResultDetails.map((o) => o.refNo),
          vehicles: fleet.body.data.vehicleResultList.map((v) => v.refNo),
          queue: true,
          seconds: 20,
        }),
      });
      expect(created.status, created.body.message).toBe(201);
      await until('HANDBACK-1 to start solving', async () =>
        (await jobOn(server))?.status === 'SOLVING' ? true : undefined,
      );

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Well before main.ts's 10 s limit: the solve is handed back, not waited for.
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);

      server = await start();
      const back = await jobOn(server);
      expect(['QUEUED', 'SOLVING', 'SUCCESS']).toContain(back?.status);
      const solved = await until('HANDBACK-1 to be solved after the restart', async () => {
        const job = await jobOn(server);
        return job && !['QUEUED', 'SOLVING'].includes(job.status) ? job : undefined;
      });
      expect(solved.status, solved.result ?? '').toBe('SUCCESS');
    }, 420_000);
  },
);
