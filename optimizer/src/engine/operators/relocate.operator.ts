import { joinDelta, leaveDelta } from '../clustering.js';
import { concat, orderSeg, segFeasible, segWidth } from '../segments.js';
import type { LocalSearchOperator, LocalSearchState, Move } from './local-search-state.js';
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

/** Moves u next to v in v's route: after v, or before it when `before`. */
function evaluateRelocate(st: LocalSearchState, u: number, v: number, before: boolean): Move | null {
  const { route: rv, pos: pv } = placeOf(st, v);
  return evaluateRelocateAt(st, u, rv, pv - (before ? 1 : 0));
}

/**
 * Moves u from its route to route rv (another route), after its j-th stop (0: first, after the
 * start; the route's length: last, before the end).
 */
export function evaluateRelocateAt(st: LocalSearchState, u: number, rv: number, j: number): Move | null {
  const { inst } = st;
  const { route: ru, pos: i } = placeOf(st, u);
  const R1 = routeAt(st, ru);
  const R2 = routeAt(st, rv);
  if (inst.compat[u * inst.nVehicles + R2.v] === 0) return null;
  const W = segWidth(inst);
  const s1 = segmentsAt(st, ru);
  const s2 = segmentsAt(st, rv);
  const lu = at(inst.orderLoc, u);
  const p = at(R1.loc, i - 1);
  const n = at(R1.loc, i + 1);
  // The legs are read from the vehicles' cost rows directly: every index is a location of the
  // instance, so in range by construction (see `costsOf`).
  const c1 = costsOf(inst, R1.v);
  const c2 = costsOf(inst, R2.v);
  const N = inst.nLoc;
  const pn = c1[p * N + n] as number;
  const removeGain =
    (c1[p * N + lu] as number) + (c1[lu * N + n] as number) - pn + softPenalty(inst, u, R1.v);
  const emptied = R1.seq.length === 1 ? pn + at(inst.vFixed, R1.v) : 0;
  const a2 = at(R2.loc, j);
  const b2 = at(R2.loc, j + 1);
  const addCost =
    (c2[a2 * N + lu] as number) +
    (c2[lu * N + b2] as number) -
    (c2[a2 * N + b2] as number) +
    softPenalty(inst, u, R2.v);
  const spread = leaveDelta(inst, R1, u) + joinDelta(inst, R2, u);
  const delta = addCost - removeGain - emptied + spread;
  if (delta >= -IMPROVEMENT_EPSILON) return null;
  orderSeg(inst, u, st.node, 0);
  concat(inst, s2.pre, j * W, st.node, 0, travelTime(inst, a2, lu), st.a, 0);
  concat(inst, st.a, 0, s2.suf, (j + 1) * W, travelTime(inst, lu, b2), st.b, 0);
  if (!segFeasible(inst, R2.v, st.b, 0)) return null;
  if (R1.seq.length > 1) {
    concat(inst, s1.pre, (i - 1) * W, s1.suf, (i + 1) * W, travelTime(inst, p, n), st.a, 0);
    if (!segFeasible(inst, R1.v, st.a, 0)) return null;
  }
  return {
    delta,
    apply: () => {
      rewriteRoute(st, ru, (r) => r.seq.splice(i - 1, 1));
      rewriteRoute(st, rv, (r) => r.seq.splice(j, 0, u));
    },
  };
}

/** Relocate: u moves from its route to just after v in another route. */
export const relocateAfter: LocalSearchOperator = {
  name: 'relocate-after',
  scope: 'inter',
  evaluate: (st, u, v) => evaluateRelocate(st, u, v, false),
};

/** Relocate: u moves from its route to just before v in another route. */
export const relocateBefore: LocalSearchOperator = {
  name: 'relocate-before',
  scope: 'inter',
  evaluate: (st, u, v) => evaluateRelocate(st, u, v, true),
};
