import type { Instance } from './instance.js';
import type { PlanIndex } from './plan-index.js';
import { indexPlan, placeFrom } from './plan-index.js';
import type { Rng } from './rng.js';
import { refreshRoute } from './route.js';
import type { Route } from './route.js';
import type { Draft, Sol } from './solution.js';
import { own } from './solution.js';

export interface RuinParams {
  /** Average number of customers removed (SISR c-bar). */
  readonly avgRemoved: number;
  /** Longest string removed from one route (SISR L-max). */
  readonly maxString: number;
}

/**
 * Share of the steps whose seed route, when short, is taken whole. A string is at most the
 * routes' mean length (SISR L-max), so a route longer than the mean never left at once, and a
 * plan that is better with one route fewer was out of reach: the 5-order property test
 * (test-fixtures, "whole-route problem") ended at 5.4 with four orders on a second vehicle
 * against the optimum 5.2 on one.
 */
const WHOLE_ROUTE_RATE = 0.01;
/** A route is short (can be taken whole) up to this many times the longest string. */
const WHOLE_ROUTE_MAX_STRINGS = 2;
/**
 * Share of the steps given orders left out (`near`, fleet minimisation) that ruin around one of
 * them, so that the recreate has room where the order must go. On R104, R108, R109, R110, R112,
 * RC101, RC102, RC105 and RC106 at 10 s (one thread, seeds 1-4): 402 vehicles against 404 with
 * every ruin at a random order (409 against 411 with the earlier fleet patience); 0.9 did not
 * differ from 0.5.
 */
const NEAR_LEFT_OUT_RATE = 0.5;

/**
 * SISR's split depth: a split string keeps a block of m orders among the ones it removes, m
 * growing from 1 while a draw is at least this (and the window fits the route). At 0.01, SISR's
 * own value, the window is usually the whole route, and the orders removed are its two ends or a
 * string with a long gap; at 0.5 (the rate used before) the gap was one or two orders.
 * X-n256-k16, X-n303-k21, X-n351-k40 and X-n393-k38 at 1,000,000 iterations, one thread, seeds
 * 1-6: +0.72 % against +0.80 % on average, 15 of the 24 plans shorter; Solomon's 56 with the
 * distance objective at 200,000 iterations, seeds 1-2: +0.33 % and +0.30 % against +0.41 % and
 * +0.36 %; vehicles first on R104, R108, R109, R110, R112, RC101, RC102, RC105 and RC106
 * (400,000 iterations, seeds 1-3) 303 vehicles against 304.
 */
const SPLIT_DEPTH = 0.01;

/** How many orders a split string of `removed` orders keeps, on a route of `routeLength`. */
export function preservedCount(rng: Rng, removed: number, routeLength: number): number {
  let m = 1;
  while (removed + m < routeLength && rng.next() >= SPLIT_DEPTH) m++;
  return m;
}

/**
 * SISR ruin: removes strings (or split strings) from routes near a random seed customer (or, at
 * NEAR_LEFT_OUT_RATE, near one of the orders in `near`); with `wholeRoutes`, now and then the
 * seed's short route whole (WHOLE_ROUTE_RATE). `index` describes
 * `base` (the plan `draft` was drawn from; it is rebuilt when it does not) and describes the
 * draft when the ruin returns.
 */
export function ruinStrings(
  inst: Instance,
  rng: Rng,
  base: Sol,
  draft: Draft,
  params: RuinParams,
  index: PlanIndex,
  wholeRoutes = true,
  near: readonly number[] = [],
): number[] {
  const sol = draft.sol;
  const routes = sol.routes;
  indexPlan(index, base);
  index.of = sol;
  if (routes.length === 0) return [];
  const { routeOf, posOf } = index;
  let assigned = 0;
  for (const r of routes) assigned += r.seq.length;
  const lsMax = Math.min(params.maxString, assigned / routes.length);
  const ksMax = (4 * params.avgRemoved) / (1 + lsMax) - 1;
  const ks = Math.floor(rng.next() * ksMax) + 1;
  let seed: number;
  if (near.length > 0 && rng.next() < NEAR_LEFT_OUT_RATE) seed = near[rng.int(near.length)] as number;
  else {
    seed = rng.int(inst.n);
    for (let tries = 0; (routeOf[seed] as number) < 0 && tries < 8 * inst.n; tries++) seed = rng.int(inst.n);
    if ((routeOf[seed] as number) < 0) return [];
  }
  const removed: number[] = [];
  const ruined = new Set<number>();
  const K = inst.nNeighbours;
  for (let idx = -1; idx < K && ruined.size < ks; idx++) {
    const c = idx < 0 ? seed : (inst.neighbours[seed * K + idx] as number);
    const ri = routeOf[c] as number;
    if (ri < 0 || ruined.has(ri)) continue;
    ruined.add(ri);
    const route = own(draft, ri);
    const tl = route.seq.length;
    const ltMax = Math.min(tl, lsMax);
    const whole =
      wholeRoutes &&
      c === seed &&
      tl > ltMax &&
      tl <= WHOLE_ROUTE_MAX_STRINGS * lsMax &&
      rng.next() < WHOLE_ROUTE_RATE;
    const lt = whole ? tl : Math.floor(rng.next() * ltMax) + 1;
    const pos = posOf[c] as number;
    if (lt === tl || rng.next() < 0.5) {
      const start = Math.max(0, Math.min(tl - lt, pos - rng.int(lt)));
      removed.push(...route.seq.splice(start, lt));
    } else {
      const m = preservedCount(rng, lt, tl);
      const total = lt + m;
      const start = Math.max(0, Math.min(tl - total, pos - rng.int(total)));
      const keepFrom = start + rng.int(lt + 1);
      const cut = route.seq.splice(start, total);
      const keep = cut.splice(keepFrom - start, m);
      removed.push(...cut);
      route.seq.splice(start, 0, ...keep);
    }
    refreshRoute(inst, route);
    // Where legs break the triangle inequality (road matrices, one-way streets), a stop taken
    // out can make the next one later: the rest of such a route is taken out too.
    if (!route.feasible) {
      removed.push(...route.seq.splice(0));
      refreshRoute(inst, route);
    }
  }
  for (const o of removed) routeOf[o] = -1;
  const emptied = routes.findIndex((r) => r.seq.length === 0);
  for (const ri of ruined) if (ri < emptied || emptied < 0) placeFrom(index, routes[ri] as Route, ri, 0);
  if (emptied >= 0) {
    // Dropping the emptied routes moves every later route down.
    sol.routes = routes.filter((r) => r.seq.length > 0);
    sol.routes.forEach((r, ri) => {
      if (ri >= emptied) placeFrom(index, r, ri, 0);
    });
  }
  return removed;
}
