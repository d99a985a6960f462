import { rows, sql, type Orm } from '../db/database.js';
import type { StopFigures } from '../solver/route-version.repository.js';

/**
 * Writes of live dispatching: a live route's stops rewritten in place (each visit keeps its row,
 * so what the driver reported at it stays attached), reload stops made again, the route's
 * figures and the version's totals, and the visit orders the reports repeat.
 */

/** One stop of a route as it is written: an existing row (by id) or a new reload stop. */
export interface RouteStopWrite extends StopFigures {
  /** Null: a reload stop to insert at this place. */
  id: number | null;
  type: 'start' | 'depot' | 'visit';
  place: { locationId: number | null; refNo: string; name: string; lat: number; lng: number };
}

export interface RouteVehicleWrite {
  routeVehicleId: number;
  departure: string;
  endTime: string;
  distance: number;
  duration: number;
  waiting: number;
  service: number;
  cost: number;
  trips: number;
  /** Per dimension (weight, volume, value); null where the vehicle has no capacity. */
  used: readonly (number | null)[];
  polyline: string;
  stops: RouteStopWrite[];
}

/**
 * Locks the route vehicles for the change and answers their visits' ids in visit order and the
 * stops someone reported at, so a change made meanwhile is noticed.
 */
export async function lockRoutes(
  tx: Orm,
  routeVehicleIds: readonly number[],
): Promise<{ visits: Map<number, number[]>; started: Set<number> }> {
  const ids = sql.join(
    routeVehicleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`SELECT id FROM route_vehicles WHERE id IN (${ids}) ORDER BY id FOR UPDATE`);
  const found = await rows<{ id: number; route_vehicle_id: number; started: boolean }>(
    tx,
    sql`SELECT s.id, s.route_vehicle_id,
               EXISTS (SELECT 1 FROM tracking_visit_events e WHERE e.route_stop_id = s.id) AS started
          FROM route_stops s
         WHERE s.route_vehicle_id IN (${ids}) AND s.type = 'visit'
         ORDER BY s.route_vehicle_id, s.visit_order`,
  );
  const visits = new Map<number, number[]>(routeVehicleIds.map((id) => [id, []]));
  const started = new Set<number>();
  for (const row of found) {
    visits.get(row.route_vehicle_id)?.push(Number(row.id));
    if (row.started) started.add(Number(row.id));
  }
  return { visits, started };
}

/** Rewrites the routes: their stops in the given order (reload stops made again) and their figures. */
export async function rewriteRoutes(
  tx: Orm,
  routeId: number,
  routes: readonly RouteVehicleWrite[],
): Promise<void> {
  const ids = sql.join(
    routes.map((r) => sql`${r.routeVehicleId}`),
    sql`, `,
  );
  const kept = routes.flatMap((r) => r.stops.flatMap((s) => (s.id === null ? [] : [s.id])));
  const keptList = sql.join(
    kept.map((id) => sql`${id}`),
    sql`, `,
  );
  // Reload stops are derived from the order of visits: the ones of the old order go.
  await tx.execute(
    sql`DELETE FROM route_stops WHERE route_vehicle_id IN (${ids}) AND type = 'depot'
          AND id NOT IN (${keptList})`,
  );
  // Out of the way of the (route vehicle, visit order) key first.
  await tx.execute(
    sql`UPDATE route_stops SET visit_order = visit_order + 100000
         WHERE route_vehicle_id IN (${ids}) OR id IN (${keptList})`,
  );
  for (const route of routes) {
    for (const [visitOrder, stop] of route.stops.entries()) {
      if (stop.id === null) {
        await tx.execute(
          sql`INSERT INTO route_stops (route_vehicle_id, visit_order, type, location_id, location_ref_no, location_name,
                latitude, longitude, arrival, waiting, service_start, service_end, load, distance_from_previous,
                duration_from_previous, trip, polyline)
              VALUES (${route.routeVehicleId}, ${visitOrder}, ${stop.type}, ${stop.place.locationId}, ${stop.place.refNo},
                ${stop.place.name}, ${stop.place.lat}, ${stop.place.lng}, ${stop.arrival}, ${stop.waiting},
                ${stop.serviceStart}, ${stop.serviceEnd}, ${JSON.stringify(stop.load)}::jsonb,
                ${stop.distanceFromPrevious}, ${stop.durationFromPrevious}, ${stop.trip}, ${stop.polyline})`,
        );
        continue;
      }
      await tx.execute(
        sql`UPDATE route_stops SET route_vehicle_id = ${route.routeVehicleId}, visit_order = ${visitOrder},
              arrival = ${stop.arrival}, waiting = ${stop.waiting}, service_start = ${stop.serviceStart},
              service_end = ${stop.serviceEnd}, load = ${JSON.stringify(stop.load)}::jsonb,
              distance_from_previous = ${stop.distanceFromPrevious}, duration_from_previous = ${stop.durationFromPrevious},
              trip = ${stop.trip}, polyline = ${stop.polyline}
            WHERE id = ${stop.id}`,
      );
    }
    await tx.execute(
      sql`UPDATE route_vehicles SET departure = ${route.departure}, end_time = ${route.endTime},
            distance = ${route.distance}, duration = ${route.duration}, waiting = ${route.waiting},
            service = ${route.service}, cost = ${route.cost}, trips = ${route.trips},
            weight_capacity_used = ${route.used[0] ?? null}, volume_capacity_used = ${route.used[1] ?? null},
            insurance_capacity_used = ${route.used[2] ?? null}, polyline = ${route.polyline}
          WHERE id = ${route.routeVehicleId}`,
    );
  }
  // What the drivers reported repeats the stop's route and visit order: they follow the stop.
  for (const table of [sql`tracking_visit_events`, sql`tracking_step_results`]) {
    await tx.execute(
      sql`UPDATE ${table} e SET visit_order = s.visit_order, route_vehicle_id = s.route_vehicle_id,
            vehicle_id = rv.vehicle_id
          FROM route_stops s JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
         WHERE e.route_stop_id = s.id AND s.route_vehicle_id IN (${ids})
           AND (e.visit_order <> s.visit_order OR e.route_vehicle_id <> s.route_vehicle_id)`,
    );
  }
  await tx.execute(
    sql`UPDATE job_routes r SET total_distance = t.distance, total_duration = t.duration, total_waiting = t.waiting,
          total_cost = t.cost
        FROM (SELECT coalesce(sum(distance), 0) AS distance, coalesce(sum(duration), 0) AS duration,
                     coalesce(sum(waiting), 0) AS waiting, coalesce(sum(cost), 0) AS cost
                FROM route_vehicles WHERE route_id = ${routeId}) t
       WHERE r.id = ${routeId}`,
  );
}

/** The approved version a job's live plan is. */
export async function liveRouteIdOf(orm: Orm, jobId: number): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    orm,
    sql`SELECT r.id FROM jobs j JOIN job_routes r ON r.id = j.current_route_id AND r.is_approved = true
         WHERE j.id = ${jobId}`,
  );
  return row ? Number(row.id) : null;
}
