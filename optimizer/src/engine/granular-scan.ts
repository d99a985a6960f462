import type { Instance } from './instance.js';
import type { Route } from './route.js';
import type { GranularState, RecreateContext } from './recreate-context.js';
import { nearness } from './recreate-context.js';
import { blinks, routeEntry, tryPosition } from './position-scan.js';

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
export function scanNeighbours(ctx: RecreateContext, g: GranularState, routes: readonly Route[]): void {
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
