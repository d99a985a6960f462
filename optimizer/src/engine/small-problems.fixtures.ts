import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSolomon } from '../instances/solomon.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import type { Problem } from '../model/index.js';
import { solve } from '../solve.js';
import type { Instance } from './instance.js';
import { newRoute, refreshRoute } from './route.js';
import type { Sol } from './solution.js';
import { evaluate } from './solution.js';

/** Small problems and weak plans for the engine's tests (operators, recreate). */

const solomon = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks/solomon',
);

/** SISR's blink rate: the recreate contexts of tests that step like a search skip positions at it. */
export const SISR_BLINK = 0.01;

/** The first `customers` customers of a Solomon file, with a smaller capacity so loads bind too. */
export function small(file: string, customers: number, capacity: number): Problem {
  const lines = readFileSync(path.join(solomon, file), 'utf8').split(/\r?\n/);
  const depot = lines.findIndex((l) => /^\s*0\s/.test(l) && l.trim().split(/\s+/).length === 7);
  const { problem } = parseSolomon(lines.slice(0, depot + 1 + customers).join('\n'));
  return withObjective(
    { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, capacity: [capacity] })) },
    'distance',
  );
}

/** A weak plan (few iterations, no local search) as the engine's solution, so moves remain. */
export function weakSolution(inst: Instance, problem: Problem, seed: number): Sol {
  const plan = solve(problem, { seed, maxIterations: 1, tuning: { localSearch: false } });
  const vIndex = new Map(problem.vehicles.map((v, i) => [v.id, i]));
  const oIndex = new Map(problem.orders.map((o, i) => [o.id, i]));
  const routes = plan.routes.map((r) => {
    const route = newRoute(vIndex.get(r.vehicleId) as number);
    route.seq = r.stops.map((s) => oIndex.get(s.orderId) as number);
    refreshRoute(inst, route);
    return route;
  });
  const sol: Sol = { routes, unassigned: [], cost: 0, missing: 0 };
  evaluate(inst, sol);
  return sol;
}
