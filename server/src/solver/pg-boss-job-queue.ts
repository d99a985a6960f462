import PgBoss from 'pg-boss';
import { first, rows, sql, type Orm } from '../db/database.js';
import type { SQL } from 'drizzle-orm';
import { DAILY_PLAN_KIND, type JobQueue, type JobQueueOptions, type QueueHandlers } from './job-queue.js';
import { leaseSettingsOf, ledgerOf, reasonOf, tendLeases, type LedgerEntry } from './queue-lease.js';
import { createQueueLifecycle } from './queue-lifecycle.js';
import { solveStarted } from '../platform/metrics.js';

/** The pg-boss queue that carries solver runs, and the one that keeps the runs that failed for good. */
export const SOLVER_QUEUE = 'rota-solver';
export const SOLVER_DEAD_LETTER_QUEUE = 'rota-solver-dead';

export interface PgBossJobQueueOptions extends JobQueueOptions {
  /** False: this process only enqueues (a web server); true (default): it also solves. */
  solve?: boolean;
  /** Attempts after an infrastructure failure (database gone, connection reset); default 3. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled with each further one (default 2). */
  retryDelaySeconds?: number;
  /**
   * A run still active after this long is failed by pg-boss's supervision (default 20 minutes,
   * above the longest solve the server allows). Crashed processes are found sooner by the lease.
   */
  expireInSeconds?: number;
  /** The PostgreSQL schema pg-boss keeps its tables in (default `pgboss`). */
  schema?: string;
}

/** What a pg-boss job of the solver queue carries: the ledger entry it delivers. */
interface RunData {
  entryId: number;
  jobId: number;
  kind: string;
}

/**
 * pg-boss runs its SQL through the project's own connection (or transaction): its `$n`
 * placeholders become drizzle parameters, so a run is sent in the transaction that queues the job.
 */
