import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSolomon } from '../instances/solomon.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import type { Problem } from '../model/index.js';
import { solve } from '../solve.js';
import type { Instance } from './instance.js';
import { compileProblem } from './instance.js';
import { createRecreateContext, firstReachable, insertOrder } from './recreate.js';
import { createRng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';

const solomon = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks/solomon',
);

/** The first `customers` customers of a Solomon file, with a smaller capacity so loads bind too. */
function small(file: string, customers: number, capacity: number): Problem {
  const lines = readFileSync(path.join(solomon, file), 'utf8').split(/\r?\n/);
  const depot = lines.findIndex((l) => /^\s*0\s/.test(l) && l.trim().split(/\s+/).length === 7);
  const { problem } = parseSolomon(lines.slice(0, depot + 1 + customers).join('\n'));
  return withObjective(
    { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, capacity: [capacity] })) },
    'distance',
  );
}

/** A weak plan (few iterations, no local search) as the engine's solution. */
function weakSolution(inst: Instance, problem: Problem, seed: number): Sol {
  const plan = solve(problem, { seed, maxIterations: 3, tuning: { localSearch: false } });
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

/** The cheapest feasible insertion of c into `route` by full simulation (Infinity when none). */
function bruteForce(inst: Instance, route: Route, c: number): number {
  let best = Infinity;
  for (let k = 0; k <= route.seq.length; k++) {
    const seq = route.seq.slice();
    seq.splice(k, 0, c);
    const sim = simulateRoute(inst, route.v, seq, seq.length);
    if (sim.feasible) best = Math.min(best, sim.cost - route.cost);
  }
  return best;
}

/** Every order taken out of its route in turn, with the plan's other routes as they are. */
function* withoutEachOrder(inst: Instance, sol: Sol): Generator<{ c: number; routes: Route[] }> {
  for (const [ri, r] of sol.routes.entries()) {
    for (const c of r.seq) {
      const rest = newRoute(r.v);
      rest.seq = r.seq.filter((o) => o !== c);
      refreshRoute(inst, rest);
      const routes = sol.routes.slice();
      routes[ri] = rest;
      yield { c, routes: routes.filter((x) => x.seq.length > 0) };
    }
  }
}

const cases = [
  { file: 'R101.txt', customers: 12, capacity: 60 },
  { file: 'C101.txt', customers: 12, capacity: 80 },
  { file: 'RC201.txt', customers: 10, capacity: 200 },
];

describe('insertion against brute force on small routes', () => {
  it('insertOrder without blinks finds a place in a route exactly when full simulation does', () => {
    let fits = 0;
    let not = 0;
    for (const k of cases) {
      const problem = small(k.file, k.customers, k.capacity);
      const inst = compileProblem(problem);
      const ctx = createRecreateContext(inst, createRng(1));
      ctx.blink = 0;
      ctx.allowNewRoutes = false;
      for (const seed of [1, 2]) {
        for (const { c, routes } of withoutEachOrder(inst, weakSolution(inst, problem, seed))) {
          for (const r of routes) {
            const expected = bruteForce(inst, r, c);
            const draft = draftOf({ routes: [r], unassigned: [], cost: 0, missing: 0 });
            const placed = insertOrder(ctx, draft, c, new Uint8Array(inst.nVehicles));
            expect({ file: k.file, c, placed }).toEqual({ file: k.file, c, placed: expected < Infinity });
            if (placed) {
              fits++;
              expect((draft.sol.routes[0] as Route).cost - r.cost).toBeCloseTo(expected, 6);
            } else not++;
          }
        }
      }
    }
    // Both answers occur, so the test can tell them apart.
    expect(fits).toBeGreaterThan(10);
    expect(not).toBeGreaterThan(10);
  });

  it('insertOrder without blinks finds the cheapest feasible position over all routes', () => {
    for (const k of cases) {
      const problem = small(k.file, k.customers, k.capacity);
      const inst = compileProblem(problem);
      const ctx = createRecreateContext(inst, createRng(7));
      ctx.blink = 0;
      ctx.allowNewRoutes = false;
      for (const { c, routes } of withoutEachOrder(inst, weakSolution(inst, problem, 3))) {
        const expected = Math.min(...routes.map((r) => bruteForce(inst, r, c)));
        const draft = draftOf({ routes, unassigned: [], cost: 0, missing: 0 });
        const before = routes.reduce((s, r) => s + r.cost, 0);
        const placed = insertOrder(ctx, draft, c, new Uint8Array(inst.nVehicles));
        expect(placed).toBe(expected < Infinity);
        if (!placed) continue;
        const after = draft.sol.routes.reduce((s, r) => s + r.cost, 0);
        expect(after - before).toBeCloseTo(expected, 6);
      }
    }
  });

  it('firstReachable is the first position whose next stop can still be reached after `earliest`', () => {
    const late = [0, 3, 3, 8, 20, 20, 41];
    const len = late.length - 2;
    for (let earliest = -1; earliest <= 45; earliest += 0.5) {
      let k = 0;
      while (k <= len && (late[k + 1] as number) < earliest) k++;
      expect(firstReachable(late, len, earliest)).toBe(k);
    }
  });
});
