import type { Objective, Problem } from '../model/index.js';
import { legCrossesPolygon } from './geometry.js';
import type { SimWork } from './simulate.js';
import { createSimWork, simulateRoute } from './simulate.js';
import { at } from './indexing.js';
import { LOCAL_SEARCH_NEIGHBOURS, nearestBy, timeWindowNeighbours } from './neighbours.js';

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

function hasAll(have: readonly string[] | undefined, need: readonly string[] | undefined): boolean {
  if (!need || need.length === 0) return true;
  const set = new Set(have ?? []);
  return need.every((s) => set.has(s));
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
  const traffic = 1 + (p.trafficSeverityRate ?? 0) / 100;
  const dist = new Float64Array(L * L);
  const time = new Float64Array(L * L);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      // `checkShape` has checked both matrices' lengths.
      dist[i * L + j] = Number(problem.matrices.distance[i * size + j] as number);
      time[i * L + j] = Number(problem.matrices.duration[i * size + j] as number) * traffic;
    }
  }
  const virtual = needsVirtual ? size : -1;
  const ranked = objectiveWeights(p.objectivePriorities ?? []);
  // Balanced routes: the longest route is charged at the distance-duration level as well.
  const weights = p.balanceRoutes
    ? { ...ranked, maximum: ranked.maximum + (ranked.cost || ranked.top) }
    : ranked;
  const units = problem.units ?? { distancePerKm: 1000, timePerHour: 3600 };

  const orderLoc = new Int32Array(n);
  const service = new Float64Array(n);
  const del = new Float64Array(n * D);
  const pick = new Float64Array(n * D);
  const sizeArr = new Float64Array(n);
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

  const rate = (p.vehicleCapacityUtilizationRate ?? 100) / 100;
  const vStart = new Int32Array(V);
  const vEnd = new Int32Array(V);
  const vOpenEnd = new Uint8Array(V);
  const shiftStart = new Float64Array(V);
  const shiftEnd = new Float64Array(V);
  const cap = new Float64Array(V * D);
  const vFixed = new Float64Array(V);
  const vCostDist = new Float64Array(V);
  const vCostTime = new Float64Array(V);
  const vClass = new Int32Array(V);
  const vType = new Int32Array(V);
  const classKeys = new Map<string, number>();
  const typeKeys = new Map<string, number>();
  problem.vehicles.forEach((v, k) => {
    vStart[k] = v.startLocation ?? virtual;
    vEnd[k] = v.endLocation ?? virtual;
    vOpenEnd[k] = v.endLocation === undefined ? 1 : 0;
    shiftStart[k] = v.shift.start;
    shiftEnd[k] = v.shift.end;
    for (let d = 0; d < D; d++) cap[k * D + d] = at(v.capacity, d) * rate;
    vFixed[k] = weights.cost * (v.fixedCost ?? 0) + weights.vehicle;
    vCostDist[k] = (weights.cost * (v.costPerKm ?? 1)) / units.distancePerKm;
    vCostTime[k] = (weights.cost * (v.costPerHour ?? 0)) / units.timePerHour;
    const classKey = `${vCostDist[k]}|${vCostTime[k]}`;
    let classKeyIndex = classKeys.get(classKey);
    if (classKeyIndex === undefined) {
      classKeyIndex = classKeys.size;
      classKeys.set(classKey, classKeyIndex);
    }
    vClass[k] = classKeyIndex;
    const typeKey = JSON.stringify([
      v.startLocation,
      v.endLocation,
      v.shift,
      v.capacity,
      v.fixedCost,
      v.costPerHour,
      v.costPerKm,
      [...(v.skills ?? [])].sort(),
      v.territory,
    ]);
    let typeKeyIndex = typeKeys.get(typeKey);
    if (typeKeyIndex === undefined) {
      typeKeyIndex = typeKeys.size;
      typeKeys.set(typeKey, typeKeyIndex);
    }
    vType[k] = typeKeyIndex;
  });

  let crossing: Uint8Array | null = null;
  const areas = problem.avoidAreas ?? [];
  const coords = problem.coordinates;
  if (areas.length > 0 && coords) {
    crossing = new Uint8Array(L * L);
    for (let i = 0; i < size; i++) {
      const a = coords[i];
      if (!a) continue;
      for (let j = 0; j < size; j++) {
        const b = coords[j];
        if (i === j || !b) continue;
        if (areas.some((area) => legCrossesPolygon(a, b, area.polygon))) crossing[i * L + j] = 1;
      }
    }
  }
  const arcCost: Float64Array[] = [];
  for (const key of classKeys.keys()) {
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

  const compat = new Uint8Array(n * V);
  const skillMismatch = new Uint8Array(n * V);
  const territoryMismatch = new Uint8Array(n * V);
  const notAllowed = new Uint8Array(n * V);
  let softPen: Float64Array | null = null;
  const territoryRule = new Map((problem.territories ?? []).map((t) => [t.id, t.separation]));
  const territoryHasVehicle = new Set(
    problem.vehicles.map((v) => v.territory).filter((t) => t !== undefined),
  );
  problem.orders.forEach((o, i) => {
    problem.vehicles.forEach((v, k) => {
      let ok = true;
      let pen = 0;
      if (!hasAll(v.skills, o.requiredSkills)) {
        skillMismatch[i * V + k] = 1;
        if (p.ignoreCapabilities) pen += weights.skillViolation;
        else ok = false;
      }
      if (o.allowedVehicles && !o.allowedVehicles.includes(v.id)) {
        notAllowed[i * V + k] = 1;
        ok = false;
      }
      const rule = o.territory ? territoryRule.get(o.territory) : undefined;
      if (rule && o.territory && territoryHasVehicle.has(o.territory) && v.territory !== o.territory) {
        territoryMismatch[i * V + k] = 1;
        if (rule === 'HARD') ok = false;
        else pen += weights.softTerritory;
      }
      compat[i * V + k] = ok ? 1 : 0;
      if (pen > 0) {
        softPen ??= new Float64Array(n * V);
        softPen[i * V + k] = pen;
      }
    });
  });

  for (let d = 0; d < D; d++) {
    let c = 0;
    for (let k = 0; k < V; k++) c = Math.max(c, at(cap, k * D + d));
    for (let i = 0; i < n; i++) {
      sizeArr[i] = at(sizeArr, i) + (c > 0 ? (at(del, i * D + d) + at(pick, i * D + d)) / c : 0);
    }
  }

  const K = Math.min(n - 1, 100);
  const ref = arcCost[0] ?? dist;
  // n² keys and n sorts of n; the indices are in range by construction.
  const neighbours = nearestBy(n, K, (i, j) => {
    const li = orderLoc[i] as number;
    const lj = orderLoc[j] as number;
    return Math.min(ref[li * L + lj] as number, ref[lj * L + li] as number);
  });
  const lsK = Math.min(K, LOCAL_SEARCH_NEIGHBOURS);
  const windowed =
    !p.ignoreTimeWindows && (twOpen.some((x) => x !== -Infinity) || twClose.some((x) => x !== Infinity));
  let lsNeighbours: Int32Array;
  if (windowed) {
    // An order's window for the correlation: its earliest opening to its latest closing.
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
    lsNeighbours = timeWindowNeighbours({ n, nLoc: L, orderLoc, cost: ref, time, service, open, close }, lsK);
  } else {
    lsNeighbours = new Int32Array(n * lsK);
    for (let i = 0; i < n; i++)
      for (let k = 0; k < lsK; k++) lsNeighbours[i * lsK + k] = at(neighbours, i * K + k);
  }

  const maxTrips = Math.max(1, p.maximumNumberOfTrips ?? 1);
  const exact =
    !!p.ignoreTimeWindows ||
    !!p.ignoreCapacity ||
    maxTrips > 1 ||
    p.maxRouteDuration !== undefined ||
    p.minRouteDuration !== undefined ||
    p.maximumInTransitDuration !== undefined;
  const inst: Instance = {
    problem,
    n,
    nVehicles: V,
    nLoc: L,
    dims: D,
    dist,
    time,
    arcCost,
    symmetricCost,
    crossing,
    orderLoc,
    service,
    del,
    pick,
    isPickup,
    size: sizeArr,
    twOff,
    twOpen,
    twClose,
    optional,
    skipCost,
    vStart,
    vEnd,
    vOpenEnd,
    shiftStart,
    shiftEnd,
    cap,
    vFixed,
    vCostDist,
    vCostTime,
    vClass,
    vType,
    nTypes: typeKeys.size,
    compat,
    allCompat: compat.every((x) => x === 1),
    softPen,
    skillMismatch,
    notAllowed,
    territoryMismatch,
    servable: new Uint8Array(n),
    neighbours,
    nNeighbours: K,
    lsNeighbours,
    nLsNeighbours: lsK,
    exact,
    lean: !exact && crossing === null && softPen === null,
    deliveriesOnly: pick.every((x) => x === 0) && del.every((x) => x >= 0),
    hardTw: !p.ignoreTimeWindows,
    timed:
      !p.ignoreTimeWindows &&
      !(
        twOpen.every((x) => x === -Infinity) &&
        twClose.every((x) => x === Infinity) &&
        shiftEnd.every((x) => x === Infinity)
      ),
    hardCap: !p.ignoreCapacity,
    maxTrips,
    reloadTime: p.timeSpentInDc ?? 0,
    maxDuration: p.maxRouteDuration ?? Infinity,
    minDuration: p.minRouteDuration ?? 0,
    maxInTransit: p.maximumInTransitDuration ?? Infinity,
    maxVehicles: Math.min(V, p.maxVehicles ?? V),
    minVehicles: p.minVehicles ?? 0,
    weights,
    clusterWeight: weights.clustering / units.distancePerKm,
    work: createSimWork(D),
  };
  // One vehicle of each type is enough: vehicles of a type differ in nothing a lone order sees.
  const firstOfType = new Int32Array(typeKeys.size).fill(-1);
  for (let k = V - 1; k >= 0; k--) firstOfType[at(vType, k)] = k;
  for (let i = 0; i < n; i++) {
    for (const k of firstOfType) {
      if (compat[i * V + k] === 1 && simulateRoute(inst, k, [i], 1).feasible) {
        inst.servable[i] = 1;
        break;
      }
    }
  }
  return inst;
}