export function pgBossExecutor(orm: Orm): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    async executeSql(text, values = []) {
      if (!values.length) return (await orm.execute(sql.raw(text))) as unknown as { rows: unknown[] };
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      return (await orm.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

/** Errors of the infrastructure (connection, server shutting down, lock conflicts): worth a retry. */
export function isInfrastructureFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && !seen.has(current);) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^(08|53|57P0)/.test(code) || code === '40001' || code === '40P01') return true;
      if (['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
        return true;
    }
    const message = current instanceof Error ? current.message : '';
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The solver queue on pg-boss, for a PostgreSQL server. `job_queue_entries` stays the ledger the
 * application reads (state, owner, lease, reason); pg-boss delivers each entry to one process
 * (SKIP LOCKED), retries it with exponential backoff after an infrastructure failure, expires
 * runs that outlive every time limit, and keeps a dead-letter record of every run that ended
 * without a result. A run that fails for a reason of its own (the handler reports it, or its kind
 * is unknown) ends FAILED at once, never retried. A process told to stop hands its runs back: the
 * entry, the pg-boss job and the job itself return to the queue in one transaction, for another
 * process (or this one after its restart) to take up. A process that dies mid-run stops renewing
 * its lease; whichever process polls next ends the run FAILED through `interrupted`, and its
 * pg-boss job with it.
 */
export function createPgBossJobQueue(
  orm: Orm,
  handlers: QueueHandlers,
  options: PgBossJobQueueOptions = {},
): JobQueue & { boss: PgBoss; cancel(jobId: number, kind?: string): Promise<boolean> } {
  const { concurrency, leaseSeconds, pollMs, owner } = leaseSettingsOf(options);
  const solve = options.solve ?? true;
  const retryLimit = options.retryLimit ?? 3;
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    db: pgBossExecutor(orm),
    schema,
    supervise: solve,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => handlers.onError(error));

  // Each run carries this process's policy (the queue's own is only the default of other senders).
  const retryPolicy = {
    retryLimit,
    retryDelay: options.retryDelaySeconds ?? 2,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 20 * 60,
  };
  let ready: Promise<void> | undefined;
  const ensureReady = () =>
    (ready ??= (async () => {
      await boss.start();
      await boss.createQueue(SOLVER_DEAD_LETTER_QUEUE, {
        name: SOLVER_DEAD_LETTER_QUEUE,
        policy: 'standard',
      });
      await boss.createQueue(SOLVER_QUEUE, {
        name: SOLVER_QUEUE,
        policy: 'standard',
        ...retryPolicy,
        deadLetter: SOLVER_DEAD_LETTER_QUEUE,
      });
    })());

  // One pg-boss job per ledger entry, its id made from the entry's, so sending twice is harmless.
  const bossIdOf = (entryId: number) => `00000000-0000-4000-8000-${entryId.toString(16).padStart(12, '0')}`;
  const send = async (executor: Orm, entry: LedgerEntry) => {
    const data: RunData = { entryId: entry.id, jobId: entry.job_id, kind: entry.kind };
    await boss.send(SOLVER_QUEUE, data, {
      ...retryPolicy,
      id: bossIdOf(entry.id),
      db: pgBossExecutor(executor),
    });
  };
  const deadLetter = async (entry: LedgerEntry, reason: string) => {
    await boss
      .send(SOLVER_DEAD_LETTER_QUEUE, { entryId: entry.id, jobId: entry.job_id, kind: entry.kind, reason })
      .catch(handlers.onError);
  };

  // A run handed back: its pg-boss job is ready again in the same transaction, as if never fetched
  // (no start time, so the next fetch does not count it as a retry).
  const ledger = ledgerOf(orm, handlers, {
    async handBack(tx, entry) {
      await tx.execute(
        sql`UPDATE ${sql.identifier(schema)}.job SET state = 'created', started_on = NULL
            WHERE name = ${SOLVER_QUEUE} AND id = ${bossIdOf(entry.id)}::uuid AND state = 'active'`,
      );
    },
  });

  /** Renews this process's leases, ends the runs of processes that are gone, sends what was never sent. */
  const tend = async () => {
    const orphans = await tendLeases(orm, { owner, leaseSeconds, holding: cycle.running > 0 });
    for (const entry of orphans) {
      await handlers.interrupted(entry.job_id, entry.kind);
      // Its pg-boss job ends with it, rather than staying active until pg-boss expires it.
      await boss
        .complete(SOLVER_QUEUE, bossIdOf(entry.id), { failed: 'interrupted' })
        .catch(handlers.onError);
      await deadLetter(entry, 'interrupted');
    }
    // Entries written by the embedded adapter or by hand: pg-boss learns of them here.
    const unsent = await rows<LedgerEntry>(
      orm,
      sql`SELECT e.id, e.job_id, e.kind FROM job_queue_entries e
          WHERE e.state = 'QUEUED' AND NOT EXISTS (
            SELECT 1 FROM ${sql.identifier(schema)}.job j
            WHERE j.name = ${SOLVER_QUEUE} AND j.id = ('00000000-0000-4000-8000-' || lpad(to_hex(e.id), 12, '0'))::uuid)
          ORDER BY e.enqueued_at, e.id LIMIT 500`,
    );
    for (const entry of unsent) await send(orm, entry);
  };

  const runOne = async (job: PgBoss.JobWithMetadata<RunData>) => {
    const { entryId } = job.data;
    try {
      const entry = await first<LedgerEntry>(
        orm,
        sql`UPDATE job_queue_entries SET state = 'RUNNING', started_at = now(), owner = ${owner}, heartbeat_at = now(), error = NULL
            WHERE id = ${entryId} AND state = 'QUEUED' RETURNING id, job_id, kind`,
      );
      // Cancelled, already ended, or taken by another process: nothing to run.
      if (!entry) return void (await boss.complete(SOLVER_QUEUE, job.id, { skipped: true }));
      let outcome = 'failed';
      const ended = solveStarted(entry.kind);
      try {
        // A retry after an infrastructure failure: the attempt before may have left the job mid-run.
        if (job.retryCount > 0) await handlers.interrupted(entry.job_id, entry.kind);
        const ending = await ledger.settle(entry, await handlers.run(entry.job_id, entry.kind));
        outcome = ending.ending;
        if (ending.ending === 'done') await boss.complete(SOLVER_QUEUE, job.id);
        else if (ending.ending === 'failed') {
          await boss.complete(SOLVER_QUEUE, job.id, { failed: ending.reason });
          await deadLetter(entry, ending.reason);
        }
      } catch (error) {
        handlers.onError(error);
        const reason = reasonOf(error);
        if (isInfrastructureFailure(error) && job.retryCount < job.retryLimit) {
          // Back in the queue; pg-boss hands it out again after its backoff.
          await orm.execute(
            sql`UPDATE job_queue_entries SET state = 'QUEUED', owner = NULL, heartbeat_at = NULL, error = ${reason} WHERE id = ${entry.id}`,
          );
          await boss.fail(SOLVER_QUEUE, job.id, { reason });
          return;
        }
        await orm.execute(
          sql`UPDATE job_queue_entries SET state = 'FAILED', finished_at = now(), error = ${reason} WHERE id = ${entry.id}`,
        );
        if (isInfrastructureFailure(error)) {
          // Out of retries: pg-boss moves it to the dead-letter queue itself.
          await boss.fail(SOLVER_QUEUE, job.id, { reason });
        } else {
          await boss.complete(SOLVER_QUEUE, job.id, { failed: reason });
          await deadLetter(entry, reason);
        }
      } finally {
        ended(outcome);
      }
    } catch (error) {
      handlers.onError(error);
    }
  };

  const cycle = createQueueLifecycle({
    pollMs,
    onError: handlers.onError,
    async lookForWork() {
      await ensureReady();
      // Web servers take no runs, but end the runs of a worker that is gone, as workers do.
      await tend();
      while (solve && !cycle.closed && cycle.running < concurrency) {
        const [job] = await boss.fetch<RunData>(SOLVER_QUEUE, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        cycle.launch(() => runOne(job));
      }
    },
    async hasPending() {
      // A process that never solves has nothing to wait for.
      if (!solve) return false;
      const pending = await first<{ n: number }>(
        orm,
        sql`SELECT count(*)::int AS n FROM job_queue_entries WHERE state IN ('QUEUED', 'RUNNING')`,
      );
      return (pending?.n ?? 0) > 0;
    },
  });

  return {
    boss,
    async enqueue(tx, jobId, kind = DAILY_PLAN_KIND) {
      await ensureReady();
      const entry = await first<LedgerEntry>(
        tx,
        sql`INSERT INTO job_queue_entries (job_id, kind) VALUES (${jobId}, ${kind}) RETURNING id, job_id, kind`,
      );
      if (entry) await send(tx, entry);
    },
    /** Withdraws a run that has not started; answers whether there was one. */
    async cancel(jobId, kind = DAILY_PLAN_KIND) {
      await ensureReady();
      const cancelled = await rows<LedgerEntry>(
        orm,
        sql`UPDATE job_queue_entries SET state = 'CANCELLED', finished_at = now()
            WHERE job_id = ${jobId} AND kind = ${kind} AND state = 'QUEUED' RETURNING id, job_id, kind`,
      );
      for (const entry of cancelled) await boss.cancel(SOLVER_QUEUE, bossIdOf(entry.id));
      return cancelled.length > 0;
    },
    poke: () => cycle.drain(),
    start: () =>
      cycle.start(async () => {
        await ensureReady();
        await tend();
      }),
    idle: () => cycle.idle(),
    close: () =>
      cycle.close(async () => {
        if (ready) await ready.catch(() => undefined);
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      }),
  };
}
