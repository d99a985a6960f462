/**
 * Benchmarks: npm run bench -- --set solomon|solomon-directed|cvrplib-x|generated|synthetic --objective distance|vehicles
 *   --time-limit S [--iterations N] [--instances C101,R101] [--seed N]
 *   [--tuning '{"startTemperature":1}']   (search parameters other than the defaults, search.ts)
 *   [--customers 200|400|1000 --instance-seeds K]   (synthetic: seeded Solomon-style instances)
 * Prints per instance vehicles, distance, gap to the best known solution and time, then a
 * summary per class and overall, and the peak resident memory. Every plan is replayed by the
 * independent checker (`@rota/optimizer/check`): a plan that breaks a constraint or leaves a
 * customer out is printed as INFEASIBLE with what it breaks and left out of the summary's
 * vehicles and gaps (the summary says how many were counted). With --iterations N the search
 * stops after N iterations and no time limit applies unless --time-limit is given too: the same
 * seed then gives the same plans on any machine. The generated day also takes
 * `--objective clustering` (Clustering ranked above distance) and prints the routes' spread.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstanceObjective, Plan, Problem, Tuning } from '@rota/optimizer';
import { parseInstance, solve, solveInstanceText } from '@rota/optimizer';
import { checkInstanceSolution, checkRoutes, routesOfPlan } from '@rota/optimizer/check';
import { generatedDay } from './generated.js';
import { generateSolomonStyle, generatedInstanceName, generatedSuite } from '@rota/test-fixtures/instances';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-fixtures/benchmarks');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const set = arg('set', 'solomon');
const objective = arg('objective', 'distance');
if (objective === 'clustering' && set !== 'generated') {
  console.error('--objective clustering applies to --set generated only');
  process.exit(2);
}
const iterationsArg = arg('iterations', '');
const maxIterations = iterationsArg === '' ? undefined : Number(iterationsArg);
if (maxIterations !== undefined && !(Number.isInteger(maxIterations) && maxIterations > 0)) {
  console.error('--iterations takes a whole number above 0');
  process.exit(2);
}
// An iteration budget replaces the default time limit (a given --time-limit stays a ceiling).
const timeLimit =
  maxIterations !== undefined && !process.argv.includes('--time-limit')
    ? undefined
    : Number(arg('time-limit', '10'));
const seed = Number(arg('seed', '1'));
const tuning = parseTuning(arg('tuning', ''));

/** `--tuning` as a JSON object of Tuning fields (numbers; `localSearch` and `population` true or false). */
function parseTuning(text: string): Partial<Tuning> | undefined {
  if (text === '') return undefined;
  const numeric = [
    'startTemperature',
    'finalTemperature',
    'averageRemoved',
    'maxStringLength',
    'blinkRate',
    'newRouteRate',
    'ejectionRate',
    'fleetShare',
    'clusteringShare',
    'populationMaxOrders',
  ];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const fail = (why: string): never => {
    console.error(`--tuning: ${why}`);
    process.exit(2);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(`expected a JSON object such as '{"startTemperature":1}', got ${text}`);
  for (const [key, v] of Object.entries(value)) {
    if (key === 'localSearch' || key === 'population') {
      if (typeof v !== 'boolean') fail(`${key} takes true or false`);
    } else if (!numeric.includes(key))
      fail(`unknown field ${key} (fields: ${numeric.join(', ')}, localSearch, population)`);
    else if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      fail(`${key} takes a number of 0 or more`);
  }
  return value as Partial<Tuning>;
}
const only = arg('instances', '')
  .split(',')
  .filter((s) => s.length > 0)
  .map((s) => s.toUpperCase());

let peakRss = 0;
const sampleMemory = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

interface Row {
  name: string;
  group: string;
  vehicles: number;
  distance: number;
  bksVehicles: number;
  bksDistance: number;
  gap: number;
  seconds: number;
  feasible: boolean;
}

function readBks(dir: string): Map<string, { vehicles: number; distance: number }> {
  const lines = readFileSync(path.join(dir, 'bks.csv'), 'utf8').trim().split(/\r?\n/);
  const head = (lines[0] ?? '').split(',');
  const col = (n: string): number => head.indexOf(n);
  const useDistanceOnly = objective === 'distance' && col('distance_only_distance') >= 0;
  const vCol = useDistanceOnly ? col('distance_only_vehicles') : col('vehicles');
  const dCol = useDistanceOnly ? col('distance_only_distance') : col('distance');
  const map = new Map<string, { vehicles: number; distance: number }>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    map.set(cells[0] ?? '', { vehicles: Number(cells[vCol]), distance: Number(cells[dCol]) });
  }
  return map;
}

