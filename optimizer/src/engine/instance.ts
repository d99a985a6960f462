import type { Objective, Problem } from '../model/index.js';
import type { SimWork } from './simulate.js';
import { createSimWork, simulateRoute } from './simulate.js';
import { at } from './indexing.js';
import { compileCompatibility, compileFleet } from './instance-fleet.js';
import { compileArcCosts, compileLegs, compileNeighbours } from './instance-legs.js';
import { compileOrders, orderSizes } from './instance-orders.js';

/** The problem compiled into typed arrays for the hot loops. Immutable during a solve. */
export interface Instance {
  readonly problem: Problem;
  readonly n: number;
  readonly nVehicles: number;
  /** Locations including the virtual one used by open starts and ends. */
  readonly nLoc: number;
  readonly dims: number;
  readonly dist: Float64Array;
  readonly time: Float64Array;
  /** Per cost class: weighted leg cost (distance, travel time, avoid-area penalty). */
  readonly arcCost: readonly Float64Array[];
  /**
   * Per cost class: whether every leg costs the same both ways (Euclidean instances). A reversed
   * stretch of a route then keeps its inner legs' cost, and 2-opt prices only its two ends.
   */
  readonly symmetricCost: Uint8Array;
  readonly crossing: Uint8Array | null;
  readonly orderLoc: Int32Array;
  readonly service: Float64Array;
  readonly del: Float64Array;
  readonly pick: Float64Array;
  readonly isPickup: Uint8Array;
  readonly size: Float64Array;
  readonly twOff: Int32Array;
  readonly twOpen: Float64Array;
  readonly twClose: Float64Array;
  readonly optional: Uint8Array;
  readonly skipCost: Float64Array;
  readonly vStart: Int32Array;
  readonly vEnd: Int32Array;
  readonly vOpenEnd: Uint8Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  readonly cap: Float64Array;
  readonly vFixed: Float64Array;
  readonly vCostDist: Float64Array;
  readonly vCostTime: Float64Array;
  readonly vClass: Int32Array;
  readonly vType: Int32Array;
  readonly nTypes: number;
  /** 1 when order i may go on vehicle v (index i * nVehicles + v). */
  readonly compat: Uint8Array;
  /** Every order may go on every vehicle (`compat` is all ones). */
  readonly allCompat: boolean;
  /** Added cost of order i on vehicle v (soft territories, relaxed skills); null when none. */
  readonly softPen: Float64Array | null;
  readonly skillMismatch: Uint8Array;
  readonly territoryMismatch: Uint8Array;
  /** 1 when order i may not go on vehicle v because it is held to other vehicles (allowedVehicles). */
  readonly notAllowed: Uint8Array;
  /** 1 when some vehicle can serve the order on a route of its own; the others never count as missing. */
  readonly servable: Uint8Array;
  readonly neighbours: Int32Array;
  readonly nNeighbours: number;
  /**
   * The local search's partners of each order (`nLsNeighbours` per order): the nearest, or with
   * time windows the nearest by leg cost and how well the windows chain (`neighbours.ts`).
   */
  readonly lsNeighbours: Int32Array;
  readonly nLsNeighbours: number;
  /** True when a route needs full simulation (relaxations, duration, in-transit, multi-trip). */
  readonly exact: boolean;
  /**
   * Hard windows, capacity and shift, one trip, no duration or in-transit limits, no crossings
   * or soft penalties: a route's caches alone give its cost, and `refreshRoute` skips the
   * simulation (the same figures, one pass fewer over the route).
   */
  readonly lean: boolean;
  /**
   * No order picks goods up and no amount is negative: a route's load only falls along it, so an
   * order that fits the load at the start (checked once per route) fits at every position.
   */
  readonly deliveriesOnly: boolean;
  readonly hardTw: boolean;
  /**
   * Some time can bind: hard windows, and an order's window or a shift that ends (CVRPLIB has
   * none). Without it every latest arrival is Infinity and no position needs a time check.
   */
  readonly timed: boolean;
  readonly hardCap: boolean;
  readonly maxTrips: number;
  readonly reloadTime: number;
  readonly maxDuration: number;
  readonly minDuration: number;
  readonly maxInTransit: number;
  readonly maxVehicles: number;
  readonly minVehicles: number;
  readonly weights: Weights;
  /**
   * Weight of one distance unit of route spread (the Clustering objective); 0 when unranked.
   * While it minimises the fleet the search prices with a copy of the instance that has 0 here.
   */
  readonly clusterWeight: number;
  /** simulateRoute's working buffers: the one search using this instance writes them. */
  readonly work: SimWork;
}

