import { joinDelta } from './clustering.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import { item } from './indexing.js';
import { placeFrom } from './plan-index.js';
import { simulateRoute } from './simulate.js';
import type { Draft } from './solution.js';
import { own } from './solution.js';
import { beginOrder, NONE } from './insertion-scratch.js';
import { scanRoute } from './position-scan.js';
import { scanNeighbours } from './granular-scan.js';
import type { RecreateContext } from './recreate-context.js';

/** Feasible insertions simulated per order in exact mode (cheapest by leg cost first). */
const TOP_K = 6;

/**
 * Inserts order c at its cheapest feasible place; returns false when none exists. With granular
 * insertion (`ctx.granular`; `ctx.index` must describe the draft, as `recreate` keeps it) c is
 * tried next to its nearest routed neighbours, and at every position of every route only when
 * none of those fits.
 */
export function insertOrder(ctx: RecreateContext, draft: Draft, c: number, used: Uint8Array): boolean {
  const sc = ctx.scratch;
  const routes = draft.sol.routes;
  const exact = ctx.inst.exact;
  const g = ctx.granular;
  beginOrder(ctx, c);
  if (g) scanNeighbours(ctx, g, routes);
  // Past the deadline (`hurry`) an order that fits next to none of its neighbours goes on a new
  // route or stays out: scanning every route is what a first plan of thousands of orders spends
  // its time on.
  if (sc.bestRoute === NONE && !(ctx.hurried && g)) scanRoutes(ctx, routes, c);
  const freeOfType = scanNewRoutes(ctx, routes.length, c, used);
  if (exact) return commitExact(ctx, draft, c, used, freeOfType);
  if (sc.bestRoute === NONE) return false;
  if (sc.bestRoute < 0) {
    const v = freeOfType[-sc.bestRoute - 1] as number;
    openRoute(ctx, draft, v, c, used);
    return true;
  }
  insertAt(ctx, draft, c, sc.bestRoute, sc.bestPos);
  return true;
}

/** Scans every route that may serve order c, from a random one on. */
function scanRoutes(ctx: RecreateContext, routes: readonly Route[], c: number): void {
  const inst = ctx.inst;
  const V = inst.nVehicles;
  const nr = routes.length;
  const offset = nr > 1 ? ctx.rng.int(nr) : 0;
  for (let x = 0; x < nr; x++) {
    const ri = (x + offset) % nr;
    const r = routes[ri] as Route;
    if (!inst.allCompat && inst.compat[c * V + r.v] === 0) continue;
    scanRoute(ctx, r, ri, inst.exact);
  }
}

/**
 * Prices order c on a new route of each vehicle type with a free vehicle that can serve it, as
 * route index -(type + 1) (with the vehicle's fixed cost). Answers the free vehicle of each
 * type (-1: none, or no new route allowed).
 */
function scanNewRoutes(ctx: RecreateContext, routes: number, c: number, used: Uint8Array): Int32Array {
  const freeOfType = ctx.scratch.freeOfType;
  for (let t = 0; t < freeOfType.length; t++) freeOfType[t] = -1;
  if (!ctx.allowNewRoutes || routes >= ctx.inst.maxVehicles) return freeOfType;
  const types = ctx.emptyByType.length;
  const first = types > 1 ? ctx.rng.int(types) : 0;
  for (let x = 0; x < types; x++) {
    const t = (first + x) % types;
    const free = firstFree(ctx, t, used, c);
    freeOfType[t] = free;
    if (free >= 0) scanNewRoute(ctx, t, free);
  }
  return freeOfType;
}

/** Prices the order at hand alone on a new route of type t, on its free vehicle `free`. */
function scanNewRoute(ctx: RecreateContext, t: number, free: number): void {
  const sc = ctx.scratch;
  const template = ctx.emptyByType[t] as Route;
  if (ctx.inst.exact) {
    scanRoute(ctx, template, -(t + 1), true);
    return;
  }
  const { bestDelta, bestRoute, bestPos } = sc;
  const fixed = ctx.inst.vFixed[free] as number;
  sc.bestDelta -= fixed;
  scanRoute(ctx, template, -(t + 1), false);
  if (sc.bestRoute === -(t + 1)) sc.bestDelta += fixed;
  else {
    sc.bestDelta = bestDelta;
    sc.bestRoute = bestRoute;
    sc.bestPos = bestPos;
  }
}

