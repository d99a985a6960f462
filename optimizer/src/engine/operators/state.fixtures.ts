import type { Instance } from '../instance.js';
import { createLocalSearchScratch } from '../local-search.js';
import type { Sol } from '../solution.js';
import { draftOf } from '../solution.js';
import type { LocalSearchState } from './local-search-state.js';
import { indexRoute } from './local-search-state.js';

/**
 * A local-search state over a plan's routes (copied on write), every route indexed, on the
 * working arrays the local search itself makes (`createLocalSearchScratch`).
 */
export function stateOf(inst: Instance, sol: Sol): LocalSearchState {
  const { routeOf, posOf, a, b, node } = createLocalSearchScratch(inst);
  const st: LocalSearchState = {
    inst,
    draft: draftOf(sol),
    segs: [],
    withSegments: true,
    routeOf,
    posOf,
    a,
    b,
    node,
  };
  sol.routes.forEach((_, ri) => indexRoute(st, ri));
  return st;
}
