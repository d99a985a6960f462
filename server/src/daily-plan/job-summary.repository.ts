import { rows, sql, type Orm } from '../db/database.js';

/** A stop of a route version with its vehicle's plate, for the Job Summary and Job Detail grids. */
export interface SummaryStopRow {
  route_vehicle_id: number;
  plate: string;
  visit_order: number;
  type: string;
  location_name: string;
  arrival: unknown;
  service_start: unknown;
  service_end: unknown;
  waiting: number;
  distance_from_previous: number;
  duration_from_previous: number;
  order_count: number;
}

/** The stops of a job's route version, vehicle by vehicle in colour order, each in visit order. */
export async function summaryStopsOf(orm: Orm, jobId: number, routeId: number): Promise<SummaryStopRow[]> {
  return rows<SummaryStopRow>(
    orm,
    sql`SELECT s.route_vehicle_id, v.plate, s.visit_order, s.type, s.location_name, s.arrival, s.service_start, s.service_end, s.waiting,
          s.distance_from_previous, s.duration_from_previous,
          (SELECT count(*) FROM route_stop_orders so WHERE so.route_stop_id = s.id)::int AS order_count
        FROM route_stops s JOIN route_vehicles rv ON rv.id = s.route_vehicle_id JOIN vehicles v ON v.id = rv.vehicle_id
        JOIN job_routes r ON r.id = rv.route_id
        WHERE rv.route_id = ${routeId} AND r.job_id = ${jobId} ORDER BY rv.colour_index, s.visit_order`,
  );
}
