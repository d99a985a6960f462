import { solveInstanceText, type InstanceSolution } from '../instances/index.js';
import type { CancellationSignal, Plan, Progress } from '../model/index.js';
import { sharedExchange } from '../parallel/index.js';
import { planPeriodic, type PeriodicPlan, type PeriodicProgress } from '../periodic/index.js';
import { solve } from '../solve.js';
import type { ThreadData } from './thread-task.js';

type Report = (progress: Progress | PeriodicProgress) => void;

/** Reports at most every `everyMs`, and always the last report of a week's plan (at 100 %). */
function throttled(everyMs: number, report: Report): Report {
  let lastAt = 0;
  return (progress) => {
    const now = Date.now();
    const last = 'percent' in progress && progress.percent >= 100;
    if (!last && now - lastAt < everyMs) return;
    lastAt = now;
    report(progress);
  };
}

/** Runs a thread's task on the calling thread: the cancel flag and the shared plans come from `data`. */
export function runTask(data: ThreadData, report: Report): Plan | InstanceSolution | PeriodicPlan {
  const { task } = data;
  const cancelled = new Int32Array(data.cancel);
  const signal: CancellationSignal = {
    get aborted() {
      return Atomics.load(cancelled, 0) === 1;
    },
  };
  const onProgress = throttled(data.progressEveryMs, report);
  const exchange = data.exchange ? { exchange: sharedExchange(data.exchange, data.searchId) } : {};
  if (task.kind === 'periodic')
    return planPeriodic(task.problem, { seed: task.seed, shouldStop: () => signal.aborted, onProgress });
  if (task.kind === 'instance')
    return solveInstanceText(task.text, { ...task.options, ...exchange, signal, onProgress });
  return solve(task.problem, { ...task.options, ...exchange, signal, onProgress });
}
