import type { Instance } from './instance.js';
import type { Route } from './route.js';
import { cloneRoute } from './route.js';

/** A search solution. Routes are shared between solutions and never mutated once shared. */
export interface Sol {
  routes: Route[];
  unassigned: number[];
  cost: number;
  missing: number;
}

/** Routes a solution owns during one ruin-and-recreate step (copy on write). */
export interface Draft {
  sol: Sol;
  owned: Set<Route>;
}

export function draftOf(sol: Sol): Draft {
  return {
    sol: {
      routes: sol.routes.slice(),
      unassigned: sol.unassigned.slice(),
      cost: sol.cost,
      missing: sol.missing,
    },
    owned: new Set(),
  };
}

export function own(draft: Draft, index: number): Route {
  const r = draft.sol.routes[index];
  if (!r) throw new Error(`no route ${index}`);
  if (draft.owned.has(r)) return r;
  const copy = cloneRoute(r);
  draft.sol.routes[index] = copy;
  draft.owned.add(copy);
  return copy;
}

export function evaluate(inst: Instance, sol: Sol): void {
  let cost = 0;
  let missing = 0;
  let longest = 0;
  for (const r of sol.routes) {
    cost += r.cost + r.clustering;
    if (inst.weights.maximum > 0) longest = Math.max(longest, r.duration);
  }
  for (const o of sol.unassigned) {
    if (inst.optional[o]) cost += inst.skipCost[o] as number;
    else if (inst.servable[o]) missing++;
  }
  const used = sol.routes.length;
  if (used < inst.minVehicles) cost += (inst.minVehicles - used) * inst.weights.top * 1e3;
  cost += longest * inst.weights.maximum;
  sol.cost = cost;
  sol.missing = missing;
}

/** Lexicographic comparison: fewer missing mandatory orders first, then cost. */
export function better(a: Sol, b: Sol): boolean {
  return a.missing < b.missing || (a.missing === b.missing && a.cost < b.cost - 1e-9);
}
