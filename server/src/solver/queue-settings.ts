import os from 'node:os';

/**
 * Solver settings read from the environment by `config.ts`, which passes them on.
 *
 * `ROTA_SOLVER_LEASE_MS`: how long a run may go without its process renewing the lease before
 * another process ends it FAILED (default 30 s; renewed every third of it).
 */
export function leaseFromEnvironment(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env['ROTA_SOLVER_LEASE_MS'];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1000)
    throw new Error(
      `ROTA_SOLVER_LEASE_MS must be a whole number of milliseconds, at least 1000, got "${raw}"`,
    );
  return value;
}

/**
 * Search threads per solve, from `ROTA_SOLVER_THREADS`: a number, or `auto` for the cores divided
 * among the solves that run at once (`ROTA_SOLVER_CONCURRENCY`, by default one fewer than the
 * cores), never more than the cores. Default 1: on the 2-core machine two searches gave longer
 * plans than one in the same time (`server/bench/solver-threads.ts`, README).
 */
export function solverThreads(env: NodeJS.ProcessEnv, cores = os.availableParallelism()): number {
  const whole = (value: string | undefined): number | undefined => {
    const n = Number(value);
    return value !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const setting = env['ROTA_SOLVER_THREADS'];
  const given = whole(setting);
  if (given !== undefined) return Math.min(given, cores);
  if (setting !== 'auto') return 1;
  const concurrency = Math.min(cores, whole(env['ROTA_SOLVER_CONCURRENCY']) ?? Math.max(1, cores - 1));
  return Math.max(1, Math.floor(cores / concurrency));
}
