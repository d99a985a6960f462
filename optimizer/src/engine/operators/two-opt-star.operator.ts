import { spreadOf } from '../clustering.js';
import { concat, segFeasible, segWidth } from '../segments.js';
import type { LocalSearchOperator } from './local-search-state.js';
import {
  at,
  costsOf,
  IMPROVEMENT_EPSILON,
  placeOf,
  rewriteRoute,
  routeAt,
  segmentsAt,
  travelTime,
} from './local-search-state.js';

/** 2-opt*: u's route continues after u with what followed v, and v's route with what followed u. */
export const twoOptStar: LocalSearchOperator = {
  name: 'two-opt-star',
  scope: 'inter',
  evaluate(st, u, v) {
    const { inst } = st;
    const { route: ru, pos: i } = placeOf(st, u);
    const { route: rv, pos: j } = placeOf(st, v);
    const R1 = routeAt(st, ru);
    const R2 = routeAt(st, rv);
    if (inst.vEnd[R1.v] !== inst.vEnd[R2.v] || inst.shiftEnd[R1.v] !== inst.shiftEnd[R2.v]) return null;
    const lu = at(inst.orderLoc, u);
    const lv = at(inst.orderLoc, v);
    const n1 = at(R1.loc, i + 1);
    const n2 = at(R2.loc, j + 1);
    // The legs are read directly: every index is a location of the instance, so in range by
    // construction (see `costsOf`).
    const c1 = costsOf(inst, R1.v);
    const c2 = costsOf(inst, R2.v);
    const N = inst.nLoc;
    let delta =
      (c1[lu * N + n2] as number) +
      (c2[lv * N + n1] as number) -
      (c1[lu * N + n1] as number) -
      (c2[lv * N + n2] as number);
    // Vehicles priced differently (a mixed fleet): each tail is priced on its new vehicle.
    if (c1 !== c2)
      delta +=
        tailCost(c1, N, R2.loc, j + 1, R2.seq.length) +
        tailCost(c2, N, R1.loc, i + 1, R1.seq.length) -
        tailCost(c1, N, R1.loc, i + 1, R1.seq.length) -
        tailCost(c2, N, R2.loc, j + 1, R2.seq.length);
    if (delta >= -IMPROVEMENT_EPSILON) return null;
    const V = inst.nVehicles;
    for (let k = j; k < R2.seq.length; k++) if (inst.compat[at(R2.seq, k) * V + R1.v] === 0) return null;
    for (let k = i; k < R1.seq.length; k++) if (inst.compat[at(R1.seq, k) * V + R2.v] === 0) return null;
    if (inst.softPen) return null;
    const W = segWidth(inst);
    const s1 = segmentsAt(st, ru);
    const s2 = segmentsAt(st, rv);
    concat(inst, s1.pre, i * W, s2.suf, (j + 1) * W, travelTime(inst, lu, n2), st.a, 0);
    if (!segFeasible(inst, R1.v, st.a, 0)) return null;
    concat(inst, s2.pre, j * W, s1.suf, (i + 1) * W, travelTime(inst, lv, n1), st.a, 0);
    if (!segFeasible(inst, R2.v, st.a, 0)) return null;
    const tail1 = R1.seq.slice(i);
    const tail2 = R2.seq.slice(j);
    if (inst.clusterWeight > 0) {
      // Only exchanges that shorten the legs are tried; they must not cost more in spread.
      const spread =
        spreadOf(inst, R1.seq.slice(0, i).concat(tail2)) +
        spreadOf(inst, R2.seq.slice(0, j).concat(tail1)) -
        R1.clustering -
        R2.clustering;
      delta += spread;
      if (delta >= -IMPROVEMENT_EPSILON) return null;
    }
    return {
      delta,
      apply: () => {
        rewriteRoute(st, ru, (r) => {
          r.seq.length = i;
          r.seq.push(...tail2);
        });
        rewriteRoute(st, rv, (r) => {
          r.seq.length = j;
          r.seq.push(...tail1);
        });
      },
    };
  },
};

/** The legs of a route from position `from` to its end (position len + 1), on the costs `c`. */
function tailCost(c: Float64Array, N: number, loc: ArrayLike<number>, from: number, len: number): number {
  let sum = 0;
  for (let k = from; k <= len; k++) sum += c[(loc[k] as number) * N + (loc[k + 1] as number)] as number;
  return sum;
}
