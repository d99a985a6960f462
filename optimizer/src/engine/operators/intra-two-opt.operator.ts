import type { LocalSearchOperator } from './local-search-state.js';
import { at, costsOf, IMPROVEMENT_EPSILON, placeOf, routeAt } from './local-search-state.js';
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
    const c = costsOf(inst, R.v);
    const N = inst.nLoc;
    // Positions i to j + 1 lie within the route (its depots at 0 and length + 1).
    const leg = (a: number, b: number): number => c[(l[a] as number) * N + (l[b] as number)] as number;
    // New route: ... u, v, (reversed i+1..j-1), j+1 ...
    let before = leg(i, i + 1) + leg(j, j + 1);
    let after = leg(i, j) + leg(i + 1, j + 1);
    // Where legs cost the same both ways, the reversed stretch costs what it did.
    if (at(inst.symmetricCost, at(inst.vClass, R.v)) === 0)
      for (let k = i + 1; k < j; k++) {
        before += leg(k, k + 1);
        after += leg(k + 1, k);
      }
    if (after - before >= -IMPROVEMENT_EPSILON) return null;
    const seq = R.seq.slice();
    const mid = seq.slice(i, j).reverse();
    seq.splice(i, j - i, ...mid);
    return rewriteMove(st, ri, seq);
  },
};
