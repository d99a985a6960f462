import { first, rows, sql, type Orm } from '../db/database.js';
import { createQueueLifecycle } from './queue-lifecycle.js';
import { solveStarted } from '../platform/metrics.js';
import { leaseSettingsOf, ledgerOf, reasonOf, tendLeases, type LedgerEntry } from './queue-lease.js';

/**
 * The job queue port. Entries live in the database (`job_queue_entries`), so a queued job
 * survives a restart; the adapter decides where solving happens.
 */
/** The kind of a daily-plan solve; other kinds (reoptimisations, territory plans) name their own. */
export const DAILY_PLAN_KIND = 'daily-plan';

export interface JobQueue {
  /**
   * Adds a run of the job of that kind (default a daily-plan solve); call inside the transaction
   * that sets the job QUEUED. At most one run per job of a kind is pending at a time.
   */
  enqueue(tx: Orm, jobId: number, kind?: string): Promise<void>;
  /** Withdraws the job's run of that kind that has not started yet; answers whether there was one. */
  cancel(jobId: number, kind?: string): Promise<boolean>;
  /**
   * Wakes the queue after a commit (new entries are also found by polling); resolves once it has
   * looked for work, so nobody need wait on the clock to know the look happened.
   */
  poke(): Promise<void>;
  /** Picks up work: entries left QUEUED, and RUNNING ones whose process is gone (lease expired). */
  start(): Promise<void>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How a run ended, as its handler tells the queue; a handler that answers nothing ended `done`.
 * `failed`: the run ended without a result (the job is FAILED), the entry ends FAILED with the reason.
 * `handedBack`: this process is stopping; the entry and the job go back to the queue.
 */
export type RunEnding = { ending: 'done' } | { ending: 'failed'; reason: string } | { ending: 'handedBack' };

export interface QueueHandlers {
  /** Solves one job; resolves when its outcome is stored (it never rejects for a failed solve). */
  run(jobId: number, kind: string): Promise<RunEnding | void>;
  /**
   * Puts the job of a run back in the queue, inside the transaction that puts its entry back (a
   * process stopping, or a crash found at the start of a database this process holds alone).
   * Answers what to announce once that committed, or null when runs of the kind are not handed back.
   */
  requeue?(tx: Orm, jobId: number, kind: string): Promise<(() => Promise<void>) | null>;
  /** A run that a stopped process left RUNNING: ends it (FAILED, never stuck in SOLVING). */
  interrupted(jobId: number, kind: string): Promise<void>;
  onError(error: unknown): void;
}

export interface JobQueueOptions {
  /** Runs at a time in this process. */
  concurrency?: number;
  /** How often the queue looks for work and for runs whose process is gone. */
  pollMs?: number;
  /** A running entry whose lease is not renewed for this long is ended FAILED (default 30 s). */
  leaseMs?: number;
  /** Name of this process in `job_queue_entries.owner` (default host, pid and a random part). */
  owner?: string;
  /**
   * The database belongs to this process alone (the embedded one, locked to its data folder): at
   * start every RUNNING entry is a crashed run of its own, taken up at once instead of after the lease.
   */
  exclusive?: boolean;
}

/**
 * The embedded adapter: `concurrency` solves at a time in this process, each in a worker thread.
 * Several server processes may share one database: entries are claimed with SKIP LOCKED, so no
 * run is taken twice, and each process renews the lease of the runs it holds, so a process
 * starting or polling ends only the runs of a process that is gone.
 */
export function createInProcessJobQueue(
  orm: Orm,
  handlers: QueueHandlers,
  options: JobQueueOptions = {},
): JobQueue {
  const { concurrency, leaseSeconds, pollMs, owner } = leaseSettingsOf(options);

  const claim = async (): Promise<LedgerEntry | undefined> =>
    first<LedgerEntry>(
      orm,
      sql`UPDATE job_queue_entries SET state = 'RUNNING', started_at = now(), owner = ${owner}, heartbeat_at = now()
          WHERE id = (SELECT id FROM job_queue_entries WHERE state = 'QUEUED' ORDER BY enqueued_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, job_id, kind`,
    );

  const ledger = ledgerOf(orm, handlers);

  const runOne = async (entry: LedgerEntry) => {
    const ended = solveStarted(entry.kind);
    try {
      ended((await ledger.settle(entry, await handlers.run(entry.job_id, entry.kind))).ending);
    } catch (error) {
      handlers.onError(error);
      ended('failed');
      await ledger.settle(entry, { ending: 'failed', reason: reasonOf(error) }).catch(handlers.onError);
    }
  };

  /** Renews the lease of this process's runs and ends the runs of processes that are gone. */
  const tend = async () => {
    const orphans = await tendLeases(orm, { owner, leaseSeconds, holding: cycle.running > 0 });
    for (const entry of orphans) await handlers.interrupted(entry.job_id, entry.kind);
  };

  const cycle = createQueueLifecycle({
    pollMs,
    onError: handlers.onError,
    async lookForWork() {
      await tend();
      while (!cycle.closed && cycle.running < concurrency) {
        const entry = await claim();
        if (!entry) break;
        cycle.launch(() => runOne(entry));
      }
    },
    async hasPending() {
      const pending = await first<{ n: number }>(
        orm,
        sql`SELECT count(*)::int AS n FROM job_queue_entries WHERE state = 'QUEUED'`,
      );
      return (pending?.n ?? 0) > 0;
    },
  });

  return {
    async enqueue(tx, jobId, kind = DAILY_PLAN_KIND) {
      await tx.execute(sql`INSERT INTO job_queue_entries (job_id, kind) VALUES (${jobId}, ${kind})`);
    },
    async cancel(jobId, kind = DAILY_PLAN_KIND) {
      const cancelled = await rows<{ id: number }>(
        orm,
        sql`UPDATE job_queue_entries SET state = 'CANCELLED', finished_at = now()
            WHERE job_id = ${jobId} AND kind = ${kind} AND state = 'QUEUED' RETURNING id`,
      );
      return cancelled.length > 0;
    },
    poke: () => cycle.drain(),
    start: () =>
      cycle.start(async () => {
        if (options.exclusive) await ledger.recoverCrashed(owner);
        await tend();
      }),
    idle: () => cycle.idle(),
    close: () => cycle.close(),
  };
}
