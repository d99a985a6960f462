import type { Plan, Problem, Progress } from '@rota/optimizer';
import { runInThreads, type ThreadFailure } from '@rota/optimizer/node';
import { processSettings } from '../config.js';

export type SolveOutcome = { ok: true; plan: Plan } | { ok: false; reason: string };

export interface SolveRunOptions {
  timeLimitMs: number;
  seed?: number;
  /** Stop before the time limit once the search has converged (default true). */
  stopWhenConverged?: boolean;
  onProgress?: (progress: Progress) => void;
  progressEveryMs?: number;
  /** Extra time after the limit before the thread is stopped and the run counts as timed out. */
  graceMs?: number;
  /** Stops the thread at once (server shutting down). */
  signal?: AbortSignal;
  /** Another worker script (tests use it to make a thread crash or hang). */
  script?: URL;
  /** Parallel searches (threads); default the process's `ROTA_SOLVER_THREADS` (config.ts). */
  threads?: number;
}

export { solverThreads } from './queue-settings.js';

/**
 * Why a run in worker threads has no result, in a planner's words: `name` is what ran (the
 * solver, the planner), `stopped` the reason when the server stopped it, `limitMs` the time after
 * which it was stopped.
 */
export function threadFailureReason(
  failure: ThreadFailure,
  { name, stopped, limitMs }: { name: string; stopped: string; limitMs: number },
): string {
  const The = `The ${name}`;
  switch (failure.kind) {
    case 'not-started':
      return `${The} could not start: ${failure.message}`;
    case 'threw':
      return `${The} failed: ${(failure.stack ?? failure.message).split('\n')[0]}`;
    case 'crashed':
      return `${The} crashed: ${failure.message}`;
    case 'exited':
      return `${The} stopped unexpectedly (exit code ${failure.code}).`;
    case 'timed-out':
      return `${The} did not finish within ${Math.round(limitMs / 1000)} s and was stopped.`;
    case 'aborted':
      return stopped;
  }
}

/**
 * Solves in worker threads, never on the event loop (`@rota/optimizer/node`): `threads` searches
 * with different seeds share their best plans; the plan of the search holding the shared best is
 * the answer. The searches are asked to answer a second after the limit counted from when the
 * first began (loading a thread may take seconds); a thread that overruns the limit plus grace is
 * stopped. Answers the plan, or why there is none.
 */
export async function runInWorker(problem: Problem, options: SolveRunOptions): Promise<SolveOutcome> {
  const graceMs = options.graceMs ?? Math.max(15_000, options.timeLimitMs);
  const outcome = await runInThreads(
    {
      kind: 'solve',
      problem,
      options: {
        seed: options.seed ?? 1,
        timeLimitMs: options.timeLimitMs,
        stopWhenConverged: options.stopWhenConverged ?? true,
      },
    },
    {
      threads: options.threads ?? processSettings().solverThreads,
      progressEveryMs: options.progressEveryMs ?? 1000,
      cancelAfterMs: options.timeLimitMs + 1000,
      stopAfterMs: options.timeLimitMs + graceMs,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.script ? { script: options.script } : {}),
    },
  );
  if (outcome.ok) return { ok: true, plan: outcome.result };
  const stopped = 'The server stopped while this job was solving.';
  return {
    ok: false,
    reason: threadFailureReason(outcome.failure, {
      name: 'solver',
      stopped,
      limitMs: options.timeLimitMs + graceMs,
    }),
  };
}
