import { first, rows, sql, type Orm } from '../db/database.js';

/**
 * The job queue port. Entries live in the database (`job_queue_entries`), so a queued job
 * survives a restart; the adapter decides where solving happens.
 */
export interface JobQueue {
  /** Adds a run of the job; call inside the transaction that sets the job QUEUED. */
  enqueue(tx: Orm, jobId: number): Promise<void>;
  /** Wakes the queue after a commit (new entries are also found by polling). */
  poke(): void;
  /** Picks up work: entries left QUEUED, and RUNNING ones a previous process did not finish. */
  start(): Promise<void>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueHandlers {
  /** Solves one job; resolves when its outcome is stored (it never rejects for a failed solve). */
  run(jobId: number): Promise<void>;
  /** A run that a stopped process left RUNNING: ends it (FAILED, never stuck in SOLVING). */
  interrupted(jobId: number): Promise<void>;
  onError(error: unknown): void;
}

/**
 * The embedded adapter: one process, `concurrency` solves at a time, each in a worker thread.
 * Claims entries with SKIP LOCKED, so a second process on the same database never takes the same
 * run twice (the scale-out adapter is pg-boss).
 */
export function createInProcessJobQueue(
  orm: Orm,
  handlers: QueueHandlers,
  options: { concurrency?: number; pollMs?: number } = {},
): JobQueue {
  const concurrency = Math.max(1, options.concurrency ?? 1);
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

  const claim = async (): Promise<{ id: number; job_id: number } | undefined> =>
    first<{ id: number; job_id: number }>(
      orm,
      sql`UPDATE job_queue_entries SET state = 'RUNNING', started_at = now()
          WHERE id = (SELECT id FROM job_queue_entries WHERE state = 'QUEUED' ORDER BY enqueued_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, job_id`,
    );

  const runOne = async (entry: { id: number; job_id: number }) => {
    running += 1;
    try {
      await handlers.run(entry.job_id);
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

  const drainOnce = async () => {
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
    async enqueue(tx, jobId) {
      await tx.execute(sql`INSERT INTO job_queue_entries (job_id) VALUES (${jobId})`);
    },
    poke: drain,
    async start() {
      if (started) return;
      started = true;
      const interrupted = await rows<{ id: number; job_id: number }>(
        orm,
        sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = 'interrupted'
            WHERE state = 'RUNNING' RETURNING id, job_id`,
      );
      for (const entry of interrupted) await handlers.interrupted(entry.job_id);
      timer = setInterval(drain, options.pollMs ?? 2000);
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
