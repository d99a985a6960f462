import type { PeriodicPlan, PeriodicProblem, PeriodicProgress } from '@rota/optimizer';

export interface PlanWorkerRequest {
  problem: PeriodicProblem;
  seed: number;
  /** One Int32 set to 1 to stop: the planner answers its best plan so far. */
  cancel: SharedArrayBuffer;
  progressEveryMs: number;
}

export type PlanWorkerMessage =
  | { type: 'progress'; progress: PeriodicProgress }
  | { type: 'plan'; plan: PeriodicPlan }
  | { type: 'error'; message: string };
