import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve, type Problem } from '@rota/optimizer';
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
      // A fixed sequence of problems. Random ones missed the optimum about one run in eight before
      // the whole-route ruin (the problem below); after it none of 50 runs did, and one of 56 with
      // a five times higher rate, on a problem that reaches its optimum in 1,000 iterations on
      // seeds 1, 7 and 13 (the 300 here were too few for seed 7).
      { numRuns: 60, seed: 20261128 },
    );
  });

  // One vehicle must take o1 (the other starts too late for its window) and the optimum (5.2)
  // puts every order on it, in the order o1, o5, then o2-o4. The search used to end at 5.4 with
  // the other four on the second vehicle: a SISR string removes at most the routes' mean length
  // (2.5 stops here), never the whole 4-stop route, and every smaller ruin reinserts o5 where it
  // was. The ruin now takes a short seed route whole now and then (WHOLE_ROUTE_RATE, ruin.ts).
  const wholeRouteProblem = (): Problem => {
    const legs = Float64Array.from([
      0, 1, 1, 1, 1, 1.4, 1, 0, 2, 2, 2, 2.2, 1, 2, 0, 0, 0, 1, 1, 2, 0, 0, 0, 1, 1, 2, 0, 0, 0, 1, 1.4, 2.2,
      1, 1, 1, 0,
    ]);
    const vehicle = (id: string, start: number) => ({
      id,
      startLocation: 0,
      endLocation: 0,
      shift: { start, end: start + 200 },
      capacity: [30],
      fixedCost: 0,
      costPerKm: 1,
      costPerHour: 0,
      skills: [],
    });
    const order = (i: number, timeWindows: { start: number; end: number }[] = []) => ({
      id: `o${i}`,
      type: 'DELIVERY' as const,
      location: i,
      amounts: [0],
      serviceDuration: 0,
      timeWindows,
    });
    return {
      dimensions: ['weight'],
      matrices: { size: 6, distance: legs, duration: legs },
      vehicles: [vehicle('v1', 20), vehicle('v2', 0)],
      orders: [order(1, [{ start: 0, end: 20 }]), order(2), order(3), order(4), order(5)],
      parameters: {},
      units: { distancePerKm: 1, timePerHour: 1 },
    };
  };

  it('plans the whole-route problem feasibly; its optimum is 5.2', () => {
    const problem = wholeRouteProblem();
    expect(bruteForceOptimum(problem)).toBeCloseTo(5.2, 9);
    const plan = solve(problem, { seed: 7, maxIterations: 2000 });
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(plan.unassigned).toEqual([]);
  });

  it('finds the optimum when it needs one whole route moved', () => {
    const plan = solve(wholeRouteProblem(), { seed: 7, maxIterations: 2000 });
    expect(plan.totals.cost).toBeCloseTo(5.2, 6);
  });
});
