import type { InstanceSolution, SolveInstanceOptions } from '../instances/index.js';
import type { Plan, Problem, Progress, SolveOptions } from '../model/index.js';
import type { PeriodicPlan, PeriodicProblem, PeriodicProgress } from '../periodic/index.js';

/** The options a solve thread is given: data only, as functions do not cross to a thread. */
type ThreadSolveOptions = Pick<
  SolveOptions,
  'seed' | 'timeLimitMs' | 'maxIterations' | 'stopWhenConverged' | 'tuning'
>;
/** The options of an instance solve in a thread (progress, cancellation and sharing are the runner's). */
export type ThreadInstanceOptions = Omit<SolveInstanceOptions, 'signal' | 'onProgress' | 'exchange'>;

/** What a thread runs: a problem's solve, a Solomon or CVRPLIB instance's solve, or a week's plan. */
export type ThreadTask =
  | { readonly kind: 'solve'; readonly problem: Problem; readonly options: ThreadSolveOptions }
  | { readonly kind: 'instance'; readonly text: string; readonly options: ThreadInstanceOptions }
  | { readonly kind: 'periodic'; readonly problem: PeriodicProblem; readonly seed: number };

interface TaskOutput {
  solve: { result: Plan; progress: Progress };
  instance: { result: InstanceSolution; progress: Progress };
  periodic: { result: PeriodicPlan; progress: PeriodicProgress };
}
export type ResultOf<T extends ThreadTask> = TaskOutput[T['kind']]['result'];
export type ProgressOf<T extends ThreadTask> = TaskOutput[T['kind']]['progress'];

/** What one thread receives as its workerData. */
export interface ThreadData {
  /** The task with this thread's own seed. */
  readonly task: ThreadTask;
  /** With parallel searches: this search's number (0, 1, ...) and the buffer they share best plans in. */
  readonly searchId: number;
  readonly exchange: SharedArrayBuffer | null;
  /** One Int32 set to 1 to stop: the search answers its best plan so far. */
  readonly cancel: SharedArrayBuffer;
  /** Least time between two progress messages (a week's plan always reports its end). */
  readonly progressEveryMs: number;
}

export type ThreadMessage =
  /** The thread has loaded and its search begins: a time limit counts from here. */
  | { readonly type: 'started' }
  | { readonly type: 'progress'; readonly progress: Progress | PeriodicProgress }
  | { readonly type: 'done'; readonly result: Plan | InstanceSolution | PeriodicPlan }
  | { readonly type: 'error'; readonly message: string; readonly stack?: string };
