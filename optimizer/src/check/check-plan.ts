import type { Order, PlannedRoute, Problem, TimeWindow, Vehicle } from '../model/index.js';
import { at } from '../engine/indexing.js';

/**
 * The independent plan checker: it replays routes from the problem as given (its matrices,
 * vehicles, orders and job parameters), without any of the engine's compiled data, and lists
 * every hard constraint a route breaks. Benchmarks and `rota solve` count a plan only when this
 * checker finds nothing.
 *
 * The replay: a route leaves its start location at the shift start (an absent start location:
 * the route begins at its first stop, reached at the shift start); each leg takes the duration
 * matrix's time raised by the traffic severity rate; service starts at the arrival, or at the
 * opening of the first time window that closes at or after the arrival; a reload goes back to
 * the start location and spends the time in the DC. Precedence: each trip carries its deliveries
 * from the depot (all on board at the trip's departure), a pickup is on board from its stop to the
 * end of its trip; the load after every stop stays within each dimension's capacity times the
 * utilisation rate. The route's duration is measured with the departure delayed as far as it can
 * be without moving the return (as a planner would dispatch it).
 */

type CheckKind =
  | 'UNKNOWN_VEHICLE'
  | 'VEHICLE_REUSED'
  | 'FLEET_LIMIT'
  | 'UNKNOWN_ORDER'
  | 'ORDER_REPEATED'
  | 'ORDER_UNSERVED'
  | 'CAPACITY'
  | 'TIME_WINDOW'
  | 'SHIFT'
  | 'ROUTE_DURATION'
  | 'SKILL'
  | 'TERRITORY'
  | 'TRIPS'
  | 'IN_TRANSIT';

interface CheckError {
  readonly kind: CheckKind;
  readonly vehicleId?: string;
  readonly orderId?: string;
  /** The capacity dimension, for CAPACITY. */
  readonly dimension?: string;
  /** By how much the limit is broken (time units, amount or count). */
  readonly amount?: number;
  /** One line for people, e.g. "route V2: order 17 starts service at 980.20, after its window ends at 967". */
  readonly message: string;
}

/** A route to check: the vehicle and its stops in visit order; an empty order id is a reload. */
export interface RouteToCheck {
  readonly vehicleId: string;
  readonly orderIds: readonly string[];
}

export interface CheckReport {
  readonly errors: readonly CheckError[];
  /** Orders served by no route (optional ones included); not an error by itself. */
  readonly unserved: readonly string[];
  /** Summed over the routes, in the distance matrix's unit. */
  readonly distance: number;
  readonly vehicles: number;
}

/** Times and amounts are compared with this tolerance (floating-point sums of matrix entries). */
const EPSILON = 1e-6;

const RELOAD = '';

/** The routes of a plan in the checker's form (reloads as empty order ids). */
export function routesOfPlan(routes: readonly PlannedRoute[]): RouteToCheck[] {
  return routes.map((r) => ({
    vehicleId: r.vehicleId,
    orderIds: r.stops.map((s) => (s.kind === 'RELOAD' ? RELOAD : s.orderId)),
  }));
}

function hasAll(have: readonly string[] | undefined, need: readonly string[] | undefined): boolean {
  if (!need || need.length === 0) return true;
  const set = new Set(have ?? []);
  return need.every((s) => set.has(s));
}

function sameWindows(a: Order, b: Order): boolean {
  return JSON.stringify(a.timeWindows ?? []) === JSON.stringify(b.timeWindows ?? []);
}

/** The window service starts in for an arrival, or null when every window has closed. */
function windowFor(windows: readonly TimeWindow[] | undefined, arrival: number): TimeWindow | null {
  if (!windows || windows.length === 0) return { start: -Infinity, end: Infinity };
  return windows.find((w) => w.end + EPSILON >= arrival) ?? null;
}

interface Leg {
  readonly distance: number;
  readonly time: number;
}

