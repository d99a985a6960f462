import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from '../instances/cvrplib.parser.js';
import { withObjective } from '../instances/solve-instance.js';
import { compileProblem } from './instance.js';
import { evaluateRouteEndRelocate } from './operators/route-end-relocate.js';
import { stateOf } from './operators/state.fixtures.js';
import { search } from './search.js';

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
    const st = stateOf(inst, best);
    const improvable = Array.from({ length: inst.n }, (_, u) => u).filter(
      (u) => evaluateRouteEndRelocate(st, u) !== null,
    );
    expect(improvable).toEqual([]);
  });
});
