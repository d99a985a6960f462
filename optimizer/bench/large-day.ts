/**
 * The large day (test-fixtures/src/instances/large-day.generator.ts) on one thread:
 *   npx tsx --conditions=@rota/source optimizer/bench/large-day.ts --time-limit S
 *     [--iterations N] [--orders 5000 --vehicles 200 --seed 1] [--parts K [--one-pass]] [--tuning '{"population":false}']
 * With --parts K the orders are split into K sectors solved one after the other (`solveDecomposed`),
 * then (without --one-pass) into K sectors turned by half a sector, each going on from the routes
 * of the first pass that lie mostly in it.
 * Prints the vehicles, orders left out, distance, cost and iterations, the independent checker's
 * verdict, the time to the first plan and the peak resident memory.
 */
import { loadavg } from 'node:os';
import type { Plan, Tuning } from '@rota/optimizer';
import { solve, solveDecomposed } from '@rota/optimizer';
import { checkRoutes, routesOfPlan } from '@rota/optimizer/check';
import { largeDay } from '../../test-fixtures/src/instances/large-day.generator.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const spec = {
  orders: Number(arg('orders', '5000')),
  vehicles: Number(arg('vehicles', '200')),
  seed: Number(arg('seed', '1')),
};
const timeLimit = Number(arg('time-limit', '120'));
// With --iterations N the run has that budget and no time limit: the same plan on any machine.
const iterations = process.argv.includes('--iterations') ? Number(arg('iterations', '0')) : undefined;
const parts = Number(arg('parts', '1'));
const turned = !process.argv.includes('--one-pass');
const tuning = JSON.parse(arg('tuning', '{}')) as Partial<Tuning>;
let peak = 0;
const sample = (): void => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
const loadBefore = loadavg();
const t0 = performance.now();
const problem = largeDay(spec);
sample();
const generated = (performance.now() - t0) / 1000;
let first = null as number | null;
const t1 = performance.now();
const options = {
  seed: spec.seed,
  ...(iterations === undefined ? { timeLimitMs: timeLimit * 1000 } : { maxIterations: iterations }),
  tuning,
  onProgress: () => {
    sample();
    first ??= (performance.now() - t1) / 1000;
  },
};
const plan: Plan = parts > 1 ? solveDecomposed(problem, options, parts, turned) : solve(problem, options);
const seconds = (performance.now() - t1) / 1000;
sample();
const check = checkRoutes(problem, routesOfPlan(plan.routes), false);
console.log(
  `large day ${spec.orders} orders, ${spec.vehicles} vehicles, seed ${spec.seed}, ${iterations === undefined ? `time limit ${timeLimit} s` : `${iterations} iterations`}, ` +
    `${parts > 1 ? `${parts} sectors${turned ? ', then turned by half a sector' : ''}` : 'whole'}, one thread${Object.keys(tuning).length > 0 ? `, tuning ${JSON.stringify(tuning)}` : ''}\n` +
    `generated in ${generated.toFixed(1)} s; first plan after ${first?.toFixed(1) ?? '-'} s; solve ${seconds.toFixed(1)} s, ` +
    `${plan.iterations} iterations\n` +
    `vehicles ${plan.totals.vehicles}, unassigned ${plan.totals.unassigned}, distance ${(plan.totals.distance / 1000).toFixed(1)} km, ` +
    `cost ${plan.totals.cost.toFixed(0)}, violations ${plan.violations.length}\n` +
    (check.errors.length === 0
      ? 'checker: no error'
      : `checker: ${check.errors.length} errors, e.g. ${check.errors[0]?.message}`) +
    `\npeak memory (RSS) ${(peak / 1048576).toFixed(0)} MB\n` +
    `load average (1, 5, 15 min) before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, ` +
    `after ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (the machine is shared: figures under load are pessimistic)`,
);
