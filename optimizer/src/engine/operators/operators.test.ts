import { describe, expect, it } from 'vitest';
import { small, weakSolution } from '../small-problems.fixtures.js';
import type { Problem } from '../../model/index.js';
import type { Instance } from '../instance.js';
import { compileProblem } from '../instance.js';
import { simulateRoute } from '../simulate.js';
import type { Sol } from '../solution.js';
import { evaluate } from '../solution.js';
import { newRoute, refreshRoute } from '../route.js';
import { LOCAL_SEARCH_OPERATORS, type LocalSearchOperator } from './index.js';
import { stateOf } from './state.fixtures.js';
import { evaluateRouteEndRelocate } from './route-end-relocate.js';
import { referenceMoves } from './reference-moves.fixtures.js';

/** Cost and feasibility of a sequence by full simulation (an empty route costs nothing). */
function simulate(inst: Instance, v: number, seq: number[]): { cost: number; feasible: boolean } {
  if (seq.length === 0) return { cost: 0, feasible: true };
  const sim = simulateRoute(inst, v, seq, seq.length);
  return { cost: sim.cost, feasible: sim.feasible };
}

function checkOperator(op: LocalSearchOperator, inst: Instance, sol: Sol): { moves: number; pairs: number } {
  const move = referenceMoves[op.name];
  if (!move) throw new Error(`no reference for ${op.name}`);
  let moves = 0;
  let pairs = 0;
  for (let u = 0; u < inst.n; u++) {
    for (let v = 0; v < inst.n; v++) {
      if (u === v) continue;
      const st = stateOf(inst, sol);
      const ru = st.routeOf[u] as number;
      const rv = st.routeOf[v] as number;
      if ((ru === rv) !== (op.scope === 'intra')) continue;
      const R1 = sol.routes[ru]!;
      const R2 = sol.routes[rv]!;
      const out = move(R1.seq, R2.seq, u, v);
      const answered = op.evaluate(st, u, v);
      pairs++;
      if (!out) {
        expect(answered).toBeNull();
        continue;
      }
      const [a, b] = out;
      const before = op.scope === 'intra' ? R1.cost : R1.cost + R2.cost;
      const na = simulate(inst, R1.v, a);
      const nb = op.scope === 'intra' ? { cost: 0, feasible: true } : simulate(inst, R2.v, b);
      const delta = na.cost + nb.cost - before;
      const improving = na.feasible && nb.feasible && delta < -1e-6;
      // The operator finds exactly the feasible improving moves, and prices them right.
      expect({ op: op.name, u, v, found: answered !== null }).toEqual({
        op: op.name,
        u,
        v,
        found: improving,
      });
      if (!answered) continue;
      moves++;
      expect(answered.delta).toBeCloseTo(delta, 6);
      answered.apply();
      const routes = st.draft.sol.routes;
      expect(routes[ru]!.seq).toEqual(a);
      if (op.scope === 'inter') expect(routes[rv]!.seq).toEqual(b);
      // The solution it started from is left as it was (copy on write).
      expect(sol.routes[ru]!.seq).toEqual(R1.seq);
    }
  }
  return { moves, pairs };
}

/** The problem with every leg from a lower to a higher location twice as long as back. */
function skewed(problem: Problem): Problem {
  const { size, distance } = problem.matrices;
  const skew = Array.from(distance, (d, x) => (Math.floor(x / size) < x % size ? d * 2 : d));
  return { ...problem, matrices: { ...problem.matrices, distance: skew } };
}

/** Two routes, each with its half of the orders in rising location order. */
function risingPlan(inst: Instance): Sol {
  const orders = Array.from({ length: inst.n }, (_, o) => o).sort(
    (a, b) => (inst.orderLoc[a] ?? 0) - (inst.orderLoc[b] ?? 0),
  );
  const routes = [orders.filter((_, k) => k % 2 === 0), orders.filter((_, k) => k % 2 === 1)].map(
    (seq, v) => {
      const route = newRoute(v);
      route.seq = seq;
      refreshRoute(inst, route);
      return route;
    },
  );
  const sol: Sol = { routes, unassigned: [], cost: 0, missing: 0 };
  evaluate(inst, sol);
  return sol;
}

