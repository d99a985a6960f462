import type { Instance } from './instance.js';

/*
 * The Clustering objective: routes that each keep to one compact area. A route's spread is, for
 * each of its stops, the mean distance to the route's other stops, summed over the stops; with
 * S the sum of the distances between every pair of its k stops that is 2S / (k - 1). It depends
 * only on which orders a route serves, not on their sequence, so an insertion changes it by the
 * same amount at every position, and a move between routes needs one pass over each route.
 * Distances are the mean of the two directions of the distance matrix.
 */

/** Distance between the locations of orders a and b, the same in both directions. */
export function between(inst: Instance, a: number, b: number): number {
  const L = inst.nLoc;
  const la = inst.orderLoc[a] as number;
  const lb = inst.orderLoc[b] as number;
  return ((inst.dist[la * L + lb] as number) + (inst.dist[lb * L + la] as number)) / 2;
}

/** Weighted spread of a route of k stops whose pairwise distances sum to `pairs`. */
export function spreadCost(inst: Instance, k: number, pairs: number): number {
  return k < 2 ? 0 : (inst.clusterWeight * 2 * pairs) / (k - 1);
}

/** Sum of the distances from order c to the orders of seq, leaving out c itself and `skip`. */
function distanceTo(inst: Instance, seq: readonly number[], c: number, skip = -1): number {
  let s = 0;
  for (let x = 0; x < seq.length; x++) {
    const o = seq[x] as number;
    if (o !== c && o !== skip) s += between(inst, c, o);
  }
  return s;
}

/** Sum of the distances between every pair of orders of seq. */
export function pairSum(inst: Instance, seq: readonly number[]): number {
  let s = 0;
  for (let x = 1; x < seq.length; x++) {
    const a = seq[x] as number;
    for (let y = 0; y < x; y++) s += between(inst, a, seq[y] as number);
  }
  return s;
}

interface Spread {
  readonly seq: readonly number[];
  readonly pairs: number;
  readonly clustering: number;
}

/** Change of the weighted spread when order c joins route r (0 when Clustering is not ranked). */
export function joinDelta(inst: Instance, r: Spread, c: number): number {
  if (inst.clusterWeight === 0) return 0;
  const k = r.seq.length;
  return spreadCost(inst, k + 1, r.pairs + distanceTo(inst, r.seq, c)) - r.clustering;
}

/** Change of the weighted spread when order u (on route r) leaves it. */
export function leaveDelta(inst: Instance, r: Spread, u: number): number {
  if (inst.clusterWeight === 0) return 0;
  const k = r.seq.length;
  return spreadCost(inst, k - 1, r.pairs - distanceTo(inst, r.seq, u)) - r.clustering;
}

/** Change of the weighted spread when order `out` of route r is replaced by order `into`. */
export function exchangeDelta(inst: Instance, r: Spread, out: number, into: number): number {
  if (inst.clusterWeight === 0) return 0;
  const k = r.seq.length;
  const pairs = r.pairs - distanceTo(inst, r.seq, out) + distanceTo(inst, r.seq, into, out);
  return spreadCost(inst, k, pairs) - r.clustering;
}

/** Weighted spread of the orders of seq. */
export function spreadOf(inst: Instance, seq: readonly number[]): number {
  if (inst.clusterWeight === 0) return 0;
  return spreadCost(inst, seq.length, pairSum(inst, seq));
}
