import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PeriodicPlan, PeriodicProblem, PeriodicProgress } from '@rota/optimizer';
import { builtWorkerOptions } from '../solver/worker-options.js';
import type { PlanWorkerMessage, PlanWorkerRequest } from './territory-plan.worker.types.js';

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

/** Built JS runs the built worker; from sources the thread registers tsx first (as daily-plan solves do). */
function startWorker(workerData: PlanWorkerRequest): Worker {
  const built = new URL('./territory-plan.worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built)))
    return new Worker(built, { workerData, ...builtWorkerOptions(process.execArgv) });
  const source = new URL('./territory-plan.worker.ts', import.meta.url).href;
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: ['--conditions=@rota/source'] });
}

/** Runs the periodic planner in a worker thread, never on the event loop. */
export function runPlannerInWorker(problem: PeriodicProblem, options: PlanRunOptions): Promise<PlanOutcome> {
  const cancel = new SharedArrayBuffer(4);
  const graceMs = options.graceMs ?? Math.max(15_000, options.timeLimitMs);
  return new Promise<PlanOutcome>((resolve) => {
    let settled = false;
    let worker: Worker | undefined;
    const finish = (outcome: PlanOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(soft);
      clearTimeout(hard);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
      void worker?.terminate();
    };
    const soft = setTimeout(() => Atomics.store(new Int32Array(cancel), 0, 1), options.timeLimitMs);
    const hard = setTimeout(
      () =>
        finish({
          ok: false,
          reason: `The planner did not finish within ${Math.round((options.timeLimitMs + graceMs) / 1000)} s and was stopped.`,
        }),
      options.timeLimitMs + graceMs,
    );
    const onAbort = () => finish({ ok: false, reason: 'The server stopped while this plan was running.' });
    try {
      worker = startWorker({
        problem,
        seed: options.seed ?? 1,
        cancel,
        progressEveryMs: options.progressEveryMs ?? 500,
      });
    } catch (error) {
      finish({
        ok: false,
        reason: `The planner could not start: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: PlanWorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'plan') finish({ ok: true, plan: message.plan });
      else finish({ ok: false, reason: `The planner failed: ${message.message.split('\n')[0]}` });
    });
    worker.on('error', (error) => finish({ ok: false, reason: `The planner crashed: ${error.message}` }));
    worker.on('exit', (code) =>
      finish({ ok: false, reason: `The planner stopped unexpectedly (exit code ${code}).` }),
    );
  });
}
