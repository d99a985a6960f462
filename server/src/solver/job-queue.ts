import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { first, rows, sql, type Orm } from '../db/database.js';

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
  /** Wakes the queue after a commit (new entries are also found by polling). */
  poke(): void;
  /** Picks up work: entries left QUEUED, and RUNNING ones whose process is gone (lease expired). */
  start(): Promise<void>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueHandlers {
  /** Solves one job; resolves when its outcome is stored (it never rejects for a failed solve). */
  run(jobId: number, kind: string): Promise<void>;
  /** A run that a stopped process left RUNNING: ends it (FAILED, never stuck in SOLVING). */
  interrupted(jobId: number, kind: string): Promise<void>;
  onError(error: unknown): void;
}

interface QueueEntry {
  id: number;
  job_id: number;
  kind: string;
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
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const leaseSeconds = Math.max(1, options.leaseMs ?? 30_000) / 1000;
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = 0;
  let closed = false;
  let started = false;
  let draining: Promise<void> = Promise.resolve();
  let waiters: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const active = new Set<Promise<void>>();

  const settleWaiters = async () => {
    if (running > 0) return;
    const pending = await first<{ n: number }>(
      orm,
      sql`SELECT count(*)::int AS n FROM job_queue_entries WHERE state = 'QUEUED'`,
    );
    if ((pending?.n ?? 0) > 0 && !closed) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  const claim = async (): Promise<QueueEntry | undefined> =>
    first<QueueEntry>(
      orm,
      sql`UPDATE job_queue_entries SET state = 'RUNNING', started_at = now(), owner = ${owner}, heartbeat_at = now()
          WHERE id = (SELECT id FROM job_queue_entries WHERE state = 'QUEUED' ORDER BY enqueued_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, job_id, kind`,
    );

  const runOne = async (entry: QueueEntry) => {
    running += 1;
    try {
      await handlers.run(entry.job_id, entry.kind);
      await orm.execute(
        sql`UPDATE job_queue_entries SET state = 'DONE', finished_at = now() WHERE id = ${entry.id}`,
      );
    } catch (error) {
      handlers.onError(error);
      const text = error instanceof Error ? error.message : String(error);
      await orm
        .execute(
          sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = ${text} WHERE id = ${entry.id}`,
        )
        .catch(handlers.onError);
    } finally {
      running -= 1;
      drain();
    }
  };

  /** Renews the lease of this process's runs and ends the runs of processes that are gone. */
  const tend = async () => {
    if (running > 0)
      await orm.execute(
        sql`UPDATE job_queue_entries SET heartbeat_at = now() WHERE owner = ${owner} AND state = 'RUNNING'`,
      );
    const orphans = await rows<QueueEntry>(
      orm,
      sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = 'interrupted'
          WHERE state = 'RUNNING' AND owner IS DISTINCT FROM ${owner}
            AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))
          RETURNING id, job_id, kind`,
    );
    for (const entry of orphans) await handlers.interrupted(entry.job_id, entry.kind);
  };

  const drainOnce = async () => {
    await tend();
    while (!closed && running < concurrency) {
      const entry = await claim();
      if (!entry) break;
      const run = runOne(entry);
      active.add(run);
      void run.finally(() => active.delete(run));
    }
    await settleWaiters();
  };

  function drain(): void {
    if (!started || closed) return;
    draining = draining.then(drainOnce).catch(handlers.onError);
  }

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
    poke: drain,
    async start() {
      if (started) return;
      started = true;
      await tend();
      timer = setInterval(drain, Math.min(options.pollMs ?? 2000, (leaseSeconds * 1000) / 3));
      timer.unref();
      drain();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        drain();
        if (!started) void settleWaiters();
      });
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await draining;
      await Promise.all([...active]);
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    },
  };
}
