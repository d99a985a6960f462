import { ROUTE_PALETTE } from '@rota/core';
import type {
  DistanceBasis,
  JobOverview,
  PlanStats,
  RouteLocation,
  RouteOrder,
  RouteResult,
  RouteVersion,
  VehicleGroup,
  VehicleWithAssignedLocations,
} from '@rota/core/daily-plan';
import { first, rows, sql, type Orm } from '../db/database.js';
import { vehiclesInUseElsewhere } from './route-approval.repository.js';
import type { JobRecord } from './job.repository.js';

interface RouteRow {
  id: number;
  version: number;
  source_route_id: number | null;
  status: string;
  is_feasible: boolean;
  is_approved: boolean | null;
  number_of_changes: number;
  total_distance: number;
  total_duration: number;
  /** The travel model and basis the plan was made on (`storePlan`); absent on a version list row. */
  travel_model?: { engine?: string; estimate?: boolean; fallbackReason?: string } | null;
}

/** Straight-line estimates or road distances: a plan stored before engines were recorded is an estimate. */
export function distanceBasisOf(route: Pick<RouteRow, 'travel_model'>): DistanceBasis {
  const model = route.travel_model ?? {};
  return {
    engine: model.engine ?? 'geometric',
    isStraightLineEstimate: model.estimate ?? true,
    fallbackReason: model.fallbackReason ?? null,
  };
}

interface VehicleRow {
  id: number;
  vehicle_id: number;
  ref_no: string;
  plate: string;
  colour_index: number;
  distance: number;
  duration: number;
  weight_capacity_used: number | null;
  volume_capacity_used: number | null;
  insurance_capacity_used: number | null;
  driver_name: string | null;
}

interface StopRow {
  id: number;
  route_vehicle_id: number;
  visit_order: number;
  type: 'start' | 'depot' | 'visit';
  location_ref_no: string;
  location_name: string;
  address: string | null;
  client: string | null;
  note: string | null;
  latitude: number;
  longitude: number;
  arrival: unknown;
  service_start: unknown;
  service_end: unknown;
  waiting: number;
  distance_from_previous: number;
  duration_from_previous: number;
  polyline: string | null;
  is_depot: boolean | null;
}

