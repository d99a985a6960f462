import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import { small, weakSolution } from './small-problems.fixtures.js';
import { compileProblem } from './instance.js';
import { createLocalSearchScratch, localSearch } from './local-search.js';
import { createRng } from './rng.js';
import { refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';

const cvrplib = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks/cvrplib-x',
);

/** X-n101-k25 (capacity only) and a plan of it whose even routes are shuffled: feasible, out of order. */
function scrambled(seed: number) {
  const problem = withObjective(
    parseCvrplib(readFileSync(path.join(cvrplib, 'X-n101-k25.vrp'), 'utf8')).problem,
    'distance',
  );
  const inst = compileProblem(problem);
  const weak = weakSolution(inst, problem, seed);
  const rng = createRng(seed);
  const routes = weak.routes.map((r, ri) => {
    if (ri % 2 === 1) return r;
    const seq = r.seq.slice();
    for (let i = seq.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [seq[i], seq[j]] = [seq[j] as number, seq[i] as number];
    }
    const shuffled = { ...r, seq };
    refreshRoute(inst, shuffled);
    return shuffled;
  });
  const sol: Sol = { routes, unassigned: [], cost: 0, missing: 0 };
  evaluate(inst, sol);
  return { inst, sol };
}

describe('local search limited to the intra-route operators', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: reorders only the routes of the focus orders, keeps every route's orders, and never costs more`, () => {
      const { inst, sol } = scrambled(seed);
      expect(sol.routes.length).toBeGreaterThan(2);
      // The focus: the orders of every other route.
      const focused = sol.routes.filter((_, ri) => ri % 2 === 0);
      const focus = focused.flatMap((r) => r.seq);
      const before = sol.routes.map((r) => ({ route: r, seq: r.seq.slice(), cost: r.cost }));
      const draft = draftOf(sol);
      const changed = localSearch(inst, createRng(seed), draft, focus, 'intra');
      const after = draft.sol.routes;
      // Intra-route moves only: the same routes (vehicles) with the same orders.
      expect(after.map((r) => r.v)).toEqual(before.map((b) => b.route.v));
      after.forEach((r, ri) => {
        const was = before[ri] as (typeof before)[number];
        expect([...r.seq].sort((a, b) => a - b)).toEqual([...was.seq].sort((a, b) => a - b));
        if (!focused.includes(was.route)) expect(r.seq).toEqual(was.seq);
        expect(r.cost).toBeLessThanOrEqual(was.cost + 1e-9);
        expect(simulateRoute(inst, r.v, r.seq, r.seq.length).feasible).toBe(true);
      });
      // The plan it was given is left as it was (copy on write).
      sol.routes.forEach((r, ri) => expect(r.seq).toEqual(before[ri]?.seq));
      // The shuffled routes are put in a better order.
      expect(changed).toBe(true);
      const total = (rs: readonly { cost: number }[]) => rs.reduce((s, r) => s + r.cost, 0);
      expect(total(after)).toBeLessThan(total(before));
    });
  }

  it('on time windows too: every focus route feasible and no dearer', () => {
    const problem = small('R101.txt', 60, 200);
    const inst = compileProblem(problem);
    const sol = weakSolution(inst, problem, 1);
    const before = sol.routes.map((r) => r.cost);
    const draft = draftOf(sol);
    localSearch(
      inst,
      createRng(1),
      draft,
      sol.routes.flatMap((r) => r.seq),
      'intra',
    );
    draft.sol.routes.forEach((r, ri) => {
      expect(r.cost).toBeLessThanOrEqual((before[ri] as number) + 1e-9);
      expect(simulateRoute(inst, r.v, r.seq, r.seq.length).feasible).toBe(true);
    });
  });

  it('a scratch reused from call to call gives the plans a fresh one gives, and is left clean', () => {
    const scratch = createLocalSearchScratch(scrambled(1).inst);
    for (const seed of [1, 2, 3]) {
      for (const scope of ['intra', 'all'] as const) {
        const { inst, sol } = scrambled(seed);
        const focus =
          scope === 'intra' ? sol.routes.filter((_, ri) => ri % 2 === 0).flatMap((r) => r.seq) : null;
        const fresh = draftOf(sol);
        const reused = draftOf(sol);
        localSearch(inst, createRng(seed), fresh, focus, scope);
        localSearch(inst, createRng(seed), reused, focus, scope, scratch);
        expect(reused.sol.routes.map((r) => r.seq)).toEqual(fresh.sol.routes.map((r) => r.seq));
        expect(reused.sol.cost).toBe(fresh.sol.cost);
        expect(scratch.routeOf.every((ri) => ri === -1)).toBe(true);
        expect(scratch.wanted.every((w) => w === 0)).toBe(true);
      }
    }
  });
});
