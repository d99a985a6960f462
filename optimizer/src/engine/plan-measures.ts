import type { Instance } from './instance.js';
import { cloneRoute, refreshRoute } from './route.js';
import type { Sol } from './solution.js';
import { evaluate } from './solution.js';

/** Mean cost of a leg; with `spread`, the routes' spread (Clustering objective) counts too. */
export function edgeScale(inst: Instance, sol: Sol, spread: boolean): number {
  let sum = 0;
  let edges = 0;
  for (const r of sol.routes) {
    sum += r.cost - (inst.vFixed[r.v] ?? 0) + (spread ? r.clustering : 0);
    edges += r.seq.length + 1;
  }
  return edges > 0 && sum > 0 ? sum / edges : 1;
}

/** Fewest routes any plan needs by capacity alone (identical vehicles, one trip each). */
export function fleetLowerBound(inst: Instance): number {
  if (inst.nTypes !== 1) return 1;
  const D = inst.dims;
  let bound = 1;
  for (let d = 0; d < D; d++) {
    let del = 0;
    let pick = 0;
    for (let o = 0; o < inst.n; o++) {
      if (inst.optional[o]) continue;
      del += inst.del[o * D + d] ?? 0;
      pick += inst.pick[o * D + d] ?? 0;
    }
    const cap = (inst.cap[d] ?? 0) * inst.maxTrips;
    if (cap > 0) bound = Math.max(bound, Math.ceil(Math.max(del, pick) / cap - 1e-9));
  }
  return bound;
}

/** The plan with every route priced again (after the instance's spread weight changed). */
export function repriced(inst: Instance, sol: Sol): Sol {
  const routes = sol.routes.map((r) => {
    const copy = cloneRoute(r);
    refreshRoute(inst, copy);
    return copy;
  });
  const next: Sol = { routes, unassigned: sol.unassigned.slice(), cost: 0, missing: 0 };
  evaluate(inst, next);
  return next;
}
