import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '@rota/optimizer';
import { checkRoutes, routesOfPlan } from '@rota/optimizer/check';
import { checkPlan } from '../vrp/plan-checker.js';
import { smallProblemArb } from '../vrp/problem.arbitraries.js';

describe("the optimizer's plan checker on random small problems", () => {
  it('passes every plan the engine returns, as the test suite checker does', () => {
    fc.assert(
      fc.property(smallProblemArb({ kind: 'full' }), fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const plan = solve(problem, { seed, maxIterations: 60 });
        expect(checkPlan(problem, plan)).toEqual([]);
        const report = checkRoutes(problem, routesOfPlan(plan.routes), false);
        expect(report.errors.map((e) => e.message)).toEqual([]);
        // What it finds unserved is what the plan lists as unassigned.
        expect([...report.unserved].sort()).toEqual(plan.unassigned.map((u) => u.orderId).sort());
        expect(report.distance).toBeCloseTo(plan.totals.distance, 6);
      }),
      { numRuns: 150 },
    );
  });
});
