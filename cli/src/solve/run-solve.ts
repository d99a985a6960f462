import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * The solver thread. Built (`cli/dist`): solve-worker.js beside this file. From the TypeScript
 * sources the thread registers tsx's loader first (a thread does not inherit the main thread's
 * loader hooks), then imports solve-worker.ts with the `@rota/source` condition.
 */
function startWorker(request: SolveRequest): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./solve-worker.js', import.meta.url), { workerData: request });
  const source = new URL('./solve-worker.ts', import.meta.url).href;
  // The ESM entry of tsx's API (require.resolve would answer its CommonJS twin).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: request, execArgv: ['--conditions=@rota/source'] });
}

/** Solves in a worker thread so the terminal view keeps moving; progress comes as messages. */
export function solveInWorker(
  request: SolveRequest,
  onProgress: (progress: Progress) => void,
): Promise<InstanceSolution> {
  const worker = startWorker(request);
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
