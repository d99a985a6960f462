import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRoutes, routesOfPlan } from './check/index.js';
import { solveDecomposed } from './decompose.js';
import { parseSolomon } from './instances/solomon.parser.js';
import { withObjective } from './instances/solve-instance.js';

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
});
