import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../model/index.js';
import { asymmetricProblemArb, routeErrors, routesCost } from '../asymmetric.fixtures.js';
import type { Instance } from '../instance.js';
import { compileProblem } from '../instance.js';
import type { Sol } from '../solution.js';
import { weakSolution } from '../small-problems.fixtures.js';
import { LOCAL_SEARCH_OPERATORS, type LocalSearchOperator, type Move } from './index.js';
import { referenceMoves } from './reference-moves.fixtures.js';
import { evaluateRouteEndRelocate } from './route-end-relocate.js';
import { stateOf } from './state.fixtures.js';

/**
 * Every operator on random directed matrices, priced against the problem's own matrix (never the
 * engine's compiled legs) and checked by the independent plan checker: a move the operator
 * answers changes the plan's cost by exactly its delta and leaves feasible routes, and every
 * feasible improving move of its kind is answered.
 */

interface Tally {
  moves: number;
  pairs: number;
}

function checkAnswer(
  problem: Problem,
  before: Sol,
  move: Move | null,
  after: () => Sol,
  improving: boolean,
  label: object,
): void {
  expect({ ...label, found: move !== null }).toEqual({ ...label, found: improving });
  if (!move) return;
  const old = routesCost(problem, before.routes);
  move.apply();
  const next = after();
  expect(routeErrors(problem, next.routes)).toEqual([]);
  expect(move.delta).toBeCloseTo(routesCost(problem, next.routes) - old, 6);
}

/**
 * 2-opt* joins one route's start to the other's end; it is tried only between vehicles that end
 * at the same place at the same time (the segments it joins carry their vehicle's end).
 */
function endsApart(problem: Problem, a: number, b: number, op: LocalSearchOperator): boolean {
  const x = problem.vehicles[a]!;
  const y = problem.vehicles[b]!;
  return op.name === 'two-opt-star' && (x.endLocation !== y.endLocation || x.shift.end !== y.shift.end);
}

function checkPairs(problem: Problem, inst: Instance, sol: Sol, op: LocalSearchOperator, t: Tally): void {
  const reference = referenceMoves[op.name];
  if (!reference) throw new Error(`no reference for ${op.name}`);
  for (let u = 0; u < inst.n; u++)
    for (let v = 0; v < inst.n; v++) {
      if (u === v) continue;
      const st = stateOf(inst, sol);
      const ru = st.routeOf[u] as number;
      const rv = st.routeOf[v] as number;
      if (ru < 0 || rv < 0 || (ru === rv) !== (op.scope === 'intra')) continue;
      const R1 = sol.routes[ru]!;
      const R2 = sol.routes[rv]!;
      const out = reference(R1.seq, R2.seq, u, v);
      let improving = false;
      if (out) {
        const olds = op.scope === 'intra' ? [R1] : [R1, R2];
        const news =
          op.scope === 'intra'
            ? [{ v: R1.v, seq: out[0] }]
            : [
                { v: R1.v, seq: out[0] },
                { v: R2.v, seq: out[1] },
              ];
        const gain = routesCost(problem, olds) - routesCost(problem, news);
        improving =
          gain > 1e-6 && routeErrors(problem, news).length === 0 && !endsApart(problem, R1.v, R2.v, op);
      }
      t.pairs++;
      const move = op.evaluate(st, u, v);
      if (move) t.moves++;
      checkAnswer(problem, sol, move, () => st.draft.sol, improving, { op: op.name, u, v });
    }
}

function checkRouteEnds(problem: Problem, inst: Instance, sol: Sol, t: Tally): void {
  for (let u = 0; u < inst.n; u++) {
    const st = stateOf(inst, sol);
    const ru = st.routeOf[u] as number;
    if (ru < 0) continue;
    const R1 = sol.routes[ru]!;
    const without = R1.seq.filter((o) => o !== u);
    let improving = false;
    sol.routes.forEach((R2, rv) => {
      if (rv === ru || R2.seq.length === 0) return;
      for (const seq of [
        [u, ...R2.seq],
        [...R2.seq, u],
      ]) {
        const news = [
          { v: R1.v, seq: without },
          { v: R2.v, seq },
        ];
        const gain = routesCost(problem, [R1, R2]) - routesCost(problem, news);
        if (gain > 1e-6 && routeErrors(problem, news).length === 0) improving = true;
      }
    });
    t.pairs++;
    const move = evaluateRouteEndRelocate(st, u);
    if (move) t.moves++;
    checkAnswer(problem, sol, move, () => st.draft.sol, improving, { op: 'route-end-relocate', u });
  }
}

const kinds = [
  { name: 'with time windows, one vehicle type', windows: true, mixedFleet: false },
  { name: 'without time windows, one vehicle type', windows: false, mixedFleet: false },
  { name: 'either, on a mixed fleet with open ends', windows: 'either', mixedFleet: true },
] as const;

describe('local-search operators on directed matrices', () => {
  for (const kind of kinds)
    it(`price every move as the matrix does and find every improving one (${kind.name})`, () => {
      const t: Tally = { moves: 0, pairs: 0 };
      fc.assert(
        fc.property(
          asymmetricProblemArb({ maxOrders: 9, windows: kind.windows, mixedFleet: kind.mixedFleet }),
          fc.integer({ min: 1, max: 1000 }),
          (problem, seed) => {
            const inst = compileProblem(problem);
            const sol = weakSolution(inst, problem, seed);
            // The engine's cost of the plan is the matrix's.
            expect(sol.routes.reduce((a, r) => a + r.cost, 0)).toBeCloseTo(
              routesCost(problem, sol.routes),
              6,
            );
            for (const op of LOCAL_SEARCH_OPERATORS) checkPairs(problem, inst, sol, op, t);
            checkRouteEnds(problem, inst, sol, t);
          },
        ),
        // A fixed seed: the same 40 problems on every run, so the count of moves below is stable.
        { numRuns: 40, seed: 20261207 },
      );
      // The weak plans leave moves to find.
      expect(t.pairs).toBeGreaterThan(500);
      expect(t.moves).toBeGreaterThan(20);
    });
});
