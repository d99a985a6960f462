/** What an adapter gives the lifecycle: how it looks for work and whether any is left. */
export interface QueueLifecycleOptions {
  /** How often the queue looks for work and for runs whose process is gone. */
  pollMs: number;
  /** One look for work: tend leases, then start runs with `cycle.launch` while slots are free. */
  lookForWork(cycle: QueueLifecycle): Promise<void>;
  /** Whether entries are still to be run (asked only when no run is in flight here). */
  hasPending(): Promise<boolean>;
  onError(error: unknown): void;
}

export interface QueueLifecycle {
  /** Runs in flight in this process. */
  readonly running: number;
  readonly closed: boolean;
  /** Asks for a look for work after the ones already asked for; resolves once it has run. */
  drain(): Promise<void>;
  /** Starts a run; when it ends, its slot is freed and the queue looks for work again. */
  launch(run: () => Promise<void>): void;
  /** Prepares once (schema, orphans), then looks for work now and every `pollMs`. */
  start(prepare: () => Promise<void>): Promise<void>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Stops polling, waits for the look in progress and the runs in flight, then `release`. */
  close(release?: () => Promise<void>): Promise<void>;
}

/**
 * The start / poll / idle / close cycle both queue adapters share. Looks for work never
 * overlap (each waits for the one before), so two polls cannot claim past the concurrency.
 */
export function createQueueLifecycle(options: QueueLifecycleOptions): QueueLifecycle {
  let running = 0;
  let closed = false;
  let started = false;
  let draining: Promise<void> = Promise.resolve();
  let waiters: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const active = new Set<Promise<void>>();

  const release = () => {
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  const settleWaiters = async () => {
    if (running > 0) return;
    if (!closed && (await options.hasPending())) return;
    release();
  };

  const cycle: QueueLifecycle = {
    get running() {
      return running;
    },
    get closed() {
      return closed;
    },
    drain() {
      if (!started || closed) return draining;
      draining = draining
        .then(async () => {
          await options.lookForWork(cycle);
          await settleWaiters();
        })
        .catch(options.onError);
      return draining;
    },
    launch(run) {
      running += 1;
      const done = run()
        .catch(options.onError)
        .finally(() => {
          running -= 1;
          active.delete(done);
          void cycle.drain();
        });
      active.add(done);
    },
    async start(prepare) {
      if (started) return;
      started = true;
      await prepare();
      timer = setInterval(() => void cycle.drain(), options.pollMs);
      timer.unref();
      void cycle.drain();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        void cycle.drain();
        if (!started) void settleWaiters().catch(options.onError);
      });
    },
    async close(releaseResources) {
      closed = true;
      if (timer) clearInterval(timer);
      await draining;
      await Promise.all([...active]);
      await releaseResources?.();
      release();
    },
  };
  return cycle;
}
