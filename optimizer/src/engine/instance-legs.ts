import type { Problem } from '../model/index.js';
import { legCrossesPolygon } from './geometry.js';
import { at } from './indexing.js';
import type { Instance, Weights } from './instance.js';
import { LOCAL_SEARCH_NEIGHBOURS, nearestBy, timeWindowNeighbours } from './neighbours.js';

/**
 * The matrices on L locations (the problem's, and the virtual one of open starts and ends, at no
 * distance from any), travel times slowed by the traffic severity.
 */
export function compileLegs(problem: Problem, L: number): Pick<Instance, 'dist' | 'time'> {
  const size = problem.matrices.size;
  const traffic = 1 + (problem.parameters?.trafficSeverityRate ?? 0) / 100;
  const dist = new Float64Array(L * L);
  const time = new Float64Array(L * L);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      // `checkShape` has checked both matrices' lengths.
      dist[i * L + j] = Number(problem.matrices.distance[i * size + j] as number);
      time[i * L + j] = Number(problem.matrices.duration[i * size + j] as number) * traffic;
    }
  }
  return { dist, time };
}

/** The legs that cross an area to avoid (null when there are none, or no coordinates). */
function crossings(problem: Problem, L: number): Uint8Array | null {
  const size = problem.matrices.size;
  const areas = problem.avoidAreas ?? [];
  const coords = problem.coordinates;
  if (areas.length === 0 || !coords) return null;
  const crossing = new Uint8Array(L * L);
  for (let i = 0; i < size; i++) {
    const a = coords[i];
    if (!a) continue;
    for (let j = 0; j < size; j++) {
      const b = coords[j];
      if (i === j || !b) continue;
      if (areas.some((area) => legCrossesPolygon(a, b, area.polygon))) crossing[i * L + j] = 1;
    }
  }
  return crossing;
}

/**
 * Per cost class (`classKeys`, `costPerDistance|costPerTime`): each leg's weighted cost, a
 * crossing of an area to avoid included, and whether every leg costs the same both ways.
 */
export function compileArcCosts(
  problem: Problem,
  L: number,
  { dist, time }: Pick<Instance, 'dist' | 'time'>,
  classKeys: readonly string[],
  weights: Weights,
): Pick<Instance, 'crossing' | 'arcCost' | 'symmetricCost'> {
  const crossing = crossings(problem, L);
  const arcCost: Float64Array[] = [];
  for (const key of classKeys) {
    const [cd, ct] = key.split('|').map(Number) as [number, number];
    const m = new Float64Array(L * L);
    for (let x = 0; x < L * L; x++) {
      m[x] =
        cd * (dist[x] as number) + ct * (time[x] as number) + (crossing?.[x] ? weights.avoidCrossing : 0);
    }
    arcCost.push(m);
  }
  const symmetricCost = Uint8Array.from(arcCost, (m) => {
    for (let i = 0; i < L; i++) for (let j = i + 1; j < L; j++) if (m[i * L + j] !== m[j * L + i]) return 0;
    return 1;
  });
  return { crossing, arcCost, symmetricCost };
}

/** An order's window for the correlation of the local search's partners: earliest opening to latest closing. */
function orderSpans({ twOff, twOpen, twClose }: Pick<Instance, 'twOff' | 'twOpen' | 'twClose'>, n: number) {
  const open = new Float64Array(n);
  const close = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let w = at(twOff, i); w < at(twOff, i + 1); w++) {
      lo = Math.min(lo, at(twOpen, w));
      hi = Math.max(hi, at(twClose, w));
    }
    open[i] = lo;
    close[i] = hi;
  }
  return { open, close };
}

type NeighbourInput = Pick<
  Instance,
  'nLoc' | 'dist' | 'time' | 'arcCost' | 'orderLoc' | 'service' | 'twOff' | 'twOpen' | 'twClose'
>;

/**
 * Each order's nearest orders (up to 100, by the first cost class's shorter leg either way), and
 * the local search's partners: the nearest, or with time windows the nearest by leg cost and how
 * well the windows chain (`neighbours.ts`).
 */
export function compileNeighbours(
  problem: Problem,
  legs: NeighbourInput,
): Pick<Instance, 'neighbours' | 'nNeighbours' | 'lsNeighbours' | 'nLsNeighbours'> {
  const n = problem.orders.length;
  const L = legs.nLoc;
  const { orderLoc, twOpen, twClose } = legs;
  const K = Math.min(n - 1, 100);
  const ref = legs.arcCost[0] ?? legs.dist;
  // n² keys and n sorts of n; the indices are in range by construction.
  const neighbours = nearestBy(n, K, (i, j) => {
    const li = orderLoc[i] as number;
    const lj = orderLoc[j] as number;
    return Math.min(ref[li * L + lj] as number, ref[lj * L + li] as number);
  });
  const lsK = Math.min(K, LOCAL_SEARCH_NEIGHBOURS);
  const windowed =
    !problem.parameters?.ignoreTimeWindows &&
    (twOpen.some((x) => x !== -Infinity) || twClose.some((x) => x !== Infinity));
  let lsNeighbours: Int32Array;
  if (windowed) {
    const { open, close } = orderSpans(legs, n);
    const { time, service } = legs;
    lsNeighbours = timeWindowNeighbours({ n, nLoc: L, orderLoc, cost: ref, time, service, open, close }, lsK);
  } else {
    lsNeighbours = new Int32Array(n * lsK);
    for (let i = 0; i < n; i++)
      for (let k = 0; k < lsK; k++) lsNeighbours[i * lsK + k] = at(neighbours, i * K + k);
  }
  return { neighbours, nNeighbours: K, lsNeighbours, nLsNeighbours: lsK };
}
