import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { rows, sql, type Orm } from '../db/database.js';
import type { JobQueueOptions, QueueHandlers, RunEnding } from './job-queue.js';

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

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The note on an entry taken up after a crash: a second crash of the same run ends it FAILED. */
export const RECOVERED = 'taken up again after the process solving it stopped';

/**
 * How either adapter ends a run in the ledger: DONE, FAILED with its reason, or back to QUEUED
 * with its job (in one transaction, with `handBack` for the adapter's own record of the run).
 */
export function ledgerOf(
  orm: Orm,
  handlers: QueueHandlers,
  hooks: { handBack?(tx: Orm, entry: LedgerEntry): Promise<void> } = {},
) {
  const handBack = async (entry: LedgerEntry, note: string | null): Promise<boolean> => {
    const requeue = handlers.requeue;
    if (!requeue) return false;
    const announce = await orm.transaction(async (tx) => {
      const done = await requeue(tx, entry.job_id, entry.kind);
      if (!done) return null;
      await tx.execute(
        sql`UPDATE job_queue_entries SET state = 'QUEUED', owner = NULL, heartbeat_at = NULL, started_at = NULL, error = ${note}
            WHERE id = ${entry.id}`,
      );
      await hooks.handBack?.(tx, entry);
      return done;
    });
    if (!announce) return false;
    await announce().catch(handlers.onError);
    return true;
  };
  const end = async (entry: LedgerEntry, reason: string | null) => {
    await orm.execute(
      reason === null
        ? sql`UPDATE job_queue_entries SET state = 'DONE', finished_at = now(), error = NULL WHERE id = ${entry.id}`
        : sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = ${reason} WHERE id = ${entry.id}`,
    );
  };
  return {
    /** Stores how the run ended; answers it (a hand-back a kind cannot make ends `interrupted`). */
    async settle(entry: LedgerEntry, ending: RunEnding | void): Promise<RunEnding> {
      const given = ending ?? { ending: 'done' };
      if (given.ending === 'done') await end(entry, null);
      else if (given.ending === 'failed') await end(entry, given.reason);
      else if (!(await handBack(entry, null))) {
        await end(entry, 'interrupted');
        await handlers.interrupted(entry.job_id, entry.kind);
        return { ending: 'failed', reason: 'interrupted' };
      }
      return given;
    },
    /**
     * At the start of a database this process holds alone: the runs left RUNNING crashed with the
     * process before it. Each goes back to the queue at once, the second time it ends FAILED.
     */
    async recoverCrashed(owner: string): Promise<void> {
      const crashed = await rows<LedgerEntry & { error: string | null }>(
        orm,
        sql`SELECT id, job_id, kind, error FROM job_queue_entries
            WHERE state = 'RUNNING' AND owner IS DISTINCT FROM ${owner} ORDER BY id`,
      );
      for (const entry of crashed) {
        if (entry.error !== RECOVERED && (await handBack(entry, RECOVERED))) continue;
        await end(entry, 'interrupted');
        await handlers.interrupted(entry.job_id, entry.kind);
      }
    },
  };
}
