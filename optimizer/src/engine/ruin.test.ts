import { describe, expect, it } from 'vitest';
import { small, weakSolution } from './small-problems.fixtures.js';
import { compileProblem } from './instance.js';
import { createPlanIndex } from './plan-index.js';
import { createRng } from './rng.js';
import { newRoute, refreshRoute } from './route.js';
import { preservedCount, ruinStrings } from './ruin.js';
import type { Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';

describe('ruin near the orders left out', () => {
  it('takes the nearest order of a left-out one in about half the steps', () => {
    const problem = small('R101.txt', 40, 60);
    const inst = compileProblem(problem);
    const full = weakSolution(inst, problem, 1);
    // One order taken out of its route: the plan fleet minimisation would hold.
    const route = full.routes.find((r) => r.seq.length > 2);
    if (!route) throw new Error('no route with three orders');
    const left = route.seq[1] as number;
    const rest = newRoute(route.v);
    rest.seq = route.seq.filter((o) => o !== left);
    refreshRoute(inst, rest);
    const cur: Sol = {
      routes: full.routes.map((r) => (r === route ? rest : r)),
      unassigned: [left],
      cost: 0,
      missing: 0,
    };
    evaluate(inst, cur);
    const K = inst.nNeighbours;
    const nearest = inst.neighbours[left * K] as number;
    const params = { avgRemoved: 3, maxString: 3 };
    const steps = 400;
    const count = (near: readonly number[]): number => {
      const rng = createRng(7);
      const index = createPlanIndex(inst.n);
      let hits = 0;
      for (let t = 0; t < steps; t++) {
        const removed = ruinStrings(inst, rng, cur, draftOf(cur), params, index, false, near);
        expect(removed).not.toContain(left);
        if (removed.includes(nearest)) hits++;
      }
      return hits;
    };
    const withNear = count([left]);
    const without = count([]);
    // Half the steps start at the left-out order, and its nearest neighbour's route is ruined
    // first (the string around it keeps it now and then); a random start seldom reaches it.
    expect(withNear / steps).toBeGreaterThan(0.35);
    expect(without / steps).toBeLessThan(0.15);
  });
});

describe('split strings', () => {
  it('keep a block that usually spans the rest of the route (SISR split depth 0.01)', () => {
    const rng = createRng(3);
    const draws = Array.from({ length: 2000 }, () => preservedCount(rng, 5, 30));
    // Never the whole route, always at least one order kept.
    expect(Math.min(...draws)).toBe(1);
    expect(Math.max(...draws)).toBe(25);
    // A stop chance of 0.01 per order: about 79 % of blocks reach the 25 the route leaves
    // (0.99 ** 24), where a stop chance of 0.5 would keep one or two orders in three cases of four.
    const full = draws.filter((m) => m === 25).length / draws.length;
    expect(full).toBeGreaterThan(0.7);
    expect(full).toBeLessThan(0.88);
    expect(draws.filter((m) => m <= 2).length / draws.length).toBeLessThan(0.05);
  });
});
