import type { RecreateContext } from './recreate-context.js';
import { recreate } from './recreate.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import type { Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';
import { at, item } from './indexing.js';

/**
 * Whether `routeExchange` may recombine plans of this instance: routes priced from their caches
 * (a route keeps its cost when it moves from one plan to another) and no soft penalties. On a
 * mixed fleet, or where orders may go on some vehicles only, a route that comes in goes on a free
 * vehicle of its type or on one that takes it (`onFreeVehicle`).
 */
export function routeExchangeApplies(ctx: RecreateContext): boolean {
  const inst = ctx.inst;
  return !inst.exact && inst.softPen === null;
}

/**
 * Selective route exchange (Nagata and Kobayashi's SREX), with the recreate as the repair: the
 * donor's routes that serve a random order and its nearest neighbours (1 to `maxRoutes`, at most
 * half the donor's routes) go whole into the receiver's plan; the receiver's routes lose those
 * orders, as many of its routes as came in (the ones that lost most) are taken out whole, and
 * their other orders are put back by the recreate. The result serves every order the two plans
 * serve, on as many routes as the receiver or fewer.
 */
export function routeExchange(ctx: RecreateContext, donor: Sol, receiver: Sol, maxRoutes: number): Sol {
  const inst = ctx.inst;
  const picked = donorRoutes(ctx, donor, maxRoutes);
  const moved = new Uint8Array(inst.n);
  for (const ri of picked) for (const o of item(donor.routes, ri).seq) moved[o] = 1;
  const lost = receiver.routes.map((r) => r.seq.reduce((a, o) => a + at(moved, o), 0));
  const byLost = receiver.routes.map((_, i) => i).sort((x, y) => at(lost, y) - at(lost, x) || x - y);
  const dropped = new Set(byLost.slice(0, picked.length));
  const removed: number[] = [];
  const routes: Route[] = [];
  const usedVehicle = new Uint8Array(inst.nVehicles);
  receiver.routes.forEach((r, ri) => {
    if (dropped.has(ri)) {
      for (const o of r.seq) if (moved[o] === 0) removed.push(o);
    } else if (at(lost, ri) === 0) {
      routes.push(r);
      usedVehicle[r.v] = 1;
    } else {
      const rest = r.seq.filter((o) => moved[o] === 0);
      if (rest.length === 0) return;
      const kept = routeOf(ctx, r.v, rest);
      // Where legs break the triangle inequality, orders taken out can make the rest late.
      if (!kept.feasible) {
        removed.push(...rest);
        return;
      }
      routes.push(kept);
      usedVehicle[r.v] = 1;
    }
  });
  for (const o of receiver.unassigned) if (moved[o] === 0) removed.push(o);
  for (const ri of picked) {
    const r = item(donor.routes, ri);
    const moved = usedVehicle[r.v] === 1 ? onFreeVehicle(ctx, r, usedVehicle) : r;
    if (!moved) removed.push(...r.seq);
    else {
      routes.push(moved);
      usedVehicle[moved.v] = 1;
    }
  }
  const child: Sol = { routes, unassigned: [], cost: 0, missing: 0 };
  evaluate(inst, child);
  const draft = draftOf(child);
  recreate(ctx, draft, removed);
  return draft.sol;
}

/** Indexes of the donor's routes that serve a random order and its nearest neighbours. */
function donorRoutes(ctx: RecreateContext, donor: Sol, maxRoutes: number): number[] {
  const { inst, rng } = ctx;
  const count = Math.min(1 + rng.int(maxRoutes), Math.max(1, Math.floor(donor.routes.length / 2)));
  const routeIndex = new Int32Array(inst.n).fill(-1);
  donor.routes.forEach((r, ri) => {
    for (const o of r.seq) routeIndex[o] = ri;
  });
  const seed = rng.int(inst.n);
  const K = inst.nNeighbours;
  const picked: number[] = [];
  for (let j = -1; j < K && picked.length < count; j++) {
    const c = j < 0 ? seed : at(inst.neighbours, seed * K + j);
    const ri = at(routeIndex, c);
    if (ri >= 0 && !picked.includes(ri)) picked.push(ri);
  }
  return picked;
}

/**
 * The donor's route on a vehicle the child leaves free: one of the same type (the same route at
 * the same cost), else the cheapest free vehicle of another type that takes every order of it
 * and keeps it feasible (a mixed fleet: a smaller vehicle may not carry it); null when none does.
 */
function onFreeVehicle(ctx: RecreateContext, r: Route, usedVehicle: Uint8Array): Route | null {
  const inst = ctx.inst;
  const same = item(ctx.vehiclesByType, at(inst.vType, r.v)).find((v) => usedVehicle[v] === 0);
  if (same !== undefined) return routeOf(ctx, same, r.seq.slice());
  let best: Route | null = null;
  for (let t = 0; t < ctx.vehiclesByType.length; t++) {
    const w = item(ctx.vehiclesByType, t).find((v) => usedVehicle[v] === 0);
    if (w === undefined || r.seq.some((o) => inst.compat[o * inst.nVehicles + w] === 0)) continue;
    const on = routeOf(ctx, w, r.seq.slice());
    if (on.feasible && (!best || on.cost < best.cost)) best = on;
  }
  return best;
}

function routeOf(ctx: RecreateContext, v: number, seq: number[]): Route {
  const r = newRoute(v);
  r.seq = seq;
  refreshRoute(ctx.inst, r);
  return r;
}
