import type { LocalSearchOperator } from './local-search-state.js';
import { at, costsOf, IMPROVEMENT_EPSILON, placeOf, routeAt } from './local-search-state.js';
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
    const c = costsOf(inst, R.v);
    const N = inst.nLoc;
    const lu = at(inst.orderLoc, u);
    const lv = at(inst.orderLoc, v);
    // Positions i - 1 to j + 1 lie within the route (its depots at 0 and length + 1).
    const p = l[i - 1] as number;
    const n = l[i + 1] as number;
    const next = l[j + 1] as number;
    const gain = (c[p * N + lu] as number) + (c[lu * N + n] as number) - (c[p * N + n] as number);
    const add = (c[lv * N + lu] as number) + (c[lu * N + next] as number) - (c[lv * N + next] as number);
    if (add - gain >= -IMPROVEMENT_EPSILON) return null;
    const seq = R.seq.slice();
    seq.splice(i - 1, 1);
    seq.splice(seq.indexOf(v) + 1, 0, u);
    return rewriteMove(st, ri, seq);
  },
};
