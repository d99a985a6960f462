import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { processSettings } from '../config.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { countWrites } from './write-epoch.js';

/** The one data layer: Drizzle over PGlite (embedded) or a PostgreSQL server. */
export type Orm = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** The connection pool's counts (PostgreSQL server); the embedded database has one connection. */
  pool?(): { total: number; idle: number; waiting: number };
  /**
   * Embedded database only: a number that moves before any statement runs other than one marked
   * with `READ_ONLY_MARK` (`writeEpoch.ts`). While it stands still, no table has changed.
   */
  writeEpoch?(): number;
  /**
   * The embedded database's data folder as a gzipped tar (a consistent snapshot, taken while no
   * query runs), for `GET /api/admin/backup`; absent on a PostgreSQL server (pg_dump backs it up).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; absent: embedded PGlite. */
  databaseUrl?: string | undefined;
  /**
   * Folder of the embedded database; absent: in memory. One process at a time: a second opener
   * gets `DataDirInUseError` naming the holder (`./data-dir-lock.ts`).
   */
  dataDir?: string | undefined;
  /** A dumped PGlite data folder (tar) to start from, for tests. */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL's buffer cache of the embedded database (e.g. `32MB`). PGlite keeps it inside the
   * process, so it adds to the server's resident memory. Absent: `PGLITE_SHARED_BUFFERS` (64MB).
   */
  pgliteSharedBuffers?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A broken idle connection must not bring the process down; the next query reconnects.
    pool.on('error', () => undefined);
    const orm = drizzleNodePg(pool) as unknown as Orm;
    return {
      kind: 'postgres',
      orm,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = lockDataDir(options.dataDir);
  }
  try {
    const sharedBuffers = options.pgliteSharedBuffers ?? processSettings().pgliteSharedBuffers;
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const epoch = countWrites(client);
    const orm = drizzlePglite(client) as unknown as Orm;
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    const snapshot = async () => {
      // Dirty pages written first, so a restore replays little WAL; the dump itself holds
      // PGlite's query lock, so no write lands halfway through it.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    };
    return { kind: 'pglite', orm, writeEpoch: epoch, snapshot, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Runs a query and returns its rows; both drivers answer `{ rows }`. */
export async function rows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function first<T>(orm: Orm, query: SQL): Promise<T | undefined> {
  return (await rows<T>(orm, query))[0];
}

export { sql };
