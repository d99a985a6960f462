import { describe, expect, it } from 'vitest';
import type { Problem } from '../model/index.js';
import { small } from './small-problems.fixtures.js';
import { compileProblem } from './instance.js';
import { createRng } from './rng.js';
import { newRoute, refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';

/** Random routes (feasible and not) of `problem`, refreshed, against a full simulation each. */
function compareOnRandomRoutes(problem: Problem, seed: number): { feasible: number; infeasible: number } {
  const inst = compileProblem(problem);
  expect(inst.lean).toBe(true);
  const rng = createRng(seed);
  let feasible = 0;
  let infeasible = 0;
  for (let trial = 0; trial < 400; trial++) {
    const v = rng.int(inst.nVehicles);
    const len = rng.int(9);
    const pool = Array.from({ length: inst.n }, (_, i) => i);
    const seq: number[] = [];
    for (let k = 0; k < len; k++) seq.push(...pool.splice(rng.int(pool.length), 1));
    // Half of the routes in the order of their windows' opening, so that many are feasible.
    if (trial % 2 === 0)
      seq.sort((a, b) => (inst.twOpen[inst.twOff[a] ?? 0] ?? 0) - (inst.twOpen[inst.twOff[b] ?? 0] ?? 0));
    const route = newRoute(v);
    route.seq = seq;
    refreshRoute(inst, route);
    const sim = simulateRoute(inst, v, seq, seq.length);
    expect(route.feasible).toBe(sim.feasible);
    expect(route.cost).toBe(sim.cost);
    expect(route.distance).toBe(sim.distance);
    expect(route.duration).toBe(sim.duration);
    if (sim.feasible) feasible++;
    else infeasible++;
  }
  return { feasible, infeasible };
}

describe('refreshRoute on a lean instance', () => {
  it('gives the cost, distance, duration and feasibility of a full simulation', () => {
    const counts = compareOnRandomRoutes(small('RC101.txt', 40, 60), 1);
    // Both kinds of route were compared (a comparison over one kind alone proves little).
    expect(counts.feasible).toBeGreaterThan(50);
    expect(counts.infeasible).toBeGreaterThan(50);
  });

  it('does so with fixed and per-hour costs, several windows per order and a shift end', () => {
    const base = small('R101.txt', 30, 50);
    const problem: Problem = {
      ...base,
      vehicles: base.vehicles.map((v, i) => ({
        ...v,
        fixedCost: 100 + i,
        costPerHour: 7,
        costPerKm: 2,
        shift: { start: v.shift.start, end: 150 },
      })),
      orders: base.orders.map((o, i) => {
        const w = o.timeWindows?.[0];
        if (!w || i % 3 !== 0) return o;
        // A second, later window for every third order (wide enough to be used).
        return { ...o, timeWindows: [w, { start: w.end + 20, end: w.end + 60 }] };
      }),
    };
    const counts = compareOnRandomRoutes(problem, 2);
    expect(counts.feasible).toBeGreaterThan(30);
    expect(counts.infeasible).toBeGreaterThan(30);
  });

  it('is not taken where a route needs the full simulation', () => {
    const base = small('R101.txt', 10, 50);
    expect(compileProblem(base).lean).toBe(true);
    expect(compileProblem({ ...base, parameters: { ...base.parameters, maxRouteDuration: 100 } }).lean).toBe(
      false,
    );
  });
});
