import type { Problem } from '../model/index.js';
import { at } from './indexing.js';
import type { Instance, Weights } from './instance.js';

type CompiledOrders = Pick<
  Instance,
  | 'orderLoc'
  | 'service'
  | 'del'
  | 'pick'
  | 'optional'
  | 'isPickup'
  | 'skipCost'
  | 'twOff'
  | 'twOpen'
  | 'twClose'
>;

/**
 * The orders in typed arrays: location, service, amounts delivered or picked up per dimension,
 * the price of leaving each out, and every order's time windows one after the other (an order
 * without any has one that never closes).
 */
export function compileOrders(problem: Problem, weights: Weights): CompiledOrders {
  const D = problem.dimensions.length;
  const n = problem.orders.length;
  const orderLoc = new Int32Array(n);
  const service = new Float64Array(n);
  const del = new Float64Array(n * D);
  const pick = new Float64Array(n * D);
  const optional = new Uint8Array(n);
  const isPickup = new Uint8Array(n);
  const skipCost = new Float64Array(n);
  const twCount = problem.orders.reduce((s, o) => s + Math.max(1, o.timeWindows?.length ?? 0), 0);
  const twOff = new Int32Array(n + 1);
  const twOpen = new Float64Array(twCount);
  const twClose = new Float64Array(twCount);
  let tw = 0;
  problem.orders.forEach((o, i) => {
    orderLoc[i] = o.location;
    service[i] = o.serviceDuration;
    const target = o.type === 'PICKUP' ? pick : del;
    for (let d = 0; d < D; d++) target[i * D + d] = at(o.amounts, d);
    optional[i] = o.optional ? 1 : 0;
    isPickup[i] = o.type === 'PICKUP' ? 1 : 0;
    skipCost[i] = (o.skipPenalty ?? 1e6) * weights.top;
    twOff[i] = tw;
    const windows =
      o.timeWindows && o.timeWindows.length > 0 ? o.timeWindows : [{ start: -Infinity, end: Infinity }];
    for (const w of windows) {
      twOpen[tw] = w.start;
      twClose[tw] = w.end;
      tw++;
    }
  });
  twOff[n] = tw;
  return { orderLoc, service, del, pick, optional, isPickup, skipCost, twOff, twOpen, twClose };
}

/** Each order's size: its amounts as shares of the largest capacity, summed over the dimensions. */
export function orderSizes(
  n: number,
  D: number,
  V: number,
  { del, pick }: Pick<Instance, 'del' | 'pick'>,
  cap: Float64Array,
): Float64Array {
  const sizeArr = new Float64Array(n);
  for (let d = 0; d < D; d++) {
    let c = 0;
    for (let k = 0; k < V; k++) c = Math.max(c, at(cap, k * D + d));
    for (let i = 0; i < n; i++) {
      sizeArr[i] = at(sizeArr, i) + (c > 0 ? (at(del, i * D + d) + at(pick, i * D + d)) / c : 0);
    }
  }
  return sizeArr;
}