export interface Weights {
  readonly lateness: number;
  readonly vehicle: number;
  readonly cost: number;
  readonly maximum: number;
  readonly clustering: number;
  readonly top: number;
  readonly capacityExcess: number;
  readonly skillViolation: number;
  readonly avoidCrossing: number;
  readonly softTerritory: number;
  readonly minDuration: number;
}

const LEVEL_BASE = 1e4;

function objectiveWeights(priorities: readonly Objective[]): Weights {
  const list = priorities.length > 0 ? priorities : (['LATENESS', 'DISTANCE_DURATION'] as const);
  const weightOf = (o: Objective): number => {
    const i = list.indexOf(o);
    return i < 0 ? 0 : LEVEL_BASE ** (list.length - 1 - i);
  };
  const top = LEVEL_BASE ** (list.length - 1);
  const lateness = weightOf('LATENESS') || top;
  return {
    lateness,
    vehicle: weightOf('VEHICLE_USAGE'),
    cost: weightOf('DISTANCE_DURATION'),
    maximum: weightOf('MAXIMUM'),
    clustering: weightOf('CLUSTERING'),
    top,
    capacityExcess: top * 100,
    skillViolation: top * 1e4,
    avoidCrossing: top * 1e3,
    softTerritory: top * 1e2,
    minDuration: top,
  };
}

/**
 * Checks that the problem's arrays are as long as its sizes say (the engine reads them by index
 * and takes an entry past the end for a bug, not a 0): both matrices `size * size` entries, an
 * amount per dimension on every order and a capacity per dimension on every vehicle, and every
 * location an index of the matrices.
 */
export function checkShape(problem: Problem): void {
  const { size, distance, duration } = problem.matrices;
  const D = problem.dimensions.length;
  const entries = size * size;
  if (distance.length !== entries || duration.length !== entries)
    throw new RangeError(
      `matrices of size ${size} need ${entries} entries each, not ${distance.length} (distance) and ${duration.length} (duration)`,
    );
  const located = (x: number | undefined): boolean =>
    x === undefined || (Number.isInteger(x) && x >= 0 && x < size);
  for (const o of problem.orders) {
    if (o.amounts.length < D)
      throw new RangeError(`order ${o.id} has ${o.amounts.length} amounts for ${D} dimensions`);
    if (!located(o.location))
      throw new RangeError(`order ${o.id} is at location ${o.location}, outside 0..${size - 1}`);
  }
  for (const v of problem.vehicles) {
    if (v.capacity.length < D)
      throw new RangeError(`vehicle ${v.id} has ${v.capacity.length} capacities for ${D} dimensions`);
    if (!located(v.startLocation) || !located(v.endLocation))
      throw new RangeError(`vehicle ${v.id} starts or ends at a location outside 0..${size - 1}`);
  }
}

/** Every route-level flag and limit of the job parameters. */
function compileRules(
  problem: Problem,
): Pick<
  Instance,
  | 'exact'
  | 'hardTw'
  | 'hardCap'
  | 'maxTrips'
  | 'reloadTime'
  | 'maxDuration'
  | 'minDuration'
  | 'maxInTransit'
  | 'maxVehicles'
  | 'minVehicles'
