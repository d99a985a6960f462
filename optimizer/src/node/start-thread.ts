/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadData } from './thread-task.js';
import { builtWorkerOptions } from './worker-options.js';

/**
 * Starts a solver thread. Built (`optimizer/dist`): solve-thread.js beside this file, under the
 * process's Node options that a thread takes (`builtWorkerOptions`). From the TypeScript sources
 * (vitest, tsx) the thread registers tsx's loader first (a thread does not inherit the main
 * thread's loader hooks), then imports solve-thread.ts with the `@rota/source` condition, so the
 * workspace packages resolve to their sources. `script`: another thread (tests: one that crashes).
 */
export function startThread(data: ThreadData, script?: URL): Worker {
  if (script) return new Worker(script, { workerData: data });
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./solve-thread.js', import.meta.url), {
      workerData: data,
      ...builtWorkerOptions(process.execArgv),
    });
  const source = new URL('./solve-thread.ts', import.meta.url).href;
  // The ESM entry of tsx's API (require.resolve would answer its CommonJS twin).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: data, execArgv: ['--conditions=@rota/source'] });
}
