/**
 * Partners v the local search tries for each order u: 20 keeps a pass near-linear in the orders
 * (granular neighbourhoods) while finding nearly every improving relocate, swap and 2-opt* move.
 * With the correlation below, 30 did worse on Solomon's R1 to RC2 at 10 s (seeds 1 and 2: +0.371
 * and +0.365 % against +0.326 and +0.258 %): more moves priced per pass, fewer steps.
 */
export const LOCAL_SEARCH_NEIGHBOURS = 20;

/**
 * Weights of the time terms in the local search's correlation of two orders with time windows
 * (Vidal et al.'s granular neighbourhoods for the VRPTW, as in HGS and PyVRP): the leg's cost,
 * plus WAIT_WEIGHT times the wait at the second when it follows the first as late as its window
 * allows, plus LATE_WEIGHT times how late the second is when it follows the first as early as
 * possible. Two orders close by whose windows do not chain are tried less; orders a little
 * farther whose windows follow each other, more. Solomon's 39 R1, R2, RC1 and RC2 instances at
 * 10 s, one thread, seeds 1-5: +0.317 % against +0.334 % with the nearest by the leg alone (R2
 * and RC2 shorter, R1 and RC1 level); two threads, all 56, five runs: +0.110 % against +0.123 %
 * (optimizer/BENCHMARKS.md, "The local search's partners by Vidal et al.'s correlation").
 */
const WAIT_WEIGHT = 0.2;
const LATE_WEIGHT = 1;

/** What the correlation reads: flat arrays as the instance holds them. */
export interface NeighbourInputs {
  readonly n: number;
  /** Locations per row of `cost` and `time`. */
  readonly nLoc: number;
  readonly orderLoc: Int32Array;
  readonly cost: Float64Array;
  readonly time: Float64Array;
  readonly service: Float64Array;
  /** Each order's time window (one per order: the earliest opening, the latest closing). */
  readonly open: Float64Array;
  readonly close: Float64Array;
}

/**
 * The correlation one way, order b after order a (at locations la and lb). A function of its own
 * rather than a closure per call: the correlation is priced n² times.
 */
function oneWay(
  x: NeighbourInputs,
  timeToCost: number,
  a: number,
  b: number,
  la: number,
  lb: number,
): number {
  const L = x.nLoc;
  const leg = x.time[la * L + lb] as number;
  const wait = Math.max(0, (x.open[b] as number) - ((x.close[a] as number) + (x.service[a] as number) + leg));
  const late = Math.max(0, (x.open[a] as number) + (x.service[a] as number) + leg - (x.close[b] as number));
  return (x.cost[la * L + lb] as number) + timeToCost * (WAIT_WEIGHT * wait + LATE_WEIGHT * late);
}

/** How far apart two orders are for the local search (the smaller of both directions). */
function correlation(x: NeighbourInputs, timeToCost: number, i: number, j: number): number {
  const li = x.orderLoc[i] as number;
  const lj = x.orderLoc[j] as number;
  return Math.min(oneWay(x, timeToCost, i, j, li, lj), oneWay(x, timeToCost, j, i, lj, li));
}

/**
 * The local search's partners of every order, `k` each, nearest first by `correlation`: the time
 * terms are priced in cost units at the matrices' mean cost per unit of time (1 on Solomon's
 * instances, where both are the Euclidean distance).
 */
export function timeWindowNeighbours(x: NeighbourInputs, k: number): Int32Array {
  const { n } = x;
  let costSum = 0;
  let timeSum = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = (x.orderLoc[i] as number) * x.nLoc + (x.orderLoc[j] as number);
      const c = x.cost[a] as number;
      const t = x.time[a] as number;
      // A leg that cannot be driven (an infinite entry) says nothing about the rate.
      if (!Number.isFinite(c) || !Number.isFinite(t)) continue;
      costSum += c;
      timeSum += t;
    }
  const timeToCost = timeSum > 0 ? costSum / timeSum : 0;
  return nearestBy(n, k, (i, j) => correlation(x, timeToCost, i, j));
}

/**
 * Above this many orders `nearestBy` selects the k smallest keys of each order with a bounded
 * heap instead of sorting all the others: n sorts of n took 56 s of a 5,000-order day's 57 s of
 * compiling (optimizer/BENCHMARKS.md, "The deadline in every phase"), the heap about a second. Up
 * to it the sort stays, so that the lists (and the plans) of Solomon's, CVRPLIB X's and the
 * 1,000-customer instances are the ones measured before.
 */
export const SORTED_NEIGHBOURS_MAX_ORDERS = 1000;

/**
 * For each of n orders the k others with the smallest `key(i, j)`, smallest first (k per order,
 * none when k ≤ 0). Up to SORTED_NEIGHBOURS_MAX_ORDERS orders one list of the others is sorted
 * again for each order, so equal keys keep the order the sort before left them in; above it equal
 * keys go by the lower index. Either way the lists, and so the plans, are the same on any machine.
 */
export function nearestBy(n: number, k: number, key: (i: number, j: number) => number): Int32Array {
  if (n > SORTED_NEIGHBOURS_MAX_ORDERS) return nearestBySelection(n, k, key);
  const out = new Int32Array(n * Math.max(k, 0));
  const others = Array.from({ length: n }, (_, j) => j);
  const keys = new Float64Array(n);
  for (let i = 0; i < n && k > 0; i++) {
    for (let j = 0; j < n; j++) keys[j] = j === i ? Infinity : key(i, j);
    others.sort((a, b) => (keys[a] as number) - (keys[b] as number));
    for (let m = 0; m < k; m++) out[i * k + m] = others[m] as number;
  }
  return out;
}

/**
 * `nearestBy` by selection: per order a max-heap of the k smallest (key, index) pairs seen so far
 * (a pair is larger by its key, then by its index), sorted at the end. O(n² + n k log k).
 */
export function nearestBySelection(n: number, k: number, key: (i: number, j: number) => number): Int32Array {
  const m = Math.min(Math.max(k, 0), Math.max(n - 1, 0));
  const out = new Int32Array(n * Math.max(k, 0));
  if (m === 0) return out;
  const hk = new Float64Array(m);
  const hj = new Int32Array(m);
  const above = (ka: number, ja: number, kb: number, jb: number): boolean =>
    ka > kb || (ka === kb && ja > jb);
  for (let i = 0; i < n; i++) {
    let size = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const x = key(i, j);
      if (size < m) {
        // Sift up.
        let c = size++;
        while (c > 0) {
          const p = (c - 1) >> 1;
          if (!above(x, j, hk[p] as number, hj[p] as number)) break;
          hk[c] = hk[p] as number;
          hj[c] = hj[p] as number;
          c = p;
        }
        hk[c] = x;
        hj[c] = j;
      } else if (above(hk[0] as number, hj[0] as number, x, j)) {
        // Replace the largest and sift down.
        let c = 0;
        for (;;) {
          const l = 2 * c + 1;
          if (l >= m) break;
          const r = l + 1;
          const g =
            r < m && above(hk[r] as number, hj[r] as number, hk[l] as number, hj[l] as number) ? r : l;
          if (!above(hk[g] as number, hj[g] as number, x, j)) break;
          hk[c] = hk[g] as number;
          hj[c] = hj[g] as number;
          c = g;
        }
        hk[c] = x;
        hj[c] = j;
      }
    }
    const idx = Array.from({ length: m }, (_, x) => x).sort(
      (a, b) => (hk[a] as number) - (hk[b] as number) || (hj[a] as number) - (hj[b] as number),
    );
    for (let x = 0; x < m; x++) out[i * k + x] = hj[idx[x] as number] as number;
  }
  return out;
}
