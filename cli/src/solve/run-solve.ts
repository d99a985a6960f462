import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseInstance, type InstanceSolution, type Progress } from '@rota/optimizer';
import { createExchangeBuffer, sharedExchange } from '@rota/optimizer/parallel';
import {
  SEED_STRIDE,
  solveRequest,
  type SolveMessage,
  type SolveRequest,
  type SolveThreadData,
} from './solve-job.js';

/** Solves on this thread (scripts, pipes: nothing to draw meanwhile). */
export function solveHere(
  request: SolveRequest,
  onProgress?: (progress: Progress) => void,
): InstanceSolution {
  return solveRequest(request, onProgress);
}

/**
 * The solver thread. Built (`cli/dist`): solve-worker.js beside this file. From the TypeScript
 * sources the thread registers tsx's loader first (a thread does not inherit the main thread's
 * loader hooks), then imports solve-worker.ts with the `@rota/source` condition.
 */
function startWorker(data: SolveThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./solve-worker.js', import.meta.url), { workerData: data });
  const source = new URL('./solve-worker.ts', import.meta.url).href;
  // The ESM entry of tsx's API (require.resolve would answer its CommonJS twin).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: data, execArgv: ['--conditions=@rota/source'] });
}

/**
 * Solves in worker threads so the terminal view keeps moving: `request.threads` searches (seeds
 * seed, seed + SEED_STRIDE, ...) share their best plans; the answer is the plan of the search
 * holding the shared best. Progress comes from the first search.
 */
export function solveInWorker(
  request: SolveRequest,
  onProgress: (progress: Progress) => void = () => {},
): Promise<InstanceSolution> {
  const threads = Math.max(1, request.threads ?? 1);
  const exchange = threads > 1 ? exchangeFor(request) : null;
  const workers: Worker[] = [];
  const solutions = new Map<number, InstanceSolution>();
  return new Promise<InstanceSolution>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, solution?: InstanceSolution): void => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else if (solution) resolve(solution);
    };
    for (let id = 0; id < threads; id++) {
      const worker = startWorker({
        request: { ...request, seed: request.seed + id * SEED_STRIDE },
        searchId: id,
        exchange,
      });
      workers.push(worker);
      worker.on('message', (message: SolveMessage) => {
        if (message.type === 'progress') {
          if (id === 0) onProgress(message.progress);
        } else if (message.type === 'error') settle(new Error(message.message));
        else {
          solutions.set(id, message.solution);
          if (solutions.size < threads) return;
          const writer = exchange ? sharedExchange(exchange, -1).bestWriter() : null;
          settle(null, solutions.get(writer ?? 0) ?? message.solution);
        }
      });
      worker.on('error', (error) => settle(error));
      worker.on('exit', (code) => {
        if (code !== 0) settle(new Error(`the solver thread stopped (exit ${code})`));
      });
    }
  });
}

/** The shared best-plan buffer for the request's instance. */
function exchangeFor(request: SolveRequest): SharedArrayBuffer {
  const { problem } = parseInstance(request.text, request.format);
  return createExchangeBuffer(problem.orders.length, problem.vehicles.length);
}
