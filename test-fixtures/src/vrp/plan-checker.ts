import type { Order, Plan, PlannedRoute, Problem, Vehicle } from '@rota/optimizer';

/**
 * An independent feasibility checker for optimizer plans. It re-derives every schedule from the
 * problem (matrices, windows, service durations) and the route's departure, and reports each
 * broken hard constraint as a readable message. Relaxed constraints (the `ignore...` parameters)
 * are not errors, but the plan must then report them as violations.
 */
export function checkPlan(problem: Problem, plan: Plan): string[] {
  const errors: string[] = [];
  const orders = new Map(problem.orders.map((o) => [o.id, o]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const served = new Map<string, number>();
  const usedVehicles = new Set<string>();
  for (const route of plan.routes) {
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      errors.push(`route of unknown vehicle ${route.vehicleId}`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) errors.push(`vehicle ${vehicle.id} has two routes`);
    usedVehicles.add(vehicle.id);
    for (const stop of route.stops) {
      if (stop.kind === 'ORDER') served.set(stop.orderId, (served.get(stop.orderId) ?? 0) + 1);
    }
    errors.push(...checkRoute(problem, vehicle, route, orders));
  }
  for (const [id, count] of served) {
    if (!orders.has(id)) errors.push(`unknown order ${id} served`);
    if (count > 1) errors.push(`order ${id} served ${count} times`);
  }
  const unassigned = new Set<string>();
  for (const u of plan.unassigned) {
    if (served.has(u.orderId)) errors.push(`order ${u.orderId} both served and unassigned`);
    if (unassigned.has(u.orderId)) errors.push(`order ${u.orderId} listed twice as unassigned`);
    unassigned.add(u.orderId);
    if (!u.reason) errors.push(`order ${u.orderId} unassigned without a reason`);
  }
  for (const o of problem.orders) {
    if (!served.has(o.id) && !unassigned.has(o.id))
      errors.push(`order ${o.id} neither served nor unassigned`);
  }
  const p = problem.parameters ?? {};
  if (p.maxVehicles !== undefined && plan.routes.length > p.maxVehicles)
    errors.push(`${plan.routes.length} vehicles > max ${p.maxVehicles}`);
  return errors;
}

const EPS = 1e-6;

function leg(
  problem: Problem,
  from: number | undefined,
  to: number | undefined,
): { distance: number; duration: number } {
  if (from === undefined || to === undefined) return { distance: 0, duration: 0 };
  const m = problem.matrices;
  const traffic = 1 + (problem.parameters?.trafficSeverityRate ?? 0) / 100;
  return {
    distance: Number(m.distance[from * m.size + to] ?? 0),
    duration: Number(m.duration[from * m.size + to] ?? 0) * traffic,
  };
}

function hasSkills(vehicle: Vehicle, order: Order): boolean {
  const have = new Set(vehicle.skills ?? []);
  return (order.requiredSkills ?? []).every((s) => have.has(s));
}

function breaksHardTerritory(problem: Problem, vehicle: Vehicle, order: Order): boolean {
  const rule = problem.territories?.find((t) => t.id === order.territory);
  if (!rule || rule.separation !== 'HARD') return false;
  const owned = problem.vehicles.some((v) => v.territory === order.territory);
  return owned && vehicle.territory !== order.territory;
}

function checkRoute(
  problem: Problem,
  vehicle: Vehicle,
  route: PlannedRoute,
  orders: Map<string, Order>,
): string[] {
  const errors: string[] = [];
  const p = problem.parameters ?? {};
  const at = (msg: string): string => `vehicle ${vehicle.id}: ${msg}`;
  const rate = (p.vehicleCapacityUtilizationRate ?? 100) / 100;
  const dims = problem.dimensions.length;
  if (route.departure < vehicle.shift.start - EPS)
    errors.push(at(`departs ${route.departure} before shift start ${vehicle.shift.start}`));
  const trips: Order[][] = [[]];
  let t = route.departure;
  let loc = vehicle.startLocation;
  let distance = 0;
  let tripDeparture = route.departure;
  const starts: { order: Order; start: number; end: number; trip: number }[] = [];
  const tripEnds: number[] = [];
  for (const stop of route.stops) {
    const l = leg(problem, loc, stop.location);
    distance += l.distance;
    const arrival = t + l.duration;
    if (Math.abs(arrival - stop.arrival) > EPS)
      errors.push(at(`stop ${stop.orderId || 'reload'} arrival ${stop.arrival} != ${arrival}`));
    if (stop.kind === 'RELOAD') {
      if (stop.location !== vehicle.startLocation) errors.push(at('reload away from the start depot'));
      tripEnds.push(arrival);
      t = arrival + (p.timeSpentInDc ?? 0);
      if (Math.abs(t - stop.serviceEnd) > EPS) errors.push(at(`reload ends ${stop.serviceEnd} != ${t}`));
      tripDeparture = t;
      trips.push([]);
      loc = stop.location;
      continue;
    }
    const order = orders.get(stop.orderId);
    if (!order) continue;
    if (stop.location !== order.location)
      errors.push(at(`order ${order.id} served at location ${stop.location}`));
    if (stop.serviceStart < arrival - EPS) errors.push(at(`order ${order.id} served before arrival`));
    if (Math.abs(stop.serviceEnd - stop.serviceStart - order.serviceDuration) > EPS)
      errors.push(at(`order ${order.id} service length`));
    const windows = order.timeWindows ?? [];
    const inWindow =
      windows.length === 0 ||
      windows.some((w) => stop.serviceStart >= w.start - EPS && stop.serviceStart <= w.end + EPS);
    if (!inWindow && !p.ignoreTimeWindows)
      errors.push(at(`order ${order.id} starts ${stop.serviceStart} outside its windows`));
    if (windows.length > 0 && !windows.some((w) => stop.serviceStart >= w.start - EPS))
      errors.push(at(`order ${order.id} starts before its first window`));
    if (!hasSkills(vehicle, order) && !p.ignoreCapabilities)
      errors.push(at(`order ${order.id} needs skills the vehicle lacks`));
    if (breaksHardTerritory(problem, vehicle, order))
      errors.push(at(`order ${order.id} outside its hard territory`));
    (trips[trips.length - 1] as Order[]).push(order);
    starts.push({
      order,
      start: stop.serviceStart - tripDeparture,
      end: stop.serviceEnd,
      trip: trips.length - 1,
    });
    t = stop.serviceEnd;
    loc = stop.location;
  }
  const back =
    vehicle.endLocation === undefined ? { distance: 0, duration: 0 } : leg(problem, loc, vehicle.endLocation);
  distance += back.distance;
  const end = t + back.duration;
  tripEnds.push(end);
  if (Math.abs(end - route.end) > EPS) errors.push(at(`end ${route.end} != ${end}`));
  if (Math.abs(distance - route.distance) > EPS * Math.max(1, distance))
    errors.push(at(`distance ${route.distance} != ${distance}`));
  if (end > vehicle.shift.end + EPS && !p.ignoreTimeWindows)
    errors.push(at(`ends ${end} after shift end ${vehicle.shift.end}`));
  const maxTrips = Math.max(1, p.maximumNumberOfTrips ?? 1);
  if (trips.length > maxTrips) errors.push(at(`${trips.length} trips > ${maxTrips}`));
  const duration = end - route.departure;
  if (p.maxRouteDuration !== undefined && duration > p.maxRouteDuration + EPS)
    errors.push(at(`duration ${duration} > ${p.maxRouteDuration}`));
  if (!p.ignoreCapacity) {
    trips.forEach((trip, ti) => {
      for (let d = 0; d < dims; d++) {
        const cap = (vehicle.capacity[d] ?? 0) * rate;
        let load = trip.reduce((s, o) => s + (o.type === 'DELIVERY' ? (o.amounts[d] ?? 0) : 0), 0);
        let peak = load;
        for (const o of trip) {
          load += (o.type === 'PICKUP' ? 1 : -1) * (o.amounts[d] ?? 0);
          peak = Math.max(peak, load);
        }
        if (peak > cap + EPS)
          errors.push(at(`trip ${ti + 1} carries ${peak} ${problem.dimensions[d]} > ${cap}`));
      }
    });
  }
  if (p.maximumInTransitDuration !== undefined) {
    for (const s of starts) {
      const onBoard = s.order.type === 'DELIVERY' ? s.start : (tripEnds[s.trip] ?? end) - s.end;
      if (onBoard > p.maximumInTransitDuration + EPS)
        errors.push(at(`order ${s.order.id} in transit ${onBoard} > ${p.maximumInTransitDuration}`));
    }
  }
  return errors;
}
