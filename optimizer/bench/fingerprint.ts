/**
 * The search's fingerprint at iteration budgets: a cost to 6 decimals and a hash of the routes per
 * run, the same on every machine. A change that must keep the plans prints the same lines before
 * and after:
 *   npx tsx --conditions=@rota/source optimizer/bench/fingerprint.ts [--scale F]
 * Covers the population search, fleet minimisation, the annealing with the granular recreate, a
 * directed matrix, a mixed fleet, the converging rounds, two searches sharing their best plan and
 * the decomposition.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstanceFormat, InstanceObjective, Plan, Problem, SolveOptions } from '@rota/optimizer';
import { parseInstance, solve, solveDecomposed, withObjective } from '@rota/optimizer';
import { createExchangeBuffer, sharedExchange } from '@rota/optimizer/parallel';
import { generatedDay } from './generated.js';

const i = process.argv.indexOf('--scale');
/** Scales every run's iteration budget (the population's crossovers start after 24,000 steps). */
const scale = i >= 0 ? Number(process.argv[i + 1]) : 1;
const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/benchmarks',
);

function instance(file: string, format: InstanceFormat, objective: InstanceObjective): Problem {
  return withObjective(
    parseInstance(readFileSync(path.join(benchmarks, file), 'utf8'), format).problem,
    objective,
  );
}

function print(name: string, plan: Plan): void {
  const routes = plan.routes
    .map((r) => `${r.vehicleId}:${r.stops.map((s) => s.orderId).join(',')}`)
    .join('|');
  const unassigned = plan.unassigned.map((u) => `${u.orderId}:${u.reason}`).join(',');
  const hash = createHash('sha256').update(`${routes}#${unassigned}`).digest('hex').slice(0, 16);
  const cost = plan.totals.cost.toFixed(6);
  console.log(
    `${name.padEnd(28)} cost ${cost} vehicles ${plan.routes.length} iterations ${plan.iterations} ${hash}`,
  );
}

/** Half the fleet as small vans: 60 % of the capacity at 0.8 of the cost per km (as bench/mixed-fleet.ts). */
function mixedFleet(problem: Problem): Problem {
  return {
    ...problem,
    vehicles: problem.vehicles.map((v, k) =>
      k % 2 === 0 ? v : { ...v, capacity: v.capacity.map((c) => Math.round(c * 0.6)), costPerKm: 0.8 },
    ),
  };
}

const budget = (seed: number, iterations: number, more: Partial<SolveOptions> = {}): SolveOptions => ({
  seed,
  maxIterations: Math.round(iterations * scale),
  ...more,
});

const rc103 = instance('solomon/RC103.txt', 'solomon', 'distance');
print('RC103 distance', solve(rc103, budget(1, 40_000)));
print('R101 vehicles', solve(instance('solomon/R101.txt', 'solomon', 'vehicles'), budget(2, 20_000)));
print('C201 distance', solve(instance('solomon/C201.txt', 'solomon', 'distance'), budget(3, 40_000)));
print(
  'X-n101-k25 distance',
  solve(instance('cvrplib-x/X-n101-k25.vrp', 'cvrplib', 'distance'), budget(4, 30_000)),
);
print(
  'X-n393-k38 distance',
  solve(instance('cvrplib-x/X-n393-k38.vrp', 'cvrplib', 'distance'), budget(5, 3000)),
);
print(
  'R101 mixed fleet',
  solve(mixedFleet(instance('solomon/R101.txt', 'solomon', 'distance')), budget(6, 40_000)),
);
print('RC103 converging rounds', solve(rc103, budget(7, 20_000, { stopWhenConverged: true })));
print('generated 600 orders', solve(generatedDay(600, 30), budget(8, 3000)));

print(
  'directed RC105 distance',
  solve(instance('directed/solomon/RC105.txt', 'solomon', 'distance'), budget(9, 30_000)),
);

const buffer = createExchangeBuffer(rc103.orders.length, rc103.vehicles.length);
print('RC103 shared search 0', solve(rc103, budget(10, 30_000, { exchange: sharedExchange(buffer, 0) })));
print('RC103 shared search 1', solve(rc103, budget(11, 30_000, { exchange: sharedExchange(buffer, 1) })));
print('generated decomposed', solveDecomposed(generatedDay(600, 30), budget(12, 3000), 3));
