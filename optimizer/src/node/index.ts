/**
 * `@rota/optimizer/node`: the engine in Node's worker threads, for the server's solves and week
 * plans and for `rota solve` and `rota bench`. The one part of the optimizer that uses Node.
 */
export { runInThreads } from './run-in-threads.js';
export type { ThreadFailure } from './run-in-threads.js';
export type { ThreadInstanceOptions } from './thread-task.js';
