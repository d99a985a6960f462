import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../model/index.js';
import { asymmetricProblemArb, routeErrors, routesCost } from './asymmetric.fixtures.js';
import { routeExchange } from './crossover.js';
import type { Instance } from './instance.js';
import { compileProblem } from './instance.js';
import { localSearch } from './local-search.js';
import { createRecreateContext } from './recreate-context.js';
import { recreate } from './recreate.js';
import { createRng } from './rng.js';
import { ruinStrings } from './ruin.js';
import type { Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';
import { SISR_BLINK, weakSolution } from './small-problems.fixtures.js';
import { improveVehicles } from './vehicle-swap.js';

/**
 * The search's steps on random directed matrices: after every ruin and recreate, local search,
 * change of vehicles and route exchange, each route's cost and the plan's cost are what the
 * problem's matrix gives for the routes as they stand (read leg by leg from, to), and the routes
 * pass the independent checker.
 */

/** The plan's cost as the problem prices it; every order in these problems is mandatory. */
function expectPricedByMatrix(problem: Problem, inst: Instance, sol: Sol): void {
  for (const r of sol.routes) expect(r.cost).toBeCloseTo(routesCost(problem, [r]), 6);
  expect(sol.cost).toBeCloseTo(routesCost(problem, sol.routes), 6);
  expect(sol.missing).toBe(sol.unassigned.filter((o) => inst.servable[o] === 1).length);
  expect(routeErrors(problem, sol.routes)).toEqual([]);
}

const kinds = [
  { name: 'with time windows, one vehicle type', windows: true, mixedFleet: false },
  { name: 'without time windows, one vehicle type', windows: false, mixedFleet: false },
  { name: 'either, on a mixed fleet with open ends', windows: 'either', mixedFleet: true },
] as const;

describe('search steps on directed matrices', () => {
  for (const kind of kinds)
    it(`keep every route priced as the matrix prices it (${kind.name})`, () => {
      fc.assert(
        fc.property(
          asymmetricProblemArb({ maxOrders: 14, windows: kind.windows, mixedFleet: kind.mixedFleet }),
          fc.integer({ min: 1, max: 1000 }),
          (problem, seed) => {
            const inst = compileProblem(problem);
            const rng = createRng(seed);
            const ctx = createRecreateContext(inst, rng, SISR_BLINK);
            let cur = weakSolution(inst, problem, seed);
            expectPricedByMatrix(problem, inst, cur);
            const other = weakSolution(inst, problem, seed + 1);
            for (let i = 0; i < 30; i++) {
              const draft = draftOf(cur);
              const removed = ruinStrings(inst, rng, cur, draft, { avgRemoved: 3, maxString: 4 }, ctx.index);
              recreate(ctx, draft, removed);
              expectPricedByMatrix(problem, inst, draft.sol);
              if (i % 3 === 0) {
                localSearch(inst, rng, draft, null, 'all', undefined, true);
                evaluate(inst, draft.sol);
                expectPricedByMatrix(problem, inst, draft.sol);
              }
              if (i % 5 === 0 && inst.nTypes > 1) {
                improveVehicles(ctx, draft);
                evaluate(inst, draft.sol);
                expectPricedByMatrix(problem, inst, draft.sol);
              }
              cur = draft.sol;
              ctx.index.of = null;
            }
            const child = routeExchange(ctx, other, cur, 2);
            expectPricedByMatrix(problem, inst, child);
          },
        ),
        { numRuns: 30 },
      );
    });
});
