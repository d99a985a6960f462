import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import type { Problem } from '../model/index.js';
import { compileProblem } from './instance.js';
import type { PlanIndex } from './plan-index.js';
import { createPlanIndex, indexPlan, restoreIndex } from './plan-index.js';
import { createRecreateContext } from './recreate-context.js';
import { recreate } from './recreate.js';
import { createRng } from './rng.js';
import { ruinStrings } from './ruin.js';
import type { Sol } from './solution.js';
import { draftOf } from './solution.js';
import { SISR_BLINK, small, weakSolution } from './small-problems.fixtures.js';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);

/** The index a full rebuild gives for `sol`. */
function rebuilt(sol: Sol, orders: number): PlanIndex {
  const fresh = createPlanIndex(orders);
  indexPlan(fresh, sol);
  return fresh;
}

function expectDescribes(index: PlanIndex, sol: Sol, orders: number): void {
  const fresh = rebuilt(sol, orders);
  expect(index.of).toBe(sol);
  expect(Array.from(index.routeOf)).toEqual(Array.from(fresh.routeOf));
  for (let o = 0; o < orders; o++)
    if ((fresh.routeOf[o] ?? -1) >= 0) expect(index.posOf[o]).toBe(fresh.posOf[o]);
}

const cases: { name: string; problem: () => Problem }[] = [
  {
    name: 'CVRPLIB X-n256-k16 (granular insertion)',
    problem: () =>
      withObjective(
        parseCvrplib(readFileSync(path.join(benchmarks, 'cvrplib-x/X-n256-k16.vrp'), 'utf8')).problem,
        'distance',
      ),
  },
  // Small capacity: short routes that a ruin often empties (the routes after it move down).
  { name: '40 Solomon customers, capacity 60 (full scan)', problem: () => small('R101.txt', 40, 60) },
];

describe('plan index through ruin and recreate steps', () => {
  for (const k of cases) {
    it(`${k.name}: describes the step's plan after it (also one stopped at a cost limit), and the kept plan after a rejected step`, () => {
      const problem = k.problem();
      const inst = compileProblem(problem);
      const rng = createRng(5);
      const ctx = createRecreateContext(inst, rng, SISR_BLINK);
      let cur = weakSolution(inst, problem, 1);
      let emptied = 0;
      let stopped = 0;
      for (let i = 0; i < 300; i++) {
        const draft = draftOf(cur);
        const before = draft.sol.routes.length;
        const removed = ruinStrings(inst, rng, cur, draft, { avgRemoved: 10, maxString: 10 }, ctx.index);
        if (draft.sol.routes.length < before) emptied++;
        expectDescribes(ctx.index, draft.sol, inst.n);
        // Half the steps stop where a plan at the kept plan's cost would be reached.
        ctx.costLimit = rng.next() < 0.5 ? cur.cost : Infinity;
        recreate(ctx, draft, removed);
        if (draft.sol.unassigned.length > cur.unassigned.length) stopped++;
        const s = draft.sol;
        expectDescribes(ctx.index, s, inst.n);
        // Accept one step in three (the index then describes it); restore on the others.
        if (rng.next() < 1 / 3) cur = s;
        else {
          restoreIndex(ctx.index, cur, s, draft.owned);
          expectDescribes(ctx.index, cur, inst.n);
        }
      }
      if (inst.n < 100) expect(emptied).toBeGreaterThan(0);
      expect(stopped).toBeGreaterThan(10);
    });
  }
});
