import { exchangeDelta, joinDelta, leaveDelta, spreadOf } from './clustering.js';
import type { Instance } from './instance.js';
import type { Rng } from './rng.js';
import type { Route } from './route.js';
import { refreshRoute } from './route.js';
import { simulateRoute } from './simulate.js';
import type { RouteSegments } from './segments.js';
import { buildSegments, concat, orderSeg, segFeasible, segWidth } from './segments.js';
import type { Draft } from './solution.js';
import { evaluate, own } from './solution.js';

/** Whether the O(1) segment moves price routes exactly: leg costs only, one window per order. */
export function localSearchApplies(inst: Instance): boolean {
  if (inst.exact) return false;
  for (let v = 0; v < inst.nVehicles; v++) if ((inst.vCostTime[v] ?? 0) !== 0) return false;
  for (let o = 0; o < inst.n; o++) if ((inst.twOff[o + 1] ?? 0) - (inst.twOff[o] ?? 0) > 1) return false;
  return true;
}

interface State {
  readonly inst: Instance;
  readonly draft: Draft;
  readonly segs: RouteSegments[];
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly node: Float64Array;
}

function index(st: State, ri: number): void {
  const r = st.draft.sol.routes[ri] as Route;
  st.segs[ri] = buildSegments(st.inst, r);
  r.seq.forEach((o, k) => {
    st.routeOf[o] = ri;
    st.posOf[o] = k + 1;
  });
}

const NEIGHBOURS = 20;

/**
 * Granular local search on the routes of a draft: inter-route relocate, swap and 2-opt*, each
 * checked in O(1) by concatenating route segments; first improvement until none is left.
 */
