/// <reference types="node" />
import type { ResourceLimits, WorkerOptions } from 'node:worker_threads';

/**
 * V8's options and those that act on the whole process: `new Worker` refuses them in `execArgv`
 * (ERR_WORKER_INVALID_EXEC_ARGV), and the server itself runs with two of them (`npm start`,
 * `rota serve`: `--max-old-space-size=1024 --max-semi-space-size=4`). Underscores and dashes are
 * one to V8.
 */
const PROCESS_WIDE = new Set(
  [
    'max-old-space-size',
    'max-semi-space-size',
    'min-semi-space-size',
    'max-heap-size',
    'initial-heap-size',
    'initial-old-space-size',
    'huge-max-old-generation-size',
    'stack-size',
    'expose-gc',
    'jitless',
    'random-seed',
    'title',
    'abort-on-uncaught-exception',
    'disallow-code-generation-from-strings',
    'interpreted-frames-native-stack',
    'perf-basic-prof',
    'perf-basic-prof-only-functions',
    'perf-prof',
    'perf-prof-unwinding-info',
    'v8-pool-size',
    'zero-fill-buffers',
  ].map((name) => name.replace(/_/g, '-')),
);

const flagName = (arg: string) =>
  arg
    .replace(/^--(no-)?/, '')
    .split('=')[0]
    ?.replace(/_/g, '-') ?? '';

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
 * The options of a built worker thread started from a process run with `argv` (its
 * `process.execArgv`): the process's Node options without the source condition and without what
 * a thread refuses; the process's heap limit becomes the thread's own (`resourceLimits`, the
 * per-thread form of `--max-old-space-size`), so a solve that outgrows it ends that thread
 * (the server's job FAILED with the reason), never the process.
 */
export function builtWorkerOptions(
  argv: readonly string[],
): Pick<WorkerOptions, 'execArgv' | 'resourceLimits'> {
  const execArgv = withoutSourceCondition(argv).filter(
    (arg) => !(arg.startsWith('--') && PROCESS_WIDE.has(flagName(arg))),
  );
  const limits: ResourceLimits = {};
  for (const arg of argv) {
    const heap = /^--max[-_]old[-_]space[-_]size=(\d+)$/.exec(arg);
    if (heap) limits.maxOldGenerationSizeMb = Number(heap[1]);
  }
  return { execArgv, ...(limits.maxOldGenerationSizeMb ? { resourceLimits: limits } : {}) };
}
