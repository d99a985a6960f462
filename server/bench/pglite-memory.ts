/**
 * Resident memory of the embedded PGlite alone: a new data folder, the same folder reopened, and
 * both after writing 300,000 rows, for one buffer cache size.
 *
 *   npx tsx --expose-gc --conditions=@rota/source server/bench/pglite-memory.ts [--shared-buffers 128MB]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, sql } from '../src/db/database.js';

const buffersArg = process.argv.indexOf('--shared-buffers');
const SHARED_BUFFERS = buffersArg > 0 ? process.argv[buffersArg + 1] : '128MB';
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

async function settle(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage();
}

async function report(label: string) {
  const fresh = process.memoryUsage();
  const settled = await settle();
  console.log(
    `${label.padEnd(36)} RSS ${mb(fresh.rss)} at once, ${mb(settled.rss)} after collection (array buffers ${mb(settled.arrayBuffers)})`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-pglite-'));
console.log(`PGlite, shared_buffers ${SHARED_BUFFERS}, Node ${process.version}`);
await report('node alone');
let db = await openDatabase({ dataDir: dir, pgliteSharedBuffers: SHARED_BUFFERS });
await report('new data folder');
await db.orm.execute(sql`CREATE TABLE t (id serial PRIMARY KEY, a text, b int)`);
await db.orm.execute(sql`INSERT INTO t (a, b) SELECT md5(i::text), i FROM generate_series(1, 300000) AS i`);
await db.orm.execute(sql`CREATE INDEX ON t (a)`);
await report('after 300,000 rows and an index');
await db.close();
await report('closed');
db = await openDatabase({ dataDir: dir, pgliteSharedBuffers: SHARED_BUFFERS });
await report('the folder reopened');
await db.orm.execute(sql`SELECT count(*), sum(b) FROM t`);
await report('after reading every row');
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
