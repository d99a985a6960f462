import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { rows, sql, type Orm } from '../db/database.js';
import type { JobQueueOptions } from './job-queue.js';

/** A ledger entry (`job_queue_entries`) as the adapters read it. */
export interface LedgerEntry {
  id: number;
  job_id: number;
  kind: string;
}

/** The options of either adapter with their defaults: the lease is 30 s, polled three times in it. */
export function leaseSettingsOf(options: JobQueueOptions) {
  const leaseSeconds = Math.max(1, options.leaseMs ?? 30_000) / 1000;
  return {
    concurrency: Math.max(1, options.concurrency ?? 1),
    leaseSeconds,
    pollMs: Math.min(options.pollMs ?? 2000, (leaseSeconds * 1000) / 3),
    owner: options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  };
}

/**
 * Renews the lease of the runs `owner` holds (when it holds any) and ends FAILED the runs of
 * processes whose lease ran out; answers those, for the adapter to tell their handlers.
 */
export async function tendLeases(
  orm: Orm,
  lease: { owner: string; leaseSeconds: number; holding: boolean },
): Promise<LedgerEntry[]> {
  if (lease.holding)
    await orm.execute(
      sql`UPDATE job_queue_entries SET heartbeat_at = now() WHERE owner = ${lease.owner} AND state = 'RUNNING'`,
    );
  return rows<LedgerEntry>(
    orm,
    sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = 'interrupted'
        WHERE state = 'RUNNING' AND owner IS DISTINCT FROM ${lease.owner}
          AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ${lease.leaseSeconds}))
        RETURNING id, job_id, kind`,
  );
}