export function localSearch(inst: Instance, rng: Rng, draft: Draft): boolean {
  const routes = draft.sol.routes;
  const W = segWidth(inst);
  const st: State = {
    inst,
    draft,
    segs: [],
    routeOf: new Int32Array(inst.n).fill(-1),
    posOf: new Int32Array(inst.n),
    a: new Float64Array(W * 2),
    b: new Float64Array(W * 2),
    node: new Float64Array(W),
  };
  for (let ri = 0; ri < routes.length; ri++) index(st, ri);
  const K = Math.min(NEIGHBOURS, inst.nNeighbours);
  const orderList = Array.from({ length: inst.n }, (_, i) => i);
  for (let i = orderList.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [orderList[i], orderList[j]] = [orderList[j] ?? 0, orderList[i] ?? 0];
  }
  let improvedAny = false;
  for (let pass = 0; pass < 50; pass++) {
    let improved = false;
    for (const u of orderList) {
      if ((st.routeOf[u] ?? -1) < 0) continue;
      for (let k = 0; k < K; k++) {
        const v = inst.neighbours[u * inst.nNeighbours + k] ?? 0;
        const ru = st.routeOf[u] ?? -1;
        const rv = st.routeOf[v] ?? -1;
        if (ru < 0 || rv < 0) continue;
        if (ru === rv) {
          if (tryIntraRelocate(st, u, v) || tryIntraTwoOpt(st, u, v)) {
            improved = true;
            improvedAny = true;
            break;
          }
          continue;
        }
        if (
          tryRelocate(st, u, v) ||
          tryRelocate(st, u, v, true) ||
          trySwap(st, u, v) ||
          tryTwoOptStar(st, u, v)
        ) {
          improved = true;
          improvedAny = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  if (improvedAny) {
    draft.sol.routes = draft.sol.routes.filter((r) => r.seq.length > 0);
    evaluate(inst, draft.sol);
  }
  return improvedAny;
}

function arc(inst: Instance, v: number, a: number, b: number): number {
  return (inst.arcCost[inst.vClass[v] ?? 0] as Float64Array)[a * inst.nLoc + b] ?? 0;
}

function tt(inst: Instance, a: number, b: number): number {
  return inst.time[a * inst.nLoc + b] ?? 0;
}

function soft(inst: Instance, o: number, v: number): number {
  return inst.softPen ? (inst.softPen[o * inst.nVehicles + v] ?? 0) : 0;
}

function apply(st: State, ri: number, mutate: (r: Route) => void): void {
  const r = own(st.draft, ri);
  mutate(r);
  refreshRoute(st.inst, r);
  index(st, ri);
}

/** Moves u next to v in v's route (after v, or before it when `before`). */
function tryRelocate(st: State, u: number, v: number, before = false): boolean {
  const { inst } = st;
  const ru = st.routeOf[u] ?? 0;
  const rv = st.routeOf[v] ?? 0;
  const R1 = st.draft.sol.routes[ru] as Route;
  const R2 = st.draft.sol.routes[rv] as Route;
  if (inst.compat[u * inst.nVehicles + R2.v] === 0) return false;
  const i = st.posOf[u] ?? 0;
  const j = (st.posOf[v] ?? 0) - (before ? 1 : 0);
  const W = segWidth(inst);
  const s1 = st.segs[ru] as RouteSegments;
  const s2 = st.segs[rv] as RouteSegments;
  const l1 = R1.loc;
  const l2 = R2.loc;
  const lu = inst.orderLoc[u] ?? 0;
  const p = l1[i - 1] ?? 0;
  const n = l1[i + 1] ?? 0;
  const removeGain =
    arc(inst, R1.v, p, lu) + arc(inst, R1.v, lu, n) - arc(inst, R1.v, p, n) + soft(inst, u, R1.v);
  const emptied = R1.seq.length === 1 ? arc(inst, R1.v, p, n) + (inst.vFixed[R1.v] ?? 0) : 0;
  const a2 = l2[j] ?? 0;
  const b2 = l2[j + 1] ?? 0;
  const addCost =
    arc(inst, R2.v, a2, lu) + arc(inst, R2.v, lu, b2) - arc(inst, R2.v, a2, b2) + soft(inst, u, R2.v);
  const spread = leaveDelta(inst, R1, u) + joinDelta(inst, R2, u);
  if (addCost - removeGain - emptied + spread >= -1e-9) return false;
  orderSeg(inst, u, st.node, 0);
  concat(inst, s2.pre, j * W, st.node, 0, tt(inst, a2, lu), st.a, 0);
  concat(inst, st.a, 0, s2.suf, (j + 1) * W, tt(inst, lu, b2), st.b, 0);
  if (!segFeasible(inst, R2.v, st.b, 0)) return false;
  if (R1.seq.length > 1) {
    concat(inst, s1.pre, (i - 1) * W, s1.suf, (i + 1) * W, tt(inst, p, n), st.a, 0);
    if (!segFeasible(inst, R1.v, st.a, 0)) return false;
  }
  apply(st, ru, (r) => r.seq.splice(i - 1, 1));
  apply(st, rv, (r) => r.seq.splice(j, 0, u));
  return true;
}

/** Exchanges u and v between their routes. */
function trySwap(st: State, u: number, v: number): boolean {
  const { inst } = st;
  const ru = st.routeOf[u] ?? 0;
  const rv = st.routeOf[v] ?? 0;
  const R1 = st.draft.sol.routes[ru] as Route;
  const R2 = st.draft.sol.routes[rv] as Route;
  const V = inst.nVehicles;
  if (inst.compat[u * V + R2.v] === 0 || inst.compat[v * V + R1.v] === 0) return false;
  const i = st.posOf[u] ?? 0;
  const j = st.posOf[v] ?? 0;
  const lu = inst.orderLoc[u] ?? 0;
  const lv = inst.orderLoc[v] ?? 0;
  const p1 = R1.loc[i - 1] ?? 0;
  const n1 = R1.loc[i + 1] ?? 0;
  const p2 = R2.loc[j - 1] ?? 0;
  const n2 = R2.loc[j + 1] ?? 0;
  const before =
    arc(inst, R1.v, p1, lu) +
    arc(inst, R1.v, lu, n1) +
    arc(inst, R2.v, p2, lv) +
    arc(inst, R2.v, lv, n2) +
    soft(inst, u, R1.v) +
    soft(inst, v, R2.v);
  const after =
    arc(inst, R1.v, p1, lv) +
    arc(inst, R1.v, lv, n1) +
    arc(inst, R2.v, p2, lu) +
    arc(inst, R2.v, lu, n2) +
    soft(inst, v, R1.v) +
    soft(inst, u, R2.v);
  const spread = exchangeDelta(inst, R1, u, v) + exchangeDelta(inst, R2, v, u);
  if (after - before + spread >= -1e-9) return false;
  const W = segWidth(inst);
  const s1 = st.segs[ru] as RouteSegments;
  const s2 = st.segs[rv] as RouteSegments;
  orderSeg(inst, v, st.node, 0);
  concat(inst, s1.pre, (i - 1) * W, st.node, 0, tt(inst, p1, lv), st.a, 0);
  concat(inst, st.a, 0, s1.suf, (i + 1) * W, tt(inst, lv, n1), st.b, 0);
  if (!segFeasible(inst, R1.v, st.b, 0)) return false;
  orderSeg(inst, u, st.node, 0);
  concat(inst, s2.pre, (j - 1) * W, st.node, 0, tt(inst, p2, lu), st.a, 0);
  concat(inst, st.a, 0, s2.suf, (j + 1) * W, tt(inst, lu, n2), st.b, 0);
  if (!segFeasible(inst, R2.v, st.b, 0)) return false;
  apply(st, ru, (r) => {
    r.seq[i - 1] = v;
  });
  apply(st, rv, (r) => {
    r.seq[j - 1] = u;
  });
  return true;
}

/** 2-opt*: route of u continues after u with what followed v, and the other way round. */
function tryTwoOptStar(st: State, u: number, v: number): boolean {
  const { inst } = st;
  const ru = st.routeOf[u] ?? 0;
  const rv = st.routeOf[v] ?? 0;
  const R1 = st.draft.sol.routes[ru] as Route;
  const R2 = st.draft.sol.routes[rv] as Route;
  if (inst.vEnd[R1.v] !== inst.vEnd[R2.v] || inst.shiftEnd[R1.v] !== inst.shiftEnd[R2.v]) return false;
  if (inst.vClass[R1.v] !== inst.vClass[R2.v]) return false;
  const i = st.posOf[u] ?? 0;
  const j = st.posOf[v] ?? 0;
  const lu = inst.orderLoc[u] ?? 0;
  const lv = inst.orderLoc[v] ?? 0;
  const n1 = R1.loc[i + 1] ?? 0;
  const n2 = R2.loc[j + 1] ?? 0;
  const delta =
    arc(inst, R1.v, lu, n2) + arc(inst, R2.v, lv, n1) - arc(inst, R1.v, lu, n1) - arc(inst, R2.v, lv, n2);
  if (delta >= -1e-9) return false;
  const V = inst.nVehicles;
  for (let k = j; k < R2.seq.length; k++) if (inst.compat[(R2.seq[k] ?? 0) * V + R1.v] === 0) return false;
  for (let k = i; k < R1.seq.length; k++) if (inst.compat[(R1.seq[k] ?? 0) * V + R2.v] === 0) return false;
  if (inst.softPen) return false;
  const W = segWidth(inst);
  const s1 = st.segs[ru] as RouteSegments;
  const s2 = st.segs[rv] as RouteSegments;
  concat(inst, s1.pre, i * W, s2.suf, (j + 1) * W, tt(inst, lu, n2), st.a, 0);
  if (!segFeasible(inst, R1.v, st.a, 0)) return false;
  concat(inst, s2.pre, j * W, s1.suf, (i + 1) * W, tt(inst, lv, n1), st.a, 0);
  if (!segFeasible(inst, R2.v, st.a, 0)) return false;
  const tail1 = R1.seq.slice(i);
  const tail2 = R2.seq.slice(j);
  if (inst.clusterWeight > 0) {
    // Only exchanges that shorten the legs are tried; they must not cost more in spread.
    const spread =
      spreadOf(inst, R1.seq.slice(0, i).concat(tail2)) +
      spreadOf(inst, R2.seq.slice(0, j).concat(tail1)) -
      R1.clustering -
      R2.clustering;
    if (delta + spread >= -1e-9) return false;
  }
  apply(st, ru, (r) => {
    r.seq.length = i;
    r.seq.push(...tail2);
  });
  apply(st, rv, (r) => {
    r.seq.length = j;
    r.seq.push(...tail1);
  });
  return true;
}

/** Applies an intra-route rewrite when the simulated route is feasible and cheaper. */
function tryRewrite(st: State, ri: number, seq: number[]): boolean {
  const r = st.draft.sol.routes[ri] as Route;
  const sim = simulateRoute(st.inst, r.v, seq, seq.length);
  if (!sim.feasible || sim.cost >= r.cost - 1e-9) return false;
  apply(st, ri, (x) => {
    x.seq.length = 0;
    x.seq.push(...seq);
  });
  return true;
}

/** Or-opt of one order: moves u right after v in the same route. */
function tryIntraRelocate(st: State, u: number, v: number): boolean {
  const { inst } = st;
  const ri = st.routeOf[u] ?? 0;
  const R = st.draft.sol.routes[ri] as Route;
  const i = st.posOf[u] ?? 0;
  const j = st.posOf[v] ?? 0;
  if (j === i - 1) return false;
  const l = R.loc;
  const lu = inst.orderLoc[u] ?? 0;
  const lv = inst.orderLoc[v] ?? 0;
  const p = l[i - 1] ?? 0;
  const n = l[i + 1] ?? 0;
  const next = l[j + 1] ?? 0;
  const gain = arc(inst, R.v, p, lu) + arc(inst, R.v, lu, n) - arc(inst, R.v, p, n);
  const add = arc(inst, R.v, lv, lu) + arc(inst, R.v, lu, next) - arc(inst, R.v, lv, next);
  if (add - gain >= -1e-9) return false;
  const seq = R.seq.slice();
  seq.splice(i - 1, 1);
  seq.splice(seq.indexOf(v) + 1, 0, u);
  return tryRewrite(st, ri, seq);
}

/** 2-opt: reverses the stretch between u and v so that u is followed by v. */
function tryIntraTwoOpt(st: State, u: number, v: number): boolean {
  const { inst } = st;
  const ri = st.routeOf[u] ?? 0;
  const R = st.draft.sol.routes[ri] as Route;
  const i = st.posOf[u] ?? 0;
  const j = st.posOf[v] ?? 0;
  if (j <= i + 1) return false;
  const l = R.loc;
  // New route: ... u, v, (reversed i+1..j-1), j+1 ...
  let before = arc(inst, R.v, l[i] ?? 0, l[i + 1] ?? 0) + arc(inst, R.v, l[j] ?? 0, l[j + 1] ?? 0);
  let after = arc(inst, R.v, l[i] ?? 0, l[j] ?? 0) + arc(inst, R.v, l[i + 1] ?? 0, l[j + 1] ?? 0);
  for (let k = i + 1; k < j; k++) {
    before += arc(inst, R.v, l[k] ?? 0, l[k + 1] ?? 0);
    after += arc(inst, R.v, l[k + 1] ?? 0, l[k] ?? 0);
  }
  if (after - before >= -1e-9) return false;
  const seq = R.seq.slice();
  const mid = seq.slice(i, j).reverse();
  seq.splice(i, j - i, ...mid);
  return tryRewrite(st, ri, seq);
}
