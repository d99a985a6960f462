import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plan, Problem, Progress } from '@rota/optimizer';
import { createExchangeBuffer, sharedExchange } from '@rota/optimizer/parallel';
import type { WorkerMessage, WorkerRequest } from './solve-worker.types.js';
import { processSettings } from '../config.js';
import { builtWorkerOptions } from './worker-options.js';

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

/**
 * Starts the solver thread. Built JS (`server/dist`) runs `solve-worker.js` as is; from the
 * TypeScript sources (vitest, tsx) the thread first registers tsx's loader, then imports the
 * `.ts` file, with the `@rota/source` condition so workspace packages resolve to their sources.
 */
function startWorker(script: URL | undefined, workerData: WorkerRequest): Worker {
  if (script) return new Worker(script, { workerData });
  const built = new URL('./solve-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built)))
    return new Worker(built, { workerData, ...builtWorkerOptions(process.execArgv) });
  const source = new URL('./solve-worker.ts', import.meta.url).href;
  // The ESM entry of tsx's API (require.resolve would answer its CommonJS twin).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: ['--conditions=@rota/source'] });
}

/** Seeds of the parallel searches: search i starts from seed + i * SEED_STRIDE (distinct streams). */
const SEED_STRIDE = 7919;

export { solverThreads } from './queue-settings.js';

/**
 * Solves in worker threads, never on the event loop: `threads` searches with different seeds
 * that share their best plans (`@rota/optimizer/parallel`); the plan of the search holding the
 * shared best is the answer. Answers the plan, or why there is none: a thread crashed, threw,
 * exited, or overran the time limit plus grace and was stopped.
 */
export function runInWorker(problem: Problem, options: SolveRunOptions): Promise<SolveOutcome> {
  const threads = Math.max(1, options.threads ?? processSettings().solverThreads);
  const cancel = new SharedArrayBuffer(4);
  const exchange = threads > 1 ? createExchangeBuffer(problem.orders.length, problem.vehicles.length) : null;
  const graceMs = options.graceMs ?? Math.max(15_000, options.timeLimitMs);
  return new Promise<SolveOutcome>((resolve) => {
    let settled = false;
    const workers: Worker[] = [];
    const plans = new Map<number, Plan>();
    const finish = (outcome: SolveOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(softStop);
      clearTimeout(hardStop);
      resolve(outcome);
      for (const w of workers) void w.terminate();
    };
    // First ask the searches to stop, a second after the limit counted from when the first search
    // began (loading a thread may take seconds); if a thread does not answer, stop them all.
    let softStop: NodeJS.Timeout | undefined;
    const searchBegan = (): void => {
      softStop ??= setTimeout(() => Atomics.store(new Int32Array(cancel), 0, 1), options.timeLimitMs + 1000);
    };
    const hardStop = setTimeout(
      () =>
        finish({
          ok: false,
          reason: `The solver did not finish within ${Math.round((options.timeLimitMs + graceMs) / 1000)} s and was stopped.`,
        }),
      options.timeLimitMs + graceMs,
    );
    const onAbort = () => finish({ ok: false, reason: 'The server stopped while this job was solving.' });
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const planned = (id: number, plan: Plan): void => {
      plans.set(id, plan);
      if (plans.size < threads) return;
      // Every search has answered: the one holding the shared best has the best plan.
      const writer = exchange ? sharedExchange(exchange, -1).bestWriter() : null;
      finish({ ok: true, plan: plans.get(writer ?? 0) ?? plan });
    };
    for (let id = 0; id < threads && !settled; id++) {
      const request: WorkerRequest = {
        problem,
        seed: (options.seed ?? 1) + id * SEED_STRIDE,
        timeLimitMs: options.timeLimitMs,
        stopWhenConverged: options.stopWhenConverged ?? true,
        progressEveryMs: options.progressEveryMs ?? 1000,
        cancel,
        searchId: id,
        exchange,
      };
      let thread: Worker;
      try {
        thread = startWorker(options.script, request);
      } catch (error) {
        finish({
          ok: false,
          reason: `The solver could not start: ${error instanceof Error ? error.message : String(error)}`,
        });
        return;
      }
      workers.push(thread);
      thread.on('message', (message: WorkerMessage) => {
        // The first search reports progress: it picks up the shared best within moments.
        if (message.type === 'started') searchBegan();
        else if (message.type === 'progress') {
          if (id === 0) options.onProgress?.(message.progress);
        } else if (message.type === 'plan') planned(id, message.plan);
        else finish({ ok: false, reason: `The solver failed: ${message.message.split('\n')[0]}` });
      });
      thread.on('error', (error) => finish({ ok: false, reason: `The solver crashed: ${error.message}` }));
      thread.on('exit', (code) => {
        if (!plans.has(id))
          finish({ ok: false, reason: `The solver stopped unexpectedly (exit code ${code}).` });
      });
    }
  });
}