/** Inserts order c at position k of route ri (copied on write), and keeps the index up to date. */
function insertAt(ctx: RecreateContext, draft: Draft, c: number, ri: number, k: number): void {
  const r = own(draft, ri);
  const before = r.cost + r.clustering;
  r.seq.splice(k, 0, c);
  refreshRoute(ctx.inst, r);
  ctx.scratch.added = r.cost + r.clustering - before;
  placeFrom(ctx.index, r, ri, k);
}

/**
 * The first vehicle of type t (in `vehiclesByType` order) that is free in `used` and can serve
 * order c; -1 when none. The used vehicles at the front of the list are skipped once per recreate.
 */
export function firstFree(ctx: RecreateContext, t: number, used: Uint8Array, c: number): number {
  const sc = ctx.scratch;
  const vs = item(ctx.vehiclesByType, t);
  if (sc.usedFor !== used) {
    sc.usedPrefix.fill(0);
    sc.usedFor = used;
  }
  let i = sc.usedPrefix[t] as number;
  while (i < vs.length && used[vs[i] as number] === 1) i++;
  sc.usedPrefix[t] = i;
  const V = ctx.inst.nVehicles;
  for (; i < vs.length; i++) {
    const v = vs[i] as number;
    if (used[v] === 0 && ctx.inst.compat[c * V + v] === 1) return v;
  }
  return -1;
}

export function openRoute(ctx: RecreateContext, draft: Draft, v: number, c: number, used: Uint8Array): void {
  const r = newRoute(v);
  r.seq.push(c);
  refreshRoute(ctx.inst, r);
  ctx.scratch.added = r.cost + r.clustering;
  draft.sol.routes.push(r);
  draft.owned.add(r);
  used[v] = 1;
  placeFrom(ctx.index, r, draft.sol.routes.length - 1, 0);
}

/**
 * Exact mode: the candidate (of those `tryPosition` offered, cheapest by legs first) whose route
 * simulates feasibly and costs least, of the first TOP_K feasible ones; -1 when none is.
 */
function cheapestSimulated(ctx: RecreateContext, draft: Draft, c: number, freeOfType: Int32Array): number {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  let best = Infinity;
  let bi = -1;
  const order = Array.from({ length: sc.candCount }, (_, i) => i).sort(
    (a, b) => (sc.candDelta[a] as number) - (sc.candDelta[b] as number),
  );
  let found = 0;
  const scratch = sc.seq;
  for (const i of order) {
    if (found >= TOP_K) break;
    const ri = sc.candRoute[i] as number;
    const k = sc.candPos[i] as number;
    let v: number;
    let base: number;
    let spread = 0;
    scratch.length = 0;
    if (ri >= 0) {
      const r = draft.sol.routes[ri] as Route;
      v = r.v;
      base = r.cost;
      spread = joinDelta(inst, r, c);
      for (let x = 0; x < r.seq.length; x++) {
        if (x === k) scratch.push(c);
        scratch.push(r.seq[x] as number);
      }
      if (k === r.seq.length) scratch.push(c);
    } else {
      v = freeOfType[-ri - 1] as number;
      if (v < 0) continue;
      base = 0;
      scratch.push(c);
    }
    const sim = simulateRoute(inst, v, scratch, scratch.length);
    if (!sim.feasible) continue;
    found++;
    const delta = sim.cost - base + spread;
    if (delta < best) {
      best = delta;
      bi = i;
    }
  }
  return bi;
}

/** Exact mode: inserts order c at its cheapest simulated place (`cheapestSimulated`). */
function commitExact(
  ctx: RecreateContext,
  draft: Draft,
  c: number,
  used: Uint8Array,
  freeOfType: Int32Array,
): boolean {
  const sc = ctx.scratch;
  const bi = cheapestSimulated(ctx, draft, c, freeOfType);
  if (bi < 0) return false;
  const ri = sc.candRoute[bi] as number;
  if (ri < 0) {
    openRoute(ctx, draft, freeOfType[-ri - 1] as number, c, used);
    return true;
  }
  insertAt(ctx, draft, c, ri, sc.candPos[bi] as number);
  return true;
}
