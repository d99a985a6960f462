import type { Route } from './route.js';
import type { Sol } from './solution.js';
import { draftOf } from './solution.js';
import { localSearch } from './local-search.js';
import type { Runner } from './search-run.js';

/**
 * Up to this many orders a new best plan is polished by local search over all its orders; above
 * it, over the orders of the routes the step changed. A full pass at 1,000 orders costs tens of
 * milliseconds and a new best comes almost every step early on: polishing it all left 90 to 240
 * iterations in 30 s on the 1,000-customer clustered instances (npm run bench -- --set synthetic).
 */
export const FULL_LOCAL_SEARCH_MAX_ORDERS = 400;

/** The orders of the routes a step copied on write or opened (its draft's `owned`). */
export function changedOrders(changed: Iterable<Route>): number[] {
  const out: number[] = [];
  for (const r of changed) out.push(...r.seq);
  return out;
}

/**
 * `sol` polished by the local search over the orders `focus` (null: all) with the operators of
 * `scope`; null when no move improves it.
 */
export function polishedPlan(
  run: Runner,
  sol: Sol,
  focus: readonly number[] | null,
  scope: 'all' | 'intra',
): Sol | null {
  const polished = draftOf(sol);
  return localSearch(run.inst, run.rng, polished, focus, scope, run.lsScratch) ? polished.sol : null;
}

/**
 * A new best plan polished by all the operators: over all its orders up to
 * FULL_LOCAL_SEARCH_MAX_ORDERS, above that over the orders of the routes the step changed
 * (`changed`); null when no move improves it.
 */
export function polishedBest(run: Runner, sol: Sol, changed: Iterable<Route>): Sol | null {
  const focus = run.inst.n > FULL_LOCAL_SEARCH_MAX_ORDERS ? changedOrders(changed) : null;
  return polishedPlan(run, sol, focus, 'all');
}

/**
 * The plan a search ends with, polished once more by the local search over all its orders, now
 * also trying each order first and last on every other route (`evaluateRouteEndRelocate`): the
 * neighbour moves miss a place next to a route's start or end whenever the route's first or
 * last stop is not near the order. It prices every route for every order, so it runs once, on
 * the plan returned; only improving moves, so that plan is never longer. CVRPLIB X-n256 to
 * X-n393 at 300,000 iterations, one thread, seeds 1-10: 13 of the 40 plans 2-6 units shorter
 * (X-n303 and X-n351), -0.005 point on average. Up to FULL_LOCAL_SEARCH_MAX_ORDERS orders: on
 * the 1,000-customer instances the pass over all orders took 0.2-0.45 s, past the time limit.
 */
export function finalPolish(run: Runner, best: Sol): Sol {
  // Without a single step (an iteration budget of 0) the construction is returned as built.
  if (!run.finalPolish || run.iterations === 0 || best.routes.length < 2) return best;
  const polished = draftOf(best);
  return localSearch(run.inst, run.rng, polished, null, 'all', run.lsScratch, true) ? polished.sol : best;
}
