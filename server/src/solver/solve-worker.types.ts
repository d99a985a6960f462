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
}

export type WorkerMessage =
  | { type: 'progress'; progress: Progress }
  | { type: 'plan'; plan: Plan }
  | { type: 'error'; message: string };
