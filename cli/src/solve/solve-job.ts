import {
  solveInstanceText,
  type InstanceFormat,
  type InstanceObjective,
  type InstanceSolution,
  type Progress,
} from '@rota/optimizer';
import type { ThreadInstanceOptions } from '@rota/optimizer/node';

/** What `rota solve` asks of the optimizer; the same in-process and in the solver threads. */
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

/** The optimizer's options of a request. */
export function instanceOptions(request: SolveRequest): ThreadInstanceOptions {
  return {
    format: request.format,
    objective: request.objective,
    seed: request.seed,
    ...(request.timeLimitSeconds !== undefined ? { timeLimitSeconds: request.timeLimitSeconds } : {}),
    ...(request.maxIterations !== undefined ? { maxIterations: request.maxIterations } : {}),
  };
}

/** Runs a request with the optimizer on the calling thread. */
export function solveRequest(
  request: SolveRequest,
  onProgress?: (progress: Progress) => void,
): InstanceSolution {
  return solveInstanceText(request.text, {
    ...instanceOptions(request),
    ...(onProgress ? { onProgress } : {}),
  });
}
