import type { Instance } from './instance.js';
import { newRoute, refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Draft } from './solution.js';
import { at } from './indexing.js';

/**
 * Opens up to `count` routes, one per vehicle in vehicle order, each with the order farthest (by
 * travel duration) from that vehicle's start that it can serve alone. Optional orders are not
 * used as seeds. Returns the seeded orders; the caller inserts the others as usual.
 */
export function seedDistantRoutes(inst: Instance, draft: Draft, count: number): Set<number> {
  const seeded = new Set<number>();
  const L = inst.nLoc;
  const V = inst.nVehicles;
  const limit = Math.min(count, inst.maxVehicles);
  for (let v = 0; v < V && draft.sol.routes.length < limit; v++) {
    const from = at(inst.vStart, v);
    const candidates: number[] = [];
    for (let o = 0; o < inst.n; o++) {
      if (seeded.has(o) || inst.optional[o] || inst.compat[o * V + v] === 0) continue;
      candidates.push(o);
    }
    const far = (o: number): number => at(inst.time, from * L + at(inst.orderLoc, o));
    candidates.sort((a, b) => far(b) - far(a) || a - b);
    const seed = candidates.find((o) => simulateRoute(inst, v, [o], 1).feasible);
    if (seed === undefined) continue;
    const r = newRoute(v);
    r.seq.push(seed);
    refreshRoute(inst, r);
    draft.sol.routes.push(r);
    draft.owned.add(r);
    seeded.add(seed);
  }
  return seeded;
}
