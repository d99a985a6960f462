import type { Instance } from './instance.js';
import { cloneRoute, refreshRoute } from './route.js';
import type { Sol } from './solution.js';
import { evaluate } from './solution.js';

/** Mean cost of a leg; with `spread`, the routes' spread (Clustering objective) counts too. */
export function edgeScale(inst: Instance, sol: Sol, spread: boolean): number {
  let sum = 0;
  let edges = 0;
  for (const r of sol.routes) {
    sum += r.cost - (inst.vFixed[r.v] as number) + (spread ? r.clustering : 0);
    edges += r.seq.length + 1;
  }
  return edges > 0 && sum > 0 ? sum / edges : 1;
}

/**
 * The orders fleet minimisation must place (1): the mandatory ones some vehicle can serve, and
 * the optional ones whose skip penalty outweighs a vehicle. Leaving such an optional order out
 * to save a route makes the plan worse, not better: counting only mandatory orders let the
 * demo day "reach" three vehicles by skipping its optional orders, and the annealing then put
 * them back on whatever small vehicles were free (three to six vehicles from seed to seed).
 */
export function mustPlace(inst: Instance): Uint8Array {
  let vehicle = Infinity;
  for (let v = 0; v < inst.nVehicles; v++) vehicle = Math.min(vehicle, inst.vFixed[v] as number);
  const out = new Uint8Array(inst.n);
  for (let o = 0; o < inst.n; o++) {
    if (inst.servable[o] === 0) continue;
    out[o] = inst.optional[o] === 0 || (inst.skipCost[o] as number) > vehicle ? 1 : 0;
  }
  return out;
}

/**
 * Fewest routes any plan needs by capacity alone, each vehicle making its trips. On a fleet of several types, per dimension, the largest vehicles first until they
 * hold the day's goods. Fleet minimisation stops at this count: without it a mixed fleet's
 * bound was 1, and the demo day spent its fleet share (80 % of the search) trying to drop a
 * third route after reaching three.
 */
export function fleetLowerBound(inst: Instance): number {
  const D = inst.dims;
  const V = inst.nVehicles;
  const placed = mustPlace(inst);
  let bound = 1;
  for (let d = 0; d < D; d++) {
    let del = 0;
    let pick = 0;
    for (let o = 0; o < inst.n; o++) {
      if (!placed[o]) continue;
      del += inst.del[o * D + d] as number;
      pick += inst.pick[o * D + d] as number;
    }
    const goods = Math.max(del, pick);
    if (inst.nTypes === 1) {
      const cap = (inst.cap[d] as number) * inst.maxTrips;
      if (cap > 0) bound = Math.max(bound, Math.ceil(goods / cap - 1e-9));
      continue;
    }
    const caps = Array.from({ length: V }, (_, v) => inst.cap[v * D + d] as number).sort((a, b) => b - a);
    let held = 0;
    let used = 0;
    while (used < V && held < goods - 1e-9) held += (caps[used++] as number) * inst.maxTrips;
    bound = Math.max(bound, used);
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
