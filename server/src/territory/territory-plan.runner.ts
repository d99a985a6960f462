import type { PeriodicPlan, PeriodicProblem, PeriodicProgress } from '@rota/optimizer';
import { runInThreads } from '@rota/optimizer/node';
import { threadFailureReason } from '../solver/solve-runner.js';

export type PlanOutcome = { ok: true; plan: PeriodicPlan } | { ok: false; reason: string };

export interface PlanRunOptions {
  /** Past this the planner is asked to answer its best plan; past it plus graceMs the thread is stopped. */
  timeLimitMs: number;
  graceMs?: number;
  seed?: number;
  progressEveryMs?: number;
  onProgress?: (progress: PeriodicProgress) => void;
  signal?: AbortSignal;
}

/**
 * Runs the periodic planner in a worker thread, never on the event loop (`@rota/optimizer/node`,
 * as daily-plan solves do); the time limit counts from when the planner began.
 */
export async function runPlannerInWorker(
  problem: PeriodicProblem,
  options: PlanRunOptions,
): Promise<PlanOutcome> {
  const graceMs = options.graceMs ?? Math.max(15_000, options.timeLimitMs);
  const outcome = await runInThreads(
    { kind: 'periodic', problem, seed: options.seed ?? 1 },
    {
      progressEveryMs: options.progressEveryMs ?? 500,
      cancelAfterMs: options.timeLimitMs,
      stopAfterMs: options.timeLimitMs + graceMs,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  if (outcome.ok) return { ok: true, plan: outcome.result };
  const stopped = 'The server stopped while this plan was running.';
  return {
    ok: false,
    reason: threadFailureReason(outcome.failure, {
      name: 'planner',
      stopped,
      limitMs: options.timeLimitMs + graceMs,
    }),
  };
}
