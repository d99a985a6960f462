import { joinDelta } from './clustering.js';
import type { Instance } from './instance.js';
import type { Rng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute, serviceStart } from './route.js';
import { at } from './operators/local-search-state.js';
import { simulateRoute } from './simulate.js';
import type { Draft } from './solution.js';
import { evaluate, own } from './solution.js';

export interface RecreateContext {
  /** The instance the search prices with in its current phase (see search.ts `usePricing`). */
  inst: Instance;
  readonly rng: Rng;
  /** Vehicles of each type, and one empty route per vehicle type to price new routes. */
  readonly vehiclesByType: readonly (readonly number[])[];
  readonly emptyByType: readonly Route[];
  blink: number;
  allowNewRoutes: boolean;
  /** When set, orders left out so far are reinserted first, highest value first. */
  priority: Float64Array | null;
  readonly scratch: InsertionScratch;
}

export function createRecreateContext(inst: Instance, rng: Rng): RecreateContext {
  const vehiclesByType: number[][] = Array.from({ length: inst.nTypes }, () => []);
  for (let v = 0; v < inst.nVehicles; v++) vehiclesByType[inst.vType[v] ?? 0]?.push(v);
  const emptyByType = vehiclesByType.map((vs) => {
    const r = newRoute(vs[0] ?? 0);
    refreshRoute(inst, r);
    return r;
  });
  return {
    inst,
    rng,
    vehiclesByType,
    emptyByType,
    blink: 0.01,
    allowNewRoutes: true,
    priority: null,
    scratch: createInsertionScratch(),
  };
}

/** Feasible insertions simulated per order in exact mode (cheapest by leg cost first). */
const TOP_K = 6;
const NONE = -1e9;

/**
 * The insertion being searched for one order: the cheapest feasible position so far (route
 * index, or -(type + 1) for a new route of that vehicle type) and, in exact mode, every feasible
 * candidate. One per recreate context, reused from order to order.
 */
export interface InsertionScratch {
  candDelta: Float64Array;
  candRoute: Int32Array;
  candPos: Int32Array;
  candCount: number;
  bestDelta: number;
  bestRoute: number;
  bestPos: number;
  /** The route with the order inserted, simulated in exact mode. */
  seq: number[];
}

function createInsertionScratch(): InsertionScratch {
  return {
    candDelta: new Float64Array(256),
    candRoute: new Int32Array(256),
    candPos: new Int32Array(256),
    candCount: 0,
    bestDelta: Infinity,
    bestRoute: NONE,
    bestPos: -1,
    seq: [],
  };
}

function offer(sc: InsertionScratch, delta: number, r: number, k: number): void {
  if (sc.candCount === sc.candDelta.length) {
    const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    sc.candDelta = grow(sc.candDelta, (n) => new Float64Array(n));
    sc.candRoute = grow(sc.candRoute, (n) => new Int32Array(n));
    sc.candPos = grow(sc.candPos, (n) => new Int32Array(n));
  }
  sc.candDelta[sc.candCount] = delta;
  sc.candRoute[sc.candCount] = r;
  sc.candPos[sc.candCount] = k;
  sc.candCount++;
}

