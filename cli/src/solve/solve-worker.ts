import { parentPort, workerData } from 'node:worker_threads';
import type { Progress } from '@rota/optimizer';
import { sharedExchange } from '@rota/optimizer/parallel';
import { solveRequest, type SolveMessage, type SolveThreadData } from './solve-job.js';

/**
 * A solver thread of `rota solve` and `rota bench`: the main thread keeps drawing progress; with
 * several threads each runs one search and they share their best plans.
 */
const { request, searchId, exchange } = workerData as SolveThreadData;
const post = (message: SolveMessage) => parentPort?.postMessage(message);
let lastPost = 0;
try {
  const solution = solveRequest(
    request,
    (progress: Progress) => {
      const now = Date.now();
      if (now - lastPost < 100) return;
      lastPost = now;
      post({ type: 'progress', progress });
    },
    exchange ? sharedExchange(exchange, searchId) : undefined,
  );
  post({ type: 'done', solution });
} catch (error) {
  post({ type: 'error', message: (error as Error).message });
}
