/**
 * Wall time and peak memory of uploading 100,000 orders as one .xlsx through POST
 * file-upload/order (multipart, exceljs streaming reader, the resource pipeline's rules, one
 * transaction), in-process with `app.inject` over the demo sign-ins and 1,000 locations.
 *
 *   npx tsx --expose-gc --conditions=@rota/source server/bench/upload.ts [--orders 100000]
 *     [--data-dir DIR [--prepare]] [--shared-buffers 128MB] [--trace] [--live-heap]
 *     [--alloc-profile FILE]
 *
 * Uses an in-memory PGlite, a PGlite kept in a folder DIR as `npm start` keeps it
 * (`--data-dir`; a folder made by `--prepare` is reopened as after a restart), or DATABASE_URL
 * when set (a scratch database is made and dropped). `--trace` prints memory at each new peak,
 * `--live-heap` collects garbage every second to show the heap the upload really holds, and
 * `--alloc-profile` writes a sampling profile of every allocation (collected ones included)
 * for Chrome's DevTools. The server as `npm start` runs it: `upload-server.ts`.
 * The peak RSS is the process's highest resident set size sampled every 20 ms during the upload.
 * On PGlite the database's files live in the process (array buffers of its in-memory file
 * system), growing with the rows stored: that growth, measured after the upload once garbage is
 * collected (run with --expose-gc), is printed apart, and the upload's own growth is the peak RSS
 * over the RSS before, less that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { first, openDatabase, sql } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createTestApp } from '../src/testing/test-app.js';
import { multipartFile } from '../src/uploads/upload.fixtures.js';
import { LOCATIONS, ordersSheet } from './orders-sheet.js';

const ordersArg = process.argv.indexOf('--orders');
const ORDERS = ordersArg > 0 ? Number(process.argv[ordersArg + 1]) : 100_000;
const dataDirArg = process.argv.indexOf('--data-dir');
const DATA_DIR = dataDirArg > 0 ? process.argv[dataDirArg + 1] : undefined;
const buffersArg = process.argv.indexOf('--shared-buffers');
const SHARED_BUFFERS = buffersArg > 0 ? process.argv[buffersArg + 1] : undefined;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/**
 * With --prepare the folder is made (migrated, demo sign-ins, 1,000 locations) and the process
 * ends; a later run on that folder reopens it, as a server restarted on its data does, so the
 * first start's garbage is not counted.
 */
const prepared = DATA_DIR !== undefined && fs.existsSync(path.join(DATA_DIR, 'pgdata'));
const reopened = prepared
  ? await openDatabase({ dataDir: DATA_DIR, pgliteSharedBuffers: SHARED_BUFFERS }).then(async (db) => {
      await migrate(db);
      return db;
    })
  : undefined;
const t = await createTestApp({
  config: { logLevel: 'error' },
  ...(reopened ? { db: reopened } : DATA_DIR ? { dataDir: DATA_DIR } : {}),
  ...(SHARED_BUFFERS ? { pgliteSharedBuffers: SHARED_BUFFERS } : {}),
});
const [own] = t.centers;
if (!prepared)
  await t.db.orm.execute(
    sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id)
        SELECT 'BL-' || lpad(i::text, 4, '0'), 'Müşteri ' || i, 40.9 + (i % 100) * 0.002, 28.8 + (i / 100) * 0.004, ${own}::int
        FROM generate_series(1, ${LOCATIONS}::int) AS i`,
  );
if (process.argv.includes('--prepare')) {
  await t.close();
  console.log(`prepared ${DATA_DIR}`);
  process.exit(0);
}
const token = await t.token('dc1@demo.rota');
const file = await ordersSheet(ORDERS);
const body = multipartFile('orders.xlsx', file);
global.gc?.();
const before = process.memoryUsage().rss;
const buffersBefore = process.memoryUsage().arrayBuffers;
const pglite = !process.env['DATABASE_URL'];
const client = (t.db.orm as unknown as { $client?: { Module?: { HEAPU8: Uint8Array } } }).$client;
const wasmBytes = () => client?.Module?.HEAPU8.length ?? 0;
const wasmBefore = wasmBytes();
let peak = before;
let heap = 0;
let external = 0;
let buffers = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  if (usage.rss > peak && process.argv.includes('--trace'))
    console.log(
      `RSS ${mb(usage.rss)}, heap ${mb(usage.heapUsed)}, external ${mb(usage.external)}, ` +
        `array buffers ${mb(usage.arrayBuffers)}, WASM memory ${mb(wasmBytes())}`,
    );
  peak = Math.max(peak, usage.rss);
  heap = Math.max(heap, usage.heapUsed);
  external = Math.max(external, usage.external);
  buffers = Math.max(buffers, usage.arrayBuffers);
}, 20);
// --live-heap: a collection every second shows the heap the upload holds, not its garbage.
let liveHeap = 0;
const collector = process.argv.includes('--live-heap')
  ? setInterval(() => {
      global.gc?.();
      liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
    }, 1000)
  : undefined;
// --alloc-profile FILE: a sampling profile of every allocation of the upload (collected ones too).
const profileFile = process.argv.includes('--alloc-profile')
  ? process.argv[process.argv.indexOf('--alloc-profile') + 1]
  : undefined;
const inspector = profileFile ? new (await import('node:inspector/promises')).Session() : undefined;
inspector?.connect();
await inspector?.post('HeapProfiler.startSampling', {
  samplingInterval: 65536,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
} as object);
const started = process.hrtime.bigint();
const response = await t.app.inject({
  method: 'POST',
  url: '/api/file-upload/order',
  headers: {
    authorization: `Bearer ${token}`,
    'content-type': 'multipart/form-data; boundary=----rota-upload-test',
  },
  payload: body,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sampler);
clearInterval(collector);
if (inspector && profileFile) {
  const { profile } = (await inspector.post('HeapProfiler.stopSampling')) as { profile: unknown };
  fs.writeFileSync(profileFile, JSON.stringify(profile));
}
peak = Math.max(peak, process.memoryUsage().rss);
const stored = await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM orders`);
global.gc?.();
const kept = process.memoryUsage().arrayBuffers - buffersBefore;
const cache = await first<{ v: string }>(t.db.orm, sql`SELECT current_setting('shared_buffers') AS v`);
const envelope = response.json() as { message: string; data: { status: string; problems: unknown[] } | null };
if (!envelope.data) throw new Error(`HTTP ${response.statusCode}: ${envelope.message}`);
const report = envelope.data;
console.log(
  `${process.env['DATABASE_URL'] ? 'PostgreSQL' : DATA_DIR ? 'PGlite in a folder' : 'PGlite in memory'} (shared_buffers ${cache?.v}): ${ORDERS} orders, file ${mb(file.length)}, ` +
    `HTTP ${response.statusCode} ${report.status}, ${stored?.n ?? 0} stored, ${report.problems.length} problems; ` +
    `${seconds.toFixed(1)} s, peak RSS ${mb(peak)} (${mb(before)} before the upload), peak JS heap ${mb(heap)}, ` +
    `peak external ${mb(external)} (array buffers ${mb(buffers)}), WASM memory ${mb(wasmBefore)} → ${mb(wasmBytes())}` +
    (collector ? `, live JS heap at most ${mb(liveHeap)}` : '') +
    (pglite
      ? `; database files grew ${mb(kept)}, the upload's own growth ${mb(peak - before - kept)}`
      : `; the upload's growth ${mb(peak - before)}`),
);
await t.close();
await reopened?.close();
