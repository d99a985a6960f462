import { availableParallelism } from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { parseInstance, type InstanceFormat, type InstanceObjective, type Progress } from '@rota/optimizer';
import { checkInstanceSolution } from '@rota/optimizer/check';
import type { CommandContext } from '../context.js';
import { CliError, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { solveHere, solveInWorker } from '../solve/run-solve.js';
import type { SolveRequest } from '../solve/solve-job.js';
import type { SolveProgressState } from '../ui/SolveProgressView.js';

export interface SolveOptions {
  instance: string;
  format?: InstanceFormat;
  objective: InstanceObjective;
  /** Absent: 10 s, or no time limit when --iterations is given. */
  timeLimit?: string;
  iterations?: string;
  seed: string;
  threads?: string;
  requireAll?: boolean;
}

/**
 * --threads: at least 1. By default every core under a time limit, and one search with
 * --iterations alone, so that such a run gives the same plan everywhere (parallel searches share
 * plans as their clocks allow).
 */
export function threadsOption(
  value: string | undefined,
  budget: { timeLimitSeconds?: number; maxIterations?: number },
  cores = availableParallelism(),
): number {
  if (value === undefined) return budget.timeLimitSeconds === undefined ? 1 : Math.max(1, cores);
  const n = numberOption('--threads', value, true);
  if (n === 0)
    throw usageError(t('cli.optionInvalid', { option: '--threads', detail: 'a whole number above 0' }));
  return n;
}

/** The default time limit of `rota solve` and `rota bench`, in seconds. */
export const DEFAULT_TIME_LIMIT_SECONDS = 10;

/** The search budget of the options: an iteration budget replaces the default time limit. */
export function searchBudget(options: { timeLimit?: string; iterations?: string }): {
  timeLimitSeconds?: number;
  maxIterations?: number;
} {
  const maxIterations =
    options.iterations === undefined ? undefined : numberOption('--iterations', options.iterations, true);
  if (maxIterations === 0)
    throw usageError(t('cli.optionInvalid', { option: '--iterations', detail: 'a whole number above 0' }));
  const timeLimitSeconds =
    options.timeLimit !== undefined
      ? numberOption('--time-limit', options.timeLimit, false)
      : maxIterations === undefined
        ? DEFAULT_TIME_LIMIT_SECONDS
        : undefined;
  return {
    ...(timeLimitSeconds !== undefined ? { timeLimitSeconds } : {}),
    ...(maxIterations !== undefined ? { maxIterations } : {}),
  };
}

/** The instance format from the option, else from the file: `.vrp` is CVRPLIB, the rest Solomon. */
export function instanceFormat(file: string, given?: InstanceFormat): InstanceFormat {
  return given ?? (file.toLowerCase().endsWith('.vrp') ? 'cvrplib' : 'solomon');
}

export function numberOption(option: string, value: string, integer: boolean): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n)) || (!integer && n === 0))
    throw usageError(
      t('cli.optionInvalid', { option, detail: integer ? 'a whole number' : 'a number above 0' }),
    );
  return n;
}

/** Reads and checks an instance file: unreadable is a usage error, unparsable a failure. */
export function readInstance(file: string, format: InstanceFormat): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw usageError(t('cli.instanceUnreadable', { file, detail: (error as Error).message }));
  }
  try {
    const parsed = parseInstance(text, format);
    if (parsed.problem.orders.length === 0) throw new Error('no customers');
  } catch (error) {
    throw new CliError(t('cli.instanceInvalid', { file, format, detail: (error as Error).message }));
  }
  return text;
}

export async function solve(ctx: CommandContext, options: SolveOptions): Promise<void> {
  const format = instanceFormat(options.instance, options.format);
  const budget = searchBudget(options);
  const request: SolveRequest = {
    text: readInstance(options.instance, format),
    format,
    objective: options.objective,
    ...budget,
    seed: numberOption('--seed', options.seed, true),
    threads: threadsOption(options.threads, budget),
  };
  let solution;
  if (ctx.live) {
    let state: SolveProgressState = {
      instance: path.basename(options.instance),
      elapsedMs: 0,
      timeLimitMs: request.timeLimitSeconds === undefined ? null : request.timeLimitSeconds * 1000,
      ...(request.maxIterations !== undefined ? { maxIterations: request.maxIterations } : {}),
      bestCost: null,
      vehicles: null,
      unassigned: null,
      iteration: 0,
      done: false,
    };
    const started = Date.now();
    const [{ createElement }, { renderLive }, { SolveProgressView }] = await Promise.all([
      import('react'),
      import('../ui/live-view.js'),
      import('../ui/SolveProgressView.js'),
    ]);
    const view = renderLive(
      ctx.io.stdout,
      (s: SolveProgressState) =>
        createElement(SolveProgressView, { state: s.done ? s : { ...s, elapsedMs: Date.now() - started } }),
      state,
    );
    try {
      solution = await solveInWorker(request, (p: Progress) => {
        state = {
          ...state,
          bestCost: p.bestCost,
          vehicles: p.vehicles,
          unassigned: p.unassigned,
          iteration: p.iteration,
          elapsedMs: p.elapsedMs,
        };
        view.update(state);
      });
    } finally {
      view.finish({ ...state, elapsedMs: Date.now() - started, done: true });
    }
  } else {
    solution = request.threads === 1 ? solveHere(request) : await solveInWorker(request);
  }
  // The plan is replayed by the independent checker: a plan that breaks a constraint is not printed as one.
  const check = checkInstanceSolution(parseInstance(request.text, format), solution, false);
  if (check.errors.length > 0)
    throw new CliError(
      t('cli.solveInfeasible', {
        count: check.errors.length,
        detail: check.errors
          .slice(0, 5)
          .map((e) => e.message)
          .join('; '),
      }),
    );
  const answer = {
    vehicles: solution.vehicles,
    distance: solution.distance,
    routes: solution.routes,
    unassigned: solution.unassigned,
  };
  ctx.out.result(answer, () => [
    `vehicles ${answer.vehicles}  distance ${answer.distance.toFixed(2)}  unassigned ${answer.unassigned.length}`,
    ...answer.routes.map((route, i) => `route ${i + 1}: ${route.join(' ')}`),
    ...answer.unassigned.map(
      (u) => `unassigned ${u.customer}: ${u.reason}${u.dimension !== undefined ? ` (${u.dimension})` : ''}`,
    ),
  ]);
  if (options.requireAll && answer.unassigned.length > 0)
    throw new CliError(t('cli.solveUnassigned', { count: answer.unassigned.length }));
}
