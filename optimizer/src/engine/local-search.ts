import type { Instance } from './instance.js';
import type { Rng } from './rng.js';
import { segWidth } from './segments.js';
import type { Draft } from './solution.js';
import { evaluate } from './solution.js';
import {
  LOCAL_SEARCH_OPERATORS,
  type LocalSearchOperator,
  type LocalSearchState,
} from './operators/index.js';
import { indexRoute, routeAt } from './operators/local-search-state.js';
import { evaluateRouteEndRelocate } from './operators/route-end-relocate.js';

/** Whether the O(1) segment moves price routes exactly: leg costs only, one window per order. */
export function localSearchApplies(inst: Instance): boolean {
  if (inst.exact) return false;
  for (let v = 0; v < inst.nVehicles; v++) if ((inst.vCostTime[v] as number) !== 0) return false;
  for (let o = 0; o < inst.n; o++)
    if ((inst.twOff[o + 1] as number) - (inst.twOff[o] as number) > 1) return false;
  return true;
}

/** Passes over all orders at most; a pass without improvement ends the search earlier. */
const MAX_PASSES = 50;

const INTRA = LOCAL_SEARCH_OPERATORS.filter((op) => op.scope === 'intra');
const INTER = LOCAL_SEARCH_OPERATORS.filter((op) => op.scope === 'inter');

/** The first improving move of `operators` on (u, v), made; whether there was one. */
function improveWith(
  st: LocalSearchState,
  operators: readonly LocalSearchOperator[],
  u: number,
  v: number,
): boolean {
  for (const op of operators) {
    const move = op.evaluate(st, u, v);
    if (move) {
      move.apply();
      return true;
    }
  }
  return false;
}

/**
 * The working arrays of local search, made once per search and reused by every call: an
 * improving step's polish runs tens of thousands of times in a search, and allocating them (and
 * looking its orders up in a set) each time cost more than the moves tried on short routes.
 * Between calls every entry of `routeOf` and `wanted` is back at -1 and 0.
 */
export interface LocalSearchScratch {
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  /** 1 for the focus orders of an intra-route search (their routes are the ones indexed). */
  readonly wanted: Uint8Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly node: Float64Array;
}

export function createLocalSearchScratch(inst: Instance): LocalSearchScratch {
  const W = segWidth(inst);
  return {
    routeOf: new Int32Array(inst.n).fill(-1),
    posOf: new Int32Array(inst.n),
    wanted: new Uint8Array(inst.n),
    a: new Float64Array(W * 2),
    b: new Float64Array(W * 2),
    node: new Float64Array(W),
  };
}

/**
 * Granular local search on the routes of a draft: the operators of `LOCAL_SEARCH_OPERATORS`
 * (intra-route or-opt and 2-opt; inter-route relocate, swap and 2-opt*, checked in O(1) by
 * concatenating route segments) on each order and its nearest neighbours; first improvement
 * until a pass finds none. With `focus`, only these orders' moves are tried (their partners v
 * may be on any route). With `scope` 'intra', only the intra-route operators, on the routes of
 * the focus orders (the other routes are not even indexed). With `routeEnds` (scope 'all'), an
 * order no neighbour move improves is also tried first and last on every other route
 * (`evaluateRouteEndRelocate`).
 */
export function localSearch(
  inst: Instance,
  rng: Rng,
  draft: Draft,
  focus: readonly number[] | null = null,
  scope: 'all' | 'intra' = 'all',
  scratch: LocalSearchScratch = createLocalSearchScratch(inst),
  routeEnds = false,
): boolean {
  const routes = draft.sol.routes;
  const { routeOf, posOf, a, b, node, wanted } = scratch;
  const st: LocalSearchState = {
    inst,
    draft,
    segs: [],
    withSegments: scope === 'all',
    routeOf,
    posOf,
    a,
    b,
    node,
  };
  // The routes indexed (their orders' entries of `routeOf` are put back to -1 at the end).
  const indexed: number[] = [];
  if (scope === 'intra' && focus) {
    for (const o of focus) wanted[o] = 1;
    routes.forEach((r, ri) => {
      if (r.seq.some((o) => wanted[o] === 1)) indexed.push(ri);
    });
    for (const o of focus) wanted[o] = 0;
  } else for (let ri = 0; ri < routes.length; ri++) indexed.push(ri);
  for (const ri of indexed) indexRoute(st, ri);
  const improved = improveAll(st, rng, focus, scope === 'all' && routeEnds);
  // Moves keep every order on an indexed route (intra-route moves on its own).
  for (const ri of indexed) for (const o of routeAt(st, ri).seq) routeOf[o] = -1;
  if (improved) {
    draft.sol.routes = draft.sol.routes.filter((r) => r.seq.length > 0);
    evaluate(inst, draft.sol);
  }
  return improved;
}

/**
 * First-improvement passes over the orders (all, or `focus`) until one finds nothing. With
 * `routeEnds`, an order no neighbour move improves is also tried at the other routes' ends.
 */
function improveAll(
  st: LocalSearchState,
  rng: Rng,
  focus: readonly number[] | null,
  routeEnds: boolean,
): boolean {
  const inst = st.inst;
  const intraOnly = !st.withSegments;
  const K = inst.nLsNeighbours;
  // The orders whose moves are tried: all, or (on large instances) those of the changed routes.
  const orderList = focus ? focus.slice() : Array.from({ length: inst.n }, (_, i) => i);
  for (let i = orderList.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [orderList[i], orderList[j]] = [orderList[j] as number, orderList[i] as number];
  }
  let improvedAny = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (const u of orderList) {
      if ((st.routeOf[u] as number) < 0) continue;
      let moved = false;
      for (let k = 0; k < K && !moved; k++) {
        const v = inst.lsNeighbours[u * K + k] as number;
        const ru = st.routeOf[u] as number;
        const rv = st.routeOf[v] as number;
        if (ru < 0 || rv < 0) continue;
        if (ru !== rv && intraOnly) continue;
        moved = improveWith(st, ru === rv ? INTRA : INTER, u, v);
      }
      if (!moved && routeEnds) {
        const move = evaluateRouteEndRelocate(st, u);
        if (move) {
          move.apply();
          moved = true;
        }
      }
      if (moved) {
        improved = true;
        improvedAny = true;
      }
    }
    if (!improved) break;
  }
  return improvedAny;
}
