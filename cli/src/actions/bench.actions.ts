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
  threads?: string;
  instances?: string;
  dir?: string;
}

/** test-fixtures/benchmarks of this checkout (cli/src/commands or cli/dist/commands). */
const defaultRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);

/** A gap with its sign; rounding never shows "-0.00%". */
function signed(gap: number | null): string {
  if (gap === null) return '-';
  const text = Math.abs(gap).toFixed(2);
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
    'class        n  vehicles (bks)   avg gap   time/inst  feasible (counted)',
    ...summary.map(
      (s) =>
        `${s.group.padEnd(10)} ${String(s.instances).padStart(3)}  ${String(s.vehicles).padStart(5)} (${s.bksVehicles ?? '-'})`.padEnd(
          32,
        ) +
        signed(s.averageGap).padStart(8) +
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
  const bksFile = path.join(setDir, 'bks.csv');
  const bks = readBks(fs.existsSync(bksFile) ? fs.readFileSync(bksFile, 'utf8') : 'instance', run.objective);
  ctx.out.line(
    `set ${run.set}, objective ${run.objective}, ` +
      (run.timeLimitSeconds !== undefined ? `time limit ${run.timeLimitSeconds}s, ` : '') +
      (run.maxIterations !== undefined ? `iterations ${run.maxIterations}, ` : '') +
      `seed ${run.seed}, threads ${run.threads}, node ${process.version}`,
  );
  ctx.out.line('instance      veh    distance  bks        bks      gap    time');
  const rows: BenchRow[] = [];
  for (const file of benchFiles(run)) {
    const row = await benchInstance(run, file, bks);
    rows.push(row);
    ctx.out.line(rowLine(row));
  }
  const summary = summarise(rows);
  ctx.out.result(
    {
      set: run.set,
      objective: run.objective,
      ...(run.timeLimitSeconds !== undefined ? { timeLimitSeconds: run.timeLimitSeconds } : {}),
      ...(run.maxIterations !== undefined ? { maxIterations: run.maxIterations } : {}),
      seed: run.seed,
      rows,
      summary,
    },
    () => summaryLines(summary),
  );
  if (rows.some((r) => !r.feasible)) throw new CliError(t('cli.benchIncomplete'));
}
