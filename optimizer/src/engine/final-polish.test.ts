import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import { compileProblem } from './instance.js';
import type { LocalSearchState } from './operators/index.js';
import { indexRoute } from './operators/local-search-state.js';
import { evaluateRouteEndRelocate } from './operators/route-end-relocate.js';
import { search } from './search.js';
import { segWidth } from './segments.js';
import { draftOf } from './solution.js';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);

describe('the final polish of a search', () => {
  // Seed 3 at 5,000 steps: without the final polish, 4 of X-n303-k21's orders are each cheaper
  // first or last on another route (a route whose first or last stop is not near them).
  it('leaves no order that moving first or last on another route would make shorter', () => {
    const text = readFileSync(path.join(benchmarks, 'cvrplib-x/X-n303-k21.vrp'), 'utf8');
    const inst = compileProblem(withObjective(parseCvrplib(text).problem, 'distance'));
    const { best } = search(inst, { seed: 3, maxIterations: 5000 });
    expect(best.missing).toBe(0);
    const W = segWidth(inst);
    const st: LocalSearchState = {
      inst,
      draft: draftOf(best),
      segs: [],
      withSegments: true,
      routeOf: new Int32Array(inst.n).fill(-1),
      posOf: new Int32Array(inst.n),
      a: new Float64Array(W * 2),
      b: new Float64Array(W * 2),
      node: new Float64Array(W),
    };
    best.routes.forEach((_, ri) => indexRoute(st, ri));
    const improvable = Array.from({ length: inst.n }, (_, u) => u).filter(
      (u) => evaluateRouteEndRelocate(st, u) !== null,
    );
    expect(improvable).toEqual([]);
  });
});
