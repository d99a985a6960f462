import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import { SISR_BLINK, small, weakSolution } from './small-problems.fixtures.js';
import type { Instance } from './instance.js';
import { compileProblem } from './instance.js';
import { createRecreateContext, type RecreateContext } from './recreate-context.js';
import { insertOrder } from './insert-order.js';
import { firstReachable } from './position-scan.js';
import { recreate } from './recreate.js';
import { ruinStrings } from './ruin.js';
import { mustPlace as mustPlaceOf } from './plan-measures.js';
import { createRng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Draft, Sol } from './solution.js';
import { draftOf } from './solution.js';
import type { Problem } from '../model/index.js';
import { solve } from '../solve.js';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);

/** The cheapest feasible insertion of c into `route` by full simulation (Infinity when none). */
function bruteForce(inst: Instance, route: Route, c: number): number {
  let best = Infinity;
  for (let k = 0; k <= route.seq.length; k++) {
    const seq = route.seq.slice();
    seq.splice(k, 0, c);
    const sim = simulateRoute(inst, route.v, seq, seq.length);
    if (sim.feasible) best = Math.min(best, sim.cost - route.cost);
  }
  return best;
}

/** Every order taken out of its route in turn, with the plan's other routes as they are. */
function* withoutEachOrder(inst: Instance, sol: Sol): Generator<{ c: number; routes: Route[] }> {
  for (const [ri, r] of sol.routes.entries()) {
    for (const c of r.seq) {
      const rest = newRoute(r.v);
      rest.seq = r.seq.filter((o) => o !== c);
      refreshRoute(inst, rest);
      const routes = sol.routes.slice();
      routes[ri] = rest;
      yield { c, routes: routes.filter((x) => x.seq.length > 0) };
    }
  }
}

const cases = [
  { file: 'R101.txt', customers: 12, capacity: 60 },
  { file: 'C101.txt', customers: 12, capacity: 80 },
  { file: 'RC201.txt', customers: 10, capacity: 200 },
];

/** A recreate context that tries every position (no blinks) and opens no route. */
function exhaustive(inst: Instance, seed: number): RecreateContext {
  const ctx = createRecreateContext(inst, createRng(seed), 0);
  ctx.allowNewRoutes = false;
  return ctx;
}

describe('insertion against brute force on small routes', () => {
  it('insertOrder without blinks finds a place in a route exactly when full simulation does', () => {
    let fits = 0;
    let not = 0;
    for (const k of cases) {
      const problem = small(k.file, k.customers, k.capacity);
      const inst = compileProblem(problem);
      const ctx = exhaustive(inst, 1);
      for (const seed of [1, 2]) {
        for (const { c, routes } of withoutEachOrder(inst, weakSolution(inst, problem, seed))) {
          for (const r of routes) {
            const expected = bruteForce(inst, r, c);
            const draft = draftOf({ routes: [r], unassigned: [], cost: 0, missing: 0 });
            const placed = insertOrder(ctx, draft, c, new Uint8Array(inst.nVehicles));
            expect({ file: k.file, c, placed }).toEqual({ file: k.file, c, placed: expected < Infinity });
            if (placed) {
              fits++;
              expect((draft.sol.routes[0] as Route).cost - r.cost).toBeCloseTo(expected, 6);
            } else not++;
          }
        }
      }
    }
    // Both answers occur, so the test can tell them apart.
    expect(fits).toBeGreaterThan(10);
    expect(not).toBeGreaterThan(10);
  });

  it('insertOrder without blinks finds the cheapest feasible position over all routes', () => {
    for (const k of cases) {
      const problem = small(k.file, k.customers, k.capacity);
      const inst = compileProblem(problem);
      const ctx = exhaustive(inst, 7);
      for (const { c, routes } of withoutEachOrder(inst, weakSolution(inst, problem, 3))) {
        const expected = Math.min(...routes.map((r) => bruteForce(inst, r, c)));
        const draft = draftOf({ routes, unassigned: [], cost: 0, missing: 0 });
        const before = routes.reduce((s, r) => s + r.cost, 0);
        const placed = insertOrder(ctx, draft, c, new Uint8Array(inst.nVehicles));
        expect(placed).toBe(expected < Infinity);
        if (!placed) continue;
        const after = draft.sol.routes.reduce((s, r) => s + r.cost, 0);
        expect(after - before).toBeCloseTo(expected, 6);
      }
    }
  });

  it('on an instance where no time can bind (CVRPLIB X-n101-k25), the cheapest feasible position as well', () => {
    const problem = withObjective(
      parseCvrplib(readFileSync(path.join(benchmarks, 'cvrplib-x/X-n101-k25.vrp'), 'utf8')).problem,
      'distance',
    );
    const inst = compileProblem(problem);
    expect(inst.timed).toBe(false);
    expect(compileProblem(small('R101.txt', 12, 60)).timed).toBe(true);
    const ctx = exhaustive(inst, 3);
    let placed = 0;
    for (const { c, routes } of withoutEachOrder(inst, weakSolution(inst, problem, 1))) {
      const expected = Math.min(...routes.map((r) => bruteForce(inst, r, c)));
      const draft = draftOf({ routes, unassigned: [], cost: 0, missing: 0 });
      const before = routes.reduce((a, r) => a + r.cost, 0);
      expect(insertOrder(ctx, draft, c, new Uint8Array(inst.nVehicles))).toBe(expected < Infinity);
      if (expected === Infinity) continue;
      placed++;
      expect(draft.sol.routes.reduce((a, r) => a + r.cost, 0) - before).toBeCloseTo(expected, 6);
      // Latest arrivals stay unbounded along every route.
      for (const r of draft.sol.routes)
        expect(r.late.slice(0, r.seq.length + 2).every((x) => x === Infinity)).toBe(true);
    }
    expect(placed).toBeGreaterThan(50);
  });

  it('firstReachable is the first position whose next stop can still be reached after `earliest`', () => {
    const late = [0, 3, 3, 8, 20, 20, 41];
    const len = late.length - 2;
    for (let earliest = -1; earliest <= 45; earliest += 0.5) {
      let k = 0;
      while (k <= len && (late[k + 1] as number) < earliest) k++;
      expect(firstReachable(late, len, earliest)).toBe(k);
    }
  });

  it('firstReachable refuses latest arrivals shorter than the route and its two ends', () => {
    expect(() => firstReachable([0, 3, 3, 8], 3, 2)).toThrow(RangeError);
    // Longer arrays are fine: a route's caches keep their length when it gets shorter.
    expect(firstReachable([0, 3, 3, 8, 20, 20, 41], 2, 2)).toBe(0);
  });
});

