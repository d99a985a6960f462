import type { Plan, PlannedRoute, PlannedStop } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import type { BuiltProblem } from './problem-builder.js';
import { readStoredRouteVersion, type StoredStopRow as StopRow } from './route-version.repository.js';

/**
 * Reads a stored route version back as the optimizer's Plan over the job's problem, so that an
 * independent checker can replay it: what is in the database, not what the solver returned.
 */
export async function loadStoredPlan(orm: Orm, routeId: number, built: BuiltProblem): Promise<Plan> {
  const { problem, context } = built;
  const seconds = (value: unknown) =>
    ((value instanceof Date ? value : new Date(String(value))).getTime() - context.dayStartMs) / 1000;
  const placeOf = (s: StopRow): number => {
    const index = context.places.findIndex((p) =>
      s.location_id !== null
        ? p.locationId === s.location_id
        : p.locationId === null && p.lat === s.latitude && p.lng === s.longitude,
    );
    if (index < 0)
      throw new Error(`stored stop at ${s.latitude},${s.longitude} is not a place of the problem`);
    return index;
  };
  const { vehicles, stops, unassigned } = await readStoredRouteVersion(orm, routeId);
  const orders = new Map(problem.orders.map((o) => [o.id, o]));
  const routes: PlannedRoute[] = vehicles.map((v) => {
    const own = stops.filter((s) => s.route_vehicle_id === v.id);
    const vehicle = problem.vehicles.find((pv) => pv.id === String(v.vehicle_id));
    const last = own[own.length - 1];
    const hasEnd =
      vehicle?.endLocation !== undefined &&
      last !== undefined &&
      last.type === 'depot' &&
      last.visit_order > 0;
    const middle = own.filter((s) => s.visit_order > 0 && !(hasEnd && s === last));
    const planned: PlannedStop[] = [];
    for (const s of middle) {
      if (s.type === 'depot') {
        planned.push({
          kind: 'RELOAD',
          orderId: '',
          location: placeOf(s),
          arrival: seconds(s.arrival),
          waiting: s.waiting,
          serviceStart: seconds(s.service_start),
          serviceEnd: seconds(s.service_end),
          loadAfter: [],
          distanceFromPrevious: s.distance_from_previous,
          durationFromPrevious: s.duration_from_previous,
          trip: s.trip,
        });
        continue;
      }
      let start = seconds(s.service_start);
      (s.order_ids ?? []).forEach((orderId, i) => {
        const order = orders.get(String(orderId));
        const end = start + (order?.serviceDuration ?? 0);
        planned.push({
          kind: 'ORDER',
          orderId: String(orderId),
          location: placeOf(s),
          arrival: i === 0 ? seconds(s.arrival) : start,
          waiting: i === 0 ? s.waiting : 0,
          serviceStart: start,
          serviceEnd: end,
          loadAfter: [],
          distanceFromPrevious: i === 0 ? s.distance_from_previous : 0,
          durationFromPrevious: i === 0 ? s.duration_from_previous : 0,
          trip: s.trip,
        });
        start = end;
      });
    }
    return {
      vehicleId: String(v.vehicle_id),
      departure: seconds(v.departure),
      end: seconds(v.end_time),
      stops: planned,
      distanceToEnd: hasEnd && last ? last.distance_from_previous : 0,
      durationToEnd: hasEnd && last ? last.duration_from_previous : 0,
      distance: v.distance,
      duration: v.duration,
      waiting: v.waiting,
      service: v.service,
      cost: v.cost,
      trips: v.trips,
      capacityUsed: [],
    };
  });
  return {
    routes,
    unassigned: unassigned.map((u) => ({
      orderId: String(u.order_id),
      reason: u.reason,
      ...(u.dimension ? { dimension: u.dimension } : {}),
    })),
    violations: [],
    totals: {
      vehicles: routes.length,
      distance: routes.reduce((s, r) => s + r.distance, 0),
      duration: routes.reduce((s, r) => s + r.duration, 0),
      waiting: routes.reduce((s, r) => s + r.waiting, 0),
      cost: routes.reduce((s, r) => s + r.cost, 0),
      assigned: problem.orders.length - unassigned.length,
      unassigned: unassigned.length,
    },
    iterations: 0,
    elapsedMs: 0,
    stoppedBy: 'TIME_LIMIT',
  };
}
