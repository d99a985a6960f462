import type { Instance } from './instance.js';
import { localSearchApplies } from './local-search.js';
import type { Rng } from './rng.js';
import { refreshRoute } from './route.js';
import type { Route } from './route.js';
import { concat, nodeSeg, orderSeg, segFeasible, segWidth } from './segments.js';
import type { Draft, Sol } from './solution.js';
import { own } from './solution.js';

/**
 * Ejection insertion (Nagata and Bräysy 2009, "A powerful route minimization heuristic for the
 * vehicle routing problem with time windows"): an order that fits no route goes in anyway, and
 * at most `maxEjected` other orders of its new route leave so that the route is feasible again.
 * Of the routes near the order, their positions and the sets of orders to eject, the one chosen
 * has the smallest sum of the ejected orders' weights (how often each has had to be forced in);
 * ties are drawn at random. The orders that leave join the orders still to place.
 */
export interface Ejection {
  readonly route: number;
  /** 0-based position of the order in the route before the ejections (0: first). */
  readonly pos: number;
  readonly ejected: readonly number[];
  readonly weight: number;
}

/**
 * Search nodes one route and position may visit: the sets to try grow as C(route length,
 * maxEjected) where windows are wide and capacity binds (RC2's routes of 30 to 50 orders), and
 * the bound on the weights cuts little while many orders weigh the same. The cap keeps one call
 * bounded there: 3.7 ms on RC202 at 4,000, against 0.23 ms on R112's routes of ten.
 */
const NODES_PER_POSITION = 4000;

/**
 * Where the segment checks price a route exactly and the orders are deliveries with one hard
 * window each (Solomon's data): there a route's feasibility is its segment's, and ejecting an
 * order never makes the orders after it later.
 */
export function ejectionApplies(inst: Instance): boolean {
  return inst.lean && inst.deliveriesOnly && inst.hardTw && inst.hardCap && localSearchApplies(inst);
}

interface Scratch {
  readonly W: number;
  readonly weight: ArrayLike<number>;
  readonly maxEjected: number;
  readonly rng: Rng;
  /** Prefix segments by depth (the orders kept so far). */
  stack: Float64Array;
  /** rest[i]: the orders from position i of the route with the order inserted, to its end. */
  rest: Float64Array;
  readonly node: Float64Array;
  readonly tmp: Float64Array;
  /** The route being searched with the order inserted, its vehicle and the inserted order. */
  readonly seq: number[];
  v: number;
  o: number;
  route: number;
  pos: number;
  readonly ejected: number[];
  best: Ejection | null;
  ties: number;
  nodes: number;
  /** The least weight of an order of the route (a bound on what one more ejection adds). */
  lightest: number;
}

/**
 * The least-weight ejection insertion of order `o` into `sol` (weights by order), or null when
 * no route takes it even with `maxEjected` orders ejected.
 */
export function bestEjection(
  inst: Instance,
  sol: Sol,
  o: number,
  weight: ArrayLike<number>,
  maxEjected: number,
  rng: Rng,
): Ejection | null {
  const W = segWidth(inst);
  let longest = 0;
  for (const r of sol.routes) longest = Math.max(longest, r.seq.length);
  const size = (longest + 3) * W;
  const s: Scratch = {
    W,
    weight,
    maxEjected,
    rng,
    stack: new Float64Array(size),
    rest: new Float64Array(size),
    node: new Float64Array(W),
    tmp: new Float64Array(W),
    seq: [],
    v: 0,
    o,
    route: 0,
    pos: 0,
    ejected: [],
    best: null,
    ties: 0,
    nodes: 0,
    lightest: 0,
  };
  for (const ri of nearRoutes(inst, sol, o)) {
    const r = sol.routes[ri] as Route;
    if (inst.compat[o * inst.nVehicles + r.v] === 0) continue;
    for (let pos = 0; pos <= r.seq.length; pos++) {
      s.route = ri;
      s.pos = pos;
      searchPosition(inst, r, s);
    }
  }
  return s.best;
}

/**
 * The routes that serve one of o's nearest neighbours (inst.neighbours, up to 100), in the
 * plan's order: every route on Solomon's 100 orders, a few dozen of the hundred on 1,000.
 */
