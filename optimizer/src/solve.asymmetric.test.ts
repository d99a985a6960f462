import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRoutes, routesOfPlan } from './check/index.js';
import { asymmetricProblemArb, routeCost, routeDistance } from './engine/asymmetric.fixtures.js';
import type { JobParameters, Plan, Problem } from './model/index.js';
import { solve } from './solve.js';

/**
 * Plans on random directed matrices: the independent checker (which reads every leg from, to)
 * finds nothing wrong, and every route's distance and cost, and the plan's totals, are what the
 * problem's matrix gives for the stops in the order the plan visits them.
 */

function expectPricedByMatrix(problem: Problem, plan: Plan): void {
  const vIndex = new Map(problem.vehicles.map((v, i) => [v.id, i]));
  const oIndex = new Map(problem.orders.map((o, i) => [o.id, i]));
  let distance = 0;
  let cost = 0;
  for (const r of plan.routes) {
    const v = vIndex.get(r.vehicleId) as number;
    const seq = r.stops.map((s) => oIndex.get(s.orderId) as number);
    expect(r.distance).toBeCloseTo(routeDistance(problem, v, seq), 6);
    expect(r.cost).toBeCloseTo(routeCost(problem, v, seq), 6);
    distance += r.distance;
    cost += r.cost;
  }
  expect(plan.totals.distance).toBeCloseTo(distance, 6);
  expect(plan.totals.cost).toBeCloseTo(cost, 6);
  const report = checkRoutes(problem, routesOfPlan(plan.routes), false);
  expect(report.errors.map((e) => e.message)).toEqual([]);
  expect(report.distance).toBeCloseTo(distance, 6);
}

const objectives: readonly NonNullable<JobParameters['objectivePriorities']>[] = [
  ['DISTANCE_DURATION'],
  ['VEHICLE_USAGE', 'DISTANCE_DURATION'],
];

describe('solve on directed matrices', () => {
  for (const mixedFleet of [false, true])
    it(`returns plans priced by the matrix leg by leg that the checker passes (${mixedFleet ? 'mixed fleet' : 'one vehicle type'})`, () => {
      fc.assert(
        fc.property(
          asymmetricProblemArb({ maxOrders: 12, windows: 'either', mixedFleet }),
          fc.constantFrom(...objectives),
          fc.integer({ min: 1, max: 1000 }),
          (base, objectivePriorities, seed) => {
            const problem = { ...base, parameters: { ...base.parameters, objectivePriorities } };
            const plan = solve(problem, { seed, maxIterations: 300 });
            expectPricedByMatrix(problem, plan);
          },
        ),
        { numRuns: 60 },
      );
    });
});
