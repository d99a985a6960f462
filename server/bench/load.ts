/**
 * Load on loopback against the scale-out layout: two web servers (ROTA_ROLE=web) and one solver
 * worker (ROTA_ROLE=worker), each its own process, on a scratch database of the PostgreSQL
 * server in DATABASE_URL (made and dropped here).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx --conditions=@rota/source server/bench/load.ts [--seconds 10] [--planners 200] [--jobs 50]
 *
 * 1. `--planners` concurrent connections (half on each web server) read each grid in turn for
 *    `--seconds`: the jobs list, the day's orders, the vehicles.
 * 2. `--jobs` jobs are queued at once (POST jobs/partial-job, 8 orders, 2 vehicles, 2 s limit)
 *    while the planners keep reading the jobs list; the worker solves them one after another.
 * Prints requests per second, p50/p95/p99 latency and non-2xx answers per endpoint, how long the
 * queued jobs took to end, and the resident memory (now and peak) of every process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { localToday } from '../src/solver/plan-clock.js';
import { DEMO_PASSWORD } from '../src/seed/platform-seed.js';
import { jobInput } from '../src/daily-plan/testing/job-helpers.js';
import { startRotaProcess, type RotaProcess } from '../src/scale-out/processes.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
const seconds = argument('seconds', 10);
const planners = argument('planners', 200);
const jobCount = argument('jobs', 50);

const url = process.env['DATABASE_URL'];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write(
    'Set DATABASE_URL to a PostgreSQL server (postgres://...): the bench starts servers on it.\n',
  );
  process.exit(2);
}

interface Measured {
  label: string;
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

function summary(m: Measured): string {
  const sorted = [...m.latencies].sort((x, y) => x - y);
  return [
    m.label.padEnd(34),
    `${(m.requests / m.seconds).toFixed(0).padStart(6)} req/s`,
    `p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms`,
    `p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms`,
    `p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms`,
    `non-2xx ${m.failures}`,
  ].join('  ');
}

/** `connections` readers of one path, spread over the web servers, for `duration` seconds. */
async function read(
  label: string,
  servers: RotaProcess[],
  path: string,
  token: string,
  connections: number,
  duration: number,
): Promise<Measured> {
  const measured: Measured = { label, requests: 0, seconds: duration, latencies: [], failures: 0 };
  await Promise.all(
    servers.map(async (server, index) => {
      const share = Math.floor(connections / servers.length) + (index < connections % servers.length ? 1 : 0);
      const instance = autocannon({
        url: `http://127.0.0.1:${server.port}${path}`,
        connections: share,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
      instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
        measured.requests += 1;
        measured.latencies.push(time);
        if (status < 200 || status >= 300) measured.failures += 1;
      });
      await instance;
    }),
  );
  return measured;
}

