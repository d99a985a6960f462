/**
 * The large day (test-fixtures/src/instances/large-day.generator.ts) on one thread:
 *   npx tsx --conditions=@rota/source optimizer/bench/large-day.ts --time-limit S
 *     [--orders 5000 --vehicles 200 --seed 1] [--parts K]
 * With --parts K the orders are split into K sectors solved one after the other (`solveDecomposed`).
 * Prints the vehicles, orders left out, distance, cost and iterations, the independent checker's
 * verdict, the time to the first plan and the peak resident memory.
 */
import { loadavg } from 'node:os';
import type { Plan } from '@rota/optimizer';
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
const parts = Number(arg('parts', '1'));
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
  timeLimitMs: timeLimit * 1000,
  onProgress: () => {
    sample();
    first ??= (performance.now() - t1) / 1000;
  },
};
const plan: Plan = parts > 1 ? solveDecomposed(problem, options, parts) : solve(problem, options);
const seconds = (performance.now() - t1) / 1000;
sample();
const check = checkRoutes(problem, routesOfPlan(plan.routes), false);
console.log(
  `large day ${spec.orders} orders, ${spec.vehicles} vehicles, seed ${spec.seed}, time limit ${timeLimit} s, ` +
    `${parts > 1 ? `${parts} sectors` : 'whole'}, one thread\n` +
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
