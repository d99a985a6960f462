import type { InstanceSolution, Progress } from '@rota/optimizer';
import { runInThreads, type ThreadFailure } from '@rota/optimizer/node';
import { instanceOptions, solveRequest, type SolveRequest } from './solve-job.js';

/** Solves on this thread (scripts, pipes: nothing to draw meanwhile). */
export function solveHere(
  request: SolveRequest,
  onProgress?: (progress: Progress) => void,
): InstanceSolution {
  return solveRequest(request, onProgress);
}

function failureError(failure: ThreadFailure): Error {
  switch (failure.kind) {
    case 'exited':
      return new Error(`the solver thread stopped (exit ${failure.code})`);
    case 'timed-out':
    case 'aborted':
      return new Error('the solver thread was stopped');
    default:
      return new Error(failure.message);
  }
}

/**
 * Solves in worker threads so the terminal view keeps moving (`@rota/optimizer/node`):
 * `request.threads` searches (seeds seed, seed + 7919, ...) share their best plans; the answer is
 * the plan of the search holding the shared best. Progress comes from the first search.
 */
export async function solveInWorker(
  request: SolveRequest,
  onProgress: (progress: Progress) => void = () => {},
): Promise<InstanceSolution> {
  const outcome = await runInThreads(
    { kind: 'instance', text: request.text, options: instanceOptions(request) },
    { threads: request.threads ?? 1, progressEveryMs: 100, onProgress },
  );
  if (!outcome.ok) throw failureError(outcome.failure);
  return outcome.result;
}
