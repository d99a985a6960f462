import { describe, expect, it } from 'vitest';
import { compileProblem } from './instance.js';
import {
  LOCAL_SEARCH_NEIGHBOURS,
  nearestBy,
  nearestBySelection,
  SORTED_NEIGHBOURS_MAX_ORDERS,
  timeWindowNeighbours,
  type NeighbourInputs,
} from './neighbours.js';
import { small } from './small-problems.fixtures.js';

/** Orders on a line at `xs`, each its own location; travel time equals distance. */
function line(xs: number[], open: number[], close: number[], service = 0): NeighbourInputs {
  const n = xs.length;
  const cost = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) cost[i * n + j] = Math.abs((xs[i] as number) - (xs[j] as number));
  return {
    n,
    nLoc: n,
    orderLoc: Int32Array.from({ length: n }, (_, i) => i),
    cost,
    time: cost,
    service: new Float64Array(n).fill(service),
    open: Float64Array.from(open),
    close: Float64Array.from(close),
  };
}

describe('the local search partners of orders with time windows', () => {
  it('puts an order whose window chains first, ahead of a nearer one whose window does not', () => {
    // Order 0 at 0, open [0, 10]; order 1 at 5, open [1000, 1010]: waiting 985 however late 0
    // is served; order 2 at 8, open [15, 30]: it follows order 0 without a wait or a delay.
    const x = line([0, 5, 8], [0, 1000, 15], [10, 1010, 30]);
    const near = timeWindowNeighbours(x, 2);
    expect(Array.from(near.subarray(0, 2))).toEqual([2, 1]);
  });

  it('counts the better of the two directions, and a wait at a fifth of its length', () => {
    // Order 1 (1 away) closes at 99, before order 0 opens at 100: after 0 it would be 2 late,
    // but before 0 it chains with no wait, so it is 1 away. Order 2 (3 away) has no window.
    const x = line([0, 1, 3], [100, 0, -Infinity], [200, 99, Infinity]);
    expect(Array.from(timeWindowNeighbours(x, 2).subarray(0, 2))).toEqual([1, 2]);
    // Order 1 opening at 1000, long after 0 closes at 200: a wait of 799 at 0.2 (160.8 in all)
    // after 0, 801 late before it; order 2 is the nearer partner.
    const y = line([0, 1, 3], [0, 1000, -Infinity], [200, 1100, Infinity]);
    expect(Array.from(timeWindowNeighbours(y, 2).subarray(0, 2))).toEqual([2, 1]);
  });

  it('are the nearest orders where no order has a window', () => {
    const problem = small('R101.txt', 30, 60);
    const open = compileProblem({
      ...problem,
      orders: problem.orders.map((o) => ({ ...o, timeWindows: [] })),
      vehicles: problem.vehicles.map((v) => ({ ...v, shift: { start: 0, end: 1e9 } })),
    });
    const K = open.nNeighbours;
    expect(open.nLsNeighbours).toBe(LOCAL_SEARCH_NEIGHBOURS);
    for (let i = 0; i < open.n; i++)
      expect(Array.from(open.lsNeighbours.subarray(i * 20, i * 20 + 20))).toEqual(
        Array.from(open.neighbours.subarray(i * K, i * K + 20)),
      );
    // With Solomon's windows the lists differ from the nearest for some orders.
    const timed = compileProblem(problem);
    let differ = 0;
    for (let i = 0; i < timed.n; i++) {
      const a = Array.from(timed.lsNeighbours.subarray(i * 20, i * 20 + 20)).sort((p, q) => p - q);
      const b = Array.from(timed.neighbours.subarray(i * K, i * K + 20)).sort((p, q) => p - q);
      if (a.join() !== b.join()) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});

describe('the nearest others of each order by a key', () => {
  it('lists for each order the k others with the smallest keys, smallest first, never itself', () => {
    // Distinct keys from a fixed formula: the k smallest by brute force are unambiguous.
    const n = 9;
    const key = (i: number, j: number): number => ((i * 7 + j * 13) % 17) + j / 100;
    const k = 4;
    const lists = nearestBy(n, k, key);
    expect(lists.length).toBe(n * k);
    for (let i = 0; i < n; i++) {
      const expected = Array.from({ length: n }, (_, j) => j)
        .filter((j) => j !== i)
        .sort((a, b) => key(i, a) - key(i, b))
        .slice(0, k);
      expect(Array.from(lists.subarray(i * k, (i + 1) * k))).toEqual(expected);
    }
  });

  it('gives no lists when k is 0 or less (one order alone has no others)', () => {
    expect(nearestBy(1, -1, () => 0).length).toBe(0);
    expect(nearestBy(3, 0, () => 0).length).toBe(0);
  });
});

describe('the nearest others by selection (above SORTED_NEIGHBOURS_MAX_ORDERS orders)', () => {
  it('gives the lists the sort gives where keys are distinct', () => {
    const n = 60;
    const key = (i: number, j: number): number => ((i * 31 + j * 17) % 101) + j / 1000;
    for (const k of [1, 5, 20, 59])
      expect(Array.from(nearestBySelection(n, k, key))).toEqual(Array.from(nearestBy(n, k, key)));
  });

  it('puts equal keys by the lower index first', () => {
    const key = (_i: number, j: number): number => (j % 3 === 0 ? 1 : 2);
    expect(Array.from(nearestBySelection(7, 4, key).subarray(0, 4))).toEqual([3, 6, 1, 2]);
  });

  it('is what nearestBy uses above the limit', () => {
    const n = SORTED_NEIGHBOURS_MAX_ORDERS + 5;
    const key = (i: number, j: number): number => Math.abs(i - j) + (j > i ? 0.5 : 0);
    const lists = nearestBy(n, 3, key);
    expect(Array.from(lists.subarray(0, 3))).toEqual([1, 2, 3]);
    expect(Array.from(lists.subarray(10 * 3, 11 * 3))).toEqual([9, 11, 8]);
  });
});
