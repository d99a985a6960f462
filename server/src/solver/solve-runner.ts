import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plan, Problem, Progress } from '@rota/optimizer';
import type { WorkerMessage, WorkerRequest } from './solve-worker.types.js';

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
}

/** Built JS must import the built packages, even when the parent resolves to sources. */
export function withoutSourceCondition(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--conditions' || arg === '-C') {
      if (argv[i + 1] !== '@rota/source') out.push(arg, argv[i + 1] as string);
      i++;
    } else if (arg !== '--conditions=@rota/source' && arg !== '-C=@rota/source') out.push(arg);
  }
  return out;
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
    return new Worker(built, { workerData, execArgv: withoutSourceCondition(process.execArgv) });
  const source = new URL('./solve-worker.ts', import.meta.url).href;
  // The ESM entry of tsx's API (require.resolve would answer its CommonJS twin).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: ['--conditions=@rota/source'] });
}

/**
 * Solves in a worker thread, never on the event loop. Answers the plan, or why there is none:
 * the thread crashed, threw, exited, or overran its time limit plus grace and was stopped.
 */
export function runInWorker(problem: Problem, options: SolveRunOptions): Promise<SolveOutcome> {
  const cancel = new SharedArrayBuffer(4);
  const request: WorkerRequest = {
    problem,
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs,
    stopWhenConverged: options.stopWhenConverged ?? true,
    progressEveryMs: options.progressEveryMs ?? 1000,
    cancel,
  };
  const graceMs = options.graceMs ?? Math.max(15_000, options.timeLimitMs);
  return new Promise<SolveOutcome>((resolve) => {
    let settled = false;
    let worker: Worker | undefined;
    const finish = (outcome: SolveOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(softStop);
      clearTimeout(hardStop);
      resolve(outcome);
      void worker?.terminate();
    };
    // First ask the search to stop; if the thread does not answer, stop it.
    const softStop = setTimeout(
      () => Atomics.store(new Int32Array(cancel), 0, 1),
      options.timeLimitMs + 1000,
    );
    const hardStop = setTimeout(
      () =>
        finish({
          ok: false,
          reason: `The solver did not finish within ${Math.round((options.timeLimitMs + graceMs) / 1000)} s and was stopped.`,
        }),
      options.timeLimitMs + graceMs,
    );
    try {
      worker = startWorker(options.script, request);
    } catch (error) {
      finish({
        ok: false,
        reason: `The solver could not start: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    const thread = worker;
    const onAbort = () => finish({ ok: false, reason: 'The server stopped while this job was solving.' });
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    thread.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'plan') finish({ ok: true, plan: message.plan });
      else finish({ ok: false, reason: `The solver failed: ${message.message.split('\n')[0]}` });
    });
    thread.on('error', (error) => finish({ ok: false, reason: `The solver crashed: ${error.message}` }));
    thread.on('exit', (code) =>
      finish({ ok: false, reason: `The solver stopped unexpectedly (exit code ${code}).` }),
    );
  });
}
