import type pg from 'pg';
import type { Database } from '../db/database.js';
import { releaseStartupLock, takeStartupLock } from './startup-lock.repository.js';

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
    await takeStartupLock(holder);
    return await work();
  } finally {
    await releaseStartupLock(holder);
    holder.release();
  }
}
