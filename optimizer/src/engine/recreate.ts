import { joinDelta } from './clustering.js';
import type { Instance } from './instance.js';
import type { Rng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute, serviceStart } from './route.js';
import { item } from './indexing.js';
import type { PlanIndex } from './plan-index.js';
import { createPlanIndex, indexPlan, placeFrom } from './plan-index.js';
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
  /** Chance that a position the recreate would price is skipped (SISR's blinks; 0: none). */
  blink: number;
  /** Share of the recreates that start by opening a route with their first order (see `recreate`). */
  newRouteRate: number;
  /** Countdown to the next blink, drawn for the rate `rate` (see `blinks`). */
  readonly blinking: { rate: number; logKeep: number; left: number };
  allowNewRoutes: boolean;
  /** When set, orders left out so far are reinserted first, highest value first. */
  priority: Float64Array | null;
  /**
   * The cost above which the step's plan is rejected anyway (Infinity: none). `recreate` stops
   * once the routes alone cost more and leaves the rest of the orders out (see `recreate`).
   */
  costLimit: number;
  /**
   * Fleet minimisation: with `mustPlace`, the most orders that must be placed a step may leave
   * out and still be kept (Infinity: no limit); `recreate` stops once more are left out.
   */
  missingLimit: number;
  mustPlace: Uint8Array | null;
  /** How many orders the last `recreate` left out without trying them (at the end of `unassigned`). */
  untried: number;
  readonly scratch: InsertionScratch;
  /** The vehicles the plan being recreated uses (one array for every recreate). */
  readonly used: Uint8Array;
  /** Where each order is; `recreate` keeps it describing the draft it fills. */
  readonly index: PlanIndex;
  /** Granular insertion's working state; null on small instances. */
  readonly granular: GranularState | null;
  /**
   * When set, `recreate` asks it every HURRY_EVERY orders whether the deadline has passed; from
   * then on the orders left are tried next to their nearest routed neighbours and on new routes
   * only (`hurried`), never at every position of every route. The first plan of a large problem
   * is built this way once the time limit has passed, so that the solve ends near it.
   */
  hurry: (() => boolean) | null;
  /** Whether the recreate under way has passed its deadline (see `hurry`). */
  hurried: boolean;
}

/** Orders `recreate` places between two looks at the deadline (`RecreateContext.hurry`). */
const HURRY_EVERY = 16;

/**
 * From this many orders on, an order is tried only next to its nearest routed neighbours
 * (GRANULAR_NEIGHBOURS), and at every position of every route only when none of those fits.
 * Below it the full scan is cheap, and Solomon's 100 customers keep it. 150,000 iterations of
 * X-n351-k40 took 6.9 s instead of 8.5 s, 20,000 of the 1,000-customer G-R1 3.4 s instead of
 * 5.2 s; CVRPLIB X at 30 s the same day: +0.57 % against +0.69 % with the full scan.
 */
const GRANULAR_MIN_ORDERS = 200;
/**
 * Nearest neighbours whose positions (before and after each) an order is tried at. The full
 * scan's cheapest place is next to one of the 40 nearest for about seven orders in eight on a
 * weak plan (recreate.granular.test.ts). With 20, 150,000 iterations of X-n351 and X-n393 (two
 * seeds each) were 1-10 % faster and as long as often as shorter.
 */
const GRANULAR_NEIGHBOURS = 40;

/** Granular insertion: how many neighbours, and the route-level prices of the current order. */
export interface GranularState {
  readonly neighbours: number;
  /** Per route, the scan that priced it last (`scan`), and that price (NaN: over capacity). */
  readonly routeSeen: Int32Array;
  readonly routeSoft: Float64Array;
  scan: number;
  /**
   * Per order, how far its farthest near neighbour is (on the legs the neighbour lists are
   * sorted by): a route's start or end closer than that is tried too (`scanRouteEnds`). Null
   * where time windows bind (`Instance.timed`), see there.
   */
  readonly reach: Float64Array | null;
}

/** Distance between locations a and b as the neighbour lists measure it (the shorter way). */
export function nearness(inst: Instance, a: number, b: number): number {
  const ref = inst.arcCost[0] ?? inst.dist;
  const L = inst.nLoc;
  const ab = ref[a * L + b] as number;
  const ba = ref[b * L + a] as number;
  return ab < ba ? ab : ba;
}

/**
 * Per order, the nearness of its k-th nearest neighbour (k >= 1); -1 when no vehicle starts or
 * ends that near (most orders: on X-n351-k40 41 of 350 are that near the depot, and the others
 * skip the loop over the routes).
 */