/** Checks routes against the problem; `requireAll` makes every unserved non-optional order an error. */
export function checkRoutes(
  problem: Problem,
  routes: readonly RouteToCheck[],
  requireAll = true,
): CheckReport {
  const p = problem.parameters ?? {};
  const errors: CheckError[] = [];
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const orders = new Map(problem.orders.map((o) => [o.id, o]));
  const served = new Set<string>();
  const usedVehicles = new Set<string>();
  const { size, distance, duration } = problem.matrices;
  const traffic = 1 + (p.trafficSeverityRate ?? 0) / 100;
  const leg = (from: number | undefined, to: number | undefined): Leg => {
    if (from === undefined || to === undefined) return { distance: 0, time: 0 };
    const at = from * size + to;
    const d = distance[at];
    const t = duration[at];
    if (d === undefined || t === undefined)
      throw new RangeError(`leg ${from} -> ${to} is outside the ${size} x ${size} matrices`);
    return { distance: Number(d), time: Number(t) * traffic };
  };
  const rate = (p.vehicleCapacityUtilizationRate ?? 100) / 100;
  const territoryRule = new Map((problem.territories ?? []).map((t) => [t.id, t.separation]));
  const territoryHasVehicle = new Set(problem.vehicles.flatMap((v) => (v.territory ? [v.territory] : [])));
  let total = 0;
  const nonEmpty = routes.filter((r) => r.orderIds.some((id) => id !== RELOAD));
  if (p.maxVehicles !== undefined && p.maxVehicles > 0 && nonEmpty.length > p.maxVehicles)
    errors.push({
      kind: 'FLEET_LIMIT',
      amount: nonEmpty.length - p.maxVehicles,
      message: `${nonEmpty.length} routes, more than the ${p.maxVehicles} vehicles allowed`,
    });

  for (const route of nonEmpty) {
    const vehicleId = route.vehicleId;
    const vehicle = vehicles.get(vehicleId);
    if (!vehicle) {
      errors.push({ kind: 'UNKNOWN_VEHICLE', vehicleId, message: `route of unknown vehicle ${vehicleId}` });
      continue;
    }
    if (usedVehicles.has(vehicleId))
      errors.push({ kind: 'VEHICLE_REUSED', vehicleId, message: `vehicle ${vehicleId} drives two routes` });
    usedVehicles.add(vehicleId);
    const stops: (Order | null)[] = [];
    for (const id of route.orderIds) {
      if (id === RELOAD) {
        stops.push(null);
        continue;
      }
      const order = orders.get(id);
      if (!order) {
        errors.push({
          kind: 'UNKNOWN_ORDER',
          vehicleId,
          orderId: id,
          message: `route ${vehicleId}: unknown order ${id}`,
        });
        continue;
      }
      if (served.has(id))
        errors.push({
          kind: 'ORDER_REPEATED',
          vehicleId,
          orderId: id,
          message: `order ${id} is served twice`,
        });
      served.add(id);
      stops.push(order);
      checkCompatibility(
        order,
        vehicle,
        errors,
        p.ignoreCapabilities === true,
        territoryRule,
        territoryHasVehicle,
      );
    }
    total += replayRoute(problem, vehicle, stops, leg, rate, errors);
  }

  const unserved = problem.orders.filter((o) => !served.has(o.id)).map((o) => o.id);
  if (requireAll)
    for (const id of unserved)
      if (!orders.get(id)?.optional)
        errors.push({ kind: 'ORDER_UNSERVED', orderId: id, message: `order ${id} is not served` });
  return { errors, unserved, distance: total, vehicles: nonEmpty.length };
}

function checkCompatibility(
  order: Order,
  vehicle: Vehicle,
  errors: CheckError[],
  ignoreSkills: boolean,
  territoryRule: ReadonlyMap<string, 'HARD' | 'SOFT'>,
  territoryHasVehicle: ReadonlySet<string>,
): void {
  if (!ignoreSkills && !hasAll(vehicle.skills, order.requiredSkills))
    errors.push({
      kind: 'SKILL',
      vehicleId: vehicle.id,
      orderId: order.id,
      message: `vehicle ${vehicle.id} lacks a skill order ${order.id} requires (${(order.requiredSkills ?? []).join(', ')})`,
    });
  const t = order.territory;
  if (t && territoryRule.get(t) === 'HARD' && territoryHasVehicle.has(t) && vehicle.territory !== t)
    errors.push({
      kind: 'TERRITORY',
      vehicleId: vehicle.id,
      orderId: order.id,
      message: `order ${order.id} of hard territory ${t} is on vehicle ${vehicle.id} of another territory`,
    });
}