const database = `rota_load_${crypto.randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();
const target = new URL(url);
target.pathname = `/${database}`;
const databaseUrl = target.toString();
const started: RotaProcess[] = [];

try {
  const a = await startRotaProcess('web', databaseUrl);
  started.push(a);
  const [b, worker] = await Promise.all([
    startRotaProcess('web', databaseUrl),
    startRotaProcess('worker', databaseUrl),
  ]);
  started.push(b, worker);
  const web = [a, b];

  const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${a.port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as { data: T };
    return { status: response.status, data: json.data, ms: performance.now() - started };
  };
  const token = (
    await call<{ token: string }>('POST', '/auth/authenticate/login', '', {
      email: 'admin@demo.rota',
      password: DEMO_PASSWORD,
    })
  ).data.token;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const centerId = (
    await pool.query<{ id: number }>('SELECT id FROM distribution_centers ORDER BY id LIMIT 1')
  ).rows[0]?.id as number;
  const today = localToday();
  const orders = (
    await call<{ orderResultDetails: { refNo: string }[] }>(
      'GET',
      `/api/orders?distributionCenterId=${centerId}&date=${today}`,
      token,
    )
  ).data.orderResultDetails.map((o) => o.refNo);
  const vehicles = (
    await call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${centerId}`,
      token,
    )
  ).data.vehicleResultList.map((v) => v.refNo);

  const os = await import('node:os');
  process.stdout.write(
    `Rota load bench: ${planners} planners on 2 web servers, 1 solver worker, PostgreSQL server, ${os.availableParallelism()} cores (load average ${os
      .loadavg()[0]
      ?.toFixed(1)} at the start), ${seconds} s per run\n\n`,
  );
  process.stdout.write('Planners reading grids\n');
  const grids: [string, string][] = [
    ['GET /api/jobs (jobs grid)', '/api/jobs?pageIndex=0&pageSize=20'],
    ['GET /api/orders (orders of the day)', `/api/orders?distributionCenterId=${centerId}&date=${today}`],
    ['GET /api/vehicles (vehicles grid)', `/api/vehicles?distributionCenterId=${centerId}`],
  ];
  for (const [label, path] of grids) {
    process.stdout.write(`  ${summary(await read(label, web, path, token, planners, seconds))}\n`);
  }

  process.stdout.write(`\n${jobCount} jobs queued at once while the planners read the jobs grid\n`);
  const reading = read(
    'GET /api/jobs (during the queueing)',
    web,
    '/api/jobs?pageIndex=0&pageSize=20',
    token,
    planners,
    seconds,
  );
  const queuedAt = performance.now();
  const posts = await Promise.all(
    Array.from({ length: jobCount }, (_, i) =>
      call('POST', '/api/jobs/partial-job', token, {
        ...jobInput({
          refNo: `LOAD-${String(i + 1).padStart(3, '0')}`,
          centerId,
          orders: orders.slice(
            (i * 2) % Math.max(1, orders.length - 8),
            ((i * 2) % Math.max(1, orders.length - 8)) + 8,
          ),
          vehicles: vehicles.slice(0, 2),
          queue: true,
        }),
      }),
    ),
  );
  const queueing: Measured = {
    label: 'POST /api/jobs/partial-job (queue)',
    requests: posts.length,
    seconds: (performance.now() - queuedAt) / 1000,
    latencies: posts.map((p) => p.ms),
    failures: posts.filter((p) => p.status !== 201).length,
  };
  process.stdout.write(`  ${summary(queueing)}\n`);
  process.stdout.write(`  ${summary(await reading)}\n`);
  let ended = 0;
  for (;;) {
    const counts = await pool.query<{ ended: number }>(
      `SELECT count(*)::int AS ended FROM jobs WHERE ref_no LIKE 'LOAD-%' AND status NOT IN ('QUEUED', 'SOLVING')`,
    );
    ended = counts.rows[0]?.ended ?? 0;
    if (ended >= jobCount || performance.now() - queuedAt > 30 * 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drained = (performance.now() - queuedAt) / 1000;
  const outcomes = await pool.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM jobs WHERE ref_no LIKE 'LOAD-%' GROUP BY status ORDER BY status`,
  );
  process.stdout.write(
    `  ${ended} of ${jobCount} jobs ended ${drained.toFixed(1)} s after queueing (${((ended / drained) * 60).toFixed(1)} solves/min on 1 worker; ${outcomes.rows
      .map((r) => `${r.status} ${r.n}`)
      .join(', ')})\n`,
  );
  const reasons = await pool.query<{ result: string; n: number }>(
    `SELECT result, count(*)::int AS n FROM jobs WHERE ref_no LIKE 'LOAD-%' AND status = 'FAILED' GROUP BY result`,
  );
  for (const r of reasons.rows) process.stdout.write(`    FAILED ${r.n}: ${r.result}\n`);
  await pool.end();

  process.stdout.write('\nResident memory per process (now / peak)\n');
  const named: [string, RotaProcess][] = [
    ['web server A', a],
    ['web server B', b],
    ['solver worker', worker],
  ];
  for (const [name, one] of named) {
    const memory = one.memory();
    process.stdout.write(
      `  ${name.padEnd(16)} ${memory ? `${memory.rssMb.toFixed(0)} MB / ${memory.peakMb.toFixed(0)} MB` : 'ended'}\n`,
    );
  }
  const self = fs.readFileSync('/proc/self/status', 'utf8');
  const peak = Number(/VmHWM:\s+(\d+)/.exec(self)?.[1] ?? 0) / 1024;
  process.stdout.write(`  ${'bench (clients)'.padEnd(16)} peak ${peak.toFixed(0)} MB\n`);
} finally {
  for (const one of started) await one.stop();
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await cleanup.end();
}
