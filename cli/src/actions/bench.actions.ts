import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstanceObjective } from '@rota/optimizer';
import {
  benchFiles,
  benchInstance,
  readBks,
  summarise,
  BENCH_SETS,
  type BenchRow,
  type BenchSetName,
  type BenchSummary,
} from '../bench/bench-run.js';
import type { CommandContext } from '../context.js';
import { CliError, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { numberOption, searchBudget, threadsOption } from './solve.actions.js';

export interface BenchCommandOptions {
  set: BenchSetName;
  objective: InstanceObjective;
  timeLimit?: string;
  iterations?: string;
  seed: string;
  runs?: string;
  threads?: string;
  instances?: string;
  dir?: string;
}

/** test-fixtures/benchmarks of this checkout (cli/src/commands or cli/dist/commands). */
const defaultRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);

/**
 * A gap with its sign; rounding never shows "-0.00%". Instances show two decimals; averages show
 * three, so a class or a set can be read against a target such as +0.10 % without the rows.
 */
function signed(gap: number | null, digits = 2): string {
  if (gap === null) return '-';
  const text = Math.abs(gap).toFixed(digits);
  return `${gap < 0 && Number(text) > 0 ? '-' : '+'}${text}%`;
}

function rowLine(row: BenchRow): string {
  return [
    row.instance.padEnd(12),
    String(row.vehicles).padStart(4),
    row.distance.toFixed(2).padStart(11),
    String(row.bksVehicles ?? '-').padStart(4),
    (row.bksDistance?.toFixed(2) ?? '-').padStart(11),
    signed(row.gap).padStart(8),
    `${row.seconds.toFixed(1)}s`.padStart(7),
    row.feasible ? 'ok' : `INFEASIBLE: ${row.errors.slice(0, 3).join('; ')}`,
  ].join(' ');
}

function summaryLines(summary: readonly BenchSummary[]): string[] {
  return [
    '',
    'class        n  vehicles (bks)    avg gap   time/inst  feasible (counted)',
    ...summary.map(
      (s) =>
        `${s.group.padEnd(10)} ${String(s.instances).padStart(3)}  ${String(s.vehicles).padStart(5)} (${s.bksVehicles ?? '-'})`.padEnd(
          32,
        ) +
        signed(s.averageGap, 3).padStart(9) +
        `${s.averageSeconds.toFixed(1)}s`.padStart(11) +
        `  ${s.feasible}/${s.instances}`,
    ),
  ];
}

/** Every name of --instances must be an instance of the set: a typo is a usage error, not an empty table. */
function checkInstances(run: Parameters<typeof benchFiles>[0]): void {
  if (run.only.length === 0) return;
  const extension = BENCH_SETS[run.set].extension;
  const known = benchFiles({ ...run, only: [] }).map((file) => path.basename(file, extension));
  const upper = new Set(known.map((name) => name.toUpperCase()));
  const missing = run.only.filter((name) => !upper.has(name.trim().toUpperCase()));
  if (missing.length > 0)
    throw usageError(
      t('cli.instancesUnknown', { names: missing.join(', '), set: run.set, known: known.join(', ') }),
    );
}

