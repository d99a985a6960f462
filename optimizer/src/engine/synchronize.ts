import type { PlannedRoute, Violation } from '../model/index.js';
import type { Instance } from './instance.js';
import { at } from './indexing.js';

/**
 * How much later route `route` can run as a whole (departure, every stop and the return moved
 * by the same amount): each order's service start stays inside the window it uses, and the
 * return stays inside the shift. Waiting, durations, loads and in-transit times do not change.
 */
function slackOf(inst: Instance, v: number, route: PlannedRoute, indexOf: Map<string, number>): number {
  let slack = at(inst.shiftEnd, v) - route.end;
  for (const s of route.stops) {
    if (s.kind !== 'ORDER') continue;
    const o = indexOf.get(s.orderId);
    if (o === undefined) return 0;
    let room = 0;
    for (let w = at(inst.twOff, o); w < at(inst.twOff, o + 1); w++) {
      const close = at(inst.twClose, w);
      if (close >= s.serviceStart - 1e-9 && at(inst.twOpen, w) <= s.serviceStart + 1e-9) {
        room = close - s.serviceStart;
        break;
      }
    }
    slack = Math.min(slack, room);
  }
  return Math.max(0, slack);
}

function shifted(route: PlannedRoute, by: number): PlannedRoute {
  if (by <= 0) return route;
  return {
    ...route,
    departure: route.departure + by,
    end: route.end + by,
    stops: route.stops.map((s) => ({
      ...s,
      arrival: s.arrival + by,
      serviceStart: s.serviceStart + by,
      serviceEnd: s.serviceEnd + by,
    })),
  };
}

/**
 * Synchronized return to the depot: routes returning more than `limit` before the latest return
 * start later (within their shift and time windows) so that the returns lie within `limit`
 * of each other. A route that cannot move far enough is reported as a SYNCHRONIZED_ARRIVAL
 * violation by how much it still returns too early. Open routes (no end location) take no part.
 */
export function synchronizeReturns(
  inst: Instance,
  routes: readonly PlannedRoute[],
  vehicles: readonly number[],
  limit: number,
  violations: Violation[],
): PlannedRoute[] {
  const returning = routes
    .map((_, i) => i)
    .filter((i) => inst.problem.vehicles[at(vehicles, i)]?.endLocation !== undefined);
  if (!(limit > 0) || returning.length < 2) return routes.slice();
  const latest = Math.max(...returning.map((i) => routes[i]?.end ?? -Infinity));
  const target = latest - limit;
  const indexOf = new Map(inst.problem.orders.map((o, i) => [o.id, i]));
  const out = routes.slice();
  for (const i of returning) {
    const route = routes[i];
    const v = at(vehicles, i);
    if (!route || route.end >= target - 1e-9) continue;
    const moved = shifted(route, Math.min(target - route.end, slackOf(inst, v, route, indexOf)));
    out[i] = moved;
    const early = target - moved.end;
    if (early > 1e-9)
      violations.push({ kind: 'SYNCHRONIZED_ARRIVAL', vehicleId: route.vehicleId, amount: early });
  }
  return out;
}
