import { rows, sql, type Orm } from '../db/database.js';
import {
  weekdayOf,
  type CapabilityRow,
  type JobRow,
  type OrderRow,
  type VehicleRow,
  type WindowRow,
} from './problem-data.js';

/**
 * Reads a job's orders, vehicles (with this job's configuration), the time windows and
 * capability constraints that concern them, the avoid areas active that day, and the known
 * locations the configuration names.
 */
export async function loadProblemData(orm: Orm, jobId: number) {
  const [job] = await rows<JobRow>(
    orm,
    sql`SELECT id, ref_no, distribution_center_id, task_date::text AS task_date, parameters FROM jobs WHERE id = ${jobId}`,
  );
  if (!job) throw new Error(`job ${jobId} does not exist`);
  const day = job.task_date;
  const weekday = weekdayOf(day);

  const vehicles = await rows<VehicleRow>(
    orm,
    sql`SELECT v.id, v.ref_no, coalesce(jv.shift_start, v.shift_start)::text AS shift_start,
          coalesce(jv.shift_end, v.shift_end)::text AS shift_end, jv.departure_location, jv.arrival_location,
          d.id AS dep_id, d.ref_no AS dep_ref, d.name AS dep_name, d.latitude AS dep_lat, d.longitude AS dep_lng,
          a.id AS arr_id, a.ref_no AS arr_ref, a.name AS arr_name, a.latitude AS arr_lat, a.longitude AS arr_lng,
          v.weight_capacity::float8 AS weight_capacity, v.volume_capacity::float8 AS volume_capacity,
          v.insurance_limit::float8 AS insurance_limit, v.fixed_cost::float8 AS fixed_cost,
          v.duration_unit_cost::float8 AS duration_unit_cost, v.distance_unit_cost::float8 AS distance_unit_cost,
          v.vehicle_type_id
        FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
        JOIN locations d ON d.id = v.departure_location_id JOIN locations a ON a.id = v.arrival_location_id
        WHERE jv.job_id = ${jobId} ORDER BY jv.position, v.id`,
  );
  const orders = await rows<OrderRow>(
    orm,
    sql`SELECT o.id, o.order_type, o.location_id, l.ref_no AS loc_ref, l.name AS loc_name, l.latitude AS lat,
          l.longitude AS lng, o.weight::float8 AS weight, o.volume::float8 AS volume,
          o.monetary_value::float8 AS monetary_value, o.is_optional, o.serve_after::text AS serve_after,
          o.serve_before::text AS serve_before, o.custom_service_duration, l.service_duration AS location_service,
          o.operation_type_id, ot.service_duration AS operation_service
        FROM job_orders jo JOIN orders o ON o.id = jo.order_id JOIN locations l ON l.id = o.location_id
        LEFT JOIN operation_types ot ON ot.id = o.operation_type_id
        WHERE jo.job_id = ${jobId} ORDER BY o.id`,
  );
  const windowRows = await rows<WindowRow>(
    orm,
    sql`SELECT location_id, operation_type_id, start_time::text AS start_time, end_time::text AS end_time,
          date::text AS date, days FROM time_window_constraints
        WHERE location_id IN (SELECT o.location_id FROM job_orders jo JOIN orders o ON o.id = jo.order_id WHERE jo.job_id = ${jobId})
           OR operation_type_id IN (SELECT o.operation_type_id FROM job_orders jo JOIN orders o ON o.id = jo.order_id WHERE jo.job_id = ${jobId})`,
  );
  const capability = await rows<CapabilityRow>(
    orm,
    sql`SELECT jv.vehicle_id, c.operation_type_id, c.is_capable, 'type' AS level
          FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
          JOIN vehicle_type_operation_type_constraints c ON c.vehicle_type_id = v.vehicle_type_id WHERE jv.job_id = ${jobId}
        UNION ALL
        SELECT jv.vehicle_id, c.operation_type_id, c.is_capable, 'vehicle' AS level
          FROM job_vehicles jv JOIN vehicle_operation_type_constraints c ON c.vehicle_id = jv.vehicle_id WHERE jv.job_id = ${jobId}`,
  );
  const fences = await rows<{ id: number; polygon: { lat: number; lng: number }[] }>(
    orm,
    sql`SELECT id, polygon FROM geofences
        WHERE type = 0 AND (distribution_center_id = ${job.distribution_center_id} OR distribution_center_id IS NULL)
          AND (cardinality(days_of_week) = 0 OR ${weekday}::smallint = ANY (days_of_week))
          AND (cardinality(days_of_month) = 0 OR extract(day FROM ${day}::date)::smallint = ANY (days_of_month))
          AND (cardinality(special_dates) = 0 OR ${day}::date = ANY (special_dates))`,
  );

  const configuredRefs = vehicles
    .flatMap((v) => [v.departure_location?.refNo, v.arrival_location?.refNo])
    .filter((r): r is string => !!r);
  const known = await rows<{ id: number; ref_no: string; name: string; latitude: number; longitude: number }>(
    orm,
    sql`SELECT id, ref_no, name, latitude, longitude FROM locations
        WHERE ref_no IN (SELECT jsonb_array_elements_text(${JSON.stringify(configuredRefs)}::jsonb))`,
  );
  return { job, vehicles, orders, windowRows, capability, fences, known };
}
