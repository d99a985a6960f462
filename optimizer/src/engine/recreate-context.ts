import type { Instance } from './instance.js';
import type { Rng } from './rng.js';
import type { Route } from './route.js';
import { newRoute, refreshRoute } from './route.js';
import type { PlanIndex } from './plan-index.js';
import { createPlanIndex } from './plan-index.js';
import type { InsertionScratch } from './insertion-scratch.js';
import { createInsertionScratch } from './insertion-scratch.js';

export interface RecreateContext {
  /** The instance the search prices with in its current phase (see search-run.ts `usePricing`). */
  inst: Instance;
  readonly rng: Rng;
  /** Vehicles of each type, and one empty route per vehicle type to price new routes. */
  readonly vehiclesByType: readonly (readonly number[])[];
  readonly emptyByType: readonly Route[];
  /** Chance that a position the recreate would price is skipped (SISR's blinks; 0: none). */
  blink: number;
  /** Share of the recreates that start by opening a route with their first order (see `recreate`). */
  newRouteRate: number;
  /** Countdown to the next blink, drawn for the rate `rate` (see `blinks`). */
  readonly blinking: { rate: number; logKeep: number; left: number };
  allowNewRoutes: boolean;
  /** When set, orders left out so far are reinserted first, highest value first. */
  priority: Float64Array | null;
  /**
   * The cost above which the step's plan is rejected anyway (Infinity: none). `recreate` stops
   * once the routes alone cost more and leaves the rest of the orders out (see `recreate`).
   */
  costLimit: number;
  /**
   * Fleet minimisation: with `mustPlace`, the most orders that must be placed a step may leave
   * out and still be kept (Infinity: no limit); `recreate` stops once more are left out.
   */
  missingLimit: number;
  mustPlace: Uint8Array | null;
  /** How many orders the last `recreate` left out without trying them (at the end of `unassigned`). */
  untried: number;
  readonly scratch: InsertionScratch;
  /** The vehicles the plan being recreated uses (one array for every recreate). */
  readonly used: Uint8Array;
  /** Where each order is; `recreate` keeps it describing the draft it fills. */
  readonly index: PlanIndex;
  /** Granular insertion's working state; null on small instances. */
  readonly granular: GranularState | null;
  /**
   * When set, `recreate` asks it every HURRY_EVERY orders whether the deadline has passed; from
   * then on the orders left are tried next to their nearest routed neighbours and on new routes
   * only (`hurried`), never at every position of every route. The first plan of a large problem
   * is built this way once the time limit has passed, so that the solve ends near it.
   */
  hurry: (() => boolean) | null;
  /** Whether the recreate under way has passed its deadline (see `hurry`). */
  hurried: boolean;
}

/**
 * From this many orders on, an order is tried only next to its nearest routed neighbours
 * (GRANULAR_NEIGHBOURS), and at every position of every route only when none of those fits.
 * Below it the full scan is cheap, and Solomon's 100 customers keep it. 150,000 iterations of
 * X-n351-k40 took 6.9 s instead of 8.5 s, 20,000 of the 1,000-customer G-R1 3.4 s instead of
 * 5.2 s; CVRPLIB X at 30 s the same day: +0.57 % against +0.69 % with the full scan.
 */
const GRANULAR_MIN_ORDERS = 200;
/**
 * Nearest neighbours whose positions (before and after each) an order is tried at. The full
 * scan's cheapest place is next to one of the 40 nearest for about seven orders in eight on a
 * weak plan (recreate.granular.test.ts). With 20, 150,000 iterations of X-n351 and X-n393 (two
 * seeds each) were 1-10 % faster and as long as often as shorter.
 */
const GRANULAR_NEIGHBOURS = 40;

/** Granular insertion: how many neighbours, and the route-level prices of the current order. */
export interface GranularState {
  readonly neighbours: number;
  /** Per route, the scan that priced it last (`scan`), and that price (NaN: over capacity). */
  readonly routeSeen: Int32Array;
  readonly routeSoft: Float64Array;
  scan: number;
  /**
   * Per order, how far its farthest near neighbour is (on the legs the neighbour lists are
   * sorted by): a route's start or end closer than that is tried too (`scanRouteEnds`). Null
   * where time windows bind (`Instance.timed`), see there.
   */
  readonly reach: Float64Array | null;
}

/** Distance between locations a and b as the neighbour lists measure it (the shorter way). */
export function nearness(inst: Instance, a: number, b: number): number {
  const ref = inst.arcCost[0] ?? inst.dist;
  const L = inst.nLoc;
  const ab = ref[a * L + b] as number;
  const ba = ref[b * L + a] as number;
  return ab < ba ? ab : ba;
}

/**
 * Per order, the nearness of its k-th nearest neighbour (k >= 1); -1 when no vehicle starts or
 * ends that near (most orders: on X-n351-k40 41 of 350 are that near the depot, and the others
 * skip the loop over the routes).
 */
function neighbourReach(inst: Instance, k: number): Float64Array {
  const K = inst.nNeighbours;
  const depots = [...new Set([...inst.vStart, ...inst.vEnd])];
  const reach = new Float64Array(inst.n);
  for (let c = 0; c < inst.n; c++) {
    const lc = inst.orderLoc[c] as number;
    const far = inst.neighbours[c * K + k - 1] as number;
    const r = nearness(inst, lc, inst.orderLoc[far] as number);
    reach[c] = depots.some((d) => nearness(inst, d, lc) <= r) ? r : -1;
  }
  return reach;
}

export function createRecreateContext(inst: Instance, rng: Rng, blink: number): RecreateContext {
  const vehiclesByType: number[][] = Array.from({ length: inst.nTypes }, () => []);
  for (let v = 0; v < inst.nVehicles; v++) vehiclesByType[inst.vType[v] as number]?.push(v);
  const emptyByType = vehiclesByType.map((vs) => {
    const r = newRoute(vs[0] as number);
    refreshRoute(inst, r);
    return r;
  });
  return {
    inst,
    rng,
    vehiclesByType,
    emptyByType,
    blink,
    newRouteRate: 0,
    blinking: { rate: -1, logKeep: 0, left: 0 },
    allowNewRoutes: true,
    priority: null,
    costLimit: Infinity,
    missingLimit: Infinity,
    mustPlace: null,
    untried: 0,
    scratch: createInsertionScratch(inst.nTypes),
    used: new Uint8Array(inst.nVehicles),
    index: createPlanIndex(inst.n),
    granular:
      inst.n >= GRANULAR_MIN_ORDERS && !inst.exact && inst.nNeighbours > 0
        ? {
            neighbours: Math.min(GRANULAR_NEIGHBOURS, inst.nNeighbours),
            routeSeen: new Int32Array(inst.nVehicles + 1).fill(-1),
            routeSoft: new Float64Array(inst.nVehicles + 1),
            scan: 0,
            reach: inst.timed ? null : neighbourReach(inst, Math.min(GRANULAR_NEIGHBOURS, inst.nNeighbours)),
          }
        : null,
    hurry: null,
    hurried: false,
  };
}
