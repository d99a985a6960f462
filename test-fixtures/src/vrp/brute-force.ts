import type { Order, Problem, Vehicle } from '@rota/optimizer';

/**
 * Exact optimum of a tiny problem by enumeration: every order on every vehicle in every order
 * of visit. Supports capacities per dimension (deliveries and pickups), time windows, shifts,
 * skills and open routes; every order must be served; cost = total distance plus fixed costs.
 * Returns Infinity when no plan serves every order. Keep to about 7 orders and 3 vehicles.
 */
export function bruteForceOptimum(problem: Problem): number {
  const routes: number[][] = problem.vehicles.map(() => []);
  let best = Infinity;
  const n = problem.orders.length;
  const place = (i: number, partial: number): void => {
    if (partial >= best) return;
    if (i === n) {
      best = Math.min(best, partial);
      return;
    }
    routes.forEach((route, v) => {
      const vehicle = problem.vehicles[v] as Vehicle;
      const before = routeCost(problem, vehicle, route);
      for (let k = 0; k <= route.length; k++) {
        route.splice(k, 0, i);
        const after = routeCost(problem, vehicle, route);
        if (after < Infinity) place(i + 1, partial - before + after);
        route.splice(k, 1);
      }
    });
  };
  place(0, 0);
  return best;
}

/** Distance plus fixed cost of one route, Infinity when infeasible; 0 for an empty route. */
export function routeCost(problem: Problem, vehicle: Vehicle, route: readonly number[]): number {
  if (route.length === 0) return 0;
  const m = problem.matrices;
  const at = (a: number | undefined, b: number | undefined, which: 'distance' | 'duration'): number =>
    a === undefined || b === undefined ? 0 : Number(m[which][a * m.size + b] ?? 0);
  const orders = route.map((i) => problem.orders[i] as Order);
  for (let d = 0; d < problem.dimensions.length; d++) {
    let load = orders.reduce((s, o) => s + (o.type === 'DELIVERY' ? (o.amounts[d] ?? 0) : 0), 0);
    if (load > (vehicle.capacity[d] ?? 0)) return Infinity;
    for (const o of orders) {
      load += (o.type === 'PICKUP' ? 1 : -1) * (o.amounts[d] ?? 0);
      if (load > (vehicle.capacity[d] ?? 0)) return Infinity;
    }
  }
  const skills = new Set(vehicle.skills ?? []);
  if (orders.some((o) => (o.requiredSkills ?? []).some((s) => !skills.has(s)))) return Infinity;
  let t = vehicle.shift.start;
  let loc = vehicle.startLocation;
  let distance = 0;
  for (const o of orders) {
    t += at(loc, o.location, 'duration');
    distance += at(loc, o.location, 'distance');
    const windows = o.timeWindows ?? [];
    if (windows.length > 0) {
      const w = windows.find((x) => x.end >= t);
      if (!w) return Infinity;
      t = Math.max(t, w.start);
    }
    t += o.serviceDuration;
    loc = o.location;
  }
  t += at(loc, vehicle.endLocation, 'duration');
  distance += at(loc, vehicle.endLocation, 'distance');
  if (t > vehicle.shift.end) return Infinity;
  return distance + (vehicle.fixedCost ?? 0);
}
