import type { Instance } from './instance.js';
import { pairSum, spreadCost } from './clustering.js';
import { simulateRoute } from './simulate.js';

/**
 * A route of the search with its segment caches. Index k of the caches: 0 = start depot,
 * 1..len = stops, len + 1 = end. `depart[k]`: earliest end of service at k; `late[k]`: latest
 * arrival at k that keeps the rest feasible; `pref`/`suf`: highest load over loads 0..k / k..len
 * (load k = on board after node k), per dimension. They make insertion checks O(1).
 */
export interface Route {
  v: number;
  seq: number[];
  cost: number;
  distance: number;
  duration: number;
  feasible: boolean;
  /** Sum of the distances between every pair of stops, and the weighted spread (clustering.ts). */
  pairs: number;
  clustering: number;
  loc: number[];
  depart: number[];
  late: number[];
  pref: number[];
  suf: number[];
}

export function newRoute(v: number): Route {
  return {
    v,
    seq: [],
    cost: 0,
    distance: 0,
    duration: 0,
    feasible: true,
    pairs: 0,
    clustering: 0,
    loc: [],
    depart: [],
    late: [],
    pref: [],
    suf: [],
  };
}

export function cloneRoute(r: Route): Route {
  return {
    v: r.v,
    seq: r.seq.slice(),
    cost: r.cost,
    distance: r.distance,
    duration: r.duration,
    feasible: r.feasible,
    pairs: r.pairs,
    clustering: r.clustering,
    loc: r.loc.slice(),
    depart: r.depart.slice(),
    late: r.late.slice(),
    pref: r.pref.slice(),
    suf: r.suf.slice(),
  };
}

/** Latest arrival at order o given the latest service start `ls`; -Infinity when none. */
function latestArrival(inst: Instance, o: number, ls: number): number {
  const { twOff, twOpen, twClose } = inst;
  for (let w = (twOff[o + 1] as number) - 1; w >= (twOff[o] as number); w--) {
    if ((twOpen[w] as number) <= ls) return Math.min(twClose[w] as number, ls);
  }
  return -Infinity;
}

/** Service start at order o when arriving at `arr`; Infinity when every window has closed. */
export function serviceStart(inst: Instance, o: number, arr: number): number {
  const { twOff, twOpen, twClose } = inst;
  const w1 = twOff[o + 1] as number;
  for (let w = twOff[o] as number; w < w1; w++) {
    if ((twClose[w] as number) >= arr) return Math.max(arr, twOpen[w] as number);
  }
  return inst.hardTw ? Infinity : arr;
}

/** Grows a cache to at least n entries (never shrinks it: entries past the route's end are unused). */
function fit(a: number[], n: number): void {
  while (a.length < n) a.push(0);
}

export function refreshRoute(inst: Instance, r: Route): void {
  const len = r.seq.length;
  const L = inst.nLoc;
  const D = inst.dims;
  const v = r.v;
  const { time, orderLoc, service, del, pick } = inst;
  const loc = r.loc;
  const depart = r.depart;
  const late = r.late;
  fit(loc, len + 2);
  fit(depart, len + 2);
  fit(late, len + 2);
  loc[0] = inst.vStart[v] as number;
  for (let k = 0; k < len; k++) loc[k + 1] = orderLoc[r.seq[k] as number] as number;
  loc[len + 1] = inst.vEnd[v] as number;
  const t0 = inst.shiftStart[v] as number;
  let t = t0;
  depart[0] = t;
  if (inst.lean) t = departLean(inst, r, len);
  else
    for (let k = 1; k <= len; k++) {
      const o = r.seq[k - 1] as number;
      const st = serviceStart(inst, o, t + (time[(loc[k - 1] as number) * L + (loc[k] as number)] as number));
      t = st + (service[o] as number);
      depart[k] = t;
    }
  depart[len + 1] = t + (time[(loc[len] as number) * L + (loc[len + 1] as number)] as number);
  late[len + 1] = inst.hardTw ? (inst.shiftEnd[v] as number) : Infinity;
  // When no time can bind, nothing is late: every latest arrival is Infinity.
  if (!inst.timed) for (let k = len; k >= 0; k--) late[k] = Infinity;
  else
    for (let k = len; k >= 0; k--) {
      const ls = (late[k + 1] as number) - (time[(loc[k] as number) * L + (loc[k + 1] as number)] as number);
      if (k === 0) late[0] = ls;
      else {
        const o = r.seq[k - 1] as number;
        late[k] = latestArrival(inst, o, ls - (service[o] as number));
      }
    }
  const pref = r.pref;
  const suf = r.suf;
  fit(pref, (len + 1) * D);
  fit(suf, (len + 1) * D);
  for (let d = 0; d < D; d++) {
    let l = 0;
    for (let k = 0; k < len; k++) l += del[(r.seq[k] as number) * D + d] as number;
    let m = l;
    pref[d] = l;
    suf[d] = l;
    for (let k = 1; k <= len; k++) {
      const o = r.seq[k - 1] as number;
      l += (pick[o * D + d] as number) - (del[o * D + d] as number);
      suf[k * D + d] = l;
      if (l > m) m = l;
      pref[k * D + d] = m;
    }
    m = -Infinity;
    for (let k = len; k >= 0; k--) {
      const x = suf[k * D + d] as number;
      if (x > m) m = x;
      suf[k * D + d] = m;
    }
  }
  if (inst.lean) finishLean(inst, r, len, t0);
  else {
    const sim = simulateRoute(inst, v, r.seq, len);
    r.feasible = sim.feasible;
    r.cost = sim.cost;
    r.distance = sim.distance;
    r.duration = sim.duration;
  }
  if (inst.clusterWeight > 0) {
    r.pairs = pairSum(inst, r.seq);
    r.clustering = spreadCost(inst, len, r.pairs);
  }
}