function runInstances(
  dirName: string,
  format: 'solomon' | 'cvrplib',
  ext: string,
  groupOf: (name: string) => string,
): Row[] {
  const dir = path.join(root, dirName);
  const bks = readBks(dir);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .filter((f) => only.length === 0 || only.includes(path.basename(f, ext).toUpperCase()));
  const rows: Row[] = [];
  for (const file of files) {
    const name = path.basename(file, ext);
    const text = readFileSync(path.join(dir, file), 'utf8');
    const t0 = performance.now();
    const result = solveInstanceText(text, {
      format,
      objective: objective as InstanceObjective,
      ...(timeLimit !== undefined ? { timeLimitSeconds: timeLimit } : {}),
      ...(maxIterations !== undefined ? { maxIterations } : {}),
      seed,
      ...(tuning ? { tuning } : {}),
      onProgress: sampleMemory,
    });
    const seconds = (performance.now() - t0) / 1000;
    sampleMemory();
    const check = checkInstanceSolution(parseInstance(text, format), result);
    const best = bks.get(name) ?? { vehicles: NaN, distance: NaN };
    const row: Row = {
      name,
      group: groupOf(name),
      vehicles: result.vehicles,
      distance: check.distance,
      bksVehicles: best.vehicles,
      bksDistance: best.distance,
      gap: (100 * (check.distance - best.distance)) / best.distance,
      seconds,
      feasible: check.errors.length === 0,
    };
    rows.push(row);
    console.log(
      [
        name.padEnd(12),
        String(row.vehicles).padStart(4),
        row.distance.toFixed(2).padStart(11),
        String(row.bksVehicles).padStart(4),
        row.bksDistance.toFixed(2).padStart(11),
        `${row.gap >= 0 ? '+' : ''}${row.gap.toFixed(2)}%`.padStart(8),
        `${row.seconds.toFixed(1)}s`.padStart(7),
        row.feasible
          ? 'ok'
          : `INFEASIBLE (${check.errors.length}): ${check.errors
              .slice(0, 3)
              .map((e) => e.message)
              .join('; ')}`,
      ].join(' '),
    );
  }
  return rows;
}

function summary(rows: Row[]): void {
  const groups = [...new Set(rows.map((r) => r.group)), 'ALL'];
  // Vehicles, best known and gaps are summed over the checked plans only.
  // Averages to three decimals, as `rota bench` gives them: a set is read against +0.10 %.
  console.log('\nclass        n  vehicles (bks)    avg gap   time/inst  feasible (counted)');
  for (const g of groups) {
    const all = g === 'ALL' ? rows : rows.filter((r) => r.group === g);
    if (all.length === 0) continue;
    const rs = all.filter((r) => r.feasible);
    const veh = rs.reduce((s, r) => s + r.vehicles, 0);
    const bveh = rs.reduce((s, r) => s + r.bksVehicles, 0);
    const gap = rs.length > 0 ? rs.reduce((s, r) => s + r.gap, 0) / rs.length : NaN;
    const time = all.reduce((s, r) => s + r.seconds, 0) / all.length;
    const feasible = rs.length;
    console.log(
      `${g.padEnd(10)} ${String(rs.length).padStart(3)}  ${String(veh).padStart(5)} (${bveh})`.padEnd(32) +
        `${gap >= 0 ? '+' : ''}${gap.toFixed(3)}%`.padStart(9) +
        `${time.toFixed(1)}s`.padStart(11) +
        `  ${feasible}/${all.length}`,
    );
  }
}

/** Mean, over the routed stops, of the distance from a stop to the other stops of its route. */
function meanSpread(problem: Problem, plan: Plan): number {
  const { size, distance } = problem.matrices;
  const loc = new Map(problem.orders.map((o) => [o.id, o.location]));
  let total = 0;
  let stops = 0;
  for (const r of plan.routes) {
    const at = r.stops.map((s) => loc.get(s.orderId) ?? 0);
    stops += at.length;
    if (at.length < 2) continue;
    for (const a of at) {
      let sum = 0;
      for (const b of at) sum += Number(distance[a * size + b] ?? 0);
      total += sum / (at.length - 1);
    }
  }
  return stops > 0 ? total / stops : 0;
}

/**
 * Seeded Solomon-style instances (`@rota/test-fixtures/instances`) of --customers N (200, 400,
 * 1000, ...): every class (C, R, RC) and horizon (short, long), seeds 1..--instance-seeds. No best
 * known solutions exist for them: compare a run with a long one of the same engine.
 */