/** Scans every position of route r for order c; keeps the cheapest feasible (O(1) checks). */
function scanRoute(ctx: RecreateContext, route: Route, ri: number, c: number, exact: boolean): void {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  const v = route.v;
  const L = inst.nLoc;
  const D = inst.dims;
  const V = inst.nVehicles;
  const ac = inst.arcCost[inst.vClass[v] ?? 0] as Float64Array;
  const { time, del, pick, cap } = inst;
  const lc = inst.orderLoc[c] ?? 0;
  const len = route.seq.length;
  let soft = inst.softPen ? (inst.softPen[c * V + v] ?? 0) : 0;
  const checkCap = inst.hardCap && inst.maxTrips === 1;
  const checkTw = inst.hardTw && inst.maxTrips === 1;
  const { loc, depart, late, pref, suf } = route;
  if (checkCap) {
    for (let d = 0; d < D; d++) {
      const cd = cap[v * D + d] ?? 0;
      if ((pref[d] ?? 0) + (del[c * D + d] ?? 0) > cd + 1e-9) return;
      if ((suf[len * D + d] ?? 0) + (pick[c * D + d] ?? 0) > cd + 1e-9) return;
    }
  }
  // The spread changes by the same amount wherever c goes in the route.
  soft += joinDelta(inst, route, c);
  const s = inst.service[c] ?? 0;
  const w0 = inst.twOff[c] ?? 0;
  const single = (inst.twOff[c + 1] ?? 0) - w0 === 1;
  const open = inst.twOpen[w0] ?? 0;
  const close = inst.twClose[w0] ?? 0;
  const logKeep = ctx.blink > 0 ? Math.log(1 - ctx.blink) : 0;
  // Stops whose latest arrival comes before c's window opens plus its service cannot follow c
  // (`late` never decreases along a route): the scan starts after them. The blinks of the
  // positions left are drawn as before, so the search is the same in distribution (plans differ
  // only through the random draws the skipped positions took); 50,000 iterations of R101, R201,
  // RC105, RC202 and C101 took 8.1-8.2 s of CPU instead of 8.7-8.9 s.
  const first = checkTw && single ? firstReachable(late, len, open + s) : 0;
  let nextBlink = first + nextSkip(ctx, logKeep);
  for (let k = first; k <= len; k++) {
    if (k === nextBlink) {
      nextBlink = k + 1 + nextSkip(ctx, logKeep);
      continue;
    }
    if (checkTw && single && (depart[k] ?? 0) > close) break;
    const i = loc[k] ?? 0;
    const j = loc[k + 1] ?? 0;
    const delta = (ac[i * L + lc] ?? 0) + (ac[lc * L + j] ?? 0) - (ac[i * L + j] ?? 0) + soft;
    if (delta >= sc.bestDelta) continue;
    if (checkCap && D > 0) {
      let ok = true;
      for (let d = 0; d < D; d++) {
        const cd = cap[v * D + d] ?? 0;
        if (
          (pref[k * D + d] ?? 0) + (del[c * D + d] ?? 0) > cd + 1e-9 ||
          (suf[k * D + d] ?? 0) + (pick[c * D + d] ?? 0) > cd + 1e-9
        ) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
    }
    if (checkTw) {
      const arr = (depart[k] ?? 0) + (time[i * L + lc] ?? 0);
      let st: number;
      if (single) {
        if (arr > close) continue;
        st = arr > open ? arr : open;
      } else {
        st = serviceStart(inst, c, arr);
        if (st === Infinity) continue;
      }
      if (st + s + (time[lc * L + j] ?? 0) > (late[k + 1] ?? 0) + 1e-9) continue;
    }
    if (exact) offer(sc, delta, ri, k);
    else {
      sc.bestDelta = delta;
      sc.bestRoute = ri;
      sc.bestPos = k;
    }
  }
}

/**
 * Positions to the next blink (SISR skips each position with probability `blink`); `logKeep`
 * is log(1 - blink), 0 without blinks.
 */
function nextSkip(ctx: RecreateContext, logKeep: number): number {
  if (logKeep === 0) return Infinity;
  return Math.floor(Math.log(1 - ctx.rng.next()) / logKeep);
}

/**
 * The first insertion position k (0..len) whose next stop's latest arrival `late[k + 1]` is at
 * least `earliest`; len + 1 when none. `late` is non-decreasing along the route.
 */
export function firstReachable(late: readonly number[], len: number, earliest: number): number {
  let lo = 0;
  let hi = len + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(late, mid + 1) >= earliest - 1e-9) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Inserts order c at its cheapest feasible place; returns false when none exists. */
export function insertOrder(ctx: RecreateContext, draft: Draft, c: number, used: Uint8Array): boolean {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  const routes = draft.sol.routes;
  const V = inst.nVehicles;
  const exact = inst.exact;
  sc.bestDelta = Infinity;
  sc.bestRoute = NONE;
  sc.bestPos = -1;
  sc.candCount = 0;
  const nr = routes.length;
  const offset = nr > 1 ? ctx.rng.int(nr) : 0;
  for (let x = 0; x < nr; x++) {
    const ri = (x + offset) % nr;
    const r = routes[ri] as Route;
    if (inst.compat[c * V + r.v] === 0) continue;
    scanRoute(ctx, r, ri, c, exact);
  }
  // New routes are priced as route index -(type + 1).
  const canOpen = ctx.allowNewRoutes && routes.length < inst.maxVehicles;
  const freeOfType: number[] = [];
  if (canOpen) {
    const types = ctx.emptyByType.length;
    const first = types > 1 ? ctx.rng.int(types) : 0;
    for (let x = 0; x < types; x++) {
      const t = (first + x) % types;
      const free = (ctx.vehiclesByType[t] ?? []).find((v) => used[v] === 0 && inst.compat[c * V + v] === 1);
      freeOfType[t] = free ?? -1;
      if (free === undefined) continue;
      const template = ctx.emptyByType[t] as Route;
      if (exact) {
        scanRoute(ctx, template, -(t + 1), c, exact);
        continue;
      }
      const saved = [sc.bestDelta, sc.bestRoute, sc.bestPos] as const;
      const fixed = inst.vFixed[free] ?? 0;
      sc.bestDelta -= fixed;
      scanRoute(ctx, template, -(t + 1), c, exact);
      if (sc.bestRoute === -(t + 1)) sc.bestDelta += fixed;
      else [sc.bestDelta, sc.bestRoute, sc.bestPos] = saved;
    }
  }
  if (exact) return commitExact(ctx, draft, c, used, freeOfType);
  if (sc.bestRoute === NONE) return false;
  if (sc.bestRoute < 0) {
    const v = freeOfType[-sc.bestRoute - 1] ?? -1;
    openRoute(ctx, draft, v, c, used);
    return true;
  }
  const r = own(draft, sc.bestRoute);
  r.seq.splice(sc.bestPos, 0, c);
  refreshRoute(inst, r);
  return true;
}

function openRoute(ctx: RecreateContext, draft: Draft, v: number, c: number, used: Uint8Array): void {
  const r = newRoute(v);
  r.seq.push(c);
  refreshRoute(ctx.inst, r);
  draft.sol.routes.push(r);
  draft.owned.add(r);
  used[v] = 1;
}

function commitExact(
  ctx: RecreateContext,
  draft: Draft,
  c: number,
  used: Uint8Array,
  freeOfType: number[],
): boolean {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  let best = Infinity;
  let bi = -1;
  const order = Array.from({ length: sc.candCount }, (_, i) => i).sort(
    (a, b) => (sc.candDelta[a] ?? 0) - (sc.candDelta[b] ?? 0),
  );
  let found = 0;
  const scratch = sc.seq;
  for (const i of order) {
    if (found >= TOP_K) break;
    const ri = sc.candRoute[i] ?? 0;
    const k = sc.candPos[i] ?? 0;
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
        scratch.push(r.seq[x] ?? 0);
      }
      if (k === r.seq.length) scratch.push(c);
    } else {
      v = freeOfType[-ri - 1] ?? -1;
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
  if (bi < 0) return false;
  const ri = sc.candRoute[bi] ?? 0;
  if (ri < 0) {
    openRoute(ctx, draft, freeOfType[-ri - 1] ?? 0, c, used);
    return true;
  }
  const r = own(draft, ri);
  r.seq.splice(sc.candPos[bi] ?? 0, 0, c);
  refreshRoute(inst, r);
  return true;
}

/** Orders the removed customers (SISR: random, demand, far, close) and inserts each. */
export function recreate(ctx: RecreateContext, draft: Draft, removed: number[]): void {
  const inst = ctx.inst;
  const bank = draft.sol.unassigned;
  const list = removed.concat(bank);
  draft.sol.unassigned = [];
  const rng = ctx.rng;
  const pick = rng.next() * 11;
  if (pick < 4) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = list[i] ?? 0;
      list[i] = list[j] ?? 0;
      list[j] = t;
    }
  } else if (pick < 8) {
    list.sort((a, b) => (inst.size[b] ?? 0) - (inst.size[a] ?? 0));
  } else {
    const depot = inst.vStart[0] ?? 0;
    const L = inst.nLoc;
    const far = (o: number): number => inst.dist[depot * L + (inst.orderLoc[o] ?? 0)] ?? 0;
    if (pick < 10) list.sort((a, b) => far(b) - far(a));
    else list.sort((a, b) => far(a) - far(b));
  }
  const priority = ctx.priority;
  if (priority && rng.next() < 0.5) {
    // Fleet minimisation: the orders most often left out go first.
    const banked = new Set(bank);
    const first = bank.slice().sort((a, b) => (priority[b] ?? 0) - (priority[a] ?? 0));
    list.splice(0, list.length, ...first, ...list.filter((o) => !banked.has(o)));
  }
  const used = new Uint8Array(inst.nVehicles);
  for (const r of draft.sol.routes) used[r.v] = 1;
  for (const c of list) {
    if (!insertOrder(ctx, draft, c, used)) draft.sol.unassigned.push(c);
  }
  evaluate(inst, draft.sol);
}
