import type { Instance } from '../instance.js';
import { segWidth } from '../segments.js';
import type { Sol } from '../solution.js';
import { draftOf } from '../solution.js';
import type { LocalSearchState } from './local-search-state.js';
import { indexRoute } from './local-search-state.js';

/** A local-search state over a plan's routes (copied on write), every route indexed. */
export function stateOf(inst: Instance, sol: Sol): LocalSearchState {
  const W = segWidth(inst);
  const st: LocalSearchState = {
    inst,
    draft: draftOf(sol),
    segs: [],
    withSegments: true,
    routeOf: new Int32Array(inst.n).fill(-1),
    posOf: new Int32Array(inst.n),
    a: new Float64Array(W * 2),
    b: new Float64Array(W * 2),
    node: new Float64Array(W),
  };
  sol.routes.forEach((_, ri) => indexRoute(st, ri));
  return st;
}