> {
  const p = problem.parameters ?? {};
  const V = problem.vehicles.length;
  const maxTrips = Math.max(1, p.maximumNumberOfTrips ?? 1);
  const exact =
    !!p.ignoreTimeWindows ||
    !!p.ignoreCapacity ||
    maxTrips > 1 ||
    p.maxRouteDuration !== undefined ||
    p.minRouteDuration !== undefined ||
    p.maximumInTransitDuration !== undefined;
  return {
    exact,
    hardTw: !p.ignoreTimeWindows,
    hardCap: !p.ignoreCapacity,
    maxTrips,
    reloadTime: p.timeSpentInDc ?? 0,
    maxDuration: p.maxRouteDuration ?? Infinity,
    minDuration: p.minRouteDuration ?? 0,
    maxInTransit: p.maximumInTransitDuration ?? Infinity,
    maxVehicles: Math.min(V, p.maxVehicles ?? V),
    minVehicles: p.minVehicles ?? 0,
  };
}

/** The objective's weights, the longest route charged at the distance level too when routes are balanced. */
function compileWeights(problem: Problem): Weights {
  const p = problem.parameters ?? {};
  const ranked = objectiveWeights(p.objectivePriorities ?? []);
  // Balanced routes: the longest route is charged at the distance-duration level as well.
  return p.balanceRoutes ? { ...ranked, maximum: ranked.maximum + (ranked.cost || ranked.top) } : ranked;
}

/** Marks the orders some vehicle can serve on a route of its own (`Instance.servable`). */
function markServable(inst: Instance): void {
  const { n, nVehicles: V, compat, vType } = inst;
  // One vehicle of each type is enough: vehicles of a type differ in nothing a lone order sees.
  const firstOfType = new Int32Array(inst.nTypes).fill(-1);
  for (let k = V - 1; k >= 0; k--) firstOfType[at(vType, k)] = k;
  for (let i = 0; i < n; i++) {
    for (const k of firstOfType) {
      if (compat[i * V + k] === 1 && simulateRoute(inst, k, [i], 1).feasible) {
        inst.servable[i] = 1;
        break;
      }
    }
  }
}

/** The problem compiled into an `Instance` (its shape checked first, see `checkShape`). */
export function compileProblem(problem: Problem): Instance {
  checkShape(problem);
  const p = problem.parameters ?? {};
  const D = problem.dimensions.length;
  const n = problem.orders.length;
  const V = problem.vehicles.length;
  const size = problem.matrices.size;
  const needsVirtual = problem.vehicles.some(
    (v) => v.startLocation === undefined || v.endLocation === undefined,
  );
  const L = size + (needsVirtual ? 1 : 0);
  const legs = compileLegs(problem, L);
  const weights = compileWeights(problem);
  const units = problem.units ?? { distancePerKm: 1000, timePerHour: 3600 };
  const orders = compileOrders(problem, weights);
  const { classKeys, ...fleet } = compileFleet(problem, weights, needsVirtual ? size : -1);
  const costs = compileArcCosts(problem, L, legs, classKeys, weights);
  const compatibility = compileCompatibility(problem, weights);
  const rules = compileRules(problem);
  const { twOpen, twClose } = orders;
  const inst: Instance = {
    problem,
    n,
    nVehicles: V,
    nLoc: L,
    dims: D,
    ...legs,
    ...costs,
    ...orders,
    size: orderSizes(n, D, V, orders, fleet.cap),
    ...fleet,
    ...compatibility,
    allCompat: compatibility.compat.every((x) => x === 1),
    servable: new Uint8Array(n),
    ...compileNeighbours(problem, { nLoc: L, ...legs, ...costs, ...orders }),
    ...rules,
    lean: !rules.exact && costs.crossing === null && compatibility.softPen === null,
    deliveriesOnly: orders.pick.every((x) => x === 0) && orders.del.every((x) => x >= 0),
    timed:
      !p.ignoreTimeWindows &&
      !(
        twOpen.every((x) => x === -Infinity) &&
        twClose.every((x) => x === Infinity) &&
        fleet.shiftEnd.every((x) => x === Infinity)
      ),
    weights,
    clusterWeight: weights.clustering / units.distancePerKm,
    work: createSimWork(D),
  };
  markServable(inst);
  return inst;
}
