import {
  solveInstanceText,
  type InstanceFormat,
  type InstanceObjective,
  type InstanceSolution,
  type Progress,
  type SolutionExchange,
} from '@rota/optimizer';

/** What `rota solve` asks of the optimizer; the same in-process and in the solver thread. */
export interface SolveRequest {
  readonly text: string;
  readonly format: InstanceFormat;
  readonly objective: InstanceObjective;
  /** Absent: no time limit (the iteration budget ends the search). */
  readonly timeLimitSeconds?: number;
  /** Iteration budget: with it and no time limit the plan depends on the seed alone. */
  readonly maxIterations?: number;
  readonly seed: number;
  /** Parallel searches sharing their best plans (default 1). */
  readonly threads?: number;
}

/** What one solver thread receives: the request, its search number and the shared best-plan buffer. */
export interface SolveThreadData {
  readonly request: SolveRequest;
  readonly searchId: number;
  readonly exchange: SharedArrayBuffer | null;
}

/** Seeds of parallel searches: search i starts from seed + i * SEED_STRIDE (distinct streams). */
export const SEED_STRIDE = 7919;

export type SolveMessage =
  | { readonly type: 'progress'; readonly progress: Progress }
  | { readonly type: 'done'; readonly solution: InstanceSolution }
  | { readonly type: 'error'; readonly message: string };

/** Runs a request with the optimizer on the calling thread. */
export function solveRequest(
  request: SolveRequest,
  onProgress?: (progress: Progress) => void,
  exchange?: SolutionExchange,
): InstanceSolution {
  return solveInstanceText(request.text, {
    format: request.format,
    objective: request.objective,
    seed: request.seed,
    ...(exchange ? { exchange } : {}),
    ...(request.timeLimitSeconds !== undefined ? { timeLimitSeconds: request.timeLimitSeconds } : {}),
    ...(request.maxIterations !== undefined ? { maxIterations: request.maxIterations } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}
