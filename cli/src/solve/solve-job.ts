import type { InstanceFormat, InstanceObjective, InstanceSolution, Progress } from '@rota/optimizer';

/** What `rota solve` asks of the optimizer; the same in-process and in the solver thread. */
export interface SolveRequest {
  readonly text: string;
  readonly format: InstanceFormat;
  readonly objective: InstanceObjective;
  readonly timeLimitSeconds: number;
  readonly seed: number;
}

export type SolveMessage =
  | { readonly type: 'progress'; readonly progress: Progress }
  | { readonly type: 'done'; readonly solution: InstanceSolution }
  | { readonly type: 'error'; readonly message: string };