function runSynthetic(): void {
  const customers = Number(arg('customers', '200'));
  const seeds = Number(arg('instance-seeds', '1'));
  console.log('instance            veh    distance   time  iterations');
  const rows: Row[] = [];
  for (const spec of generatedSuite(customers, seeds)) {
    const name = generatedInstanceName(spec);
    if (only.length > 0 && !only.includes(name.toUpperCase())) continue;
    const text = generateSolomonStyle(spec);
    const t0 = performance.now();
    const result = solveInstanceText(text, {
      format: 'solomon',
      objective: objective as InstanceObjective,
      ...(timeLimit !== undefined ? { timeLimitSeconds: timeLimit } : {}),
      ...(maxIterations !== undefined ? { maxIterations } : {}),
      seed,
      ...(tuning ? { tuning } : {}),
      onProgress: sampleMemory,
    });
    const seconds = (performance.now() - t0) / 1000;
    const check = checkInstanceSolution(parseInstance(text, 'solomon'), result);
    const feasible = check.errors.length === 0;
    rows.push({
      name,
      group: name.replace(/-\d+-s\d+$/, '').replace(/^G-/, ''),
      vehicles: result.vehicles,
      distance: check.distance,
      bksVehicles: NaN,
      bksDistance: NaN,
      gap: NaN,
      seconds,
      feasible,
    });
    console.log(
      [
        name.padEnd(18),
        String(result.vehicles).padStart(4),
        check.distance.toFixed(2).padStart(11),
        `${seconds.toFixed(1)}s`.padStart(6),
        String(result.iterations).padStart(11),
        feasible
          ? ' ok'
          : ` INFEASIBLE (${check.errors.length}): ${check.errors
              .slice(0, 3)
              .map((e) => e.message)
              .join('; ')}`,
      ].join(' '),
    );
  }
  const counted = rows.filter((r) => r.feasible);
  console.log(
    `\n${rows.length} instances, ${counted.length} feasible; over the feasible: ` +
      `${counted.reduce((s, r) => s + r.vehicles, 0)} vehicles, distance ${counted
        .reduce((s, r) => s + r.distance, 0)
        .toFixed(2)}`,
  );
}

function runGenerated(): void {
  const day = generatedDay();
  const problem: Problem =
    objective === 'clustering'
      ? { ...day, parameters: { objectivePriorities: ['CLUSTERING', 'DISTANCE_DURATION'] } }
      : day;
  const t0 = performance.now();
  const plan = solve(problem, {
    seed,
    ...(timeLimit !== undefined ? { timeLimitMs: timeLimit * 1000 } : {}),
    ...(maxIterations !== undefined ? { maxIterations } : {}),
    ...(tuning ? { tuning } : {}),
    onProgress: sampleMemory,
  });
  const check = checkRoutes(problem, routesOfPlan(plan.routes), false);
  sampleMemory();
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `generated-1000x50  vehicles ${plan.totals.vehicles}  distance ${(plan.totals.distance / 1000).toFixed(1)} km  ` +
      `cost ${plan.totals.cost.toFixed(0)}  unassigned ${plan.totals.unassigned}  violations ${plan.violations.length}  ` +
      `iterations ${plan.iterations}  ${seconds.toFixed(1)}s  ` +
      (check.errors.length === 0
        ? 'checked: feasible'
        : `INFEASIBLE (${check.errors.length}): ${check.errors
            .slice(0, 3)
            .map((e) => e.message)
            .join('; ')}`),
  );
  console.log(
    `mean distance from a stop to the other stops of its route ${(meanSpread(problem, plan) / 1000).toFixed(2)} km`,
  );
  const reasons = new Map<string, number>();
  for (const u of plan.unassigned) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
  if (reasons.size > 0) console.log('unassigned reasons', Object.fromEntries(reasons));
}

console.log(
  `set ${set}, objective ${objective}, ` +
    (timeLimit !== undefined ? `time limit ${timeLimit}s, ` : '') +
    (maxIterations !== undefined ? `iterations ${maxIterations}, ` : '') +
    `seed ${seed}, node ${process.version}, ${availableParallelism()} cores`,
);
if (set === 'generated') runGenerated();
else if (set === 'synthetic') runSynthetic();
else {
  console.log('instance      veh    distance  bks        bks      gap    time');
  const rows =
    set === 'solomon'
      ? runInstances('solomon', 'solomon', '.txt', (n) => n.replace(/\d{2}$/, ''))
      : set === 'solomon-directed'
        ? runInstances('directed/solomon', 'solomon', '.txt', (n) => n.replace(/\d{2}$/, ''))
        : runInstances('cvrplib-x', 'cvrplib', '.vrp', () => 'X');
  summary(rows);
}
sampleMemory();
console.log(`peak memory (RSS) ${(peakRss / 1048576).toFixed(0)} MB`);
