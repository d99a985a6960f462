/**
 * The list path under load: `--planners` concurrent planners (50) read pages of 100 orders out of
 * 100,000 from one server process, each request a page of its own day, sort and page (the orders
 * grid), for `--seconds` (20). The server runs as `npm start` runs it (`server/src/main.ts`, its
 * own process, demo sign-ins), on the embedded database in a folder, or with `--postgres` on a
 * scratch database of the PostgreSQL server in DATABASE_URL (made and dropped here).
 *
 *   npx tsx --conditions=@rota/source server/bench/list-throughput.ts [--seconds 20] [--planners 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx --conditions=@rota/source server/bench/list-throughput.ts --postgres
 *
 * It measures twice on the same data: with answers kept while their tables are unchanged (the
 * default, `server/src/db/kept-answers.ts`) and with them off (`ROTA_LIST_CACHE_MB=0`: every
 * page and every token's user read from the database). Prints requests per second,
 * p50/p95/p99 latency, non-2xx answers, the share of pages served from memory (the server's
 * `rota_kept_answers` metrics), the server's memory and the load average.
 * Targets on an idle 2-core machine: embedded ≥ 300 requests/s with p95 ≤ 250 ms; PostgreSQL
 * ≥ 600 requests/s with p95 ≤ 150 ms.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, rows, sql, type Orm } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/seed/platform-seed.js';
import { startRotaProcess, type RotaProcess } from '../src/scale-out/processes.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
const seconds = argument('seconds', 20);
const planners = argument('planners', 50);
const usePostgres = process.argv.includes('--postgres');
const ORDERS = 100_000;
const LOCATIONS = 5_000;
const DAYS = 20;
const PAGE = 100;

/** 100,000 orders over 20 days and 5,000 locations of the first two centers. */
async function fill(orm: Orm): Promise<void> {
  const centers = await rows<{ id: number }>(
    orm,
    sql`SELECT id FROM distribution_centers ORDER BY id LIMIT 2`,
  );
  const [a, b] = centers.map((c) => c.id);
  if (a === undefined || b === undefined) throw new Error('the demo data has fewer than two centers');
  await orm.execute(
    sql`INSERT INTO cargo_types (ref_no, name) VALUES ('BX-CT-1', 'Kuru yük'), ('BX-CT-2', 'Soğuk yük')`,
  );
  await orm.execute(
    sql`INSERT INTO operation_types (ref_no, name) VALUES ('BX-OT-1', 'Teslimat'), ('BX-OT-2', 'Toplama')`,
  );
  await orm.execute(
    sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, location_type, city)
        SELECT 'BX-L-' || lpad(i::text, 5, '0'), 'Müşteri ' || lpad(i::text, 5, '0'),
               40.9 + (i % 100) * 0.002, 28.8 + (i / 100) * 0.004,
               CASE WHEN i % 2 = 0 THEN ${a}::int ELSE ${b}::int END,
               (ARRAY['Market', 'Büfe', 'Restoran', 'Depo'])[1 + i % 4], 'İstanbul'
        FROM generate_series(1, ${LOCATIONS}::int) AS i`,
  );
  for (let start = 1; start <= ORDERS; start += 20_000) {
    await orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, name, order_date, location_id, cargo_type_id,
                              operation_type_id, amount, weight, volume)
          SELECT 'BX-O-' || lpad(i::text, 6, '0'), l.distribution_center_id, 'Sipariş ' || i,
                 DATE '2026-11-01' + (i % ${DAYS}), l.id,
                 (SELECT id FROM cargo_types WHERE ref_no = 'BX-CT-' || (1 + i % 2)),
                 (SELECT id FROM operation_types WHERE ref_no = 'BX-OT-' || (1 + i % 2)),
                 1 + i % 10, (i % 97) * 1.5, (i % 13) * 0.1
          FROM generate_series(${start}::int, ${Math.min(ORDERS, start + 19_999)}::int) AS i
          JOIN locations l ON l.ref_no = 'BX-L-' || lpad((1 + (i / ${DAYS}) % ${LOCATIONS})::text, 5, '0')`,
    );
  }
  await orm.execute(sql`ANALYZE`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return body.data.token;
}

/** The pages the planners ask for: a day, a sort and a page each, in turn. */
function pages(): string[] {
  const sorts = ['refNo', 'date', 'weight', 'name'];
  const urls: string[] = [];
  for (let i = 0; i < 200; i++) {
    const day = String(1 + (i % DAYS)).padStart(2, '0');
    const sortBy = sorts[i % sorts.length] as string;
    urls.push(
      `/api/orders?date=2026-11-${day}&sortBy=${sortBy}&sortDirection=${i % 3 ? 'asc' : 'desc'}&pageSize=${PAGE}&pageIndex=${i % 10}`,
    );
  }
  return urls;
}

