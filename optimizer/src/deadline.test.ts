import { describe, expect, it } from 'vitest';
import { checkRoutes, routesOfPlan } from './check/index.js';
import { solveDecomposed } from './decompose.js';
import type { Order, Plan, Problem, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/**
 * A delivery day of `n` orders around a central depot in a 40 km square, 70 % with two-hour
 * windows, weight and volume, about 25 orders a vehicle (a smaller cousin of test-fixtures'
 * large day, built here so that the test reads no other package).
 */
function day(n: number, vehicles: number, seed: number): Problem {
  let s = seed >>> 0;
  const rnd = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const side = 40_000;
  const pts = [{ x: side / 2, y: side / 2 }];
  for (let i = 0; i < n; i++) pts.push({ x: rnd() * side, y: rnd() * side });
  const size = pts.length;
  const distance = new Float32Array(size * size);
  const duration = new Float32Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      const a = pts[i] as { x: number; y: number };
      const b = pts[j] as { x: number; y: number };
      const d = Math.round(1.3 * Math.hypot(a.x - b.x, a.y - b.y));
      distance[i * size + j] = d;
      duration[i * size + j] = Math.round(d / 8.33);
    }
  const orders: Order[] = Array.from({ length: n }, (_, i) => {
    const start = 8 * 3600 + Math.floor(rnd() * 7) * 3600;
    return {
      id: `O${i + 1}`,
      type: 'DELIVERY',
      location: i + 1,
      amounts: [Math.round(20 + rnd() * 180), Math.round((0.1 + rnd() * 0.9) * 100) / 100],
      serviceDuration: 240 + Math.round(rnd() * 240),
      ...(rnd() < 0.7 ? { timeWindows: [{ start, end: start + 2 * 3600 }] } : {}),
    };
  });
  const fleet: Vehicle[] = Array.from({ length: vehicles }, (_, k) => ({
    id: `V${k + 1}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 8 * 3600, end: 18 * 3600 },
    capacity: [3200, 18],
    fixedCost: 100,
    costPerKm: 0.5,
    costPerHour: 20,
  }));
  return {
    dimensions: ['weight', 'volume'],
    matrices: { size, distance, duration },
    coordinates: pts,
    vehicles: fleet,
    orders,
    parameters: { objectivePriorities: ['DISTANCE_DURATION'] },
  };
}

/** Every order served once or reported left out, with totals that say so, and routes that pass the checker. */
function expectConsistent(problem: Problem, plan: Plan): void {
  const served = plan.routes.flatMap((r) => r.stops.map((s) => s.orderId));
  const out = plan.unassigned.map((u) => u.orderId);
  expect([...served, ...out].sort()).toEqual(problem.orders.map((o) => o.id).sort());
  expect(plan.totals.assigned).toBe(served.length);
  expect(plan.totals.unassigned).toBe(out.length);
  expect(plan.totals.vehicles).toBe(plan.routes.length);
  for (const u of plan.unassigned) expect(u.reason).toBeTruthy();
  expect(new Set(plan.routes.map((r) => r.vehicleId)).size).toBe(plan.routes.length);
  const report = checkRoutes(problem, routesOfPlan(plan.routes), false);
  expect(report.errors).toEqual([]);
  expect(report.distance).toBeCloseTo(plan.totals.distance, 3);
}

describe('the time limit in every phase, the first plan included', () => {
  const problem = day(1200, 48, 1);

  it('returns soon after a 1 s limit on 1,200 orders, every order served or reported left out', () => {
    const t0 = Date.now();
    const plan = solve(problem, { seed: 1, timeLimitMs: 1000 });
    // Generous against a loaded machine; optimizer/bench/large-day.ts prints the real figures.
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(plan.stoppedBy).toBe('TIME_LIMIT');
    expectConsistent(problem, plan);
  });

  it('builds the first plan cheaply once the clock says the limit has passed', () => {
    // A clock that passes the limit while the first plan is being built (it is read once per
    // few orders there): the orders left are placed next to their neighbours or on new routes.
    let reads = 0;
    const plan = solve(problem, { seed: 1, timeLimitMs: 1000, now: () => (reads++ < 20 ? 0 : 5000) });
    expect(plan.stoppedBy).toBe('TIME_LIMIT');
    expect(plan.iterations).toBe(0);
    expectConsistent(problem, plan);
  });

  it('shares a 1 s limit among the sectors of a decomposed solve and its turned pass', () => {
    // Smaller: each of the four sector solves compiles its own matrices (work the limit does not
    // cover, and ten times slower on a machine loaded ten times over).
    const smaller = day(800, 32, 2);
    const t0 = Date.now();
    const plan = solveDecomposed(smaller, { seed: 1, timeLimitMs: 1000 }, 2);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expectConsistent(smaller, plan);
  });
});
