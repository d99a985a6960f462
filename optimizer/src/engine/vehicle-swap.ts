import type { Instance } from './instance.js';
import type { RecreateContext } from './recreate-context.js';
import type { Route } from './route.js';
import { refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { Draft } from './solution.js';
import { own } from './solution.js';
import { at, item } from './indexing.js';

function costOn(inst: Instance, v: number, seq: readonly number[]): number {
  const V = inst.nVehicles;
  for (const o of seq) if (inst.compat[o * V + v] === 0) return Infinity;
  const sim = simulateRoute(inst, v, seq, seq.length);
  return sim.feasible ? sim.cost : Infinity;
}

/**
 * Heterogeneous fleets: moves a route to a free vehicle of another type, or swaps the vehicles
 * of two routes, when that is cheaper. Ruin and recreate alone rarely rebuilds a whole route on
 * another vehicle.
 */
export function improveVehicles(ctx: RecreateContext, draft: Draft): void {
  const inst = ctx.inst;
  const routes = draft.sol.routes;
  const used = new Uint8Array(inst.nVehicles);
  for (const r of routes) used[r.v] = 1;
  for (let i = 0; i < routes.length; i++) {
    const ri = routes[i] as Route;
    for (let t = 0; t < ctx.vehiclesByType.length; t++) {
      if (t === inst.vType[ri.v]) continue;
      const w = item(ctx.vehiclesByType, t).find((v) => used[v] === 0);
      if (w === undefined) continue;
      if (costOn(inst, w, ri.seq) < ri.cost - 1e-9) {
        const r = own(draft, i);
        used[r.v] = 0;
        used[w] = 1;
        r.v = w;
        refreshRoute(inst, r);
        break;
      }
    }
  }
  for (let i = 0; i < routes.length; i++) {
    for (let j = i + 1; j < routes.length; j++) {
      const a = routes[i] as Route;
      const b = routes[j] as Route;
      if (inst.vType[a.v] === inst.vType[b.v]) continue;
      const swapped = costOn(inst, b.v, a.seq) + costOn(inst, a.v, b.seq);
      if (swapped < a.cost + b.cost - 1e-9) {
        const ra = own(draft, i);
        const rb = own(draft, j);
        const va = ra.v;
        ra.v = rb.v;
        rb.v = va;
        refreshRoute(inst, ra);
        refreshRoute(inst, rb);
      }
    }
  }
}

/** A vehicle's capacity as one number: the sum over dimensions of its share of the largest. */
export function capacityScore(inst: Instance, v: number): number {
  const D = inst.dims;
  let score = 0;
  for (let d = 0; d < D; d++) {
    let most = 0;
    for (let k = 0; k < inst.nVehicles; k++) most = Math.max(most, at(inst.cap, k * D + d));
    if (most > 0) score += at(inst.cap, v * D + d) / most;
  }
  return score;
}

/**
 * Fleet minimisation on heterogeneous fleets: moves routes to larger free vehicles, the smallest
 * routes' vehicles first, so that the orders of a dropped route find room. Cost-driven swaps
 * (`improveVehicles`) go the other way and are left to the annealing.
 */
export function upgradeVehicles(ctx: RecreateContext, draft: Draft, score: Float64Array): void {
  const inst = ctx.inst;
  const routes = draft.sol.routes;
  const used = new Uint8Array(inst.nVehicles);
  for (const r of routes) used[r.v] = 1;
  const free: number[] = [];
  for (let v = 0; v < inst.nVehicles; v++) if (used[v] === 0) free.push(v);
  free.sort((a, b) => at(score, b) - at(score, a));
  const order = routes
    .map((_, i) => i)
    .sort((a, b) => at(score, (routes[a] as Route).v) - at(score, (routes[b] as Route).v));
  for (const i of order) {
    const ri = routes[i] as Route;
    const k = free.findIndex(
      (w) => at(score, w) > at(score, ri.v) + 1e-9 && costOn(inst, w, ri.seq) < Infinity,
    );
    if (k < 0) continue;
    const w = free[k] as number;
    const r = own(draft, i);
    free.splice(k, 1, r.v);
    free.sort((a, b) => at(score, b) - at(score, a));
    r.v = w;
    refreshRoute(inst, r);
  }
}
