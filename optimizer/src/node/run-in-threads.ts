/// <reference types="node" />
import type { Worker } from 'node:worker_threads';
import { parseInstance } from '../instances/index.js';
import { createExchangeBuffer, sharedExchange } from '../parallel/index.js';
import { startThread } from './start-thread.js';
import type { ProgressOf, ResultOf, ThreadData, ThreadMessage, ThreadTask } from './thread-task.js';

/** Seeds of parallel searches: search i starts from seed + i * SEED_STRIDE (distinct streams). */
const SEED_STRIDE = 7919;

interface ThreadRunOptions<P> {
  /** Parallel searches sharing their best plans (solves only; a week's plan runs one); default 1. */
  readonly threads?: number;
  /** Progress of the first search: it picks up the shared best within moments. */
  readonly onProgress?: (progress: P) => void;
  /** Least time between two progress reports (default 1000). */
  readonly progressEveryMs?: number;
  /** The searches are asked to answer their best plan this long after the first one began. */
  readonly cancelAfterMs?: number;
  /** The threads are stopped this long after they were started, and the run has timed out. */
  readonly stopAfterMs?: number;
  /** Stops the threads at once. */
  readonly signal?: AbortSignal;
  /** Another thread script (tests use it to make a thread crash or hang). */
  readonly script?: URL;
}

/** Why a run has no result. */
export type ThreadFailure =
  | { readonly kind: 'not-started'; readonly message: string }
  /** The task threw: its message, and its stack where it had one. */
  | { readonly kind: 'threw'; readonly message: string; readonly stack?: string }
  /** The thread itself failed (an uncaught error outside the task). */
  | { readonly kind: 'crashed'; readonly message: string }
  | { readonly kind: 'exited'; readonly code: number }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'aborted' };

type ThreadOutcome<R> =
  { readonly ok: true; readonly result: R } | { readonly ok: false; readonly failure: ThreadFailure };

/** The shared best-plan buffer for the task's problem (a week's plan runs alone). */
function exchangeFor(task: ThreadTask): SharedArrayBuffer | null {
  if (task.kind === 'periodic') return null;
  const problem =
    task.kind === 'instance' ? parseInstance(task.text, task.options.format).problem : task.problem;
  return createExchangeBuffer(problem.orders.length, problem.vehicles.length);
}

/** The task of search `id`, from its own seed. */
function withSeed(task: ThreadTask, id: number): ThreadTask {
  const stride = id * SEED_STRIDE;
  if (task.kind === 'periodic') return { ...task, seed: task.seed + stride };
  return { ...task, options: { ...task.options, seed: (task.options.seed ?? 1) + stride } } as ThreadTask;
}

/** One run: its threads, their answers, its timers, and its one outcome. */
class ThreadRun<T extends ThreadTask> {
  private readonly workers: Worker[] = [];
  private readonly results = new Map<number, ResultOf<T>>();
  private readonly cancel = new SharedArrayBuffer(4);
  private readonly exchange: SharedArrayBuffer | null;
  private readonly hardStop: NodeJS.Timeout | undefined;
  private softStop: NodeJS.Timeout | undefined;
  private settled = false;
  private readonly onAbort = () => this.finish({ ok: false, failure: { kind: 'aborted' } });

  constructor(
    private readonly task: T,
    private readonly threads: number,
    private readonly options: ThreadRunOptions<ProgressOf<T>>,
    private readonly resolve: (outcome: ThreadOutcome<ResultOf<T>>) => void,
  ) {
    this.exchange = threads > 1 ? exchangeFor(task) : null;
    const { stopAfterMs, signal } = options;
    if (stopAfterMs !== undefined)
      this.hardStop = setTimeout(
        () => this.finish({ ok: false, failure: { kind: 'timed-out' } }),
        stopAfterMs,
      );
    if (signal?.aborted) this.onAbort();
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  start(): void {
    for (let id = 0; id < this.threads && !this.settled; id++) {
      const data: ThreadData = {
        task: withSeed(this.task, id),
        searchId: id,
        exchange: this.exchange,
        cancel: this.cancel,
        progressEveryMs: this.options.progressEveryMs ?? 1000,
      };
      let worker: Worker;
      try {
        worker = startThread(data, this.options.script);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.finish({ ok: false, failure: { kind: 'not-started', message } });
        return;
      }
      this.workers.push(worker);
      worker.on('message', (message: ThreadMessage) => this.heard(id, message));
      worker.on('error', (error) =>
        this.finish({ ok: false, failure: { kind: 'crashed', message: error.message } }),
      );
      worker.on('exit', (code) => {
        if (!this.results.has(id)) this.finish({ ok: false, failure: { kind: 'exited', code } });
      });
    }
  }

  private heard(id: number, message: ThreadMessage): void {
    if (message.type === 'started') this.began();
    else if (message.type === 'progress') {
      if (id === 0) this.options.onProgress?.(message.progress as ProgressOf<T>);
    } else if (message.type === 'done') this.answered(id, message.result as ResultOf<T>);
    else {
      const { message: text, stack } = message;
      this.finish({ ok: false, failure: { kind: 'threw', message: text, ...(stack ? { stack } : {}) } });
    }
  }

  /** A search has begun: the time until the searches are asked to answer counts from the first. */
  private began(): void {
    const after = this.options.cancelAfterMs;
    if (after === undefined || this.softStop) return;
    this.softStop = setTimeout(() => Atomics.store(new Int32Array(this.cancel), 0, 1), after);
  }

  private answered(id: number, result: ResultOf<T>): void {
    this.results.set(id, result);
    if (this.results.size < this.threads) return;
    // Every search has answered: the one holding the shared best has the best plan.
    const writer = this.exchange ? sharedExchange(this.exchange, -1).bestWriter() : null;
    this.finish({ ok: true, result: this.results.get(writer ?? 0) ?? result });
  }

  private finish(outcome: ThreadOutcome<ResultOf<T>>): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.softStop);
    clearTimeout(this.hardStop);
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.resolve(outcome);
    for (const worker of this.workers) void worker.terminate();
  }
}

/**
 * Runs a task in worker threads, never on the calling thread's event loop: `threads` searches
 * with seeds seed, seed + 7919, ... that share their best plans (`@rota/optimizer/parallel`); the
 * answer is the result of the search holding the shared best. Answers the result, or why there
 * is none: a thread could not start, threw, crashed, exited, overran `stopAfterMs`, or the
 * signal stopped it.
 */
export function runInThreads<T extends ThreadTask>(
  task: T,
  options: ThreadRunOptions<ProgressOf<T>> = {},
): Promise<ThreadOutcome<ResultOf<T>>> {
  const threads = task.kind === 'periodic' ? 1 : Math.max(1, options.threads ?? 1);
  return new Promise((resolve) => new ThreadRun(task, threads, options, resolve).start());
}
