import { joinDelta } from './clustering.js';
import type { Instance } from './instance.js';
import type { Route } from './route.js';
import { serviceStart } from './route.js';
import { offer } from './insertion-scratch.js';
import type { RecreateContext } from './recreate-context.js';

/**
 * What order c costs on route's vehicle wherever it goes in the route (soft penalty and the
 * change of the route's spread); NaN when the route's load cannot take c anywhere.
 */
export function routeEntry(inst: Instance, route: Route, c: number): number {
  const v = route.v;
  const D = inst.dims;
  if (inst.hardCap && inst.maxTrips === 1) {
    const { pref, suf } = route;
    const len = route.seq.length;
    for (let d = 0; d < D; d++) {
      const cd = inst.cap[v * D + d] as number;
      if ((pref[d] as number) + (inst.del[c * D + d] as number) > cd + 1e-9) return NaN;
      if ((suf[len * D + d] as number) + (inst.pick[c * D + d] as number) > cd + 1e-9) return NaN;
    }
  }
  const soft = inst.softPen ? (inst.softPen[c * inst.nVehicles + v] as number) : 0;
  return soft + joinDelta(inst, route, c);
}

/**
 * Prices the order at hand at position k of route ri (between stops k and k + 1 of the caches)
 * with O(1) checks; offers it in exact mode, else keeps it when it is the cheapest so far.
 */
export function tryPosition(
  ctx: RecreateContext,
  route: Route,
  ri: number,
  k: number,
  soft: number,
  exact: boolean,
): void {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  const o = sc.order;
  const L = inst.nLoc;
  const D = inst.dims;
  const v = route.v;
  const ac = inst.arcCost[inst.vClass[v] as number] as Float64Array;
  const { loc, depart, late, pref, suf } = route;
  const c = o.c;
  const lc = o.loc;
  const i = loc[k] as number;
  const j = loc[k + 1] as number;
  const delta = (ac[i * L + lc] as number) + (ac[lc * L + j] as number) - (ac[i * L + j] as number) + soft;
  if (delta >= sc.bestDelta) return;
  const oneTrip = inst.maxTrips === 1;
  // The route's entry check (`routeEntry`, before any position) has covered the start load;
  // with deliveries only, no later position carries more.
  if (inst.hardCap && oneTrip && D > 0 && !inst.deliveriesOnly) {
    const { cap, del, pick } = inst;
    for (let d = 0; d < D; d++) {
      const cd = cap[v * D + d] as number;
      if (
        (pref[k * D + d] as number) + (del[c * D + d] as number) > cd + 1e-9 ||
        (suf[k * D + d] as number) + (pick[c * D + d] as number) > cd + 1e-9
      )
        return;
    }
  }
  if (inst.timed && oneTrip) {
    const time = inst.time;
    const arr = (depart[k] as number) + (time[i * L + lc] as number);
    let st: number;
    if (o.single) {
      if (arr > o.close) return;
      st = arr > o.open ? arr : o.open;
    } else {
      st = serviceStart(inst, c, arr);
      if (st === Infinity) return;
    }
    if (st + o.service + (time[lc * L + j] as number) > (late[k + 1] as number) + 1e-9) return;
  }
  if (exact) offer(sc, delta, ri, k);
  else {
    sc.bestDelta = delta;
    sc.bestRoute = ri;
    sc.bestPos = k;
  }
}

/** Scans every position of route r for the order at hand; keeps the cheapest feasible. */
export function scanRoute(ctx: RecreateContext, route: Route, ri: number, exact: boolean): void {
  const inst = ctx.inst;
  const o = ctx.scratch.order;
  const soft = routeEntry(inst, route, o.c);
  if (Number.isNaN(soft)) return;
  const len = route.seq.length;
  const checkTw = inst.timed && inst.maxTrips === 1;
  const { depart, late } = route;
  // Stops whose latest arrival comes before c's window opens plus its service cannot follow c
  // (`late` never decreases along a route): the scan starts after them. Only the positions
  // tried count towards a blink, so the search is the same in distribution; 50,000 iterations
  // of R101, R201, RC105, RC202 and C101 took 8.1-8.2 s of CPU instead of 8.7-8.9 s.
  const single = checkTw && o.single;
  const first = single ? firstReachable(late, len, o.open + o.service) : 0;
  if (single && !exact && !(inst.hardCap && inst.dims > 0 && !inst.deliveriesOnly)) {
    scanWindow(ctx, route, ri, first, soft);
    return;
  }
  for (let k = first; k <= len; k++) {
    if (single && (depart[k] as number) > o.close) break;
    if (blinks(ctx)) continue;
    tryPosition(ctx, route, ri, k, soft, exact);
  }
}

