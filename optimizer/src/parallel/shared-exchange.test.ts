import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSolomon } from '../instances/solomon.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import { checkRoutes, routesOfPlan } from '../check/check-plan.js';
import type { Plan, Problem, SharedSolution } from '../model/index.js';
import { solve } from '../solve.js';
import { createExchangeBuffer, sharedExchange } from './shared-exchange.js';

const plan = (missing: number, cost: number, seq: number[]): SharedSolution => ({
  missing,
  cost,
  routes: [{ v: 1, seq }],
});

describe('sharedExchange', () => {
  it('keeps the best offer by missing orders then cost, and hands it to the other searches once', () => {
    const buffer = createExchangeBuffer(5, 2);
    const a = sharedExchange(buffer, 0);
    const b = sharedExchange(buffer, 1);
    // Each search knows its number (odd ones give up fleet minimisation sooner, search.ts).
    expect([a.search, b.search]).toEqual([0, 1]);
    expect(b.take()).toBeNull();
    a.offer(plan(1, 50, [0, 1]));
    expect(a.take()).toBeNull();
    expect(b.take()).toEqual(plan(1, 50, [0, 1]));
    expect(b.take()).toBeNull();
    // More missing orders lose to fewer, whatever the cost; a lower cost wins at equal missing.
    b.offer(plan(2, 10, [0]));
    expect(a.take()).toBeNull();
    b.offer(plan(0, 90, [0, 1, 2, 3, 4]));
    expect(a.take()).toEqual(plan(0, 90, [0, 1, 2, 3, 4]));
    a.offer(plan(0, 80, [4, 3, 2, 1, 0]));
    expect(b.take()).toEqual(plan(0, 80, [4, 3, 2, 1, 0]));
    expect(sharedExchange(buffer, -1).bestWriter()).toBe(0);
  });

  it('refuses a plan larger than the buffer was made for', () => {
    const a = sharedExchange(createExchangeBuffer(2, 1), 0);
    expect(() => a.offer(plan(0, 1, [0, 1, 2, 3]))).toThrow(RangeError);
  });
});

const solomon = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks/solomon',
);

/** A plan in engine indices (the problem has no merged visits, so indices are positions). */
function sharedOf(problem: Problem, p: Plan, cost: number): SharedSolution {
  const v = new Map(problem.vehicles.map((x, i) => [x.id, i]));
  const o = new Map(problem.orders.map((x, i) => [x.id, i]));
  return {
    missing: 0,
    cost,
    routes: p.routes.map((r) => ({
      v: v.get(r.vehicleId) ?? -1,
      seq: r.stops.map((s) => o.get(s.orderId) ?? -1),
    })),
  };
}

describe('a search with an exchange', () => {
  it('adopts a better plan another search shared, and offers what it ends with', () => {
    const problem = withObjective(
      parseSolomon(readFileSync(path.join(solomon, 'R101.txt'), 'utf8')).problem,
      'distance',
    );
    // A single annealing (the population's first plans alone take longer than 150 steps).
    const tuning = { population: false };
    const good = solve(problem, { seed: 1, maxIterations: 12000 });
    const weak = solve(problem, { seed: 2, maxIterations: 150, tuning });
    expect(good.totals.distance).toBeLessThan(weak.totals.distance);
    const buffer = createExchangeBuffer(problem.orders.length, problem.vehicles.length);
    // The cost offered only has to win the buffer; the receiving search prices the plan itself.
    sharedExchange(buffer, 1).offer(sharedOf(problem, good, 0));
    const helped = solve(problem, {
      seed: 2,
      maxIterations: 150,
      tuning,
      exchange: sharedExchange(buffer, 0),
    });
    expect(helped.totals.distance).toBeLessThanOrEqual(good.totals.distance + 1e-6);
    expect(checkRoutes(problem, routesOfPlan(helped.routes)).errors).toEqual([]);
    const fresh = createExchangeBuffer(problem.orders.length, problem.vehicles.length);
    const alone = solve(problem, { seed: 2, maxIterations: 150, tuning, exchange: sharedExchange(fresh, 0) });
    expect(sharedExchange(fresh, -1).bestWriter()).toBe(0);
    expect(sharedExchange(fresh, 1).take()?.routes).toHaveLength(alone.routes.length);
  });
});

describe('how often a search looks at the shared plans', () => {
  const problem = withObjective(
    parseSolomon(readFileSync(path.join(solomon, 'R101.txt'), 'utf8')).problem,
    'distance',
  );
  /** Solves with an exchange that counts the looks; the plan and the count. */
  function counting(population: boolean, maxIterations: number): { plan: Plan; looks: number } {
    const buffer = createExchangeBuffer(problem.orders.length, problem.vehicles.length);
    const own = sharedExchange(buffer, 0);
    let looks = 0;
    const counted = {
      search: own.search,
      offer: own.offer,
      take: () => {
        looks++;
        return own.take();
      },
    };
    const plan = solve(problem, { seed: 1, maxIterations, exchange: counted, tuning: { population } });
    return { plan, looks };
  }

  it('looks at a few evenly spaced points of an annealing, so that searches anneal apart between them', () => {
    // One annealing of 4,000 iterations: a look at 1/8, 2/8, ... of it, not one every 200 iterations.
    const { looks } = counting(false, 4000);
    expect(looks).toBeGreaterThanOrEqual(6);
    expect(looks).toBeLessThanOrEqual(8);
  });

  it('looks as often in the population-based search, after its first plans', () => {
    // 24,000 steps build the first four plans, then children of 1,500 steps each fill the rest.
    const { plan, looks } = counting(true, 60000);
    expect(looks).toBeGreaterThanOrEqual(6);
    expect(looks).toBeLessThanOrEqual(8);
    expect(checkRoutes(problem, routesOfPlan(plan.routes)).errors).toEqual([]);
  });
});
