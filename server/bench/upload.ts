/**
 * Wall time and peak memory of uploading 100,000 orders as one .xlsx through POST
 * file-upload/order (multipart, exceljs streaming reader, the resource pipeline's rules, one
 * transaction), in-process with `app.inject` over the demo sign-ins and 1,000 locations.
 *
 *   npx tsx --expose-gc --conditions=@rota/source server/bench/upload.ts [--orders 100000]
 *     [--data-dir DIR] [--shared-buffers 128MB]
 *
 * Uses an in-memory PGlite, a PGlite kept in a new folder DIR as `npm start` keeps it
 * (`--data-dir`), or DATABASE_URL when set (a scratch database is made and dropped).
 * The peak RSS is the process's highest resident set size sampled every 20 ms during the upload.
 * On PGlite the database's files live in the process (array buffers of its in-memory file
 * system), growing with the rows stored: that growth, measured after the upload once garbage is
 * collected (run with --expose-gc), is printed apart, and the upload's own growth is the peak RSS
 * over the RSS before, less that.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { first, sql } from '../src/db/database.js';
import { createTestApp } from '../src/testing/test-app.js';
import { multipartFile } from '../src/uploads/upload.fixtures.js';

const ordersArg = process.argv.indexOf('--orders');
const ORDERS = ordersArg > 0 ? Number(process.argv[ordersArg + 1]) : 100_000;
const dataDirArg = process.argv.indexOf('--data-dir');
const DATA_DIR = dataDirArg > 0 ? process.argv[dataDirArg + 1] : undefined;
const buffersArg = process.argv.indexOf('--shared-buffers');
const SHARED_BUFFERS = buffersArg > 0 ? process.argv[buffersArg + 1] : undefined;
const LOCATIONS = 1_000;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/** The sheet, written with the streaming writer as an operator's export would be. */
async function ordersSheet(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders');
  sheet
    .addRow(['Reference No', 'Name', 'Date', 'Location', 'Amount', 'Weight', 'Serve after', 'Serve before'])
    .commit();
  for (let i = 1; i <= ORDERS; i++) {
    const location = `BL-${String(1 + (i % LOCATIONS)).padStart(4, '0')}`;
    sheet
      .addRow([
        `BO-${String(i).padStart(6, '0')}`,
        `Sipariş ${i}`,
        `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
        location,
        1 + (i % 10),
        (i % 97) * 1.5,
        '09:00',
        '17:30',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const t = await createTestApp({
  config: { logLevel: 'error' },
  ...(DATA_DIR ? { dataDir: DATA_DIR } : {}),
  ...(SHARED_BUFFERS ? { pgliteSharedBuffers: SHARED_BUFFERS } : {}),
});
const [own] = t.centers;
await t.db.orm.execute(
  sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id)
      SELECT 'BL-' || lpad(i::text, 4, '0'), 'Müşteri ' || i, 40.9 + (i % 100) * 0.002, 28.8 + (i / 100) * 0.004, ${own}::int
      FROM generate_series(1, ${LOCATIONS}::int) AS i`,
);
const token = await t.token('dc1@demo.rota');
const file = await ordersSheet();
const body = multipartFile('orders.xlsx', file);
global.gc?.();
const before = process.memoryUsage().rss;
const buffersBefore = process.memoryUsage().arrayBuffers;
const pglite = !process.env['DATABASE_URL'];
let peak = before;
let heap = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peak = Math.max(peak, usage.rss);
  heap = Math.max(heap, usage.heapUsed);
}, 20);
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
    `${seconds.toFixed(1)} s, peak RSS ${mb(peak)} (${mb(before)} before the upload), peak JS heap ${mb(heap)}` +
    (pglite
      ? `; database files grew ${mb(kept)}, the upload's own growth ${mb(peak - before - kept)}`
      : `; the upload's growth ${mb(peak - before)}`),
);
await t.close();