/**
 * `scanRoute`'s loop for the common case of one time window, one trip and no load check per
 * position (deliveries only, or no hard capacity): `tryPosition`'s checks in the same order,
 * without a call and the instance's flags per position (the same plans). 30,000 iterations of
 * R104 vehicles first took 2.6-3.3 s against 3.1-3.7 s, 60,000 of RC105 3.0-3.6 s against
 * 3.1-3.9 s (two builds side by side, four runs each).
 */
function scanWindow(ctx: RecreateContext, route: Route, ri: number, first: number, soft: number): void {
  const inst = ctx.inst;
  const sc = ctx.scratch;
  const o = sc.order;
  const L = inst.nLoc;
  const ac = inst.arcCost[inst.vClass[route.v] as number] as Float64Array;
  const time = inst.time;
  const { loc, depart, late } = route;
  const len = route.seq.length;
  const { loc: lc, open, close, service } = o;
  for (let k = first; k <= len; k++) {
    const leave = depart[k] as number;
    if (leave > close) break;
    if (blinks(ctx)) continue;
    const i = loc[k] as number;
    const j = loc[k + 1] as number;
    const delta = (ac[i * L + lc] as number) + (ac[lc * L + j] as number) - (ac[i * L + j] as number) + soft;
    if (delta >= sc.bestDelta) continue;
    const arr = leave + (time[i * L + lc] as number);
    if (arr > close) continue;
    const st = arr > open ? arr : open;
    if (st + service + (time[lc * L + j] as number) > (late[k + 1] as number) + 1e-9) continue;
    sc.bestDelta = delta;
    sc.bestRoute = ri;
    sc.bestPos = k;
  }
}

/**
 * Whether the position at hand blinks (SISR skips each position with probability `blink`). The
 * gap to the next blink is drawn once per blink (geometric, so carrying it over positions, routes
 * and orders leaves each position's chance as it is) instead of once per route scanned: two
 * logarithms per route and order took 9 % of fleet minimisation on R104.
 */
export function blinks(ctx: RecreateContext): boolean {
  const b = ctx.blinking;
  if (b.rate !== ctx.blink) {
    b.rate = ctx.blink;
    b.logKeep = b.rate > 0 ? Math.log(1 - b.rate) : 0;
    b.left = nextGap(ctx);
  }
  if (b.left > 0) {
    b.left--;
    return false;
  }
  b.left = nextGap(ctx);
  return true;
}

/** Positions tried before the next blink (Infinity without blinks). */
function nextGap(ctx: RecreateContext): number {
  const logKeep = ctx.blinking.logKeep;
  if (logKeep === 0) return Infinity;
  return Math.floor(Math.log(1 - ctx.rng.next()) / logKeep);
}

/**
 * The first insertion position k (0..len) whose next stop's latest arrival `late[k + 1]` is at
 * least `earliest`; len + 1 when none. `late` is non-decreasing along the route, and has an
 * entry for every stop and both ends, so `mid + 1` (1..len + 1) is always inside it: the length
 * is checked once, and the search reads the array itself. Through `at`, whose read sees arrays of
 * every kind and is slow for it, 60,000 iterations of RC103, R112 and RC202 (one thread) took
 * 3.8, 4.2 and 5.2-5.5 s against 3.4-3.5, 3.7 and 4.7 s, with the same plans.
 */
export function firstReachable(late: readonly number[], len: number, earliest: number): number {
  if (late.length < len + 2) throw new RangeError(`latest arrivals for ${late.length} of ${len + 2} nodes`);
  let lo = 0;
  let hi = len + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((late[mid + 1] as number) >= earliest - 1e-9) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
