import type { Instance } from './instance.js';
import type { Route } from './route.js';

/**
 * Route segments for O(1) move evaluation (Vidal et al. 2013): duration, time warp, earliest
 * and latest start of the first service, and per dimension the goods delivered, picked up and
 * the peak on board within the segment. Prefix p covers nodes 0..p, suffix p covers p..len+1.
 */
export interface RouteSegments {
  readonly n: number;
  readonly pre: Float64Array;
  readonly suf: Float64Array;
  readonly preCost: Float64Array;
}

/** Fields of one segment in the flat arrays: d, tw, e, l, then (del, pick, peak) per dimension. */
export function segWidth(inst: Instance): number {
  return 4 + 3 * inst.dims;
}

/** Writes the single-node segment of position p of route r into out[at..]. */
export function nodeSeg(inst: Instance, r: Route, p: number, out: Float64Array, at: number): void {
  const len = r.seq.length;
  const D = inst.dims;
  if (p === 0 || p === len + 1) {
    out[at] = 0;
    out[at + 1] = 0;
    out[at + 2] = inst.shiftStart[r.v] as number;
    out[at + 3] = inst.shiftEnd[r.v] as number;
    for (let d = 0; d < D; d++) {
      out[at + 4 + 3 * d] = 0;
      out[at + 5 + 3 * d] = 0;
      out[at + 6 + 3 * d] = 0;
    }
    return;
  }
  orderSeg(inst, r.seq[p - 1] as number, out, at);
}

export function orderSeg(inst: Instance, o: number, out: Float64Array, at: number): void {
  const D = inst.dims;
  const w = inst.twOff[o] as number;
  out[at] = inst.service[o] as number;
  out[at + 1] = 0;
  out[at + 2] = inst.twOpen[w] as number;
  out[at + 3] = inst.twClose[w] as number;
  for (let d = 0; d < D; d++) {
    const del = inst.del[o * D + d] as number;
    const pick = inst.pick[o * D + d] as number;
    out[at + 4 + 3 * d] = del;
    out[at + 5 + 3 * d] = pick;
    out[at + 6 + 3 * d] = Math.max(del, pick);
  }
}

/** out = a ⊕ b with travel time t between them. out may alias neither a nor b. */
export function concat(
  inst: Instance,
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  t: number,
  out: Float64Array,
  oi: number,
): void {
  const d1 = a[ai] as number;
  const tw1 = a[ai + 1] as number;
  const e1 = a[ai + 2] as number;
  const l1 = a[ai + 3] as number;
  const d2 = b[bi] as number;
  const tw2 = b[bi + 1] as number;
  const e2 = b[bi + 2] as number;
  const l2 = b[bi + 3] as number;
  const delta = d1 - tw1 + t;
  const wait = Math.max(e2 - delta - l1, 0);
  const warp = Math.max(e1 + delta - l2, 0);
  out[oi] = d1 + d2 + t + wait;
  out[oi + 1] = tw1 + tw2 + warp;
  out[oi + 2] = Math.max(e2 - delta, e1) - wait;
  out[oi + 3] = Math.min(l2 - delta, l1) + warp;
  const D = inst.dims;
  for (let d = 0; d < D; d++) {
    const x = 4 + 3 * d;
    const del1 = a[ai + x] as number;
    const pick1 = a[ai + x + 1] as number;
    const peak1 = a[ai + x + 2] as number;
    const del2 = b[bi + x] as number;
    const pick2 = b[bi + x + 1] as number;
    const peak2 = b[bi + x + 2] as number;
    out[oi + x] = del1 + del2;
    out[oi + x + 1] = pick1 + pick2;
    out[oi + x + 2] = Math.max(peak1 + del2, pick1 + peak2);
  }
}

export function buildSegments(inst: Instance, r: Route): RouteSegments {
  const len = r.seq.length;
  const W = segWidth(inst);
  const L = inst.nLoc;
  const ac = inst.arcCost[inst.vClass[r.v] as number] as Float64Array;
  const pre = new Float64Array((len + 2) * W);
  const suf = new Float64Array((len + 2) * W);
  const preCost = new Float64Array(len + 2);
  const node = new Float64Array(W);
  nodeSeg(inst, r, 0, pre, 0);
  for (let p = 1; p <= len + 1; p++) {
    const a = r.loc[p - 1] as number;
    const b = r.loc[p] as number;
    nodeSeg(inst, r, p, node, 0);
    concat(inst, pre, (p - 1) * W, node, 0, inst.time[a * L + b] as number, pre, p * W);
    preCost[p] = (preCost[p - 1] as number) + (ac[a * L + b] as number);
  }
  nodeSeg(inst, r, len + 1, suf, (len + 1) * W);
  for (let p = len; p >= 0; p--) {
    const a = r.loc[p] as number;
    const b = r.loc[p + 1] as number;
    nodeSeg(inst, r, p, node, 0);
    concat(inst, node, 0, suf, (p + 1) * W, inst.time[a * L + b] as number, suf, p * W);
  }
  return { n: len, pre, suf, preCost };
}

/** True when a whole-route segment has no time warp and fits the vehicle's capacities. */
export function segFeasible(inst: Instance, v: number, s: Float64Array, at: number): boolean {
  if ((s[at + 1] as number) > 1e-9) return false;
  const D = inst.dims;
  for (let d = 0; d < D; d++)
    if ((s[at + 6 + 3 * d] as number) > (inst.cap[v * D + d] as number) + 1e-9) return false;
  return true;
}
