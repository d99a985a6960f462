import fs from 'node:fs';
import path from 'node:path';
import { parseInstance, type InstanceObjective } from '@rota/optimizer';
import { checkInstanceSolution } from '@rota/optimizer/check';
import { solveHere, solveInWorker } from '../solve/run-solve.js';

/** A benchmark set: its folder under test-fixtures/benchmarks, file extension and format. */
export const BENCH_SETS = {
  solomon: {
    dir: 'solomon',
    extension: '.txt',
    format: 'solomon',
    // Solomon's C101 is class C1; a generated G-C1-1000-s2 is class G-C1-1000 (its seeds together).
    group: (name: string) =>
      name.startsWith('G-') ? name.replace(/-s\d+$/, '') : name.replace(/\d{2}$/, ''),
  },
  'cvrplib-x': { dir: 'cvrplib-x', extension: '.vrp', format: 'cvrplib', group: () => 'X' },
} as const;
export type BenchSetName = keyof typeof BENCH_SETS;

export interface BenchRow {
  readonly instance: string;
  readonly group: string;
  readonly vehicles: number;
  readonly distance: number;
  readonly bksVehicles: number | null;
  readonly bksDistance: number | null;
  /** Percent above the best known distance. */
  readonly gap: number | null;
  readonly seconds: number;
  /** The independent checker found nothing wrong: every customer once, within fleet, capacity and windows. */
  readonly feasible: boolean;
  /** What the checker found (empty when feasible). */
  readonly errors: readonly string[];
}

export interface BenchSummary {
  readonly group: string;
  readonly instances: number;
  readonly vehicles: number;
  /** Null when no counted plan of the group has a best known solution (generated instances). */
  readonly bksVehicles: number | null;
  readonly averageGap: number | null;
  readonly averageSeconds: number;
  /** Plans the checker passed; vehicles, best known vehicles and the average gap count these only. */
  readonly feasible: number;
}

type Bks = Map<string, { vehicles: number; distance: number }>;

/**
 * bks.csv of a set: `instance,vehicles,distance,...`; for the distance objective the
 * `distance_only_*` columns when the set has them (Solomon's distance-only best known).
 */
export function readBks(text: string, objective: InstanceObjective): Bks {
  const lines = text.trim().split(/\r?\n/);
  const head = (lines[0] ?? '').split(',');
  const col = (name: string) => head.indexOf(name);
  const distanceOnly = objective === 'distance' && col('distance_only_distance') >= 0;
  const vCol = distanceOnly ? col('distance_only_vehicles') : col('vehicles');
  const dCol = distanceOnly ? col('distance_only_distance') : col('distance');
  const out: Bks = new Map();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    out.set(cells[0] ?? '', { vehicles: Number(cells[vCol]), distance: Number(cells[dCol]) });
  }
  return out;
}

export interface BenchOptions {
  readonly root: string;
  readonly set: BenchSetName;
  readonly objective: InstanceObjective;
  /** Absent: no time limit (the iteration budget ends each search). */
  readonly timeLimitSeconds?: number;
  readonly maxIterations?: number;
  readonly seed: number;
  /** Parallel searches per instance (1: on this thread). */
  readonly threads: number;
  readonly only: readonly string[];
}

/** The instance files of a run, sorted, filtered by --instances. */
export function benchFiles(options: BenchOptions): string[] {
  const set = BENCH_SETS[options.set];
  const dir = path.join(options.root, set.dir);
  const wanted = options.only.map((s) => s.toUpperCase());
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(set.extension))
    .sort()
    .filter((f) => wanted.length === 0 || wanted.includes(path.basename(f, set.extension).toUpperCase()))
    .map((f) => path.join(dir, f));
}

/** Solves one instance of a set and compares it with the best known solution. */
export async function benchInstance(options: BenchOptions, file: string, bks: Bks): Promise<BenchRow> {
  const set = BENCH_SETS[options.set];
  const name = path.basename(file, set.extension);
  const text = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const request = {
    text,
    format: set.format,
    objective: options.objective,
    seed: options.seed,
    threads: options.threads,
    ...(options.timeLimitSeconds !== undefined ? { timeLimitSeconds: options.timeLimitSeconds } : {}),
    ...(options.maxIterations !== undefined ? { maxIterations: options.maxIterations } : {}),
  };
  const solution = options.threads > 1 ? await solveInWorker(request) : solveHere(request);
  const seconds = (performance.now() - started) / 1000;
  const check = checkInstanceSolution(parseInstance(text, set.format), solution);
  const distance = check.distance;
  const best = bks.get(name);
  return {
    instance: name,
    group: set.group(name),
    vehicles: solution.vehicles,
    distance,
    bksVehicles: best?.vehicles ?? null,
    bksDistance: best?.distance ?? null,
    gap: best ? (100 * (distance - best.distance)) / best.distance : null,
    seconds,
    feasible: check.errors.length === 0,
    errors: check.errors.map((e) => e.message),
  };
}

/**
 * One line per group and one for all: vehicles against best known, average gap and time. A plan
 * the checker refused is not counted in the vehicles, best known vehicles or gap.
 */
export function summarise(rows: readonly BenchRow[]): BenchSummary[] {
  const groups = [...new Set(rows.map((r) => r.group)), 'ALL'];
  return groups.flatMap((group) => {
    const all = group === 'ALL' ? rows : rows.filter((r) => r.group === group);
    if (all.length === 0) return [];
    const rs = all.filter((r) => r.feasible);
    const gaps = rs.flatMap((r) => (r.gap === null ? [] : [r.gap]));
    return [
      {
        group,
        instances: all.length,
        vehicles: rs.reduce((s, r) => s + r.vehicles, 0),
        bksVehicles: rs.some((r) => r.bksVehicles !== null)
          ? rs.reduce((s, r) => s + (r.bksVehicles ?? 0), 0)
          : null,
        averageGap: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
        averageSeconds: all.reduce((s, r) => s + r.seconds, 0) / all.length,
        feasible: rs.length,
      },
    ];
  });
}
