import { parentPort, workerData } from 'node:worker_threads';
import { solveInstanceText, type Progress } from '@rota/optimizer';
import type { SolveMessage, SolveRequest } from './solve-job.js';

/** The solver thread of `rota solve` on a terminal: the main thread keeps drawing progress. */
const request = workerData as SolveRequest;
const post = (message: SolveMessage) => parentPort?.postMessage(message);
let lastPost = 0;
try {
  const solution = solveInstanceText(request.text, {
    format: request.format,
    objective: request.objective,
    timeLimitSeconds: request.timeLimitSeconds,
    seed: request.seed,
    onProgress(progress: Progress) {
      const now = Date.now();
      if (now - lastPost < 100) return;
      lastPost = now;
      post({ type: 'progress', progress });
    },
  });
  post({ type: 'done', solution });
} catch (error) {
  post({ type: 'error', message: (error as Error).message });
}