/** Mean, lowest and highest of one figure over the runs of `--runs`. */
export interface Spread {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

/** Per class, the vehicles and the average gap of each run, as mean and range over the runs. */
export interface RunsSummary {
  readonly group: string;
  readonly vehicles: Spread;
  readonly averageGap: Spread | null;
  /** Plans the checker passed, over all runs, of `instances` times the runs. */
  readonly feasible: number;
  readonly plans: number;
}

function spread(values: readonly number[]): Spread {
  return {
    mean: values.reduce((s, x) => s + x, 0) / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Combines the per-run summaries of a repeated bench (every run has the same classes). */
export function summariseRuns(runs: readonly (readonly BenchSummary[])[]): RunsSummary[] {
  const first = runs[0] ?? [];
  return first.map((s) => {
    const same = runs.flatMap((run) => run.filter((x) => x.group === s.group));
    const gaps = same.flatMap((x) => (x.averageGap === null ? [] : [x.averageGap]));
    return {
      group: s.group,
      vehicles: spread(same.map((x) => x.vehicles)),
      averageGap: gaps.length === same.length ? spread(gaps) : null,
      feasible: same.reduce((n, x) => n + x.feasible, 0),
      plans: same.reduce((n, x) => n + x.instances, 0),
    };
  });
}

function runsLines(seeds: readonly number[], summary: readonly RunsSummary[]): string[] {
  const range = (x: Spread, text: (n: number) => string) =>
    `${text(x.mean)} (${text(x.min)} to ${text(x.max)})`;
  return [
    '',
    `over ${seeds.length} runs, seeds ${seeds.join(', ')}: mean (lowest to highest)`,
    'class     vehicles                   avg gap                           feasible',
    ...summary.map(
      (s) =>
        s.group.padEnd(10) +
        range(s.vehicles, (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1))).padEnd(27) +
        (s.averageGap ? range(s.averageGap, (n) => signed(n, 3)) : '-').padEnd(34) +
        `${s.feasible}/${s.plans}`,
    ),
  ];
}

export async function bench(ctx: CommandContext, options: BenchCommandOptions): Promise<void> {
  const root = path.resolve(options.dir ?? defaultRoot);
  const setDir = path.join(root, BENCH_SETS[options.set].dir);
  if (!fs.existsSync(setDir)) throw new CliError(t('cli.benchSetMissing', { dir: setDir }));
  const budget = searchBudget(options);
  const run = {
    root,
    set: options.set,
    objective: options.objective,
    ...budget,
    seed: numberOption('--seed', options.seed, true),
    threads: threadsOption(options.threads, budget),
    only: (options.instances ?? '').split(',').filter((s) => s.trim().length > 0),
  };
  checkInstances(run);
  const runs = options.runs === undefined ? 1 : numberOption('--runs', options.runs, true);
  if (runs < 1)
    throw usageError(t('cli.optionInvalid', { option: '--runs', detail: 'a whole number above 0' }));
  const bksFile = path.join(setDir, 'bks.csv');
  const bks = readBks(fs.existsSync(bksFile) ? fs.readFileSync(bksFile, 'utf8') : 'instance', run.objective);
  ctx.out.line(
    `set ${run.set}, objective ${run.objective}, ` +
      (run.timeLimitSeconds !== undefined ? `time limit ${run.timeLimitSeconds}s, ` : '') +
      (run.maxIterations !== undefined ? `iterations ${run.maxIterations}, ` : '') +
      `seed ${run.seed}${runs > 1 ? ` (runs ${runs}: seeds ${run.seed} to ${run.seed + runs - 1})` : ''}, ` +
      `threads ${run.threads}, node ${process.version}`,
  );
  const done: { seed: number; rows: BenchRow[]; summary: BenchSummary[] }[] = [];
  for (let i = 0; i < runs; i++) {
    const seed = run.seed + i;
    if (runs > 1) ctx.out.line(`${i > 0 ? '\n' : ''}run ${i + 1} of ${runs}, seed ${seed}`);
    ctx.out.line('instance      veh    distance  bks        bks      gap    time');
    const rows: BenchRow[] = [];
    for (const file of benchFiles(run)) {
      const row = await benchInstance({ ...run, seed }, file, bks);
      rows.push(row);
      ctx.out.line(rowLine(row));
    }
    const summary = summarise(rows);
    done.push({ seed, rows, summary });
    if (runs > 1) for (const line of summaryLines(summary)) ctx.out.line(line);
  }
  const budgetFields = {
    set: run.set,
    objective: run.objective,
    ...(run.timeLimitSeconds !== undefined ? { timeLimitSeconds: run.timeLimitSeconds } : {}),
    ...(run.maxIterations !== undefined ? { maxIterations: run.maxIterations } : {}),
  };
  const only = done[0];
  if (runs === 1 && only)
    ctx.out.result({ ...budgetFields, seed: run.seed, rows: only.rows, summary: only.summary }, () =>
      summaryLines(only.summary),
    );
  else {
    const overRuns = summariseRuns(done.map((d) => d.summary));
    ctx.out.result({ ...budgetFields, seed: run.seed, runs: done, overRuns }, () =>
      runsLines(
        done.map((d) => d.seed),
        overRuns,
      ),
    );
  }
  if (done.some((d) => d.rows.some((r) => !r.feasible))) throw new CliError(t('cli.benchIncomplete'));
}
