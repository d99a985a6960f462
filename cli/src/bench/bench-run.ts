import fs from 'node:fs';
import path from 'node:path';
import { parseInstance, routeDistance, type InstanceObjective, type InstanceSolution } from '@rota/optimizer';
import { solveHere } from '../solve/run-solve.js';

/** A benchmark set: its folder under test-fixtures/benchmarks, file extension and format. */
export const BENCH_SETS = {
  solomon: {
    dir: 'solomon',
    extension: '.txt',
    format: 'solomon',
    group: (name: string) => name.replace(/\d{2}$/, ''),
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
  /** Every customer served exactly once, within the fleet. */
  readonly complete: boolean;
}

export interface BenchSummary {
  readonly group: string;
  readonly instances: number;
  readonly vehicles: number;
  readonly bksVehicles: number;
  readonly averageGap: number | null;
  readonly averageSeconds: number;
  readonly complete: number;
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

/** Every customer of the instance exactly once, and no more routes than vehicles. */
export function isComplete(
  customerIds: readonly number[],
  fleet: number,
  solution: InstanceSolution,
): boolean {
  const seen = solution.routes.flat();
  return (
    solution.routes.length <= fleet &&
    seen.length === customerIds.length &&
    new Set(seen).size === seen.length &&
    customerIds.every((id) => seen.includes(id))
  );
}

export interface BenchOptions {
  readonly root: string;
  readonly set: BenchSetName;
  readonly objective: InstanceObjective;
  readonly timeLimitSeconds: number;
  readonly seed: number;
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
export function benchInstance(options: BenchOptions, file: string, bks: Bks): BenchRow {
  const set = BENCH_SETS[options.set];
  const name = path.basename(file, set.extension);
  const text = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const solution = solveHere({
    text,
    format: set.format,
    objective: options.objective,
    timeLimitSeconds: options.timeLimitSeconds,
    seed: options.seed,
  });
  const seconds = (performance.now() - started) / 1000;
  const parsed = parseInstance(text, set.format);
  const distance = routeDistance(parsed, solution.routes);
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
    complete: isComplete(parsed.customerIds, parsed.problem.vehicles.length, solution),
  };
}

/** One line per group and one for all: vehicles against best known, average gap and time. */
export function summarise(rows: readonly BenchRow[]): BenchSummary[] {
  const groups = [...new Set(rows.map((r) => r.group)), 'ALL'];
  return groups.flatMap((group) => {
    const rs = group === 'ALL' ? rows : rows.filter((r) => r.group === group);
    if (rs.length === 0) return [];
    const gaps = rs.flatMap((r) => (r.gap === null ? [] : [r.gap]));
    return [
      {
        group,
        instances: rs.length,
        vehicles: rs.reduce((s, r) => s + r.vehicles, 0),
        bksVehicles: rs.reduce((s, r) => s + (r.bksVehicles ?? 0), 0),
        averageGap: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
        averageSeconds: rs.reduce((s, r) => s + r.seconds, 0) / rs.length,
        complete: rs.filter((r) => r.complete).length,
      },
    ];
  });
}
