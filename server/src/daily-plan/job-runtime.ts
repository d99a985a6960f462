import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { transitionJob } from '@rota/core/daily-plan';
import { processSettings } from '../config.js';
import type { Database, Orm } from '../db/database.js';
import { createHubPublisher, type Backplane, type HubPublisher } from '../realtime/index.js';
import { translate } from '../platform/i18n.js';
import { DAILY_PLAN_KIND, type JobQueue, type RunEnding } from '../solver/job-queue.js';
import { createJobQueue } from '../solver/job-queue-adapter.js';
import { queueKindFactory, type QueueKindHandlers } from '../solver/queue-kinds.js';
import { buildProblem } from '../solver/problem-builder.js';
import {
  planLegShapes,
  vehiclePlaces,
  planOutcome,
  relaxedKinds,
  storePlan,
} from '../solver/result-store.js';
import { runInWorker } from '../solver/solve-runner.js';
import { createGeometricTravelMatrix, type TravelMatrixProvider } from '../solver/travel-matrix.js';
import { travelMatrixFor } from '../routing/travel-matrix-for.js';
import {
  findJobById,
  setJobStatus,
  statusUpdateOf,
  type JobRecord,
  type KeyedMessage,
} from './job.repository.js';
import { progressOf } from './job-progress.js';
import { registerDailyPlanMessages } from './messages.js';
import { solveResultMessage } from './solve-result.js';

export interface DailyPlanRuntimeOptions {
  /** Upper bound of a solve, whatever the job asks (ROTA_SOLVER_MAX_RUNTIME_MS, default 10 min). */
  maxTimeLimitMs?: number;
  /** Solves at a time (ROTA_SOLVER_CONCURRENCY, default one fewer than the cores, at least 1). */
  concurrency?: number;
  travel?: TravelMatrixProvider;
  /** Extra time after the limit before a solve counts as hung. */
  graceMs?: number;
  /** Another solver thread script (tests). */
  workerScript?: URL;
  /** False: this process queues jobs but never solves them (ROTA_ROLE=web). */
  solve?: boolean;
}

export interface DailyPlanRuntime {
  db: Database;
  queue: JobQueue;
  publisher: HubPublisher;
  /** Sends the job's status on joboperationhub. */
  publish(job: JobRecord, message?: KeyedMessage | null): Promise<void>;
  close(): Promise<void>;
}

const runtimes = new WeakMap<Database, DailyPlanRuntime>();

/** A catalog message with its English text. */
const keyed = (key: string, params: Record<string, string | number> = {}): KeyedMessage => ({
  key,
  params,
  text: translate('en', key, params),
});

