import { first, rows, sql, type Orm } from '../db/database.js';
import { LIVE_JOB_STATUSES } from './monitoring.repository.js';
import { type CenterSet } from '../master-data/resource-scope.rules.js';
import { inCenterSet } from '../master-data/resource-scope.repository.js';

/** One vehicle's route in one live job: a trip of the report. */
export interface Trip {
  job_id: number;
  job_ref_no: string;
  task_date: string;
  route_vehicle_id: number;
  plate: string;
  distance: number;
  departure: unknown;
  end_time: unknown;
  fixed_cost: number;
  distance_unit_cost: number;
  duration_unit_cost: number;
}

/** The trips of the named vehicles in live jobs between two days (inclusive), of some centers or all. */
export function tripsOfVehicles(
  orm: Orm,
  input: {
    vehicleRefNos: readonly string[];
    startDate: string;
    endDate: string;
    /** The centers whose jobs count (null: every center). */
    centers: CenterSet;
  },
): Promise<Trip[]> {
  return rows<Trip>(
    orm,
    sql`SELECT j.id AS job_id, j.ref_no AS job_ref_no, j.task_date::text AS task_date, rv.id AS route_vehicle_id, v.plate,
               rv.distance, rv.departure, rv.end_time, v.fixed_cost::float8 AS fixed_cost,
               v.distance_unit_cost::float8 AS distance_unit_cost, v.duration_unit_cost::float8 AS duration_unit_cost
          FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id JOIN vehicles v ON v.id = rv.vehicle_id
         WHERE v.ref_no IN (${sql.join(
           input.vehicleRefNos.map((r) => sql`${r}`),
           sql`, `,
         )})
           AND j.status IN (${sql.join(
             LIVE_JOB_STATUSES.map((s) => sql`${s}`),
             sql`, `,
           )})
           AND j.task_date BETWEEN ${input.startDate}::date AND ${input.endDate}::date
           AND ${inCenterSet(sql`j.distribution_center_id`, input.centers)}
         ORDER BY j.task_date, j.ref_no, v.plate`,
  );
}

/** Positions reported on a trip, oldest first. */
export function tripPositions(
  orm: Orm,
  routeVehicleId: number,
): Promise<{ latitude: number; longitude: number; recorded_at: unknown }[]> {
  return rows(
    orm,
    sql`SELECT latitude, longitude, recorded_at FROM tracking_positions WHERE route_vehicle_id = ${routeVehicleId} ORDER BY recorded_at`,
  );
}

/** When the first and the last visit event of a trip happened (null when none). */
export function tripVisitEventSpan(
  orm: Orm,
  routeVehicleId: number,
): Promise<{ first_at: unknown; last_at: unknown } | undefined> {
  return first(
    orm,
    sql`SELECT min(occurred_at) AS first_at, max(occurred_at) AS last_at FROM tracking_visit_events WHERE route_vehicle_id = ${routeVehicleId}`,
  );
}