function neighbourReach(inst: Instance, k: number): Float64Array {
  const K = inst.nNeighbours;
  const depots = [...new Set([...inst.vStart, ...inst.vEnd])];
  const reach = new Float64Array(inst.n);
  for (let c = 0; c < inst.n; c++) {
    const lc = inst.orderLoc[c] as number;
    const far = inst.neighbours[c * K + k - 1] as number;
    const r = nearness(inst, lc, inst.orderLoc[far] as number);
    reach[c] = depots.some((d) => nearness(inst, d, lc) <= r) ? r : -1;
  }
  return reach;
}

export function createRecreateContext(inst: Instance, rng: Rng, blink: number): RecreateContext {
  const vehiclesByType: number[][] = Array.from({ length: inst.nTypes }, () => []);
  for (let v = 0; v < inst.nVehicles; v++) vehiclesByType[inst.vType[v] as number]?.push(v);
  const emptyByType = vehiclesByType.map((vs) => {
    const r = newRoute(vs[0] as number);
    refreshRoute(inst, r);
    return r;
  });
  return {
    inst,
    rng,
    vehiclesByType,
    emptyByType,
    blink,
    newRouteRate: 0,
    blinking: { rate: -1, logKeep: 0, left: 0 },
    allowNewRoutes: true,
    priority: null,
    costLimit: Infinity,
    missingLimit: Infinity,
    mustPlace: null,
    untried: 0,
    scratch: createInsertionScratch(inst.nTypes),
    used: new Uint8Array(inst.nVehicles),
    index: createPlanIndex(inst.n),
    granular:
      inst.n >= GRANULAR_MIN_ORDERS && !inst.exact && inst.nNeighbours > 0
        ? {
            neighbours: Math.min(GRANULAR_NEIGHBOURS, inst.nNeighbours),
            routeSeen: new Int32Array(inst.nVehicles + 1).fill(-1),
            routeSoft: new Float64Array(inst.nVehicles + 1),
            scan: 0,
            reach: inst.timed ? null : neighbourReach(inst, Math.min(GRANULAR_NEIGHBOURS, inst.nNeighbours)),
          }
        : null,
    hurry: null,
    hurried: false,
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
  /** What the last insertion added to its route's cost and spread. */
  added: number;
  readonly order: OrderAtHand;
  /** Per vehicle type, the free vehicle a new route for the order at hand would take (-1: none). */
  readonly freeOfType: Int32Array;
  /**
   * Per vehicle type, how many of its vehicles (in `vehiclesByType` order) are known to be used
   * in `usedFor` (vehicles are only taken during a recreate, so the count only grows).
   */
  readonly usedPrefix: Int32Array;
  usedFor: Uint8Array | null;
}

function createInsertionScratch(types: number): InsertionScratch {
  return {
    candDelta: new Float64Array(256),
    candRoute: new Int32Array(256),
    candPos: new Int32Array(256),
    candCount: 0,
    bestDelta: Infinity,
    bestRoute: NONE,
    bestPos: -1,
    seq: [],
    added: 0,
    order: { c: 0, loc: 0, service: 0, single: true, open: 0, close: 0 },
    freeOfType: new Int32Array(types),
    usedPrefix: new Int32Array(types),
    usedFor: null,
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

/** Order c's data for the position checks (set once per order by `beginOrder`). */
interface OrderAtHand {
  c: number;
  loc: number;
  service: number;
  /** Only one time window, from `open` to `close`. */
  single: boolean;
  open: number;
  close: number;
}

/** Starts the search for order c's place: no place found yet, and c's data for the checks. */
function beginOrder(ctx: RecreateContext, c: number): OrderAtHand {
  const inst = ctx.inst;
  const sc = ctx.scratch;
  sc.bestDelta = Infinity;
  sc.bestRoute = NONE;
  sc.bestPos = -1;
  sc.candCount = 0;
  const o = sc.order;
  const w0 = inst.twOff[c] as number;
  o.c = c;
  o.loc = inst.orderLoc[c] as number;
  o.service = inst.service[c] as number;
  o.single = (inst.twOff[c + 1] as number) - w0 === 1;
  o.open = inst.twOpen[w0] as number;
  o.close = inst.twClose[w0] as number;
  return o;
}

/**
 * What order c costs on route's vehicle wherever it goes in the route (soft penalty and the
 * change of the route's spread); NaN when the route's load cannot take c anywhere.
 */
function routeEntry(inst: Instance, route: Route, c: number): number {
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
function tryPosition(
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
function scanRoute(ctx: RecreateContext, route: Route, ri: number, exact: boolean): void {
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
 * What order c costs on route ri wherever it goes (`routeEntry`), priced once per order scanned
 * (`GranularState.scan`); NaN when the route's vehicle cannot serve c or its load cannot take it.
 */
function entryOnce(inst: Instance, g: GranularState, route: Route, ri: number, c: number): number {
  if (!inst.allCompat && inst.compat[c * inst.nVehicles + route.v] === 0) return NaN;
  if (g.routeSeen[ri] !== g.scan) {
    g.routeSeen[ri] = g.scan;
    g.routeSoft[ri] = routeEntry(inst, route, c);
  }
  return g.routeSoft[ri] as number;
}

/**
 * Tries the order at hand before and after each of its nearest routed neighbours (each position
 * blinks as in the full scan). Positions next to two neighbours are priced twice; that keeps the
 * scan free of bookkeeping and changes nothing (only a cheaper price replaces the best).
 */
function scanNeighbours(ctx: RecreateContext, g: GranularState, routes: readonly Route[]): void {
  const inst = ctx.inst;
  const { routeOf, posOf } = ctx.index;
  const c = ctx.scratch.order.c;
  const K = inst.nNeighbours;
  g.scan++;
  for (let x = 0; x < g.neighbours; x++) {
    const n = inst.neighbours[c * K + x] as number;
    const ri = routeOf[n] as number;
    if (ri < 0) continue;
    const route = routes[ri] as Route;
    const soft = entryOnce(inst, g, route, ri, c);
    if (Number.isNaN(soft)) continue;
    const p = posOf[n] as number;
    for (let k = p; k <= p + 1; k++) if (!blinks(ctx)) tryPosition(ctx, route, ri, k, soft, false);
  }
  if (g.reach && (g.reach[c] as number) >= 0) scanRouteEnds(ctx, g.reach, g, routes);
}

/**
 * Tries the order at hand first and last on every route whose start or end depot is within its
 * reach (as near as its farthest near neighbour). Next to a depot the neighbours alone miss the
 * place whenever the route's first or last stop is far from the order, and near a central depot
 * many routes start and end. An open start or end (a vehicle without a start or end location)
 * is at no distance, so within every order's reach. X-n256-k16, X-n303-k21, X-n351-k40 and
 * X-n393-k38 (central depots; 6, 24, 41 and 54 orders within reach of it) at 300,000
 * iterations, one thread, seeds 1-20: X-n303 +0.94 % against +1.22 % on average, X-n256 +0.59
 * against +0.47, X-n351 +1.21 against +1.14, X-n393 +1.10 against +1.04 %, the four +0.96 %
 * against +0.97 %; CVRPLIB X at 30 s, two threads, twelve runs: +0.357 % against +0.41 %.
 * Not where time windows bind: the 1,000-customer G-R1 (129 routes, vehicles first, 200,000
 * iterations, one thread, seeds 1-3) ended 1.8 % longer with it, G-RC2 0.3 %, G-C2 level
 * (optimizer/BENCHMARKS.md, "Route ends in the granular insertion").
 */
function scanRouteEnds(
  ctx: RecreateContext,
  reaches: Float64Array,
  g: GranularState,
  routes: readonly Route[],
): void {
  const inst = ctx.inst;
  const c = ctx.scratch.order.c;
  const lc = ctx.scratch.order.loc;
  const reach = reaches[c] as number;
  for (let ri = 0; ri < routes.length; ri++) {
    const route = routes[ri] as Route;
    const len = route.seq.length;
    const first = nearness(inst, route.loc[0] as number, lc) <= reach;
    const last = len > 0 && nearness(inst, route.loc[len + 1] as number, lc) <= reach;
    if (!first && !last) continue;
    const soft = entryOnce(inst, g, route, ri, c);
    if (Number.isNaN(soft)) continue;
    if (first && !blinks(ctx)) tryPosition(ctx, route, ri, 0, soft, false);
    if (last && !blinks(ctx)) tryPosition(ctx, route, ri, len, soft, false);
  }
}

/**
 * Whether the position at hand blinks (SISR skips each position with probability `blink`). The
 * gap to the next blink is drawn once per blink (geometric, so carrying it over positions, routes
 * and orders leaves each position's chance as it is) instead of once per route scanned: two
 * logarithms per route and order took 9 % of fleet minimisation on R104.
 */
function blinks(ctx: RecreateContext): boolean {
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

/**
 * Inserts order c at its cheapest feasible place; returns false when none exists. With granular
 * insertion (`ctx.granular`; `ctx.index` must describe the draft, as `recreate` keeps it) c is
 * tried next to its nearest routed neighbours, and at every position of every route only when
 * none of those fits.
 */
export function insertOrder(ctx: RecreateContext, draft: Draft, c: number, used: Uint8Array): boolean {
  const sc = ctx.scratch;
  const inst = ctx.inst;
  const routes = draft.sol.routes;
  const V = inst.nVehicles;
  const exact = inst.exact;
  const g = ctx.granular;
  beginOrder(ctx, c);
  if (g) scanNeighbours(ctx, g, routes);
  // Past the deadline (`hurry`) an order that fits next to none of its neighbours goes on a new
  // route or stays out: scanning every route is what a first plan of thousands of orders spends
  // its time on.
  if (sc.bestRoute === NONE && !(ctx.hurried && g)) {
    const nr = routes.length;
    const offset = nr > 1 ? ctx.rng.int(nr) : 0;
    for (let x = 0; x < nr; x++) {
      const ri = (x + offset) % nr;
      const r = routes[ri] as Route;
      if (!inst.allCompat && inst.compat[c * V + r.v] === 0) continue;
      scanRoute(ctx, r, ri, exact);
    }
  }
  // New routes are priced as route index -(type + 1).
  const canOpen = ctx.allowNewRoutes && routes.length < inst.maxVehicles;
  const freeOfType = sc.freeOfType;
  for (let t = 0; t < freeOfType.length; t++) freeOfType[t] = -1;
  if (canOpen) {
    const types = ctx.emptyByType.length;
    const first = types > 1 ? ctx.rng.int(types) : 0;
    for (let x = 0; x < types; x++) {
      const t = (first + x) % types;
      const free = firstFree(ctx, t, used, c);
      freeOfType[t] = free;
      if (free < 0) continue;
      const template = ctx.emptyByType[t] as Route;
      if (exact) {
        scanRoute(ctx, template, -(t + 1), exact);
        continue;
      }
      const { bestDelta, bestRoute, bestPos } = sc;
      const fixed = inst.vFixed[free] as number;
      sc.bestDelta -= fixed;
      scanRoute(ctx, template, -(t + 1), exact);
      if (sc.bestRoute === -(t + 1)) sc.bestDelta += fixed;
      else {
        sc.bestDelta = bestDelta;
        sc.bestRoute = bestRoute;
        sc.bestPos = bestPos;
      }
    }
  }
  if (exact) return commitExact(ctx, draft, c, used, freeOfType);
  if (sc.bestRoute === NONE) return false;
  if (sc.bestRoute < 0) {
    const v = freeOfType[-sc.bestRoute - 1] as number;
    openRoute(ctx, draft, v, c, used);
    return true;
  }
  const r = own(draft, sc.bestRoute);
  const before = r.cost + r.clustering;
  r.seq.splice(sc.bestPos, 0, c);
  refreshRoute(inst, r);
  sc.added = r.cost + r.clustering - before;
  placeFrom(ctx.index, r, sc.bestRoute, sc.bestPos);
  return true;
}

/**
 * The first vehicle of type t (in `vehiclesByType` order) that is free in `used` and can serve
 * order c; -1 when none. The used vehicles at the front of the list are skipped once per recreate.
 */
function firstFree(ctx: RecreateContext, t: number, used: Uint8Array, c: number): number {
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

function openRoute(ctx: RecreateContext, draft: Draft, v: number, c: number, used: Uint8Array): void {
  const r = newRoute(v);
  r.seq.push(c);
  refreshRoute(ctx.inst, r);
  ctx.scratch.added = r.cost + r.clustering;
  draft.sol.routes.push(r);
  draft.owned.add(r);
  used[v] = 1;
  placeFrom(ctx.index, r, draft.sol.routes.length - 1, 0);
}

function commitExact(
  ctx: RecreateContext,
  draft: Draft,
  c: number,
  used: Uint8Array,
  freeOfType: Int32Array,
): boolean {
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
  if (bi < 0) return false;
  const ri = sc.candRoute[bi] as number;
  if (ri < 0) {
    openRoute(ctx, draft, freeOfType[-ri - 1] as number, c, used);
    return true;
  }
  const r = own(draft, ri);
  const k = sc.candPos[bi] as number;
  const before = r.cost + r.clustering;
  r.seq.splice(k, 0, c);
  refreshRoute(inst, r);
  sc.added = r.cost + r.clustering - before;
  placeFrom(ctx.index, r, ri, k);
  return true;
}

/**
 * Opens a route with order c alone when a free vehicle that costs nothing to open can serve it;
 * false (nothing changed) otherwise. On instances with time windows the shortest plan often has
 * more routes than the fewest that serve every order (Solomon's R202: 8 against 5-7 in this
 * engine's plans), and a recreate opens a route only for an order that fits nowhere else or
 * whose round trip costs less than its cheapest insertion, which is rare: the orders that would
 * fill a new route cheaply never see it. A recreate that starts a route with its first order
 * (`RecreateContext.newRouteRate`, 2 % of the steps) lets the orders after it join it, and the
 * annealing decides. Solomon's R and RC instances at 200,000 iterations, one thread: see
 * optimizer/BENCHMARKS.md.
 */
function startRoute(ctx: RecreateContext, draft: Draft, c: number, used: Uint8Array): boolean {
  const v = firstFree(ctx, 0, used, c);
  if (v < 0 || (ctx.inst.vFixed[v] as number) !== 0) return false;
  const sc = ctx.scratch;
  beginOrder(ctx, c);
  scanRoute(ctx, ctx.emptyByType[0] as Route, -1, false);
  if (sc.bestRoute !== -1) return false;
  openRoute(ctx, draft, v, c, used);
  return true;
}

/**
 * Orders the removed customers (SISR: random, demand, far, close) and inserts each; now and then
 * the first of them opens a route of its own (`startRoute`).
 */
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
      const t = list[i] as number;
      list[i] = list[j] as number;
      list[j] = t;
    }
  } else if (pick < 8) {
    list.sort((a, b) => (inst.size[b] as number) - (inst.size[a] as number));
  } else {
    const depot = inst.vStart[0] as number;
    const L = inst.nLoc;
    const far = (o: number): number => inst.dist[depot * L + (inst.orderLoc[o] as number)] as number;
    if (pick < 10) list.sort((a, b) => far(b) - far(a));
    else list.sort((a, b) => far(a) - far(b));
  }
  const priority = ctx.priority;
  if (priority && rng.next() < 0.5) {
    // Fleet minimisation: the orders most often left out go first.
    const banked = new Set(bank);
    const first = bank.slice().sort((a, b) => (priority[b] as number) - (priority[a] as number));
    list.splice(0, list.length, ...first, ...list.filter((o) => !banked.has(o)));
  }
  const used = ctx.used;
  used.fill(0);
  ctx.scratch.usedFor = null;
  for (const r of draft.sol.routes) used[r.v] = 1;
  indexPlan(ctx.index, draft.sol);
  // A plan costs at least its routes and their spread, and an insertion adds to them (on legs
  // that keep the triangle inequality): once they pass the cost limit the step is lost, and the
  // orders not yet placed are left out instead of priced.
  const limit = ctx.costLimit;
  let routesCost = 0;
  if (limit < Infinity) for (const r of draft.sol.routes) routesCost += r.cost + r.clustering;
  const { missingLimit, mustPlace } = ctx;
  let missed = 0;
  ctx.untried = 0;
  let from = 0;
  if (
    ctx.newRouteRate > 0 &&
    list.length > 1 &&
    ctx.allowNewRoutes &&
    priority === null &&
    !inst.exact &&
    inst.nTypes === 1 &&
    draft.sol.routes.length < inst.maxVehicles &&
    rng.next() < ctx.newRouteRate &&
    startRoute(ctx, draft, list[0] as number, used)
  ) {
    routesCost += ctx.scratch.added;
    from = 1;
  }
  const hurry = ctx.hurry;
  for (let x = from; x < list.length; x++) {
    const c = list[x] as number;
    if (hurry && !ctx.hurried && x % HURRY_EVERY === 0 && hurry()) ctx.hurried = true;
    let lost: boolean;
    if (!insertOrder(ctx, draft, c, used)) {
      draft.sol.unassigned.push(c);
      if (mustPlace?.[c] === 1) missed++;
      lost = missed > missingLimit;
    } else if (limit < Infinity) {
      routesCost += ctx.scratch.added;
      lost = routesCost > limit;
    } else lost = false;
    if (lost) {
      for (let y = x + 1; y < list.length; y++) draft.sol.unassigned.push(list[y] as number);
      ctx.untried = list.length - x - 1;
      break;
    }
  }
  ctx.hurried = false;
  evaluate(inst, draft.sol);
}
