import type { SharedSolution, SolutionExchange } from '../model/index.js';

/**
 * Best-plan sharing between parallel searches of one problem, in a SharedArrayBuffer (plain
 * JavaScript shared memory: each search runs in its own thread, the buffer is handed to every
 * thread). The buffer keeps the best plan offered so far, by the engine's lexicographic
 * objective (fewer missing orders, then lower cost); a short lock serialises readers and writers.
 *
 * Layout, in 32-bit integers: [0] lock, [1] version (bumped on every accepted offer), [2] id of the
 * search that wrote it plus one (0: none yet), [3] missing orders, [4] number of integers in the
 * data; the cost is a 64-bit float at byte 24; the data from integer 8: the route count, then per
 * route its vehicle index, its length and its order indices.
 */
const LOCK = 0;
const VERSION = 1;
const WRITER = 2;
const MISSING = 3;
const LENGTH = 4;
const COST_SLOT = 3;
const DATA = 8;
const HEADER_BYTES = DATA * 4;
/** Costs closer than this are equal (floating-point sums over different route orders). */
const COST_TOLERANCE = 1e-9;

/** A buffer large enough for any plan of `orders` orders over `vehicles` vehicles. */
export function createExchangeBuffer(orders: number, vehicles: number): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_BYTES + 4 * (1 + 2 * vehicles + orders));
}

function lock(ints: Int32Array): void {
  while (Atomics.compareExchange(ints, LOCK, 0, 1) !== 0) Atomics.wait(ints, LOCK, 1, 1);
}

function unlock(ints: Int32Array): void {
  Atomics.store(ints, LOCK, 0);
  Atomics.notify(ints, LOCK, 1);
}

function read(ints: Int32Array, costs: Float64Array): SharedSolution {
  const routes: { v: number; seq: number[] }[] = [];
  let at = DATA;
  const count = ints[at++] as number;
  for (let r = 0; r < count; r++) {
    const v = ints[at++] as number;
    const len = ints[at++] as number;
    routes.push({ v, seq: Array.from(ints.subarray(at, at + len)) });
    at += len;
  }
  return { missing: ints[MISSING] as number, cost: costs[COST_SLOT] as number, routes };
}

/** The exchange as search `id` (0, 1, ...) sees it. */
export function sharedExchange(
  buffer: SharedArrayBuffer,
  id: number,
): SolutionExchange & {
  /** The search whose plan is the shared best, or null before any offer. */
  bestWriter(): number | null;
} {
  const ints = new Int32Array(buffer);
  const costs = new Float64Array(buffer, 0, HEADER_BYTES / 8);
  const capacity = ints.length - DATA;
  let seen = 0;
  return {
    search: id,
    offer(solution) {
      const size = 1 + solution.routes.reduce((s, r) => s + 2 + r.seq.length, 0);
      if (size > capacity)
        throw new RangeError(`a plan of ${size} integers does not fit the exchange (${capacity})`);
      lock(ints);
      try {
        const held = (ints[WRITER] as number) > 0;
        const heldMissing = ints[MISSING] as number;
        const heldCost = costs[COST_SLOT] as number;
        const improves =
          !held ||
          solution.missing < heldMissing ||
          (solution.missing === heldMissing && solution.cost < heldCost - COST_TOLERANCE);
        if (!improves) return;
        let at = DATA;
        ints[at++] = solution.routes.length;
        for (const r of solution.routes) {
          ints[at++] = r.v;
          ints[at++] = r.seq.length;
          ints.set(r.seq, at);
          at += r.seq.length;
        }
        ints[LENGTH] = size;
        ints[MISSING] = solution.missing;
        costs[COST_SLOT] = solution.cost;
        ints[WRITER] = id + 1;
        seen = Atomics.add(ints, VERSION, 1) + 1;
      } finally {
        unlock(ints);
      }
    },
    take() {
      if (Atomics.load(ints, VERSION) === seen) return null;
      lock(ints);
      try {
        seen = ints[VERSION] as number;
        if (ints[WRITER] === id + 1) return null;
        return read(ints, costs);
      } finally {
        unlock(ints);
      }
    },
    bestWriter() {
      const writer = Atomics.load(ints, WRITER);
      return writer > 0 ? writer - 1 : null;
    },
  };
}
