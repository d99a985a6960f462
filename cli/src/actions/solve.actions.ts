import fs from 'node:fs';
import path from 'node:path';
import { parseInstance, type InstanceFormat, type InstanceObjective, type Progress } from '@rota/optimizer';
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
  timeLimit: string;
  seed: string;
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
  const request: SolveRequest = {
    text: readInstance(options.instance, format),
    format,
    objective: options.objective,
    timeLimitSeconds: numberOption('--time-limit', options.timeLimit, false),
    seed: numberOption('--seed', options.seed, true),
  };
  let solution;
  if (ctx.live) {
    let state: SolveProgressState = {
      instance: path.basename(options.instance),
      elapsedMs: 0,
      timeLimitMs: request.timeLimitSeconds * 1000,
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
    solution = solveHere(request);
  }
  const answer = { vehicles: solution.vehicles, distance: solution.distance, routes: solution.routes };
  ctx.out.result(answer, () => [
    `vehicles ${answer.vehicles}  distance ${answer.distance.toFixed(2)}`,
    ...answer.routes.map((route, i) => `route ${i + 1}: ${route.join(' ')}`),
  ]);
}