/**
 * The forward pass of a lean instance (`Instance.lean`): `depart` as in the general pass, and
 * on the side what `simulateRoute` would find on its times (distance, waiting, how far the
 * departure can be put off), kept in the instance's `work.lean` for `finishLean`. Returns the
 * last departure.
 */
function departLean(inst: Instance, r: Route, len: number): number {
  const L = inst.nLoc;
  const { time, dist, service, twOff, twOpen, twClose } = inst;
  const { loc, depart, seq } = r;
  const w = inst.work.lean;
  let t = depart[0] as number;
  let distance = 0;
  let totalWait = 0;
  let delay = Infinity;
  let windowsMet = true;
  for (let k = 1; k <= len; k++) {
    const o = seq[k - 1] as number;
    const leg = (loc[k - 1] as number) * L + (loc[k] as number);
    const arr = t + (time[leg] as number);
    distance += dist[leg] as number;
    let st = Infinity;
    const w1 = twOff[o + 1] as number;
    for (let x = twOff[o] as number; x < w1; x++) {
      const close = twClose[x] as number;
      if (close >= arr) {
        const open = twOpen[x] as number;
        st = arr > open ? arr : open;
        totalWait += st - arr;
        const slack = close - st + totalWait;
        if (slack < delay) delay = slack;
        break;
      }
    }
    if (st === Infinity) windowsMet = false;
    t = st + (service[o] as number);
    depart[k] = t;
  }
  w.distance = distance + (dist[(loc[len] as number) * L + (loc[len + 1] as number)] as number);
  w.totalWait = totalWait;
  w.delay = delay;
  w.windowsMet = windowsMet;
  return t;
}

/**
 * Feasibility, cost, distance and duration of a lean instance's route from its caches, the same
 * figures `simulateRoute` gives (tested against it in route.test.ts).
 */
function finishLean(inst: Instance, r: Route, len: number, t0: number): void {
  const v = r.v;
  const D = inst.dims;
  r.feasible = true;
  r.cost = 0;
  r.distance = 0;
  r.duration = 0;
  if (len === 0) return;
  const w = inst.work.lean;
  let fits = w.windowsMet;
  for (let d = 0; d < D && fits; d++)
    if ((r.pref[len * D + d] as number) - (inst.cap[v * D + d] as number) > 1e-9) fits = false;
  const endArr = r.depart[len + 1] as number;
  if (fits && endArr > (inst.shiftEnd[v] as number) + 1e-9) fits = false;
  if (!fits) {
    r.feasible = false;
    r.cost = Infinity;
    return;
  }
  let delay = w.delay > 0 ? w.delay : 0;
  if (w.totalWait < delay) delay = w.totalWait;
  const duration = endArr - (t0 + delay);
  r.distance = w.distance;
  r.duration = duration;
  r.cost =
    (inst.vFixed[v] as number) +
    (inst.vCostDist[v] as number) * w.distance +
    (inst.vCostTime[v] as number) * duration;
}
