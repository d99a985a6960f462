import type { Plan, UnassignedReason } from '@rota/optimizer';
import { rows, sql, type Orm } from '../db/database.js';

/** The statements of storing a plan as a job's route version (result-store.ts makes the rows). */

/** The job's next route version number (1 for its first). */
export async function nextRouteVersion(tx: Orm, jobId: number): Promise<number> {
  const [versionRow] = await rows<{ next: number }>(
    tx,
    sql`SELECT coalesce(max(version), 0) + 1 AS next FROM job_routes WHERE job_id = ${jobId}`,
  );
  return versionRow?.next ?? 1;
}

export interface RouteVersionRow {
  jobId: number;
  version: number;
  sourceRouteId: number | null;
  status: string;
  isFeasible: boolean;
  totals: Plan['totals'];
  iterations: number;
  travelModel: unknown;
  violations: Plan['violations'];
}

/** A route version of a job; answers its id. */
export async function insertRouteVersion(tx: Orm, route: RouteVersionRow): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO job_routes (job_id, version, source_route_id, status, is_feasible, total_distance, total_duration,
          total_waiting, total_cost, iterations, travel_model, violations)
        VALUES (${route.jobId}, ${route.version}, ${route.sourceRouteId}, ${route.status}, ${route.isFeasible},
          ${route.totals.distance}, ${route.totals.duration}, ${route.totals.waiting}, ${route.totals.cost}, ${route.iterations},
          ${JSON.stringify(route.travelModel)}::jsonb, ${JSON.stringify(route.violations)}::jsonb)
        RETURNING id`,
  );
  return (row as { id: number }).id;
}

export interface RouteVehicleRow {
  routeId: number;
  vehicleId: number;
  colour: number;
  departure: string;
  end: string;
  distance: number;
  duration: number;
  waiting: number;
  service: number;
  cost: number;
  trips: number;
  /** Weight, volume and insurance used; null for a dimension the vehicle has no capacity in. */
  used: readonly [number | null, number | null, number | null];
  polyline: string;
}

/** A vehicle's route in a version; answers its id. */
export async function insertRouteVehicle(tx: Orm, vehicle: RouteVehicleRow): Promise<number> {
  const [vehicleRow] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO route_vehicles (route_id, vehicle_id, colour_index, departure, end_time, distance, duration, waiting,
          service, cost, trips, weight_capacity_used, volume_capacity_used, insurance_capacity_used, polyline)
        VALUES (${vehicle.routeId}, ${vehicle.vehicleId}, ${vehicle.colour}, ${vehicle.departure}, ${vehicle.end},
          ${vehicle.distance}, ${vehicle.duration}, ${vehicle.waiting}, ${vehicle.service}, ${vehicle.cost}, ${vehicle.trips},
          ${vehicle.used[0]}, ${vehicle.used[1]}, ${vehicle.used[2]}, ${vehicle.polyline})
        RETURNING id`,
  );
  return (vehicleRow as { id: number }).id;
}

/** A stop's times, load and leg as a plan stores them (a solve's stops and a live route's alike). */
export interface StopFigures {
  arrival: string;
  waiting: number;
  serviceStart: string;
  serviceEnd: string;
  load: readonly number[];
  distanceFromPrevious: number;
  durationFromPrevious: number;
  trip: number;
  polyline: string | null;
}

export interface RouteStopRow extends StopFigures {
  visitOrder: number;
  type: string;
  locationId: number | null;
  refNo: string;
  name: string;
  lat: number;
  lng: number;
}

/** A vehicle's stops (at least one); answers each one's id by its visit order. */
export function insertRouteStops(
  tx: Orm,
  routeVehicleId: number,
  stops: readonly RouteStopRow[],
): Promise<{ id: number; visit_order: number }[]> {
  const values = stops.map(
    (s) => sql`(${routeVehicleId}, ${s.visitOrder}, ${s.type}, ${s.locationId}, ${s.refNo}, ${s.name},
      ${s.lat}, ${s.lng}, ${s.arrival}, ${s.waiting}, ${s.serviceStart}, ${s.serviceEnd},
      ${JSON.stringify(s.load)}::jsonb, ${s.distanceFromPrevious}, ${s.durationFromPrevious}, ${s.trip}, ${s.polyline})`,
  );
  return rows<{ id: number; visit_order: number }>(
    tx,
    sql`INSERT INTO route_stops (route_vehicle_id, visit_order, type, location_id, location_ref_no, location_name,
          latitude, longitude, arrival, waiting, service_start, service_end, load, distance_from_previous,
          duration_from_previous, trip, polyline)
        VALUES ${sql.join(values, sql`, `)} RETURNING id, visit_order`,
  );
}

/** The orders each stop serves, in sequence (at least one link). */
export async function insertRouteStopOrders(
  tx: Orm,
  links: readonly { stopId: number | undefined; orderId: number; sequence: number }[],
): Promise<void> {
  const values = links.map((l) => sql`(${l.stopId}, ${l.orderId}, ${l.sequence})`);
  await tx.execute(
    sql`INSERT INTO route_stop_orders (route_stop_id, order_id, sequence) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** The orders a version left out, with why (at least one). */
export async function insertUnassignedOrders(
  tx: Orm,
  routeId: number,
  unassigned: Plan['unassigned'],
): Promise<void> {
  const values = unassigned.map(
    (u) => sql`(${routeId}, ${Number(u.orderId)}, ${u.reason}, ${u.dimension ?? null})`,
  );
  await tx.execute(
    sql`INSERT INTO route_unassigned_orders (route_id, order_id, reason, dimension) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** A stored stop with the orders it serves, in sequence. */
export interface StoredStopRow {
  route_vehicle_id: number;
  vehicle_id: number;
  visit_order: number;
  type: 'start' | 'depot' | 'visit';
  location_id: number | null;
  latitude: number;
  longitude: number;
  arrival: unknown;
  waiting: number;
  service_start: unknown;
  service_end: unknown;
  distance_from_previous: number;
  duration_from_previous: number;
  trip: number;
  order_ids: number[] | null;
}

/** A stored route version as written: its vehicles, their stops in visit order and its left-out orders. */
export async function readStoredRouteVersion(orm: Orm, routeId: number) {
  const vehicles = await rows<{
    id: number;
    vehicle_id: number;
    departure: unknown;
    end_time: unknown;
    distance: number;
    duration: number;
    waiting: number;
    service: number;
    cost: number;
    trips: number;
  }>(
    orm,
    sql`SELECT id, vehicle_id, departure, end_time, distance, duration, waiting, service, cost, trips FROM route_vehicles WHERE route_id = ${routeId} ORDER BY colour_index`,
  );
  const stops = await rows<StoredStopRow>(
    orm,
    sql`SELECT s.route_vehicle_id, rv.vehicle_id, s.visit_order, s.type, s.location_id, s.latitude, s.longitude, s.arrival, s.waiting,
          s.service_start, s.service_end, s.distance_from_previous, s.duration_from_previous, s.trip,
          (SELECT array_agg(so.order_id ORDER BY so.sequence) FROM route_stop_orders so WHERE so.route_stop_id = s.id) AS order_ids
        FROM route_stops s JOIN route_vehicles rv ON rv.id = s.route_vehicle_id WHERE rv.route_id = ${routeId}
        ORDER BY s.route_vehicle_id, s.visit_order`,
  );
  const unassigned = await rows<{ order_id: number; reason: UnassignedReason; dimension: string | null }>(
    orm,
    sql`SELECT order_id, reason, dimension FROM route_unassigned_orders WHERE route_id = ${routeId} ORDER BY order_id`,
  );
  return { vehicles, stops, unassigned };
}
