import type { LocalSearchState, Move } from './local-search-state.js';
import { placeOf, routeAt } from './local-search-state.js';
import { evaluateRelocateAt } from './relocate.operator.js';

/**
 * Relocate to a route's end: u moves first (right after the start) or last (right before the
 * end) on another route. The neighbour-pair operators put u only next to one of its near
 * neighbours, so they miss these places whenever the route's first or last stop is not among
 * them: on CVRPLIB X's central depots the order on the way from the depot to a far first stop.
 * The first improving move is answered (null: none). It prices every route, so the local search
 * tries it only in the final polish of a search (polish.ts, `finalPolish`).
 */
export function evaluateRouteEndRelocate(st: LocalSearchState, u: number): Move | null {
  const ru = placeOf(st, u).route;
  const routes = st.draft.sol.routes;
  for (let rv = 0; rv < routes.length; rv++) {
    if (rv === ru) continue;
    const len = routeAt(st, rv).seq.length;
    if (len === 0) continue;
    const move = evaluateRelocateAt(st, u, rv, 0) ?? evaluateRelocateAt(st, u, rv, len);
    if (move) return move;
  }
  return null;
}
