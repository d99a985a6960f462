import type {
  PlannedRoute,
  PlannedStop,
  UnassignedOrder,
  UnassignedReason,
  Violation,
} from '../model/index.js';
import type { Instance } from './instance.js';
import type { RouteTrace } from './simulate.js';
import { Fail, simulateRoute } from './simulate.js';
import type { Sol } from './solution.js';
import { at } from './indexing.js';

const failReason: Record<number, UnassignedReason> = {
  [Fail.Capacity]: 'CAPACITY',
  [Fail.TimeWindow]: 'TIME_WINDOW',
  [Fail.Shift]: 'SHIFT',
  [Fail.RouteDuration]: 'ROUTE_DURATION',
  [Fail.InTransit]: 'IN_TRANSIT',
};

export function planRoute(
  inst: Instance,
  v: number,
  seq: readonly number[],
  violations: Violation[],
): PlannedRoute {
  const problem = inst.problem;
  const vehicle = problem.vehicles[v];
  const vehicleId = vehicle?.id ?? String(v);
  const trace: RouteTrace = {
    departure: 0,
    end: 0,
    distanceToEnd: 0,
    durationToEnd: 0,
    stops: [],
    maxLoad: [],
    lateness: 0,
    capacityExcess: [],
    inTransitExcess: [],
    crossings: 0,
    trips: 1,
  };
  const sim = simulateRoute(inst, v, seq, seq.length, trace);
  const orderId = (o: number): string => problem.orders[o]?.id ?? String(o);
  const stops: PlannedStop[] = trace.stops.map((s) => ({
    kind: s.order < 0 ? 'RELOAD' : 'ORDER',
    orderId: s.order < 0 ? '' : orderId(s.order),
    location: s.loc,
    arrival: s.arrival,
    waiting: Math.max(0, s.start - s.arrival),
    serviceStart: s.start,
    serviceEnd: s.end,
    loadAfter: s.load,
    distanceFromPrevious: s.dist,
    durationFromPrevious: s.dur,
    trip: s.trip,
  }));
  for (const s of trace.stops) {
    if (s.lateness > 1e-9)
      violations.push({ kind: 'TIME_WINDOW', vehicleId, orderId: orderId(s.order), amount: s.lateness });
    if (s.order >= 0 && inst.skillMismatch[s.order * inst.nVehicles + v])
      violations.push({ kind: 'SKILL', vehicleId, orderId: orderId(s.order), amount: 1 });
    if (s.order >= 0 && inst.territoryMismatch[s.order * inst.nVehicles + v])
      violations.push({ kind: 'TERRITORY', vehicleId, orderId: orderId(s.order), amount: 1 });
  }
  const shiftLate = trace.end - at(inst.shiftEnd, v);
  if (shiftLate > 1e-9) violations.push({ kind: 'TIME_WINDOW', vehicleId, amount: shiftLate });
  trace.capacityExcess.forEach((e, d) => {
    if (e > 1e-9)
      violations.push({
        kind: 'CAPACITY',
        vehicleId,
        dimension: problem.dimensions[d] ?? String(d),
        amount: e,
      });
  });
  for (const x of trace.inTransitExcess)
    violations.push({ kind: 'IN_TRANSIT', vehicleId, orderId: orderId(x.order), amount: x.amount });
  if (trace.crossings > 0) violations.push({ kind: 'AVOID_AREA', vehicleId, amount: trace.crossings });
  const duration = trace.end - trace.departure;
  if (duration < inst.minDuration - 1e-9)
    violations.push({ kind: 'MIN_ROUTE_DURATION', vehicleId, amount: inst.minDuration - duration });
  let waiting = 0;
  let service = 0;
  for (const s of stops) {
    waiting += s.waiting;
    service += s.serviceEnd - s.serviceStart;
  }
  const D = inst.dims;
  return {
    vehicleId,
    departure: trace.departure,
    end: trace.end,
    stops,
    distanceToEnd: trace.distanceToEnd,
    durationToEnd: trace.durationToEnd,
    distance: sim.distance,
    duration,
    waiting,
    service,
    cost: costOf(inst, v, sim.distance, duration),
    trips: trace.trips,
    capacityUsed: Array.from({ length: D }, (_, d) => {
      const c = at(inst.cap, v * D + d);
      const m = at(trace.maxLoad, d);
      return c > 0 ? m / c : m > 0 ? Infinity : 0;
    }),
  };
}

/** Money cost of a route in the job's own units (fixed + per km + per hour). */
function costOf(inst: Instance, v: number, distance: number, duration: number): number {
  const vehicle = inst.problem.vehicles[v];
  const units = inst.problem.units ?? { distancePerKm: 1000, timePerHour: 3600 };
  return (
    (vehicle?.fixedCost ?? 0) +
    ((vehicle?.costPerKm ?? 1) * distance) / units.distancePerKm +
    ((vehicle?.costPerHour ?? 0) * duration) / units.timePerHour
  );
}

/** Why order o is left out: the constraint that blocks it on every vehicle, alone on a route. */
export function unassignedReason(inst: Instance, o: number, sol: Sol): UnassignedOrder {
  const problem = inst.problem;
  const orderId = problem.orders[o]?.id ?? String(o);
  const V = inst.nVehicles;
  const counts = new Map<UnassignedReason, number>();
  const dimCounts = new Map<number, number>();
  let feasibleAlone = false;
  let freeFeasible = false;
  const used = new Set(sol.routes.map((r) => r.v));
  for (let v = 0; v < V; v++) {
    // A vehicle the order is held away from says nothing about why it did not fit.
    if (inst.notAllowed[o * V + v]) continue;
    let reason: UnassignedReason | null = null;
    if (inst.compat[o * V + v] === 0) reason = inst.skillMismatch[o * V + v] ? 'SKILL' : 'TERRITORY';
    else {
      const sim = simulateRoute(inst, v, [o], 1);
      if (sim.feasible) {
        feasibleAlone = true;
        if (!used.has(v)) freeFeasible = true;
        continue;
      }
      reason = failReason[sim.fail] ?? 'NO_FEASIBLE_INSERTION';
      if (sim.fail === Fail.Capacity) dimCounts.set(sim.failDim, (dimCounts.get(sim.failDim) ?? 0) + 1);
    }
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  if (feasibleAlone) {
    if (inst.optional[o]) return { orderId, reason: 'OPTIONAL_NOT_WORTH' };
    if (!freeFeasible || sol.routes.length >= inst.maxVehicles) return { orderId, reason: 'VEHICLE_LIMIT' };
    return { orderId, reason: 'NO_FEASIBLE_INSERTION' };
  }
  let reason: UnassignedReason = 'NO_FEASIBLE_INSERTION';
  let most = 0;
  for (const [r, c] of counts) {
    if (c > most) {
      most = c;
      reason = r;
    }
  }
  if (reason === 'CAPACITY') {
    let dim = 0;
    let m = 0;
    for (const [d, c] of dimCounts) if (c > m) [m, dim] = [c, d];
    return { orderId, reason, dimension: problem.dimensions[dim] ?? String(dim) };
  }
  return { orderId, reason };
}
