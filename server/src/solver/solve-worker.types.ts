import type { Plan, Problem, Progress } from '@rota/optimizer';

/** What the solver thread receives as its workerData. */
export interface WorkerRequest {
  problem: Problem;
  seed: number;
  timeLimitMs: number;
  /** Stop before the limit once the search has converged (the optimizer's rule). */
  stopWhenConverged: boolean;
  progressEveryMs: number;
  /** One Int32 set to 1 to cancel. */
  cancel: SharedArrayBuffer;
  /** With parallel searches: this search's number (0, 1, ...) and the buffer they share best plans in. */
  searchId: number;
  exchange: SharedArrayBuffer | null;
}

export type WorkerMessage =
  /** The thread has loaded and its search begins: the time limit counts from here. */
  | { type: 'started' }
  | { type: 'progress'; progress: Progress }
  | { type: 'plan'; plan: Plan }
  | { type: 'error'; message: string };
