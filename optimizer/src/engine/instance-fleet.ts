import type { Problem, Vehicle } from '../model/index.js';
import { at } from './indexing.js';
import type { Instance, Weights } from './instance.js';

type CompiledFleet = Pick<
  Instance,
  | 'vStart'
  | 'vEnd'
  | 'vOpenEnd'
  | 'shiftStart'
  | 'shiftEnd'
  | 'cap'
  | 'vFixed'
  | 'vCostDist'
  | 'vCostTime'
  | 'vClass'
  | 'vType'
  | 'nTypes'
> & {
  /** The cost classes in the order of their index (`vClass`): `costPerDistance|costPerTime`. */
  readonly classKeys: readonly string[];
};

/** The index of `key` in `keys`, given the next index when it is new. */
function keyIndex(keys: Map<string, number>, key: string): number {
  let index = keys.get(key);
  if (index === undefined) {
    index = keys.size;
    keys.set(key, index);
  }
  return index;
}

/** What makes two vehicles interchangeable for every order: a vehicle type. */
function typeKey(v: Vehicle): string {
  return JSON.stringify([
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
}

/**
 * The vehicles in typed arrays: start and end (`virtual` for an open one), shift, capacity at
 * the utilisation rate, costs at the objective's weights, cost class (vehicles priced the same
 * per leg) and type.
 */
export function compileFleet(problem: Problem, weights: Weights, virtual: number): CompiledFleet {
  const p = problem.parameters ?? {};
  const D = problem.dimensions.length;
  const V = problem.vehicles.length;
  const units = problem.units ?? { distancePerKm: 1000, timePerHour: 3600 };
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
    vClass[k] = keyIndex(classKeys, `${vCostDist[k]}|${vCostTime[k]}`);
    vType[k] = keyIndex(typeKeys, typeKey(v));
  });
  return {
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
    classKeys: [...classKeys.keys()],
  };
}

function hasAll(have: readonly string[] | undefined, need: readonly string[] | undefined): boolean {
  if (!need || need.length === 0) return true;
  const set = new Set(have ?? []);
  return need.every((s) => set.has(s));
}

type Compatibility = Pick<
  Instance,
  'compat' | 'skillMismatch' | 'territoryMismatch' | 'notAllowed' | 'softPen'
>;

/**
 * Which vehicle may serve which order: skills (a penalty instead when capabilities are
 * ignored), the vehicles an order is held to, and territories (hard, or a penalty when soft).
 */
export function compileCompatibility(problem: Problem, weights: Weights): Compatibility {
  const p = problem.parameters ?? {};
  const n = problem.orders.length;
  const V = problem.vehicles.length;
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
  return { compat, skillMismatch, territoryMismatch, notAllowed, softPen };
}