describe('recreate with a cost limit', () => {
  const routesCost = (d: Draft): number => d.sol.routes.reduce((a, r) => a + r.cost + r.clustering, 0);

  it('inserts as without one until the routes cost more than the limit, then leaves the rest out', () => {
    const problem = small('R101.txt', 40, 60);
    const inst = compileProblem(problem);
    const cur = weakSolution(inst, problem, 1);
    let stopped = 0;
    for (let t = 0; t < 60; t++) {
      // Two searches in the same state: the same ruin, then one recreate with a limit.
      const step = (limit: number): { draft: Draft; ruined: number } => {
        const rng = createRng(100 + t);
        const ctx = createRecreateContext(inst, rng, SISR_BLINK);
        const draft = draftOf(cur);
        const removed = ruinStrings(inst, rng, cur, draft, { avgRemoved: 10, maxString: 10 }, ctx.index);
        const ruined = routesCost(draft);
        ctx.costLimit = limit;
        recreate(ctx, draft, removed);
        return { draft, ruined };
      };
      const free = step(Infinity);
      const full = routesCost(free.draft);
      // A limit the whole recreate stays within changes nothing.
      const within = step(full);
      expect(within.draft.sol.routes.map((r) => r.seq)).toEqual(free.draft.sol.routes.map((r) => r.seq));
      expect(within.draft.sol.unassigned).toEqual(free.draft.sol.unassigned);
      if (full - free.ruined < 1e-6) continue;
      const limit = free.ruined + (full - free.ruined) / 2;
      const cut = step(limit);
      const reached = routesCost(cut.draft);
      // Stopped past the limit, with the orders not placed left out: the step is lost.
      expect(reached).toBeGreaterThan(limit);
      expect(reached).toBeLessThanOrEqual(full + 1e-6);
      expect(cut.draft.sol.cost).toBeGreaterThan(limit);
      // Unless the limit fell to the last insertion, orders were left out.
      if (cut.draft.sol.missing > free.draft.sol.missing) stopped++;
      else expect(reached).toBeCloseTo(full, 6);
    }
    expect(stopped).toBeGreaterThan(30);
  });
});

