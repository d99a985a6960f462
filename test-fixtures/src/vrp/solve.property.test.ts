import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '@rota/optimizer';
import { bruteForceOptimum } from './brute-force.js';
import { checkPlan } from './plan-checker.js';
import { smallProblemArb } from './problem.arbitraries.js';

describe('solve on random small problems', () => {
  it('returns plans that pass the independent checker, with a reason for every unassigned order', () => {
    fc.assert(
      fc.property(smallProblemArb({ kind: 'full' }), fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const plan = solve(problem, { seed, maxIterations: 60 });
        expect(checkPlan(problem, plan)).toEqual([]);
        for (const u of plan.unassigned) expect(u.reason).toBeTruthy();
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(smallProblemArb({ kind: 'full' }), fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const a = solve(problem, { seed, maxIterations: 40 });
        const b = solve(problem, { seed, maxIterations: 40 });
        expect({ ...b, elapsedMs: 0 }).toEqual({ ...a, elapsedMs: 0 });
      }),
      { numRuns: 40 },
    );
  });

  it('finds the brute-force optimum of tiny problems', () => {
    fc.assert(
      fc.property(smallProblemArb({ kind: 'basic', maxOrders: 6, maxVehicles: 2 }), (problem) => {
        const optimum = bruteForceOptimum(problem);
        const plan = solve(problem, { seed: 7, maxIterations: 300 });
        expect(checkPlan(problem, plan)).toEqual([]);
        if (optimum === Infinity) {
          expect(plan.unassigned.length).toBeGreaterThan(0);
          return;
        }
        expect(plan.unassigned).toEqual([]);
        expect(plan.totals.cost).toBeCloseTo(optimum, 6);
      }),
      { numRuns: 60 },
    );
  });
});
