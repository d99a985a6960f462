import type { RecreateContext } from './recreate-context.js';

export const NONE = -1e9;

/**
 * The insertion being searched for one order: the cheapest feasible position so far (route
 * index, or -(type + 1) for a new route of that vehicle type) and, in exact mode, every feasible
 * candidate. One per recreate context, reused from order to order.
 */
export interface InsertionScratch {
  candDelta: Float64Array;
  candRoute: Int32Array;
  candPos: Int32Array;
  candCount: number;
  bestDelta: number;
  bestRoute: number;
  bestPos: number;
  /** The route with the order inserted, simulated in exact mode. */
  seq: number[];
  /** What the last insertion added to its route's cost and spread. */
  added: number;
  readonly order: OrderAtHand;
  /** Per vehicle type, the free vehicle a new route for the order at hand would take (-1: none). */
  readonly freeOfType: Int32Array;
  /**
   * Per vehicle type, how many of its vehicles (in `vehiclesByType` order) are known to be used
   * in `usedFor` (vehicles are only taken during a recreate, so the count only grows).
   */
  readonly usedPrefix: Int32Array;
  usedFor: Uint8Array | null;
}

export function createInsertionScratch(types: number): InsertionScratch {
  return {
    candDelta: new Float64Array(256),
    candRoute: new Int32Array(256),
    candPos: new Int32Array(256),
    candCount: 0,
    bestDelta: Infinity,
    bestRoute: NONE,
    bestPos: -1,
    seq: [],
    added: 0,
    order: { c: 0, loc: 0, service: 0, single: true, open: 0, close: 0 },
    freeOfType: new Int32Array(types),
    usedPrefix: new Int32Array(types),
    usedFor: null,
  };
}

export function offer(sc: InsertionScratch, delta: number, r: number, k: number): void {
  if (sc.candCount === sc.candDelta.length) {
    const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    sc.candDelta = grow(sc.candDelta, (n) => new Float64Array(n));
    sc.candRoute = grow(sc.candRoute, (n) => new Int32Array(n));
    sc.candPos = grow(sc.candPos, (n) => new Int32Array(n));
  }
  sc.candDelta[sc.candCount] = delta;
  sc.candRoute[sc.candCount] = r;
  sc.candPos[sc.candCount] = k;
  sc.candCount++;
}

/** Order c's data for the position checks (set once per order by `beginOrder`). */
interface OrderAtHand {
  c: number;
  loc: number;
  service: number;
  /** Only one time window, from `open` to `close`. */
  single: boolean;
  open: number;
  close: number;
}

/** Starts the search for order c's place: no place found yet, and c's data for the checks. */
export function beginOrder(ctx: RecreateContext, c: number): OrderAtHand {
  const inst = ctx.inst;
  const sc = ctx.scratch;
  sc.bestDelta = Infinity;
  sc.bestRoute = NONE;
  sc.bestPos = -1;
  sc.candCount = 0;
  const o = sc.order;
  const w0 = inst.twOff[c] as number;
  o.c = c;
  o.loc = inst.orderLoc[c] as number;
  o.service = inst.service[c] as number;
  o.single = (inst.twOff[c + 1] as number) - w0 === 1;
  o.open = inst.twOpen[w0] as number;
  o.close = inst.twClose[w0] as number;
  return o;
}
