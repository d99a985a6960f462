import { Worker } from 'node:worker_threads';
import { solveInstanceText, type InstanceSolution, type Progress } from '@rota/optimizer';
import type { SolveMessage, SolveRequest } from './solve-job.js';

/** Solves on this thread (scripts, pipes: nothing to draw meanwhile). */
export function solveHere(
  request: SolveRequest,
  onProgress?: (progress: Progress) => void,
): InstanceSolution {
  return solveInstanceText(request.text, {
    format: request.format,
    objective: request.objective,
    timeLimitSeconds: request.timeLimitSeconds,
    seed: request.seed,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** Solves in a worker thread so the terminal view keeps moving; progress comes as messages. */
export function solveInWorker(
  request: SolveRequest,
  onProgress: (progress: Progress) => void,
): Promise<InstanceSolution> {
  // Built: solve-worker.js beside this file; from source (tsx): solve-worker.ts.
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const worker = new Worker(new URL(`./solve-worker.${extension}`, import.meta.url), { workerData: request });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: SolveMessage) => {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'done') resolve(message.solution);
      else reject(new Error(message.message));
      if (message.type !== 'progress') void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the solver thread stopped (exit ${code})`));
    });
  });
}
