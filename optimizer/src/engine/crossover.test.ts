import { describe, expect, it } from 'vitest';
import { checkRoutes, routesOfPlan } from '../check/index.js';
import type { Plan } from '../model/index.js';
import { solve } from '../solve.js';
import { routeExchange, routeExchangeApplies } from './crossover.js';
import { compileProblem } from './instance.js';
import { createRecreateContext } from './recreate-context.js';
import { createRng } from './rng.js';
import { simulateRoute } from './simulate.js';
import type { Sol } from './solution.js';
import { SISR_BLINK, small, weakSolution } from './small-problems.fixtures.js';

/** Whether `part` appears in `whole` in the same order, other orders in between allowed. */
function inOrder(part: readonly number[], whole: readonly number[]): boolean {
  let k = 0;
  for (const o of whole) if (o === part[k]) k++;
  return k === part.length;
}

describe('route exchange (SREX) between two plans', () => {
  const cases = [
    { file: 'R101.txt', customers: 25, capacity: 80 },
    { file: 'RC103.txt', customers: 30, capacity: 100 },
    { file: 'C101.txt', customers: 20, capacity: 80 },
  ];

  it('serves every order once on feasible routes and distinct vehicles, takes whole routes from the donor and leaves both parents as they were', () => {
    let children = 0;
    let fromDonor = 0;
    for (const c of cases) {
      const problem = small(c.file, c.customers, c.capacity);
      const inst = compileProblem(problem);
      const ctx = createRecreateContext(inst, createRng(7), SISR_BLINK);
      expect(routeExchangeApplies(ctx)).toBe(true);
      for (const seed of [1, 2, 3, 4]) {
        const donor = weakSolution(inst, problem, seed);
        const receiver = weakSolution(inst, problem, seed + 10);
        const before = (s: Sol): string => JSON.stringify(s.routes.map((r) => [r.v, r.seq]));
        const donorBefore = before(donor);
        const receiverBefore = before(receiver);
        for (const maxRoutes of [1, 3]) {
          const child = routeExchange(ctx, donor, receiver, maxRoutes);
          children++;
          const served = child.routes.flatMap((r) => r.seq).concat(child.unassigned);
          expect(served.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: inst.n }, (_, o) => o));
          expect(new Set(child.routes.map((r) => r.v)).size).toBe(child.routes.length);
          for (const r of child.routes) {
            expect(r.seq.length).toBeGreaterThan(0);
            expect(simulateRoute(inst, r.v, r.seq, r.seq.length).feasible).toBe(true);
          }
          // Some of the donor's routes come whole (the recreate may add orders to them), and
          // most of them are routes the receiver did not have.
          const kept = donor.routes.filter((d) => child.routes.some((r) => inOrder(d.seq, r.seq)));
          expect(kept.length).toBeGreaterThan(0);
          if (kept.some((d) => !receiver.routes.some((r) => inOrder(d.seq, r.seq)))) fromDonor++;
          // The cost is the routes' own.
          expect(child.cost).toBeCloseTo(
            child.routes.reduce((a, r) => a + r.cost, 0),
            6,
          );
        }
        expect(before(donor)).toBe(donorBefore);
        expect(before(receiver)).toBe(receiverBefore);
      }
    }
    expect(children).toBe(24);
    // The parents differ, so most children carry routes the receiver did not have.
    expect(fromDonor).toBeGreaterThan(12);
  });

  it('on a mixed fleet, puts each route that comes in on a free vehicle that takes it', () => {
    // Half the fleet small vans: 40 of capacity at 0.8 of the cost per km.
    const base = small('R101.txt', 25, 80);
    const problem = {
      ...base,
      vehicles: base.vehicles.map((v, i) => (i % 2 === 0 ? v : { ...v, capacity: [40], costPerKm: 0.8 })),
    };
    const inst = compileProblem(problem);
    expect(inst.nTypes).toBe(2);
    const ctx = createRecreateContext(inst, createRng(3), SISR_BLINK);
    expect(routeExchangeApplies(ctx)).toBe(true);
    let moved = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const donor = weakSolution(inst, problem, seed);
      const receiver = weakSolution(inst, problem, seed + 10);
      for (const maxRoutes of [1, 3]) {
        const child = routeExchange(ctx, donor, receiver, maxRoutes);
        const served = child.routes.flatMap((r) => r.seq).concat(child.unassigned);
        expect(served.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: inst.n }, (_, o) => o));
        expect(new Set(child.routes.map((r) => r.v)).size).toBe(child.routes.length);
        for (const r of child.routes) {
          expect(simulateRoute(inst, r.v, r.seq, r.seq.length).feasible).toBe(true);
          // A donor's route on another vehicle than its own.
          if (donor.routes.some((d) => d.seq.join() === r.seq.join() && d.v !== r.v)) moved++;
        }
        expect(child.cost).toBeCloseTo(
          child.routes.reduce((a, r) => a + r.cost, 0),
          6,
        );
      }
    }
    expect(moved).toBeGreaterThan(0);
  });
});

describe('the population-based search', () => {
  // 50 customers of RC103 (clustered and random, tight windows): distance first.
  const problem = small('RC103.txt', 50, 200);
  const sequences = (plan: Plan): string[][] => plan.routes.map((r) => r.stops.map((s) => s.orderId));
  const run = (seed: number, population: boolean): Plan =>
    solve(problem, { seed, maxIterations: 20_000, tuning: { population } });

  it('serves every order on feasible routes, gives the same plan for the same seed, and differs from the annealing', () => {
    for (const seed of [1, 2]) {
      const plan = run(seed, true);
      expect(plan.totals.unassigned).toBe(0);
      expect(checkRoutes(problem, routesOfPlan(plan.routes)).errors).toEqual([]);
      expect(sequences(run(seed, true))).toEqual(sequences(plan));
      expect(sequences(run(seed, false))).not.toEqual(sequences(plan));
    }
  });
});
