import { describe, expect, it } from 'vitest';
import { compileProblem } from './instance.js';
import type { Instance } from './instance.js';
import { admit, biasedFitness, brokenPairs, memberOf, tournament } from './population.js';
import type { Member } from './population.js';
import { createRng } from './rng.js';
import { newRoute, refreshRoute } from './route.js';
import type { Sol } from './solution.js';
import { evaluate } from './solution.js';
import { small } from './small-problems.fixtures.js';

const inst: Instance = compileProblem(small('R101.txt', 8, 200));

/** A plan of the given sequences (orders 0-7), one vehicle per route. */
function plan(...seqs: number[][]): Sol {
  const routes = seqs.map((seq, v) => {
    const r = newRoute(v);
    r.seq = seq;
    refreshRoute(inst, r);
    return r;
  });
  const sol: Sol = { routes, unassigned: [], cost: 0, missing: 0 };
  evaluate(inst, sol);
  return sol;
}

/** A plan with a cost of our choosing (the ranks read the cost only). */
function costed(cost: number, ...seqs: number[][]): Sol {
  return { ...plan(...seqs), cost };
}

describe('broken pairs', () => {
  it('is 0 for the same sequences, counts each order whose successor differs, and is symmetric', () => {
    const a = memberOf(inst, plan([0, 1, 2, 3], [4, 5, 6, 7]));
    const b = memberOf(inst, plan([4, 5, 6, 7], [0, 1, 2, 3]));
    const c = memberOf(inst, plan([0, 1, 3, 2], [4, 5, 6, 7]));
    expect(brokenPairs(a, b)).toBe(0);
    // 1 -> 3 instead of 2, 2 ends instead of 3, 3 -> 2 instead of ending.
    expect(brokenPairs(a, c)).toBe(3 / 8);
    expect(brokenPairs(c, a)).toBe(3 / 8);
  });
});

describe('biased fitness and survivors', () => {
  const alike = (cost: number): Sol => costed(cost, [0, 1, 2, 3], [4, 5, 6, 7]);
  it('ranks by cost, and lets a distinct plan outrank a slightly better one that is like the rest', () => {
    const pop: Member[] = [
      memberOf(inst, alike(100)),
      memberOf(inst, alike(101)),
      memberOf(inst, alike(102)),
      memberOf(inst, costed(103, [7, 6, 5, 4], [3, 2, 1, 0])),
    ];
    const f = biasedFitness(pop);
    expect(f[0]).toBeLessThan(f[1]!);
    // The reversed plan shares no pair with the others: its diversity ranks first.
    expect(f[3]).toBeLessThan(f[2]!);
  });

  it('admits new plans only, and thins the population back to its minimum past its maximum', () => {
    const pop: Member[] = [];
    expect(admit(inst, pop, alike(100), 3, 4)).toBe(true);
    expect(admit(inst, pop, alike(100), 3, 4)).toBe(false);
    expect(admit(inst, pop, { ...alike(90), missing: 1 }, 3, 4)).toBe(false);
    for (const cost of [101, 102, 103]) admit(inst, pop, alike(cost), 3, 4);
    expect(pop.map((m) => m.sol.cost)).toEqual([100, 101, 102, 103]);
    admit(inst, pop, costed(104, [7, 6, 5, 4], [3, 2, 1, 0]), 3, 4);
    // The distinct plan outlives two plans that cost less but are like the best.
    expect(pop.map((m) => m.sol.cost)).toEqual([100, 101, 104]);
  });

  it('draws the fitter of two members more often', () => {
    const pop = [memberOf(inst, alike(100)), memberOf(inst, alike(200))];
    const rng = createRng(3);
    let first = 0;
    for (let i = 0; i < 1000; i++) if (tournament(pop, rng) === pop[0]) first++;
    // Two draws from two: the better one wins unless both draws are the worse (1 in 4).
    expect(first).toBeGreaterThan(700);
    expect(first).toBeLessThan(800);
  });
});
