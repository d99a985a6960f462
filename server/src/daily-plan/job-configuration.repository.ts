import { first, rows, sql, type Orm } from '../db/database.js';

/** What a job holds, counted. */
export interface JobContentCounts {
  orders: number;
  vehicles: number;
}

/** An order of a job as the job modal lists it. */
export interface JobOrderRow {
  refNo: string;
  name: string;
  date: string;
  orderType: string | null;
  locationRefNo: string;
  locationName: string;
  operationTypeName: string | null;
  cargoTypeName: string | null;
  amount: number | null;
  weight: number | null;
  volume: number | null;
  monetaryValue: number | null;
  serveAfter: string | null;
  serveBefore: string | null;
}

/** A place a vehicle leaves from or returns to, as a job's vehicle configuration stores it. */
export interface JobVehiclePlace {
  refNo: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A vehicle of a job with its configuration for it (the vehicle's own where the job sets none). */
export interface JobVehicleConfigurationRow {
  vehicleRefNo: string;
  vehiclePlate: string;
  vehicleTypeName: string;
  shiftStart: string | null;
  shiftEnd: string | null;
  departureLocation: JobVehiclePlace;
  arrivalLocation: JobVehiclePlace;
  weightCapacity: number | null;
  volumeCapacity: number | null;
  insuranceLimit: number | null;
}

/** A vehicle of a job with its driver (null: none yet) and whether the current version uses it. */
export interface JobVehicleDriverRow {
  vehicleRefNo: string;
  vehiclePlate: string;
  driverRefNo: string | null;
  driverName: string | null;
  isAssigned: boolean;
}

export async function jobContentCounts(orm: Orm, jobId: number): Promise<JobContentCounts> {
  const counts = await first<JobContentCounts>(
    orm,
    sql`SELECT (SELECT count(*) FROM job_orders WHERE job_id = ${jobId})::int AS orders, (SELECT count(*) FROM job_vehicles WHERE job_id = ${jobId})::int AS vehicles`,
  );
  return counts ?? { orders: 0, vehicles: 0 };
}

export async function jobOrders(orm: Orm, jobId: number): Promise<JobOrderRow[]> {
  return rows<JobOrderRow>(
    orm,
    sql`SELECT o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name, o.order_date::text AS date,
        o.order_type AS "orderType", l.ref_no AS "locationRefNo", l.name AS "locationName", ot.name AS "operationTypeName",
        ct.name AS "cargoTypeName", o.amount::float8 AS amount, o.weight::float8 AS weight, o.volume::float8 AS volume,
        o.monetary_value::float8 AS "monetaryValue", to_char(o.serve_after, 'HH24:MI') AS "serveAfter", to_char(o.serve_before, 'HH24:MI') AS "serveBefore"
      FROM job_orders jo JOIN orders o ON o.id = jo.order_id JOIN locations l ON l.id = o.location_id
      LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
      WHERE jo.job_id = ${jobId} ORDER BY o.ref_no`,
  );
}

export async function jobVehicleConfigurations(
  orm: Orm,
  jobId: number,
): Promise<JobVehicleConfigurationRow[]> {
  return rows<JobVehicleConfigurationRow>(
    orm,
    sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", vt.name AS "vehicleTypeName",
          to_char(coalesce(jv.shift_start, v.shift_start), 'HH24:MI') AS "shiftStart", to_char(coalesce(jv.shift_end, v.shift_end), 'HH24:MI') AS "shiftEnd",
          coalesce(jv.departure_location, jsonb_build_object('refNo', dl.ref_no, 'name', dl.name, 'latitude', dl.latitude, 'longitude', dl.longitude)) AS "departureLocation",
          coalesce(jv.arrival_location, jsonb_build_object('refNo', al.ref_no, 'name', al.name, 'latitude', al.latitude, 'longitude', al.longitude)) AS "arrivalLocation",
          v.weight_capacity::float8 AS "weightCapacity", v.volume_capacity::float8 AS "volumeCapacity", v.insurance_limit::float8 AS "insuranceLimit"
        FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id JOIN vehicle_types vt ON vt.id = v.vehicle_type_id
        JOIN locations dl ON dl.id = v.departure_location_id JOIN locations al ON al.id = v.arrival_location_id
        WHERE jv.job_id = ${jobId} ORDER BY jv.position, v.id`,
  );
}

/** The vehicles of a job with their drivers and whether the current version uses them. */
export async function jobVehicleDrivers(orm: Orm, jobId: number): Promise<JobVehicleDriverRow[]> {
  return rows<JobVehicleDriverRow>(
    orm,
    sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", d.ref_no AS "driverRefNo",
        d.given_name || ' ' || d.surname AS "driverName",
        EXISTS (SELECT 1 FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id WHERE j.id = jv.job_id AND rv.vehicle_id = jv.vehicle_id) AS "isAssigned"
      FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
      LEFT JOIN job_vehicle_drivers jd ON jd.job_id = jv.job_id AND jd.vehicle_id = jv.vehicle_id LEFT JOIN drivers d ON d.id = jd.driver_id
      WHERE jv.job_id = ${jobId} ORDER BY jv.position, v.id`,
  );
}
