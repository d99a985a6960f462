import type { Database } from '../db/database.js';
import {
  createInProcessJobQueue,
  type JobQueue,
  type JobQueueOptions,
  type QueueHandlers,
} from './job-queue.js';
import { createPgBossJobQueue } from './pg-boss-job-queue.js';
import { processSettings } from '../config.js';

export interface JobQueueSettings extends JobQueueOptions {
  /** False: this process only enqueues and never solves (ROTA_ROLE=web). Default true. */
  solve?: boolean;
}

/**
 * The queue adapter for a database: pg-boss on a PostgreSQL server (several servers and solver
 * workers share it), the embedded adapter on PGlite (one process).
 */
export function createJobQueue(
  db: Database,
  handlers: QueueHandlers,
  settings: JobQueueSettings = {},
): JobQueue {
  const leaseMs = settings.leaseMs ?? processSettings().solverLeaseMs;
  const options = { ...settings, ...(leaseMs !== undefined ? { leaseMs } : {}) };
  if (db.kind === 'postgres') return createPgBossJobQueue(db.orm, handlers, options);
  // The embedded database is locked to this process: a run left RUNNING is a crash of its own.
  const queue = createInProcessJobQueue(db.orm, handlers, { exclusive: true, ...options });
  if (settings.solve !== false) return queue;
  // A process that never solves leaves the entries to the processes that do.
  return { ...queue, start: async () => undefined, poke: async () => undefined };
}