export function createDailyPlanRuntime(
  db: Database,
  backplane: Backplane,
  options: DailyPlanRuntimeOptions = {},
): DailyPlanRuntime {
  registerDailyPlanMessages();
  const publisher = createHubPublisher(backplane);
  const travel = options.travel ?? createGeometricTravelMatrix();
  const maxTimeLimitMs = options.maxTimeLimitMs ?? processSettings().solverMaxRuntimeMs ?? 10 * 60_000;
  const stopping = new AbortController();
  const publish = async (job: JobRecord, message: KeyedMessage | null = null) => {
    await publisher.jobStatusUpdate(statusUpdateOf(job, message)).catch(() => undefined);
  };
  const reload = async (id: number) => findJobById(db.orm, id);

  const fail = async (jobId: number, startedAt: Date, reason: KeyedMessage) => {
    const endDate = new Date();
    const moved = transitionJob('SOLVING', { type: 'solved', outcome: 'FAILED' });
    if (!moved.ok) return;
    await setJobStatus(db.orm, jobId, 'SOLVING', moved.value, {
      endDate,
      runTime: (endDate.getTime() - startedAt.getTime()) / 1000,
      result: reason.text,
      resultMessage: reason.key ? { key: reason.key, params: reason.params } : null,
      failureReason: reason.text,
    });
    const job = await reload(jobId);
    if (job) await publish(job, reason);
  };

  // A solve cut short because this process is stopping goes back to the queue, not to FAILED.
  const handedBack = (): RunEnding | null => (stopping.signal.aborted ? { ending: 'handedBack' } : null);

  const run = async (jobId: number): Promise<RunEnding | void> => {
    const job = await reload(jobId);
    if (!job || job.status !== 'QUEUED') return;
    const started = transitionJob(job.status, { type: 'start' });
    if (!started.ok) return;
    const startedAt = new Date();
    const moved = await setJobStatus(db.orm, jobId, 'QUEUED', started.value, {
      startedAt,
      endDate: null,
      runTime: null,
      result: null,
      failureReason: null,
    });
    if (!moved) return;
    const solving = await reload(jobId);
    if (solving) await publish(solving, keyed('dailyPlan.server.solvingStarted'));
    try {
      const built = await buildProblem(db.orm, jobId, travel, { maxTimeLimitMs });
      const outcome = await runInWorker(built.problem, {
        timeLimitMs: built.context.timeLimitMs,
        ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
        ...(options.workerScript ? { script: options.workerScript } : {}),
        signal: stopping.signal,
        onProgress: (progress) => {
          if (!solving) return;
          const runTime = (Date.now() - startedAt.getTime()) / 1000;
          const live = progressOf(progress, built.problem.orders.length);
          void publisher
            .jobStatusUpdate({
              ...statusUpdateOf(
                { ...solving, runTime },
                keyed('dailyPlan.server.solvingProgress', {
                  seconds: live.elapsedSeconds,
                  vehicles: live.vehicles,
                  unassigned: live.unassignedOrders,
                }),
              ),
              progress: live,
            })
            .catch(() => undefined);
        },
      });
      if (!outcome.ok) {
        const back = handedBack();
        if (back) return back;
        await fail(jobId, startedAt, { key: null, params: {}, text: outcome.reason });
        return { ending: 'failed', reason: outcome.reason };
      }
      const plan = outcome.plan;
      const status = planOutcome(
        plan,
        built.problem.orders.length,
        relaxedKinds(built.problem.parameters ?? {}),
      );
      const endDate = new Date();
      const resultMessage = solveResultMessage(plan, built.problem.orders.length);
      const result = keyed(resultMessage.key, resultMessage.params);
      const { startPlaces, endPlaces } = vehiclePlaces(built.problem);
      const shapes = await planLegShapes(plan, built.context, { startPlaces, endPlaces });
      await db.orm.transaction(async (tx) => {
        const current = await findJobById(tx, jobId);
        const stored = await storePlan(tx, plan, built.context, {
          outcome: status,
          sourceRouteId: current?.currentRouteId ?? null,
          startPlaces,
          endPlaces,
          shapes,
        });
        const solved = transitionJob('SOLVING', { type: 'solved', outcome: status });
        if (!solved.ok) throw new Error('illegal solved transition');
        await setJobStatus(tx, jobId, 'SOLVING', solved.value, {
          endDate,
          runTime: (endDate.getTime() - startedAt.getTime()) / 1000,
          result: result.text,
          resultMessage,
          currentRouteId: stored.routeId,
        });
      });
      const done = await reload(jobId);
      if (done) await publish(done, result);
      return { ending: 'done' };
    } catch (error) {
      const back = handedBack();
      if (back) return back;
      const reason = keyed('dailyPlan.server.solveError', {
        reason: error instanceof Error ? error.message : String(error),
      });
      await fail(jobId, startedAt, reason);
      return { ending: 'failed', reason: reason.text };
    }
  };

  /** Inside the queue's transaction: a solve handed back is QUEUED again; announced once committed. */
  const requeue = async (tx: Orm, jobId: number) => {
    const job = await findJobById(tx, jobId);
    const back = job ? transitionJob(job.status, { type: 'requeue' }) : null;
    if (!back?.ok) return async () => undefined;
    await setJobStatus(tx, jobId, 'SOLVING', back.value, { startedAt: null, runTime: null });
    return async () => {
      const queued = await reload(jobId);
      if (queued) await publish(queued, keyed('dailyPlan.server.handedBack'));
    };
  };

  const otherKinds = new Map<string, QueueKindHandlers>();
  const handlersOf = (kind: string): QueueKindHandlers => {
    let handlers = otherKinds.get(kind);
    if (!handlers) {
      const factory = queueKindFactory(kind);
      if (!factory) throw new Error(`The solver queue has no handler for jobs of kind ${kind}.`);
      handlers = factory({
        db,
        publisher,
        travel,
        maxTimeLimitMs,
        signal: stopping.signal,
        ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
        ...(options.workerScript ? { workerScript: options.workerScript } : {}),
      });
      otherKinds.set(kind, handlers);
    }
    return handlers;
  };

  const queue = createJobQueue(
    db,
    {
      run: (jobId, kind) => (kind === DAILY_PLAN_KIND ? run(jobId) : handlersOf(kind).run(jobId)),
      // Other kinds end their runs themselves when the process stops.
      requeue: async (tx, jobId, kind) => (kind === DAILY_PLAN_KIND ? requeue(tx, jobId) : null),
      async interrupted(jobId, kind) {
        if (kind !== DAILY_PLAN_KIND) return handlersOf(kind).interrupted(jobId);
        const job = await reload(jobId);
        if (job?.status === 'SOLVING')
          await fail(
            jobId,
            job.startedAt ? new Date(job.startedAt) : new Date(),
            keyed('dailyPlan.server.interrupted'),
          );
      },
      onError: () => undefined,
    },
    // Each solve keeps one core busy: by default one core is left to the server, and never more
    // solves run at once than the machine has cores.
    {
      ...(options.solve !== undefined ? { solve: options.solve } : {}),
      concurrency: Math.min(
        os.availableParallelism(),
        options.concurrency ??
          processSettings().solverConcurrency ??
          Math.max(1, os.availableParallelism() - 1),
      ),
    },
  );

  return {
    db,
    queue,
    publisher,
    publish,
    async close() {
      stopping.abort();
      await queue.close();
    },
  };
}

/** The runtime of an app: made on first use, and its queue picks up what was left queued. */
export function runtimeOf(server: FastifyInstance, options?: DailyPlanRuntimeOptions): DailyPlanRuntime {
  const db = server.platform.db;
  let runtime = runtimes.get(db);
  if (!runtime) {
    runtime = createDailyPlanRuntime(db, server.backplane, {
      travel: travelMatrixFor(db, server.platform.config.routing),
      ...options,
    });
    runtimes.set(db, runtime);
    void runtime.queue
      .start()
      .catch((error: unknown) => server.log.error(error, 'the job queue could not start'));
  }
  return runtime;
}

/** Starts the job queue of an app at boot (call after `buildApp`), so queued jobs resume at once. */
export async function startDailyPlan(
  server: FastifyInstance,
  options?: DailyPlanRuntimeOptions,
): Promise<DailyPlanRuntime> {
  const runtime = runtimeOf(server, options);
  await runtime.queue.start();
  return runtime;
}

/**
 * Stops solving (a running daily-plan solve goes back to the queue, QUEUED, for the next process
 * that solves) and forgets the runtime; call before closing the database.
 */
export async function stopDailyPlan(server: FastifyInstance): Promise<void> {
  const runtime = runtimes.get(server.platform.db);
  if (!runtime) return;
  runtimes.delete(server.platform.db);
  await runtime.close();
}
