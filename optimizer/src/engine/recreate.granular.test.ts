import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { parseSolomon } from '../instances/solomon.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import type { Problem } from '../model/index.js';
import { weakSolution } from './small-problems.fixtures.js';
import type { Instance } from './instance.js';
import { compileProblem } from './instance.js';
import type { RecreateContext } from './recreate-context.js';
import { createRecreateContext, nearness } from './recreate-context.js';
import { recreate } from './recreate.js';
import { createRng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Sol } from './solution.js';
import { draftOf } from './solution.js';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);
const read = (file: string): string => readFileSync(path.join(benchmarks, file), 'utf8');

/** 200 customers with time windows: R101's and RC101's customers around R101's depot. */
function twoHundredWithWindows(): Problem {
  const customerLines = (text: string): string[] =>
    text.split(/\r?\n/).filter((l) => /^\s*\d+(\s+[\d.]+){6}\s*$/.test(l) && !/^\s*0\s/.test(l));
  const r = read('solomon/R101.txt');
  const lines = r.split(/\r?\n/);
  const depot = lines.findIndex((l) => /^\s*0\s/.test(l) && l.trim().split(/\s+/).length === 7);
  const renumbered = customerLines(read('solomon/RC101.txt')).map((l) => {
    const [id, ...rest] = l.trim().split(/\s+/);
    return [Number(id) + 100, ...rest].join(' ');
  });
  const text = [...lines.slice(0, depot + 1), ...customerLines(r), ...renumbered].join('\n');
  return withObjective(parseSolomon(text).problem, 'distance');
}

/** Every position tried (no blinks), no new route. */
function exhaustive(inst: Instance, seed: number, granular: boolean): RecreateContext {
  const ctx = createRecreateContext(inst, createRng(seed), 0);
  ctx.allowNewRoutes = false;
  return granular ? ctx : { ...ctx, granular: null };
}

/** The plan with order c taken out of its route. */
function without(inst: Instance, sol: Sol, c: number): Sol {
  const routes = sol.routes.map((r) => {
    if (!r.seq.includes(c)) return r;
    const rest = newRoute(r.v);
    rest.seq = r.seq.filter((o) => o !== c);
    refreshRoute(inst, rest);
    return rest;
  });
  return { routes: routes.filter((r) => r.seq.length > 0), unassigned: [], cost: 0, missing: 0 };
}

const total = (routes: readonly Route[]): number => routes.reduce((s, r) => s + r.cost, 0);

const cases = [
  {
    name: 'CVRPLIB X-n256-k16 (capacity)',
    problem: () => withObjective(parseCvrplib(read('cvrplib-x/X-n256-k16.vrp')).problem, 'distance'),
    besideDepot: true,
  },
  { name: 'R101 and RC101 customers (time windows)', problem: twoHundredWithWindows, besideDepot: false },
  {
    // Pickups make each position's load count: the scan that checks the load at every position.
    name: 'CVRPLIB X-n256-k16 with every third order a pickup (load per position)',
    problem: (): Problem => {
      const base = withObjective(parseCvrplib(read('cvrplib-x/X-n256-k16.vrp')).problem, 'distance');
      return {
        ...base,
        orders: base.orders.map((o, i) => (i % 3 === 0 ? { ...o, type: 'PICKUP' as const } : o)),
      };
    },
    besideDepot: false,
  },
];

describe('granular insertion (200 orders and more)', () => {
  for (const k of cases) {
    it(`${k.name}: places an order feasibly, never below the full scan, and at the full scan's price when that place is next to a near neighbour or a near depot`, () => {
      const problem = k.problem();
      const inst = compileProblem(problem);
      expect(inst.n).toBeGreaterThanOrEqual(200);
      const sol = weakSolution(inst, problem, 1);
      const granular = exhaustive(inst, 1, true);
      const full = exhaustive(inst, 1, false);
      const g = granular.granular;
      expect(g).not.toBeNull();
      if (!g) return;
      let nearBest = 0;
      let elsewhere = 0;
      let besideDepot = 0;
      for (const r of sol.routes) {
        for (const c of r.seq.filter((_, i) => i % 3 === 0)) {
          const rest = without(inst, sol, c);
          const before = total(rest.routes);
          const a = draftOf(rest);
          recreate(full, a, [c]);
          const b = draftOf(rest);
          recreate(granular, b, [c]);
          // Both place it (it came out of a route that still takes it), feasibly.
          expect(a.sol.unassigned).toEqual([]);
          expect(b.sol.unassigned).toEqual([]);
          for (const route of b.sol.routes) {
            expect(simulateRoute(inst, route.v, route.seq, route.seq.length).feasible).toBe(true);
          }
          const fullDelta = total(a.sol.routes) - before;
          const granularDelta = total(b.sol.routes) - before;
          expect(granularDelta).toBeGreaterThanOrEqual(fullDelta - 1e-6);
          // Where the full scan put c: is a stop beside it among c's nearest neighbours?
          const home = a.sol.routes.find((x) => x.seq.includes(c)) as Route;
          const at = home.seq.indexOf(c);
          const near = new Set(
            inst.neighbours.subarray(c * inst.nNeighbours, c * inst.nNeighbours + g.neighbours),
          );
          const beside = [home.seq[at - 1], home.seq[at + 1]].filter((o): o is number => o !== undefined);
          // ... or (without time windows) is it first or last, with that end's depot within c's
          // reach?
          const reach = g.reach;
          const ends = [
            at === 0 ? home.loc[0] : undefined,
            at === home.seq.length - 1 ? home.loc[at + 2] : undefined,
          ];
          const byDepot =
            reach !== null &&
            ends.some(
              (e) => e !== undefined && nearness(inst, e, inst.orderLoc[c] as number) <= (reach[c] as number),
            );
          if (byDepot) besideDepot++;
          if (byDepot || beside.some((o) => near.has(o))) {
            nearBest++;
            expect(granularDelta).toBeCloseTo(fullDelta, 6);
          } else elsewhere++;
          // The positions it keeps are those of the plan it leaves.
          b.sol.routes.forEach((route, ri) =>
            route.seq.forEach((o, p) => {
              expect(granular.index.routeOf[o]).toBe(ri);
              expect(granular.index.posOf[o]).toBe(p);
            }),
          );
        }
      }
      // The cheapest place is next to a near neighbour for most orders (seven in eight on these
      // weak plans), so the check above is made often.
      expect(nearBest).toBeGreaterThan(4 * elsewhere);
      // Some of those places are first or last on a route, next to a depot (on these plans: in
      // the first case; where time windows bind, route ends count only beside near neighbours).
      if (k.besideDepot) expect(besideDepot).toBeGreaterThan(0);
    });
  }
});