describe('recreate with a limit on the orders left out', () => {
  it('stops at the first order left out past the limit, the orders after it untried', () => {
    const problem = small('R101.txt', 40, 60);
    const inst = compileProblem(problem);
    const cur = weakSolution(inst, problem, 2);
    const mustPlace = mustPlaceOf(inst);
    let stopped = 0;
    for (let t = 0; t < 60; t++) {
      // The same ruin, then a recreate that opens no route, with and without a limit.
      const step = (missingLimit: number): { draft: Draft; untried: number } => {
        const rng = createRng(300 + t);
        const ctx = createRecreateContext(inst, rng, SISR_BLINK);
        ctx.allowNewRoutes = false;
        const draft = draftOf(cur);
        const removed = ruinStrings(inst, rng, cur, draft, { avgRemoved: 15, maxString: 10 }, ctx.index);
        ctx.missingLimit = missingLimit;
        ctx.mustPlace = mustPlace;
        recreate(ctx, draft, removed);
        return { draft, untried: ctx.untried };
      };
      const free = step(Infinity);
      expect(free.untried).toBe(0);
      const missed = free.draft.sol.missing;
      // As many left out as the limit allows: the same plan.
      const within = step(missed);
      expect(within.untried).toBe(0);
      expect(within.draft.sol.routes.map((r) => r.seq)).toEqual(free.draft.sol.routes.map((r) => r.seq));
      if (missed < 2) continue;
      // One fewer: the same orders tried and left out until the last one left out, then none.
      const cut = step(missed - 1);
      const left = cut.draft.sol.unassigned;
      expect(left.slice(0, left.length - cut.untried)).toEqual(free.draft.sol.unassigned);
      expect(cut.draft.sol.missing).toBeGreaterThan(missed - 1);
      if (cut.untried > 0) stopped++;
      // None may be left out: it stops at the first order it cannot place.
      const none = step(0);
      expect(none.draft.sol.unassigned.length - none.untried).toBe(1);
      expect(none.draft.sol.unassigned[0]).toBe(free.draft.sol.unassigned[0]);
    }
    expect(stopped).toBeGreaterThan(5);
  });
});

describe('recreate that starts a route with its first order', () => {
  // A long horizon and room in every vehicle: a route opens only when a recreate starts one.
  const problem = small('R201.txt', 40, 1000);
  const inst = compileProblem(problem);
  const cur = weakSolution(inst, problem, 3);
  interface Step {
    draft: Draft;
    /** The routes the ruin left, and how many orders it removed. */
    ruined: Route[];
    removed: number;
  }
  /** The same ruin of `cur`, then a recreate at `rate` (no blinks, so the new route is always priced). */
  const step = (t: number, rate: number, on: Instance = inst): Step => {
    const rng = createRng(500 + t);
    const ctx = createRecreateContext(on, rng, 0);
    ctx.newRouteRate = rate;
    const draft = draftOf(cur);
    const removed = ruinStrings(on, rng, cur, draft, { avgRemoved: 10, maxString: 10 }, ctx.index);
    const ruined = draft.sol.routes.slice();
    recreate(ctx, draft, removed);
    return { draft, ruined, removed: removed.length };
  };

  it('opens a route at every recreate, and keeps every order placed and every route feasible', () => {
    let joined = 0;
    for (let t = 0; t < 40; t++) {
      const { draft, ruined, removed } = step(t, 1);
      if (removed < 2) continue;
      // A route with none of the ruined plan's orders in it is new: this recreate opened it.
      const kept = new Set(ruined.flatMap((r) => r.seq));
      const fresh = draft.sol.routes.filter((r) => r.seq.every((o) => !kept.has(o)));
      expect(fresh.length).toBeGreaterThanOrEqual(1);
      if (fresh.some((r) => r.seq.length > 1)) joined++;
      expect(draft.sol.missing).toBe(0);
      for (const r of draft.sol.routes) {
        const sim = simulateRoute(inst, r.v, r.seq, r.seq.length);
        expect(sim.feasible).toBe(true);
        expect(r.cost).toBeCloseTo(sim.cost, 6);
      }
    }
    // The orders after the first join the new route where it is their cheapest place.
    expect(joined).toBeGreaterThan(10);
  });

  it('opens no route of its own at rate 0, nor where a vehicle costs something to open', () => {
    const fixed = compileProblem({
      ...problem,
      vehicles: problem.vehicles.map((v) => ({ ...v, fixedCost: 1 })),
    });
    const several = Array.from({ length: 40 }, (_, t) => step(t, 0).removed).filter((k) => k > 1).length;
    expect(several).toBeGreaterThan(30);
    const opened = (rate: number, on: Instance): number => {
      let n = 0;
      for (let t = 0; t < 40; t++) {
        const { draft, ruined, removed } = step(t, rate, on);
        // A single order removed is put back as usual.
        if (removed > 1 && draft.sol.routes.length > ruined.length) n++;
      }
      return n;
    };
    expect(opened(1, inst)).toBe(several);
    // Without the rate a route opens only where an order fits nowhere else: seldom on this plan.
    expect(opened(0, inst)).toBeLessThan(12);
    expect(opened(1, fixed)).toBeLessThan(12);
  });

  it('is left off by the search where no time can bind (CVRPLIB), and changes the plans where it can', () => {
    const plan = (p: Problem, rate: number): string[][] =>
      solve(p, { seed: 4, maxIterations: 400, tuning: { newRouteRate: rate } }).routes.map((r) =>
        r.stops.map((s) => s.orderId),
      );
    const cvrp = withObjective(
      parseCvrplib(readFileSync(path.join(benchmarks, 'cvrplib-x/X-n101-k25.vrp'), 'utf8')).problem,
      'distance',
    );
    expect(plan(cvrp, 1)).toEqual(plan(cvrp, 0));
    expect(plan(problem, 0.5)).not.toEqual(plan(problem, 0));
  });
});