const cases = [
  { file: 'R101.txt', customers: 10, capacity: 60, skew: false },
  { file: 'C101.txt', customers: 10, capacity: 80, skew: false },
  { file: 'RC201.txt', customers: 9, capacity: 200, skew: false },
  // Legs twice as dear one way as the other: the operators may not assume symmetric costs.
  { file: 'RC201.txt', customers: 9, capacity: 200, skew: true },
];

/** The cases' instances, each with the plans the operators are tried on. */
function casePlans(): { inst: Instance; plans: Sol[] }[] {
  return cases.map((c) => {
    const problem = c.skew
      ? skewed(small(c.file, c.customers, c.capacity))
      : small(c.file, c.customers, c.capacity);
    const inst = compileProblem(problem);
    expect(inst.symmetricCost[0]).toBe(c.skew ? 0 : 1);
    // On the skewed legs, also a plan of two routes each visiting its orders by rising
    // location: reversing a stretch of it makes its inner legs cheaper.
    const plans = [1, 2, 3].map((seed) => weakSolution(inst, problem, seed));
    if (c.skew) plans.push(risingPlan(inst));
    return { inst, plans };
  });
}

describe('local-search operators against brute force on small routes', () => {
  for (const op of LOCAL_SEARCH_OPERATORS) {
    it(`${op.name}: every pair of orders, evaluate agrees with full simulation and apply makes the move`, () => {
      let moves = 0;
      let pairs = 0;
      for (const { inst, plans } of casePlans()) {
        for (const plan of plans) {
          const found = checkOperator(op, inst, plan);
          moves += found.moves;
          pairs += found.pairs;
        }
      }
      expect(pairs).toBeGreaterThan(20);
      // The weak plans leave improving moves of every kind to find.
      expect(moves).toBeGreaterThan(0);
    });
  }
});

describe('relocate to a route end against brute force on small routes', () => {
  it('answers the first feasible improving move first or last on another route, priced right, and makes it', () => {
    let moves = 0;
    let none = 0;
    for (const { inst, plans } of casePlans()) {
      for (const sol of plans) {
        for (let u = 0; u < inst.n; u++) {
          const st = stateOf(inst, sol);
          const ru = st.routeOf[u] as number;
          if (ru < 0) continue;
          const R1 = sol.routes[ru]!;
          const without = R1.seq.filter((o) => o !== u);
          // Every other route, first then last, in route order: the first improving one.
          let expected: { rv: number; a: number[]; b: number[]; delta: number } | null = null;
          sol.routes.forEach((R2, rv) => {
            if (expected || rv === ru || R2.seq.length === 0) return;
            for (const b of [
              [u, ...R2.seq],
              [...R2.seq, u],
            ]) {
              const na = simulate(inst, R1.v, without);
              const nb = simulate(inst, R2.v, b);
              const delta = na.cost + nb.cost - R1.cost - R2.cost;
              if (na.feasible && nb.feasible && delta < -1e-6) {
                expected = { rv, a: without, b, delta };
                break;
              }
            }
          });
          const answered = evaluateRouteEndRelocate(st, u);
          const want = expected as { rv: number; a: number[]; b: number[]; delta: number } | null;
          expect({ u, found: answered !== null }).toEqual({ u, found: want !== null });
          if (!answered || !want) {
            none++;
            continue;
          }
          moves++;
          expect(answered.delta).toBeCloseTo(want.delta, 6);
          answered.apply();
          expect(st.draft.sol.routes[ru]!.seq).toEqual(want.a);
          expect(st.draft.sol.routes[want.rv]!.seq).toEqual(want.b);
          expect(sol.routes[ru]!.seq).toEqual(R1.seq);
        }
      }
    }
    // The weak plans leave such moves to find, and orders with none.
    expect(moves).toBeGreaterThan(0);
    expect(none).toBeGreaterThan(0);
  });
});