interface StopOrderRow extends RouteOrder {
  route_stop_id: number;
  weight: number;
  volume: number;
  monetary_value: number;
}

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** hh:mm:ss of seconds. */
export function hhmmss(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export async function routeOfJob(
  orm: Orm,
  job: JobRecord,
  routeId: number | null,
): Promise<RouteRow | undefined> {
  const id = routeId ?? job.currentRouteId;
  if (id === null) return undefined;
  return first<RouteRow>(
    orm,
    sql`SELECT id, version, source_route_id, status, is_feasible, is_approved, number_of_changes, total_distance, total_duration,
          travel_model
        FROM job_routes WHERE id = ${id} AND job_id = ${job.id}`,
  );
}

export async function versionsOf(orm: Orm, job: JobRecord): Promise<RouteVersion[]> {
  const found = await rows<RouteRow & { source_version: number | null }>(
    orm,
    sql`SELECT r.id, r.version, s.version AS source_version, r.is_feasible, r.number_of_changes, r.total_distance, r.total_duration
        FROM job_routes r LEFT JOIN job_routes s ON s.id = r.source_route_id WHERE r.job_id = ${job.id} ORDER BY r.version DESC`,
  );
  return found.map((r) => ({
    version: r.version,
    sourceVersion: r.source_version,
    routeId: String(r.id),
    isFeasible: r.is_feasible,
    numberOfChanges: r.number_of_changes,
    distance: r.total_distance,
    duration: hhmmss(r.total_duration),
  }));
}

export interface RouteDetails {
  result: RouteResult;
  vehicles: VehicleRow[];
  stops: StopRow[];
  orders: StopOrderRow[];
}

/** A route version with its vehicles, stops and orders, as GET routes/{jobRefNo} answers it. */
export async function routeDetails(orm: Orm, job: JobRecord, route: RouteRow): Promise<RouteDetails> {
  const vehicles = await rows<VehicleRow>(
    orm,
    sql`SELECT rv.id, rv.vehicle_id, v.ref_no, v.plate, rv.colour_index, rv.distance, rv.duration, rv.weight_capacity_used,
          rv.volume_capacity_used, rv.insurance_capacity_used, d.given_name || ' ' || d.surname AS driver_name
        FROM route_vehicles rv JOIN vehicles v ON v.id = rv.vehicle_id
        LEFT JOIN job_vehicle_drivers jd ON jd.job_id = ${job.id} AND jd.vehicle_id = rv.vehicle_id
        LEFT JOIN drivers d ON d.id = jd.driver_id
        WHERE rv.route_id = ${route.id} ORDER BY rv.colour_index`,
  );
  const stops = await rows<StopRow>(
    orm,
    sql`SELECT s.id, s.route_vehicle_id, s.visit_order, s.type, s.location_ref_no, s.location_name, l.address, l.client_name AS client,
          l.note, s.latitude, s.longitude, s.arrival, s.service_start, s.service_end, s.waiting, s.distance_from_previous,
          s.duration_from_previous, s.polyline, l.is_depot
        FROM route_stops s JOIN route_vehicles rv ON rv.id = s.route_vehicle_id LEFT JOIN locations l ON l.id = s.location_id
        WHERE rv.route_id = ${route.id} ORDER BY s.route_vehicle_id, s.visit_order`,
  );
  const orders = await rows<StopOrderRow>(
    orm,
    sql`SELECT so.route_stop_id, o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name, o.order_date::text AS date,
          l.name AS "locationName", coalesce(ot.name, o.order_type) AS "operationTypeName", ct.name AS "cargoTypeName",
          o.amount::float8 AS amount, cd.name AS "createdByDepotName", ad.name AS "assignedToDepotName",
          o.weight::float8 AS weight, o.volume::float8 AS volume, o.monetary_value::float8 AS monetary_value
        FROM route_stop_orders so JOIN route_stops s ON s.id = so.route_stop_id JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
        JOIN orders o ON o.id = so.order_id JOIN locations l ON l.id = o.location_id
        LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
        LEFT JOIN depots cd ON cd.id = o.created_by_depot_id LEFT JOIN depots ad ON ad.id = o.assigned_to_depot_id
        WHERE rv.route_id = ${route.id} ORDER BY o.ref_no`,
  );
  const avoid = await rows<{ name: string; polygon: { lat: number; lng: number }[] }>(
    orm,
    sql`SELECT name, polygon FROM geofences WHERE type = 0 AND (distribution_center_id = ${job.distributionCenterId} OR distribution_center_id IS NULL) ORDER BY id`,
  );
  const colourOf = (index: number) => ROUTE_PALETTE[(index - 1) % ROUTE_PALETTE.length] ?? null;
  const withLocations: VehicleWithAssignedLocations[] = vehicles.map((v) => ({
    vehicleRefNo: v.ref_no,
    vehicleName: v.plate,
    distance: v.distance,
    duration: v.duration,
    routeVehicleId: String(v.id),
    insuranceCapacityUsed: v.insurance_capacity_used,
    volumeCapacityUsed: v.volume_capacity_used,
    weightCapacityUsed: v.weight_capacity_used,
    locations: stops
      .filter((s) => s.route_vehicle_id === v.id)
      .map((s): RouteLocation => ({
        locationRefNo: s.location_ref_no,
        locationName: s.location_name,
        locationAddress: s.address,
        latitude: s.latitude,
        longitude: s.longitude,
        visitOrder: s.visit_order,
        startTime: iso(s.service_start),
        endTime: iso(s.service_end),
        duration: s.duration_from_previous,
        serviceDuration:
          (new Date(iso(s.service_end)).getTime() - new Date(iso(s.service_start)).getTime()) / 1000,
        distance: s.distance_from_previous,
        client: s.client,
        locationNote: s.note,
        orders: orders
          .filter((o) => o.route_stop_id === s.id)
          .map(({ route_stop_id: _s, weight: _w, volume: _v, monetary_value: _m, ...order }) => order),
        isDepot: s.type !== 'visit' || s.is_depot === true,
        polyline: s.polyline,
        routeLocationId: String(s.id),
        routeVehicleId: String(v.id),
        routeId: String(route.id),
        vehiclePlate: v.plate,
        vehicleColor: colourOf(v.colour_index),
        type: s.type,
      })),
  }));
  return {
    result: {
      routeId: String(route.id),
      jobRefNo: job.refNo,
      processedRouteId: route.source_route_id === null ? null : String(route.source_route_id),
      status: route.status as RouteResult['status'],
      isApproved: route.is_approved,
      avoidAreas: avoid.map((a) => ({
        name: a.name,
        polygon: a.polygon.map((p) => `${p.lat},${p.lng}`).join(';'),
      })),
      vehicleWithAssignedLocations: withLocations,
      distanceBasis: distanceBasisOf(route),
    },
    vehicles,
    stops,
    orders,
  };
}

export async function overviewOf(
  orm: Orm,
  job: JobRecord,
  route: RouteRow,
  details: RouteDetails,
): Promise<JobOverview> {
  const inUse =
    route.is_approved === null ? await vehiclesInUseElsewhere(orm, job.id, route.id, job.taskDate) : [];
  const minutes = Math.round(route.total_duration / 60);
  return {
    refNo: job.refNo,
    jobRefNoDisplay: `${job.refNo} (v${route.version})`,
    totalVehicle: details.vehicles.length,
    totalDistance: route.total_distance,
    totalHours: Math.floor(minutes / 60),
    totalMinutes: minutes % 60,
    isApproved: route.is_approved,
    approval: {
      shouldBeApproved: route.is_feasible && inUse.length === 0,
      disapprovalReason: route.is_feasible ? null : 'An infeasible version cannot go live.',
    },
    totalStop: details.stops.filter((s) => s.type === 'visit').length,
    totalOrder: details.orders.length,
    distanceBasis: distanceBasisOf(route),
  };
}

export function planStatsOf(details: RouteDetails, route: RouteRow): PlanStats {
  const sum = (f: (o: StopOrderRow) => number) => details.orders.reduce((s, o) => s + f(o), 0);
  return {
    orders: details.orders.length,
    locations: new Set(details.stops.filter((s) => s.type === 'visit').map((s) => s.location_ref_no)).size,
    totalAmount: sum((o) => o.amount),
    totalDuration: route.total_duration,
    totalWeight: sum((o) => o.weight),
    totalVolume: sum((o) => o.volume),
    totalMonetaryValue: sum((o) => o.monetary_value),
  };
}

export function vehicleGroupsOf(details: RouteDetails, status: string): VehicleGroup[] {
  return details.vehicles.map((v) => ({
    vehiclePlate: v.plate,
    vehicleRefNo: v.ref_no,
    routeVehicleId: String(v.id),
    vehicleColor: ROUTE_PALETTE[(v.colour_index - 1) % ROUTE_PALETTE.length] ?? null,
    totalTime: v.duration,
    totalDistance: v.distance,
    visitCount: details.stops.filter((s) => s.route_vehicle_id === v.id && s.type === 'visit').length,
    insuranceCapacityUsed: v.insurance_capacity_used,
    volumeCapacityUsed: v.volume_capacity_used,
    weightCapacityUsed: v.weight_capacity_used,
    status,
    driverName: v.driver_name,
  }));
}

/** An order a route version could not plan, with the reason. */
export interface UnassignedOrderRow {
  refNo: string;
  name: string;
  locationName: string;
  reason: string;
  dimension: string | null;
}

export async function unassignedOrdersOf(orm: Orm, routeId: number): Promise<UnassignedOrderRow[]> {
  return rows<UnassignedOrderRow>(
    orm,
    sql`SELECT o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name, l.name AS "locationName", u.reason, u.dimension
        FROM route_unassigned_orders u JOIN orders o ON o.id = u.order_id JOIN locations l ON l.id = o.location_id
        WHERE u.route_id = ${routeId} ORDER BY o.ref_no`,
  );
}
