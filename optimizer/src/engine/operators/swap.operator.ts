import { exchangeDelta } from '../clustering.js';
import { concat, orderSeg, segFeasible, segWidth } from '../segments.js';
import type { LocalSearchOperator } from './local-search-state.js';
import {
  at,
  costsOf,
  IMPROVEMENT_EPSILON,
  placeOf,
  rewriteRoute,
  routeAt,
  segmentsAt,
  softPenalty,
  travelTime,
} from './local-search-state.js';

/** Swap: u and v exchange places between their routes. */
export const swap: LocalSearchOperator = {
  name: 'swap',
  scope: 'inter',
  evaluate(st, u, v) {
    const { inst } = st;
    const { route: ru, pos: i } = placeOf(st, u);
    const { route: rv, pos: j } = placeOf(st, v);
    const R1 = routeAt(st, ru);
    const R2 = routeAt(st, rv);
    const V = inst.nVehicles;
    if (inst.compat[u * V + R2.v] === 0 || inst.compat[v * V + R1.v] === 0) return null;
    const lu = at(inst.orderLoc, u);
    const lv = at(inst.orderLoc, v);
    const p1 = at(R1.loc, i - 1);
    const n1 = at(R1.loc, i + 1);
    const p2 = at(R2.loc, j - 1);
    const n2 = at(R2.loc, j + 1);
    // The legs are read from the vehicles' cost rows directly: every index is a location of
    // the instance, so in range by construction (see `costsOf`).
    const c1 = costsOf(inst, R1.v);
    const c2 = costsOf(inst, R2.v);
    const N = inst.nLoc;
    const before =
      (c1[p1 * N + lu] as number) +
      (c1[lu * N + n1] as number) +
      (c2[p2 * N + lv] as number) +
      (c2[lv * N + n2] as number) +
      softPenalty(inst, u, R1.v) +
      softPenalty(inst, v, R2.v);
    const after =
      (c1[p1 * N + lv] as number) +
      (c1[lv * N + n1] as number) +
      (c2[p2 * N + lu] as number) +
      (c2[lu * N + n2] as number) +
      softPenalty(inst, v, R1.v) +
      softPenalty(inst, u, R2.v);
    const spread = exchangeDelta(inst, R1, u, v) + exchangeDelta(inst, R2, v, u);
    const delta = after - before + spread;
    if (delta >= -IMPROVEMENT_EPSILON) return null;
    const W = segWidth(inst);
    const s1 = segmentsAt(st, ru);
    const s2 = segmentsAt(st, rv);
    orderSeg(inst, v, st.node, 0);
    concat(inst, s1.pre, (i - 1) * W, st.node, 0, travelTime(inst, p1, lv), st.a, 0);
    concat(inst, st.a, 0, s1.suf, (i + 1) * W, travelTime(inst, lv, n1), st.b, 0);
    if (!segFeasible(inst, R1.v, st.b, 0)) return null;
    orderSeg(inst, u, st.node, 0);
    concat(inst, s2.pre, (j - 1) * W, st.node, 0, travelTime(inst, p2, lu), st.a, 0);
    concat(inst, st.a, 0, s2.suf, (j + 1) * W, travelTime(inst, lu, n2), st.b, 0);
    if (!segFeasible(inst, R2.v, st.b, 0)) return null;
    return {
      delta,
      apply: () => {
        rewriteRoute(st, ru, (r) => {
          r.seq[i - 1] = v;
        });
        rewriteRoute(st, rv, (r) => {
          r.seq[j - 1] = u;
        });
      },
    };
  },
};
