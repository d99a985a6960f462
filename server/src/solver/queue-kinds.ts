import type { Database } from '../db/database.js';
import type { HubPublisher } from '../realtime/index.js';
import type { TravelMatrixProvider } from './travel-matrix.js';

/** What a queue kind's handlers get from the runtime that runs them. */
export interface QueueKindContext {
  db: Database;
  publisher: HubPublisher;
  travel: TravelMatrixProvider;
  /** Upper bound of a solve, whatever the job asks. */
  maxTimeLimitMs: number;
  /** Aborted when the runtime stops: a running run of the kind ends (a daily-plan solve is handed back). */
  signal: AbortSignal;
  /** Extra time after the limit before a solve counts as hung (tests). */
  graceMs?: number;
  /** Another solver thread script (tests). */
  workerScript?: URL;
}

export interface QueueKindHandlers {
  /** Runs one job of this kind; resolves when its outcome is stored. */
  run(jobId: number): Promise<void>;
  /** A run that a stopped process left RUNNING: ends it (FAILED, never left running). */
  interrupted(jobId: number): Promise<void>;
}

export type QueueKindFactory = (context: QueueKindContext) => QueueKindHandlers;

const kinds = new Map<string, QueueKindFactory>();

/**
 * Declares how the solver queue runs jobs of a kind other than the daily-plan solve (a feature
 * area calls it once, at load, beside its routes). Every server and worker loads every feature,
 * so whichever process claims an entry knows its kind.
 */
export function defineQueueKind(kind: string, factory: QueueKindFactory): void {
  if (kinds.has(kind) && kinds.get(kind) !== factory) throw new Error(`queue kind ${kind} is defined twice`);
  kinds.set(kind, factory);
}

export function queueKindFactory(kind: string): QueueKindFactory | undefined {
  return kinds.get(kind);
}
