/**
 * The population search against the single annealing on mixed fleets, at iteration budgets (the
 * same plans on any machine):
 *   npx tsx --conditions=@rota/source optimizer/bench/mixed-fleet.ts --iterations N
 *     [--seeds 1,2] [--instances R101,RC101] [--dir test-fixtures/benchmarks/solomon]
 * Each Solomon instance gets a mixed fleet: half its vehicles as they are, half with 60 % of the
 * capacity at 0.8 of the cost per km (small vans), distance the objective. Every plan is replayed
 * by the independent checker; prints each run's cost with the population and without it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '@rota/optimizer';
import { parseSolomon, solve, withObjective } from '@rota/optimizer';
import { checkRoutes, routesOfPlan } from '@rota/optimizer/check';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(arg('dir', path.join(here, '../../test-fixtures/benchmarks/solomon')));
const iterations = Number(arg('iterations', '30000'));
const seeds = arg('seeds', '1,2').split(',').map(Number);
const names = arg('instances', 'C101,C201,R101,R201,RC101,RC201').split(',');

/** Half the fleet as small vans: 60 % of the capacity at 0.8 of the cost per km. */
export function mixedFleet(problem: Problem): Problem {
  return {
    ...problem,
    vehicles: problem.vehicles.map((v, k) =>
      k % 2 === 0 ? v : { ...v, capacity: v.capacity.map((c) => Math.round(c * 0.6)), costPerKm: 0.8 },
    ),
  };
}

const totals = { on: 0, off: 0, better: 0, worse: 0 };
console.log(`iterations ${iterations}, seeds ${seeds.join(',')}, one thread`);
console.log('instance  seed   annealing  population  (cost, vehicles, s)');
for (const name of names) {
  const problem = mixedFleet(
    withObjective(parseSolomon(readFileSync(path.join(dir, `${name}.txt`), 'utf8')).problem, 'distance'),
  );
  for (const seed of seeds) {
    const cells: string[] = [];
    const costs: number[] = [];
    for (const population of [false, true]) {
      const t = performance.now();
      const plan = solve(problem, { seed, maxIterations: iterations, tuning: { population } });
      const s = (performance.now() - t) / 1000;
      const check = checkRoutes(problem, routesOfPlan(plan.routes));
      const ok = check.errors.length === 0 && plan.unassigned.length === 0;
      costs.push(ok ? plan.totals.cost : Infinity);
      cells.push(
        `${plan.totals.cost.toFixed(2)} ${plan.routes.length} ${s.toFixed(1)}s${ok ? '' : ' INFEASIBLE'}`,
      );
    }
    const [off = Infinity, on = Infinity] = costs;
    totals.off += off;
    totals.on += on;
    if (on < off - 1e-6) totals.better++;
    else if (on > off + 1e-6) totals.worse++;
    console.log(`${name.padEnd(8)} ${String(seed).padStart(4)}   ${cells.join('   ')}`);
  }
}
console.log(
  `total cost: annealing ${totals.off.toFixed(2)}, population ${totals.on.toFixed(2)} ` +
    `(${(((totals.on - totals.off) / totals.off) * 100).toFixed(3)} %); population lower in ${totals.better}, higher in ${totals.worse}`,
);
