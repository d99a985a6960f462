import type { LocalSearchOperator } from './local-search-state.js';
import { arc, at, IMPROVEMENT_EPSILON, placeOf, routeAt } from './local-search-state.js';
import { rewriteMove } from './intra-route.js';

/** 2-opt: the stretch between u and v (v later in the route) is reversed so that u is followed by v. */
export const intraTwoOpt: LocalSearchOperator = {
  name: 'intra-two-opt',
  scope: 'intra',
  evaluate(st, u, v) {
    const { inst } = st;
    const { route: ri, pos: i } = placeOf(st, u);
    const { pos: j } = placeOf(st, v);
    if (j <= i + 1) return null;
    const R = routeAt(st, ri);
    const l = R.loc;
    // New route: ... u, v, (reversed i+1..j-1), j+1 ...
    let before = arc(inst, R.v, at(l, i), at(l, i + 1)) + arc(inst, R.v, at(l, j), at(l, j + 1));
    let after = arc(inst, R.v, at(l, i), at(l, j)) + arc(inst, R.v, at(l, i + 1), at(l, j + 1));
    // Where legs cost the same both ways, the reversed stretch costs what it did.
    if (at(inst.symmetricCost, at(inst.vClass, R.v)) === 0)
      for (let k = i + 1; k < j; k++) {
        before += arc(inst, R.v, at(l, k), at(l, k + 1));
        after += arc(inst, R.v, at(l, k + 1), at(l, k));
      }
    if (after - before >= -IMPROVEMENT_EPSILON) return null;
    const seq = R.seq.slice();
    const mid = seq.slice(i, j).reverse();
    seq.splice(i, j - i, ...mid);
    return rewriteMove(st, ri, seq);
  },
};
