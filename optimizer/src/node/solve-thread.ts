/// <reference types="node" />
import { parentPort, workerData } from 'node:worker_threads';
import { runTask } from './run-task.js';
import type { ThreadData, ThreadMessage } from './thread-task.js';

/**
 * A solver thread: one task in, progress at most every `progressEveryMs`, the result out.
 * Cancellation arrives through shared memory so the search loop sees it at once.
 */
const port = parentPort;
if (!port) throw new Error('solve-thread must run in a worker thread');
const post = (message: ThreadMessage): void => port.postMessage(message);

try {
  post({ type: 'started' });
  post({
    type: 'done',
    result: runTask(workerData as ThreadData, (progress) => post({ type: 'progress', progress })),
  });
} catch (error) {
  post(
    error instanceof Error
      ? { type: 'error', message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
      : { type: 'error', message: String(error) },
  );
}