/** One measured run against a started server: a short warm-up, then `seconds` of load. */
async function measure(target: RotaProcess, label: string): Promise<void> {
  const base = `http://127.0.0.1:${target.port}`;
  const token = await signIn(base, 'admin@demo.rota');
  const urls = pages();
  let next = 0;
  const latencies: number[] = [];
  let failures = 0;
  for (const url of urls.slice(0, 20)) {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { orderResultDetails?: unknown[] } };
    if ((body.data?.orderResultDetails?.length ?? 0) !== PAGE)
      throw new Error(`${url} did not answer a full page`);
  }
  const before = await keptHits(base);
  const started = Date.now();
  const run = autocannon({
    url: base,
    connections: planners,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] as string }),
      },
    ],
  });
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) failures++;
  });
  await run;
  const elapsed = (Date.now() - started) / 1000;
  const after = await keptHits(base);
  latencies.sort((x, y) => x - y);
  const memory = target.memory();
  const hits = after.hits - before.hits;
  const reads = hits + after.misses - before.misses;
  console.log(
    `| ${label} | ${latencies.length} | ${(latencies.length / elapsed).toFixed(0)} | ${percentile(latencies, 50).toFixed(0)} | ` +
      `${percentile(latencies, 95).toFixed(0)} | ${percentile(latencies, 99).toFixed(0)} | ${failures} | ` +
      `${reads ? `${((100 * hits) / reads).toFixed(1)} %` : '–'} | ` +
      `${memory ? `${memory.rssMb.toFixed(0)} / ${memory.peakMb.toFixed(0)}` : '?'} | ${os.loadavg()[0]?.toFixed(1)} |`,
  );
}

/** The server's kept-answer counters, from its metrics (the benchmark reads them over loopback). */
async function keptHits(base: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (measure: string) =>
    Number(new RegExp(`rota_kept_answers\\{measure="${measure}"\\} (\\S+)`).exec(text)?.[1] ?? 0);
  return { hits: value('hits'), misses: value('misses') };
}

let server: RotaProcess | undefined;
let scratch: { admin: pg.Client; name: string } | undefined;
const dataDir = usePostgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'rota-list-bench-'));
try {
  let databaseUrl = '';
  if (usePostgres) {
    const url = process.env['DATABASE_URL'];
    if (!url || !/^postgres(ql)?:\/\//.test(url)) {
      process.stderr.write('Set DATABASE_URL to a PostgreSQL server (postgres://...) with --postgres.\n');
      process.exit(2);
    }
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `rota_list_bench_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    scratch = { admin, name };
    const scratchUrl = new URL(url);
    scratchUrl.pathname = `/${name}`;
    databaseUrl = scratchUrl.toString();
  }
  // The server makes its schema and demo data; the orders go in beside them.
  const filled = Date.now();
  if (usePostgres) {
    server = await startRotaProcess('web', databaseUrl);
    const db = await openDatabase({ databaseUrl });
    await fill(db.orm);
    await db.close();
  } else {
    const first = await startRotaProcess('all', '', {}, 180_000, dataDir);
    await first.stop();
    const db = await openDatabase({ dataDir: dataDir as string });
    await fill(db.orm);
    await db.close();
    server = await startRotaProcess('all', '', {}, 180_000, dataDir);
  }
  const fillSeconds = (Date.now() - filled) / 1000;
  console.log(
    `database: ${usePostgres ? 'PostgreSQL server' : 'embedded (PGlite in a folder)'}; ${ORDERS} orders (filled in ${fillSeconds.toFixed(0)} s); ` +
      `${planners} planners, pages of ${PAGE} out of ${pages().length} pages, ${seconds} s a run; ${os.cpus().length} cores`,
  );
  console.log(
    '| list answers | requests | requests/s | p50 ms | p95 ms | p99 ms | non-2xx | served from memory | server RSS now / peak MB | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  await measure(server, 'kept (default)');
  // The same server with kept answers off: every page read from the database.
  await server.stop();
  server = usePostgres
    ? await startRotaProcess('web', databaseUrl, { ROTA_LIST_CACHE_MB: '0' })
    : await startRotaProcess('all', '', { ROTA_LIST_CACHE_MB: '0' }, 180_000, dataDir);
  await measure(server, 'read every time (ROTA_LIST_CACHE_MB=0)');
} finally {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch) {
    await scratch.admin.query(`DROP DATABASE IF EXISTS ${scratch.name} WITH (FORCE)`);
    await scratch.admin.end();
  }
}
