import type pg from 'pg';

/** The advisory lock key servers and workers take while they migrate and seed one database. */
const STARTUP_LOCK = 7_240_2101;

/** Waits for the startup lock on this connection. */
export async function takeStartupLock(holder: pg.PoolClient): Promise<void> {
  await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
}

/** Gives the startup lock back; a connection that broke has lost it already. */
export async function releaseStartupLock(holder: pg.PoolClient): Promise<void> {
  await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
}
