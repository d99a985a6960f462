import { describe, expect, it } from 'vitest';
import { small, weakSolution } from './small-problems.fixtures.js';
import { compileProblem } from './instance.js';
import { createPlanIndex } from './plan-index.js';
import { createRng } from './rng.js';
import { newRoute, refreshRoute } from './route.js';
import { ruinStrings } from './ruin.js';
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
