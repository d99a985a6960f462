import type { LocalSearchOperator } from './local-search-state.js';
import { arc, at, IMPROVEMENT_EPSILON, placeOf, routeAt } from './local-search-state.js';
import { rewriteMove } from './intra-route.js';

/** Or-opt of one order: u moves to just after v in their route. */
export const intraRelocate: LocalSearchOperator = {
  name: 'intra-relocate',
  scope: 'intra',
  evaluate(st, u, v) {
    const { inst } = st;
    const { route: ri, pos: i } = placeOf(st, u);
    const { pos: j } = placeOf(st, v);
    if (j === i - 1) return null;
    const R = routeAt(st, ri);
    const l = R.loc;
    const lu = at(inst.orderLoc, u);
    const lv = at(inst.orderLoc, v);
    const p = at(l, i - 1);
    const n = at(l, i + 1);
    const next = at(l, j + 1);
    const gain = arc(inst, R.v, p, lu) + arc(inst, R.v, lu, n) - arc(inst, R.v, p, n);
    const add = arc(inst, R.v, lv, lu) + arc(inst, R.v, lu, next) - arc(inst, R.v, lv, next);
    if (add - gain >= -IMPROVEMENT_EPSILON) return null;
    const seq = R.seq.slice();
    seq.splice(i - 1, 1);
    seq.splice(seq.indexOf(v) + 1, 0, u);
    return rewriteMove(st, ri, seq);
  },
};
