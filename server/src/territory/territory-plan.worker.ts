import { parentPort, workerData } from 'node:worker_threads';
import { planPeriodic } from '@rota/optimizer';
import type { PlanWorkerMessage, PlanWorkerRequest } from './territory-plan.worker.types.js';

/** The periodic planner's thread: one problem in, progress at most every progressEveryMs, the plan out. */
const request = workerData as PlanWorkerRequest;
const port = parentPort;
if (!port) throw new Error('territory-plan.worker must run in a worker thread');
const cancelled = new Int32Array(request.cancel);
const post = (message: PlanWorkerMessage): void => port.postMessage(message);
let lastAt = 0;
try {
  const plan = planPeriodic(request.problem, {
    seed: request.seed,
    shouldStop: () => Atomics.load(cancelled, 0) === 1,
    onProgress(progress) {
      const now = Date.now();
      if (progress.percent < 100 && now - lastAt < request.progressEveryMs) return;
      lastAt = now;
      post({ type: 'progress', progress });
    },
  });
  post({ type: 'plan', plan });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
