import type pg from 'pg';
import type { Database } from '../db/database.js';

/** The advisory lock key servers and workers take while they migrate and seed one database. */
const STARTUP_LOCK = 7_240_2101;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so servers and workers that start
 * together on one database migrate and seed it one after another. On PGlite (one process) it
 * just runs `work`.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  const pool = (db.orm as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    holder.release();
  }
}