function nearRoutes(inst: Instance, sol: Sol, o: number): number[] {
  const routeOf = new Int32Array(inst.n).fill(-1);
  sol.routes.forEach((r, ri) => {
    for (const c of r.seq) routeOf[c] = ri;
  });
  const near = new Uint8Array(sol.routes.length);
  const K = inst.nNeighbours;
  for (let k = 0; k < K; k++) {
    const ri = routeOf[inst.neighbours[o * K + k] as number] as number;
    if (ri >= 0) near[ri] = 1;
  }
  const out: number[] = [];
  near.forEach((x, ri) => {
    if (x) out.push(ri);
  });
  return out;
}

/** Searches the ejection sets of one route with the order inserted at s.pos. */
function searchPosition(inst: Instance, r: Route, s: Scratch): void {
  const { W, seq } = s;
  seq.length = 0;
  for (let k = 0; k < s.pos; k++) seq.push(r.seq[k] as number);
  seq.push(s.o);
  for (let k = s.pos; k < r.seq.length; k++) seq.push(r.seq[k] as number);
  const L = seq.length;
  s.v = r.v;
  const end = r.loc[r.seq.length + 1] as number;
  nodeSeg(inst, r, r.seq.length + 1, s.rest, L * W);
  for (let i = L - 1; i >= 0; i--) {
    const c = seq[i] as number;
    const next = i + 1 < L ? (inst.orderLoc[seq[i + 1] as number] as number) : end;
    orderSeg(inst, c, s.node, 0);
    concat(inst, s.node, 0, s.rest, (i + 1) * W, leg(inst, inst.orderLoc[c] as number, next), s.rest, i * W);
  }
  s.lightest = Infinity;
  for (const c of r.seq) s.lightest = Math.min(s.lightest, s.weight[c] as number);
  nodeSeg(inst, r, 0, s.stack, 0);
  s.ejected.length = 0;
  s.nodes = 0;
  visit(inst, 0, r.loc[0] as number, end, 0, 0, s);
}

function leg(inst: Instance, a: number, b: number): number {
  return inst.time[a * inst.nLoc + b] as number;
}

/**
 * Depth first over the orders from position i of the route: keep or eject each. The orders kept
 * so far are the segment s.stack at `depth`, ending at location `last`; `sum` weighs the ejected.
 */
function visit(
  inst: Instance,
  i: number,
  last: number,
  end: number,
  depth: number,
  sum: number,
  s: Scratch,
): void {
  if (++s.nodes > NODES_PER_POSITION) return;
  const { W, seq } = s;
  const L = seq.length;
  const at = i < L ? (inst.orderLoc[seq[i] as number] as number) : end;
  // Keeping every order from here: ejecting more would only weigh more.
  concat(inst, s.stack, depth * W, s.rest, i * W, leg(inst, last, at), s.tmp, 0);
  if (segFeasible(inst, s.v, s.tmp, 0)) {
    record(s, sum);
    return;
  }
  // No order can leave any more: keeping them all was the only way left, and it failed.
  const bound = s.best ? s.best.weight : Infinity;
  if (i >= L || s.ejected.length >= s.maxEjected || sum + s.lightest > bound) return;
  const c = seq[i] as number;
  orderSeg(inst, c, s.node, 0);
  concat(inst, s.stack, depth * W, s.node, 0, leg(inst, last, at), s.stack, (depth + 1) * W);
  // A prefix that is late already stays late whatever follows it.
  if ((s.stack[(depth + 1) * W + 1] as number) <= 1e-9) visit(inst, i + 1, at, end, depth + 1, sum, s);
  const w = s.weight[c] as number;
  if (c === s.o || sum + w > (s.best ? s.best.weight : Infinity)) return;
  s.ejected.push(c);
  visit(inst, i + 1, last, end, depth, sum + w, s);
  s.ejected.pop();
}

/** Keeps the lighter set; among sets of equal weight each is kept with equal chance. */
function record(s: Scratch, sum: number): void {
  const bound = s.best ? s.best.weight : Infinity;
  if (sum > bound) return;
  if (sum < bound) s.ties = 1;
  else if (s.rng.int(++s.ties) !== 0) return;
  s.best = { route: s.route, pos: s.pos, ejected: s.ejected.slice(), weight: sum };
}

/** Makes the ejection insertion on the draft: `o` goes in, the ejected orders join the unassigned. */
export function applyEjection(inst: Instance, draft: Draft, o: number, e: Ejection): void {
  const r = own(draft, e.route);
  r.seq.splice(e.pos, 0, o);
  const out = new Set(e.ejected);
  r.seq = r.seq.filter((c) => !out.has(c));
  refreshRoute(inst, r);
  const sol = draft.sol;
  sol.unassigned = sol.unassigned.filter((c) => c !== o).concat(e.ejected);
}
