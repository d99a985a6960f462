import { indexPlan } from './plan-index.js';
import type { Route } from './route.js';
import type { Draft } from './solution.js';
import { evaluate } from './solution.js';
import { beginOrder } from './insertion-scratch.js';
import { scanRoute } from './position-scan.js';
import { firstFree, insertOrder, openRoute } from './insert-order.js';
import type { RecreateContext } from './recreate-context.js';

/** Orders `recreate` places between two looks at the deadline (`RecreateContext.hurry`). */
const HURRY_EVERY = 16;

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
 * Puts `list` in the order the recreate inserts it: one of SISR's four (random, largest first,
 * farthest first, nearest first), and in fleet minimisation (`priority`) half the time the orders
 * left out before (`bank`) first, those left out most often first.
 */
function arrange(ctx: RecreateContext, list: number[], bank: readonly number[]): void {
  const inst = ctx.inst;
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
}

/** Whether this recreate starts with a route of the first order's own (`startRoute`). */
function opensRoute(ctx: RecreateContext, draft: Draft, list: readonly number[]): boolean {
  const inst = ctx.inst;
  return (
    ctx.newRouteRate > 0 &&
    list.length > 1 &&
    ctx.allowNewRoutes &&
    ctx.priority === null &&
    !inst.exact &&
    inst.nTypes === 1 &&
    draft.sol.routes.length < inst.maxVehicles &&
    ctx.rng.next() < ctx.newRouteRate &&
    startRoute(ctx, draft, list[0] as number, ctx.used)
  );
}

/**
 * Inserts the orders of `list` from `from` on, each at its cheapest feasible place. Once the
 * routes cost more than `ctx.costLimit` (they cost `routesCost` now), or more orders that must be
 * placed are left out than `ctx.missingLimit`, the step is lost and the rest are left out untried.
 */
function insertAll(
  ctx: RecreateContext,
  draft: Draft,
  list: readonly number[],
  from: number,
  routesCost: number,
): void {
  const limit = ctx.costLimit;
  const { missingLimit, mustPlace, hurry } = ctx;
  let missed = 0;
  for (let x = from; x < list.length; x++) {
    const c = list[x] as number;
    if (hurry && !ctx.hurried && x % HURRY_EVERY === 0 && hurry()) ctx.hurried = true;
    let lost: boolean;
    if (!insertOrder(ctx, draft, c, ctx.used)) {
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
}

/**
 * Orders the removed customers (SISR: random, demand, far, close) and inserts each; now and then
 * the first of them opens a route of its own (`startRoute`).
 */
export function recreate(ctx: RecreateContext, draft: Draft, removed: number[]): void {
  const bank = draft.sol.unassigned;
  const list = removed.concat(bank);
  draft.sol.unassigned = [];
  arrange(ctx, list, bank);
  const used = ctx.used;
  used.fill(0);
  ctx.scratch.usedFor = null;
  for (const r of draft.sol.routes) used[r.v] = 1;
  indexPlan(ctx.index, draft.sol);
  // A plan costs at least its routes and their spread, and an insertion adds to them (on legs
  // that keep the triangle inequality): once they pass the cost limit the step is lost, and the
  // orders not yet placed are left out instead of priced.
  let routesCost = 0;
  if (ctx.costLimit < Infinity) for (const r of draft.sol.routes) routesCost += r.cost + r.clustering;
  ctx.untried = 0;
  let from = 0;
  if (opensRoute(ctx, draft, list)) {
    routesCost += ctx.scratch.added;
    from = 1;
  }
  insertAll(ctx, draft, list, from, routesCost);
  ctx.hurried = false;
  evaluate(ctx.inst, draft.sol);
}
