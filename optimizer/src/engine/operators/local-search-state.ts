import type { Instance } from '../instance.js';
import type { Route } from '../route.js';
import { refreshRoute } from '../route.js';
import type { RouteSegments } from '../segments.js';
import { buildSegments } from '../segments.js';
import type { Draft } from '../solution.js';
import { own } from '../solution.js';
import { at } from '../indexing.js';

/**
 * The mutable state of one local-search run over a draft's routes: segment caches per route,
 * where each order is (route and 1-based position), and scratch segments. The instance (the
 * problem data) is only read.
 */
export interface LocalSearchState {
  readonly inst: Instance;
  readonly draft: Draft;
  /** Segment caches per route; built only when `withSegments` (the inter-route operators use them). */
  readonly segs: RouteSegments[];
  /** False for an intra-route search: its operators simulate the rewritten route instead. */
  readonly withSegments: boolean;
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  /** Scratch segments for concatenations (two route-wide, one single order). */
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly node: Float64Array;
}

/** Rebuilds route ri's segments and the positions of its orders. */
export function indexRoute(st: LocalSearchState, ri: number): void {
  const r = routeAt(st, ri);
  if (st.withSegments) st.segs[ri] = buildSegments(st.inst, r);
  r.seq.forEach((o, k) => {
    st.routeOf[o] = ri;
    st.posOf[o] = k + 1;
  });
}

export function routeAt(st: LocalSearchState, ri: number): Route {
  const r = st.draft.sol.routes[ri];
  if (!r) throw new RangeError(`no route ${ri}`);
  return r;
}

export function segmentsAt(st: LocalSearchState, ri: number): RouteSegments {
  const s = st.segs[ri];
  if (!s) throw new RangeError(`no segments for route ${ri}`);
  return s;
}

/** Route index and 1-based position of order o (it must be routed). */
export function placeOf(st: LocalSearchState, o: number): { route: number; pos: number } {
  const route = st.routeOf[o];
  const pos = st.posOf[o];
  if (route === undefined || route < 0 || pos === undefined) throw new RangeError(`order ${o} is not routed`);
  return { route, pos };
}

export { at } from '../indexing.js';

/**
 * The leg costs of vehicle v's cost class, row-major by location. The operators read a leg as
 * `costs[a * inst.nLoc + b]` directly: a and b are locations of the instance (a route's or an
 * order's), so in range by construction, and a direct read of one Float64Array is faster than
 * one through `at` (a read of arrays of several kinds).
 */
export function costsOf(inst: Instance, v: number): Float64Array {
  const costs = inst.arcCost[at(inst.vClass, v)];
  if (!costs) throw new RangeError(`no arc costs for vehicle ${v}`);
  return costs;
}

export function travelTime(inst: Instance, a: number, b: number): number {
  return at(inst.time, a * inst.nLoc + b);
}

/** Soft-constraint penalty of serving order o with vehicle v (relaxed skills, soft territories). */
export function softPenalty(inst: Instance, o: number, v: number): number {
  return inst.softPen ? at(inst.softPen, o * inst.nVehicles + v) : 0;
}

/** Changes route ri (copied on write), then refreshes its caches and index. */
export function rewriteRoute(st: LocalSearchState, ri: number, mutate: (r: Route) => void): void {
  const r = own(st.draft, ri);
  mutate(r);
  refreshRoute(st.inst, r);
  indexRoute(st, ri);
}

/** A priced move: the cost change it brings (negative improves) and how to make it. */
export interface Move {
  readonly delta: number;
  readonly apply: () => void;
}

/**
 * A local-search operator on a pair of routed orders (u, v, v among u's nearest neighbours).
 * `evaluate` prices the move and checks it keeps both routes feasible, changing nothing; it
 * answers null when the move does not apply, is infeasible or does not improve. `apply` of the
 * answered move makes it.
 */
export interface LocalSearchOperator {
  readonly name: string;
  /** Within u's route (u and v on the same route) or between two routes. */
  readonly scope: 'intra' | 'inter';
  evaluate(st: LocalSearchState, u: number, v: number): Move | null;
}

/** Improvements smaller than this are rounding, not gains. */
export const IMPROVEMENT_EPSILON = 1e-9;
