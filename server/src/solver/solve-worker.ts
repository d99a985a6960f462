import { parentPort, workerData } from 'node:worker_threads';
import { solve, type Problem, type Progress } from '@rota/optimizer';
import { sharedExchange } from '@rota/optimizer/parallel';
import type { WorkerRequest, WorkerMessage } from './solve-worker.types.js';

/**
 * The solver thread: receives one problem, posts progress at most every `progressEveryMs` and the
 * plan at the end. Cancellation arrives through shared memory so the search loop sees it at once.
 */
const request = workerData as WorkerRequest;
const port = parentPort;
if (!port) throw new Error('solve-worker must run in a worker thread');

const cancelled = new Int32Array(request.cancel);
let lastProgressAt = 0;
const post = (message: WorkerMessage): void => port.postMessage(message);

try {
  const problem: Problem = request.problem;
  post({ type: 'started' });
  const plan = solve(problem, {
    seed: request.seed,
    timeLimitMs: request.timeLimitMs,
    stopWhenConverged: request.stopWhenConverged,
    ...(request.exchange ? { exchange: sharedExchange(request.exchange, request.searchId) } : {}),
    signal: {
      get aborted() {
        return Atomics.load(cancelled, 0) === 1;
      },
    },
    onProgress(progress: Progress) {
      const now = Date.now();
      if (now - lastProgressAt < request.progressEveryMs) return;
      lastProgressAt = now;
      post({ type: 'progress', progress });
    },
  });
  post({ type: 'plan', plan });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
