import { first, rows, sql, type Orm } from '../db/database.js';
import { isoOf } from './monitoring.repository.js';

/** A door reading as the sensor screens show it, with the job it was taken on. */
export interface DoorReading {
  sensorLabel: string;
  sensorType: string;
  date: string;
  measurement: boolean;
  lat: number | null;
  lng: number | null;
  jobId: number | null;
}

/** Which readings: those of one job, or those taken in a time range (ISO instants, end excluded). */
export type ReadingFilter = { jobId: number } | { from: string; to: string };

/** A vehicle by its reference, with the distribution center it belongs to. */
export function findVehicleByRef(
  orm: Orm,
  refNo: string,
): Promise<{ id: number; plate: string; distribution_center_id: number } | undefined> {
  return first(orm, sql`SELECT id, plate, distribution_center_id FROM vehicles WHERE ref_no = ${refNo}`);
}

/** A vehicle's door readings, oldest first (at most 20,000). */
export async function doorReadings(
  orm: Orm,
  vehicleId: number,
  filter: ReadingFilter,
): Promise<DoorReading[]> {
  const where =
    'jobId' in filter
      ? sql`job_id = ${filter.jobId}`
      : sql`measured_at >= ${filter.from}::timestamptz AND measured_at < ${filter.to}::timestamptz`;
  const found = await rows<{
    sensor_label: string;
    sensor_type: string;
    measured_at: unknown;
    is_open: boolean;
    latitude: number | null;
    longitude: number | null;
    job_id: number | null;
  }>(
    orm,
    sql`SELECT sensor_label, sensor_type, measured_at, is_open, latitude, longitude, job_id FROM tracking_door_readings
         WHERE vehicle_id = ${vehicleId} AND ${where} ORDER BY measured_at, id LIMIT 20000`,
  );
  return found.map((r) => ({
    sensorLabel: r.sensor_label,
    sensorType: r.sensor_type,
    date: isoOf(r.measured_at) as string,
    measurement: r.is_open,
    lat: r.latitude,
    lng: r.longitude,
    jobId: r.job_id,
  }));
}

/** Positions the vehicle reported on a job, and its planned stops there. */
export async function vehicleRouteOfJob(orm: Orm, jobId: number, vehicleId: number) {
  const [positions, stops] = await Promise.all([
    rows<{ latitude: number; longitude: number; recorded_at: unknown; plate: string }>(
      orm,
      sql`SELECT p.latitude, p.longitude, p.recorded_at, v.plate FROM tracking_positions p JOIN vehicles v ON v.id = p.vehicle_id
           WHERE p.job_id = ${jobId} AND p.vehicle_id = ${vehicleId} ORDER BY p.recorded_at LIMIT 50000`,
    ),
    rows<{ latitude: number; longitude: number; location_name: string; visit_order: number }>(
      orm,
      sql`SELECT s.latitude, s.longitude, s.location_name, s.visit_order FROM jobs j
            JOIN route_vehicles rv ON rv.route_id = j.current_route_id AND rv.vehicle_id = ${vehicleId}
            JOIN route_stops s ON s.route_vehicle_id = rv.id
           WHERE j.id = ${jobId} ORDER BY s.visit_order`,
    ),
  ]);
  return {
    locations: positions.map((p) => ({
      lat: p.latitude,
      lng: p.longitude,
      date: isoOf(p.recorded_at) as string,
      plate: p.plate,
    })),
    stops: stops.map((s) => ({
      lat: s.latitude,
      lng: s.longitude,
      name: s.location_name,
      visitOrder: s.visit_order,
    })),
  };
}
