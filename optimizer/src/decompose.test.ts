import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRoutes, routesOfPlan } from './check/index.js';
import { solveDecomposed } from './decompose.js';
import { parseSolomon } from './instances/solomon.parser.js';
import { withObjective } from './instances/solve-instance.js';
import { solve, solveFrom } from './solve.js';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/benchmarks/solomon/RC101.txt',
);

describe('solveDecomposed', () => {
  it('joins the sectors into one plan of the whole problem that the checker passes', () => {
    const problem = withObjective(parseSolomon(readFileSync(file, 'utf8')).problem, 'distance');
    const plan = solveDecomposed(problem, { seed: 1, maxIterations: 900 }, 3);
    const report = checkRoutes(problem, routesOfPlan(plan.routes), false);
    expect(report.errors).toEqual([]);
    expect(report.distance).toBeCloseTo(plan.totals.distance, 6);
    // Every order served once or left out with a reason; every vehicle on one route at most.
    const served = plan.routes.flatMap((r) => r.stops.map((s) => s.orderId));
    const out = plan.unassigned.map((u) => u.orderId);
    expect([...served, ...out].sort()).toEqual(problem.orders.map((o) => o.id).sort());
    expect(new Set(plan.routes.map((r) => r.vehicleId)).size).toBe(plan.routes.length);
    expect(plan.totals.assigned).toBe(served.length);
    // Each route stays in its sector: its stops' locations are the orders' own.
    const locationOf = new Map(problem.orders.map((o) => [o.id, o.location]));
    for (const r of plan.routes) for (const s of r.stops) expect(s.location).toBe(locationOf.get(s.orderId));
  });

  it('solves the whole problem when asked for one part', () => {
    const problem = withObjective(parseSolomon(readFileSync(file, 'utf8')).problem, 'distance');
    const whole = solveDecomposed(problem, { seed: 2, maxIterations: 200 }, 1);
    expect(checkRoutes(problem, routesOfPlan(whole.routes)).errors).toEqual([]);
  });

  it('gives the same plan for the same seed and iteration budget, with the turned pass and without', () => {
    const problem = withObjective(parseSolomon(readFileSync(file, 'utf8')).problem, 'distance');
    const stops = (turned: boolean): string[][] =>
      solveDecomposed(problem, { seed: 3, maxIterations: 600 }, 3, turned).routes.map((r) =>
        r.stops.map((s) => s.orderId),
      );
    expect(stops(true)).toEqual(stops(true));
    expect(stops(false)).toEqual(stops(false));
  });
});

describe('solveFrom', () => {
  it('goes on from the routes it is given and returns a plan no worse than them', () => {
    const problem = withObjective(parseSolomon(readFileSync(file, 'utf8')).problem, 'distance');
    const start = solve(problem, { seed: 1, maxIterations: 100 });
    const index = new Map(problem.orders.map((o, i) => [o.id, i]));
    const vehicles = new Map(problem.vehicles.map((v, i) => [v.id, i]));
    const routes = start.routes.map((r) => ({
      v: vehicles.get(r.vehicleId) ?? -1,
      seq: r.stops.map((s) => index.get(s.orderId) ?? -1),
    }));
    const plan = solveFrom(problem, { seed: 2, maxIterations: 300 }, routes);
    expect(checkRoutes(problem, routesOfPlan(plan.routes)).errors).toEqual([]);
    expect(plan.totals.unassigned).toBe(start.totals.unassigned);
    expect(plan.totals.cost).toBeLessThanOrEqual(start.totals.cost + 1e-6);
    // Warm, not from scratch: with no step at all the plan is the one given.
    const same = solveFrom(problem, { seed: 2, maxIterations: 0 }, routes);
    expect(same.routes.map((r) => r.stops.map((s) => s.orderId))).toEqual(
      start.routes.map((r) => r.stops.map((s) => s.orderId)),
    );
  });
});