/** Replays one route (null stops are reloads), pushes what it breaks, returns its distance. */
function replayRoute(
  problem: Problem,
  vehicle: Vehicle,
  stops: readonly (Order | null)[],
  leg: (from: number | undefined, to: number | undefined) => Leg,
  rate: number,
  errors: CheckError[],
): number {
  const p = problem.parameters ?? {};
  const id = vehicle.id;
  const serviceMax = p.serviceDurationFunction === 'MAX';
  const hardWindows = !p.ignoreTimeWindows;
  // Trips: the stops between reloads.
  const trips: Order[][] = [[]];
  for (const s of stops) {
    if (s === null) trips.push([]);
    else trips[trips.length - 1]?.push(s);
  }
  const maxTrips = Math.max(1, p.maximumNumberOfTrips ?? 1);
  if (trips.length > maxTrips)
    errors.push({
      kind: 'TRIPS',
      vehicleId: id,
      amount: trips.length - maxTrips,
      message: `route ${id}: ${trips.length} trips, more than the ${maxTrips} allowed`,
    });
  if (!p.ignoreCapacity) checkLoads(problem, vehicle, trips, rate, errors);

  const depot = vehicle.startLocation;
  let at = depot;
  let t = vehicle.shift.start;
  let dist = 0;
  let waited = 0;
  // How far the departure can be delayed without any service starting after its window.
  let delay = Infinity;
  let tripStart = t;
  let tripIndex = 0;
  let previous: Order | null = null;
  let visitEnd = t;
  let visitLongest = 0;
  // Per stop: service start and end, trip, the waiting so far on the first trip, the trip's start.
  const onBoard: {
    order: Order;
    start: number;
    end: number;
    trip: number;
    waited: number;
    tripStart: number;
  }[] = [];
  const tripEnds: number[] = [];
  for (const s of stops) {
    if (s === null) {
      const back = leg(at, depot);
      dist += back.distance;
      tripEnds.push(t + back.time);
      t += back.time + (p.timeSpentInDc ?? 0);
      at = depot;
      tripStart = t;
      tripIndex++;
      previous = null;
      continue;
    }
    // MAX: an order at the same place, of the same type and windows, joins the visit before it.
    if (
      serviceMax &&
      previous &&
      previous.location === s.location &&
      previous.type === s.type &&
      sameWindows(previous, s)
    ) {
      const visitStart = visitEnd - visitLongest;
      visitLongest = Math.max(visitLongest, s.serviceDuration);
      t = visitStart + visitLongest;
      visitEnd = t;
      onBoard.push({ order: s, start: visitStart, end: t, trip: tripIndex, waited, tripStart });
      previous = s;
      continue;
    }
    const go = leg(at, s.location);
    dist += go.distance;
    const arrival = t + go.time;
    const window = windowFor(s.timeWindows, arrival);
    let start = arrival;
    if (window === null) {
      const last = s.timeWindows?.[s.timeWindows.length - 1];
      if (hardWindows)
        errors.push({
          kind: 'TIME_WINDOW',
          vehicleId: id,
          orderId: s.id,
          amount: arrival - (last?.end ?? arrival),
          message: `route ${id}: order ${s.id} is reached at ${arrival.toFixed(2)}, after its last window closes at ${last?.end ?? '?'}`,
        });
    } else {
      start = Math.max(arrival, window.start);
      waited += start - arrival;
      if (tripIndex === 0) delay = Math.min(delay, waited + (window.end - start));
    }
    t = start + s.serviceDuration;
    visitEnd = t;
    visitLongest = s.serviceDuration;
    onBoard.push({ order: s, start, end: t, trip: tripIndex, waited, tripStart });
    at = s.location;
    previous = s;
  }
  const home = vehicle.endLocation;
  const last = leg(at, home);
  dist += last.distance;
  const end = t + last.time;
  tripEnds.push(end);
  // Ignoring time windows relaxes the shift's end too (lateness is priced, not refused).
  if (hardWindows && end > vehicle.shift.end + EPSILON)
    errors.push({
      kind: 'SHIFT',
      vehicleId: id,
      amount: end - vehicle.shift.end,
      message: `route ${id} ends at ${end.toFixed(2)}, after the shift ends at ${vehicle.shift.end}`,
    });
  // A multi-trip route keeps its departure (later trips have no slack measured).
  const shift = tripIndex > 0 ? 0 : Math.max(0, Math.min(delay, waited));
  const departure = vehicle.shift.start + shift;
  const routeDuration = end - departure;
  if (p.maxRouteDuration !== undefined && routeDuration > p.maxRouteDuration + EPSILON)
    errors.push({
      kind: 'ROUTE_DURATION',
      vehicleId: id,
      amount: routeDuration - p.maxRouteDuration,
      message: `route ${id} lasts ${routeDuration.toFixed(2)}, longer than the ${p.maxRouteDuration} allowed`,
    });
  if (p.maximumInTransitDuration !== undefined) {
    const limit = p.maximumInTransitDuration;
    for (const x of onBoard) {
      // The delayed departure moves a first-trip stop by what its waiting so far does not absorb.
      const moved = x.trip === 0 ? Math.max(0, shift - x.waited) : 0;
      const begin = x.trip === 0 ? departure : x.tripStart;
      const held =
        x.order.type === 'PICKUP' ? (tripEnds[x.trip] ?? end) - (x.end + moved) : x.start + moved - begin;
      if (held > limit + EPSILON)
        errors.push({
          kind: 'IN_TRANSIT',
          vehicleId: id,
          orderId: x.order.id,
          amount: held - limit,
          message: `route ${id}: order ${x.order.id} is on board ${held.toFixed(2)}, longer than the ${limit} allowed`,
        });
    }
  }
  return dist;
}

/** Per trip and dimension: deliveries on board from the depot, pickups from their stop to the trip's end. */
function checkLoads(
  problem: Problem,
  vehicle: Vehicle,
  trips: readonly (readonly Order[])[],
  rate: number,
  errors: CheckError[],
): void {
  problem.dimensions.forEach((name, d) => {
    const capacity = at(vehicle.capacity, d) * rate;
    let worst = 0;
    for (const trip of trips) {
      let load = trip.reduce((s, o) => s + (o.type === 'DELIVERY' ? at(o.amounts, d) : 0), 0);
      worst = Math.max(worst, load);
      for (const o of trip) {
        load += o.type === 'DELIVERY' ? -at(o.amounts, d) : at(o.amounts, d);
        worst = Math.max(worst, load);
      }
    }
    if (worst > capacity + EPSILON)
      errors.push({
        kind: 'CAPACITY',
        vehicleId: vehicle.id,
        dimension: name,
        amount: worst - capacity,
        message: `route ${vehicle.id} carries ${worst} of ${name}, more than its capacity ${capacity}`,
      });
  });
}
