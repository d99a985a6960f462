import { createHash } from 'node:crypto';
import { first, rows, sql, type Orm } from '../db/database.js';
import type { FileStore } from '../storage/index.js';

/**
 * The drivers' side as stored (migration 0020_tracking.sql): positions, visit events, workflow
 * step results with proof files, door-sensor readings and the tracking log. SQL of live
 * operations lives here only. Writes are idempotent: a replayed report hits the table's de-dup
 * key and is counted as a duplicate instead of being stored twice.
 */

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);

export type VisitEventType = 'ARRIVED' | 'SERVICE_STARTED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
export const visitEventTypes: readonly VisitEventType[] = [
  'ARRIVED',
  'SERVICE_STARTED',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
];

/** The driver record of a signed-in user: the driver with the user's username, else their e-mail. */
export interface DriverIdentity {
  driverId: number;
  refNo: string;
  name: string;
  phone: string | null;
  distributionCenterId: number | null;
}

export async function findDriverOfUser(orm: Orm, userId: number): Promise<DriverIdentity | undefined> {
  const row = await first<{
    id: number;
    ref_no: string;
    given_name: string;
    surname: string;
    phone: string | null;
    distribution_center_id: number | null;
  }>(
    orm,
    sql`SELECT d.id, d.ref_no, d.given_name, d.surname, d.phone, d.distribution_center_id
          FROM users u
          JOIN drivers d ON lower(d.username) = lower(u.username) OR lower(d.email) = lower(u.email)
         WHERE u.id = ${userId}
         ORDER BY (lower(d.username) = lower(u.username)) DESC NULLS LAST, d.id
         LIMIT 1`,
  );
  return row
    ? {
        driverId: row.id,
        refNo: row.ref_no,
        name: `${row.given_name} ${row.surname}`,
        phone: row.phone,
        distributionCenterId: row.distribution_center_id,
      }
    : undefined;
}

/** One vehicle's part of an approved plan, as a driver drives it. */
export interface Assignment {
  jobId: number;
  jobRefNo: string;
  taskDate: string;
  distributionCenterId: number;
  routeId: number;
  routeVehicleId: number;
  vehicleId: number;
  vehicleRefNo: string;
  vehiclePlate: string;
  driverId: number;
  /** The vehicle's planned route, encoded at precision 5. */
  polyline: string;
}

const assignmentSelect = sql`SELECT j.id AS job_id, j.ref_no AS job_ref_no, j.task_date::text AS task_date,
       j.distribution_center_id, r.id AS route_id, rv.id AS route_vehicle_id, v.id AS vehicle_id,
       v.ref_no AS vehicle_ref_no, v.plate, d.id AS driver_id, rv.polyline
  FROM jobs j
  JOIN job_routes r ON r.id = j.current_route_id AND r.is_approved = true
  JOIN route_vehicles rv ON rv.route_id = r.id
  JOIN vehicles v ON v.id = rv.vehicle_id
  LEFT JOIN job_vehicle_drivers jvd ON jvd.job_id = j.id AND jvd.vehicle_id = v.id
  JOIN drivers d ON d.id = COALESCE(jvd.driver_id, v.default_driver_id)`;

interface AssignmentRow {
  job_id: number;
  job_ref_no: string;
  task_date: string;
  distribution_center_id: number;
  route_id: number;
  route_vehicle_id: number;
  vehicle_id: number;
  vehicle_ref_no: string;
  plate: string;
  driver_id: number;
  polyline: string;
}

const toAssignment = (row: AssignmentRow): Assignment => ({
  jobId: row.job_id,
  jobRefNo: row.job_ref_no,
  taskDate: row.task_date,
  distributionCenterId: row.distribution_center_id,
  routeId: row.route_id,
  routeVehicleId: row.route_vehicle_id,
  vehicleId: row.vehicle_id,
  vehicleRefNo: row.vehicle_ref_no,
  vehiclePlate: row.plate,
  driverId: row.driver_id,
  polyline: row.polyline,
});

/**
 * The driver's vehicle in an approved job: the driver assigned to the vehicle for the job, or the
 * vehicle's default driver when the job assigns none. Undefined when the driver drives nothing there.
 */
export async function findAssignment(
  orm: Orm,
  driverId: number,
  jobRefNo: string,
): Promise<Assignment | undefined> {
  const row = await first<AssignmentRow>(
    orm,
    sql`${assignmentSelect} WHERE j.ref_no = ${jobRefNo} AND d.id = ${driverId} LIMIT 1`,
  );
  return row ? toAssignment(row) : undefined;
}

/** The driver's approved assignments for one day (the plan's task date). */
export async function listAssignments(orm: Orm, driverId: number, date: string): Promise<Assignment[]> {
  const found = await rows<AssignmentRow>(
    orm,
    sql`${assignmentSelect} WHERE d.id = ${driverId} AND j.task_date = ${date}::date ORDER BY j.ref_no`,
  );
  return found.map(toAssignment);
}

/** Every vehicle of a job's approved plan with its driver (for the simulator and the dashboard). */
export async function listJobAssignments(orm: Orm, jobId: number): Promise<Assignment[]> {
  const found = await rows<AssignmentRow>(
    orm,
    sql`${assignmentSelect} WHERE j.id = ${jobId} ORDER BY v.ref_no`,
  );
  return found.map(toAssignment);
}

/** A vehicle of a job's approved plan with its driver, for Track & Trace. */
export interface TrackedRouteVehicle {
  routeVehicleId: number;
  vehicleId: number;
  vehicleRefNo: string;
  vehiclePlate: string;
  polyline: string;
  distance: number;
  duration: number;
  driverName: string | null;
  driverRefNo: string | null;
  driverPhone: string | null;
}

/** The vehicles of a job's approved current version (none when the plan is not approved). */
export async function listTrackedVehicles(orm: Orm, jobId: number): Promise<TrackedRouteVehicle[]> {
  const found = await rows<{
    id: number;
    vehicle_id: number;
    ref_no: string;
    plate: string;
    polyline: string;
    distance: number;
    duration: number;
    driver_name: string | null;
    driver_ref_no: string | null;
    driver_phone: string | null;
  }>(
    orm,
    sql`SELECT rv.id, rv.vehicle_id, v.ref_no, v.plate, rv.polyline, rv.distance, rv.duration,
               CASE WHEN d.id IS NULL THEN NULL ELSE d.given_name || ' ' || d.surname END AS driver_name,
               d.ref_no AS driver_ref_no, d.phone AS driver_phone
          FROM jobs j
          JOIN job_routes r ON r.id = j.current_route_id AND r.is_approved = true
          JOIN route_vehicles rv ON rv.route_id = r.id
          JOIN vehicles v ON v.id = rv.vehicle_id
          LEFT JOIN job_vehicle_drivers jvd ON jvd.job_id = j.id AND jvd.vehicle_id = v.id
          LEFT JOIN drivers d ON d.id = COALESCE(jvd.driver_id, v.default_driver_id)
         WHERE j.id = ${jobId}
         ORDER BY v.plate`,
  );
  return found.map((r) => ({
    routeVehicleId: r.id,
    vehicleId: r.vehicle_id,
    vehicleRefNo: r.ref_no,
    vehiclePlate: r.plate,
    polyline: r.polyline,
    distance: Number(r.distance),
    duration: Number(r.duration),
    driverName: r.driver_name,
    driverRefNo: r.driver_ref_no,
    driverPhone: r.driver_phone,
  }));
}

export interface StopOrder {
  orderId: number;
  orderRefNo: string;
  orderName: string | null;
  action: 'DELIVERY' | 'PICKUP';
}

export interface PlannedStop {
  stopId: number;
  visitOrder: number;
  type: 'start' | 'depot' | 'visit';
  locationRefNo: string;
  locationName: string;
  latitude: number;
  longitude: number;
  arrival: string;
  serviceStart: string;
  serviceEnd: string;
  polyline: string | null;
  /** Planned leg from the previous stop: metres and seconds. */
  distanceFromPrevious: number;
  durationFromPrevious: number;
  orders: StopOrder[];
}

/** The planned stops of route vehicles in visit order, with the orders served at each. */
export async function listPlannedStops(
  orm: Orm,
  routeVehicleIds: readonly number[],
): Promise<Map<number, PlannedStop[]>> {
  const result = new Map<number, PlannedStop[]>();
  if (routeVehicleIds.length === 0) return result;
  const ids = sql.join(
    routeVehicleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const stops = await rows<{
    id: number;
    route_vehicle_id: number;
    visit_order: number;
    type: 'start' | 'depot' | 'visit';
    location_ref_no: string;
    location_name: string;
    latitude: number;
    longitude: number;
    arrival: unknown;
    service_start: unknown;
    service_end: unknown;
    polyline: string | null;
    distance_from_previous: number;
    duration_from_previous: number;
    orders:
      | { orderId: number; orderRefNo: string; orderName: string | null; action: 'DELIVERY' | 'PICKUP' }[]
      | null;
  }>(
    orm,
    sql`SELECT s.id, s.route_vehicle_id, s.visit_order, s.type, s.location_ref_no, s.location_name, s.latitude,
               s.longitude, s.arrival, s.service_start, s.service_end, s.polyline,
               s.distance_from_previous, s.duration_from_previous,
               (SELECT json_agg(json_build_object('orderId', o.id, 'orderRefNo', o.ref_no, 'orderName', o.name,
                                                  'action', o.order_type) ORDER BY so.sequence)
                  FROM route_stop_orders so JOIN orders o ON o.id = so.order_id
                 WHERE so.route_stop_id = s.id) AS orders
          FROM route_stops s
         WHERE s.route_vehicle_id IN (${ids})
         ORDER BY s.route_vehicle_id, s.visit_order`,
  );
  for (const stop of stops) {
    const list = result.get(stop.route_vehicle_id) ?? [];
    list.push({
      stopId: stop.id,
      visitOrder: stop.visit_order,
      type: stop.type,
      locationRefNo: stop.location_ref_no,
      locationName: stop.location_name,
      latitude: stop.latitude,
      longitude: stop.longitude,
      arrival: iso(stop.arrival),
      serviceStart: iso(stop.service_start),
      serviceEnd: iso(stop.service_end),
      polyline: stop.polyline,
      distanceFromPrevious: Number(stop.distance_from_previous),
      durationFromPrevious: Number(stop.duration_from_previous),
      orders: stop.orders ?? [],
    });
    result.set(stop.route_vehicle_id, list);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface PositionInput {
  latitude: number;
  longitude: number;
  recordedAt: string;
  speed?: number | null | undefined;
  heading?: number | null | undefined;
  accuracy?: number | null | undefined;
}

/** Stores a batch of positions; answers the ones newly stored (duplicates are skipped). */
export async function insertPositions(
  orm: Orm,
  assignment: Assignment,
  positions: readonly PositionInput[],
): Promise<{ inserted: PositionInput[]; duplicates: number }> {
  if (positions.length === 0) return { inserted: [], duplicates: 0 };
  const values = sql.join(
    positions.map(
      (p) =>
        sql`(${assignment.jobId}, ${assignment.routeVehicleId}, ${assignment.vehicleId}, ${assignment.driverId},
             ${p.latitude}, ${p.longitude}, ${p.speed ?? null}, ${p.heading ?? null}, ${p.accuracy ?? null},
             ${p.recordedAt}::timestamptz)`,
    ),
    sql`, `,
  );
  const stored = await rows<{ recorded_at: unknown }>(
    orm,
    sql`INSERT INTO tracking_positions (job_id, route_vehicle_id, vehicle_id, driver_id, latitude, longitude,
                                        speed, heading, accuracy, recorded_at)
        VALUES ${values}
        ON CONFLICT ON CONSTRAINT tracking_positions_dedup_key DO NOTHING
        RETURNING recorded_at`,
  );
  const storedTimes = new Set(stored.map((r) => iso(r.recorded_at)));
  const inserted: PositionInput[] = [];
  for (const p of positions) {
    const key = iso(p.recordedAt);
    if (storedTimes.delete(key)) inserted.push(p);
  }
  return { inserted, duplicates: positions.length - inserted.length };
}

export interface VisitEventInput {
  stopId: number;
  visitOrder: number;
  orderId: number | null;
  event: VisitEventType;
  reason: string | null;
  occurredAt: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** Stores a visit event; false when the same event of that stop (and order) is already stored. */
export async function insertVisitEvent(
  orm: Orm,
  assignment: Assignment,
  input: VisitEventInput,
): Promise<boolean> {
  const stored = await rows<{ id: number }>(
    orm,
    sql`INSERT INTO tracking_visit_events (job_id, route_vehicle_id, vehicle_id, route_stop_id, visit_order, order_id,
                                           driver_id, event, reason, latitude, longitude, occurred_at)
        VALUES (${assignment.jobId}, ${assignment.routeVehicleId}, ${assignment.vehicleId}, ${input.stopId},
                ${input.visitOrder}, ${input.orderId}, ${assignment.driverId}, ${input.event}, ${input.reason},
                ${input.latitude ?? null}, ${input.longitude ?? null}, ${input.occurredAt}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return stored.length > 0;
}

export interface ProofFileInput {
  fileType: 'Photo' | 'Signature';
  fileName: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  content: Uint8Array;
}

export interface StepResultInput {
  stopId: number;
  visitOrder: number;
  orderId: number | null;
  stepName: string;
  contactName: string | null;
  notes: string | null;
  barcodes: readonly string[];
  completedAt: string;
  files: readonly ProofFileInput[];
}

/** Where a proof file's bytes are kept: named by their SHA-256, so the same bytes are kept once. */
export function proofFileKey(content: Uint8Array): string {
  return `tracking/proof-files/${createHash('sha256').update(content).digest('hex')}`;
}

/**
 * Stores a step result and its files; undefined when it is a replay. The bytes go to the file
 * store first (keyed by their hash, so a replay or a retry writes the same keys again), then the
 * step result and the files' rows in one transaction: a row never names a key that was not stored,
 * and a transaction that fails leaves no rows.
 */
export async function insertStepResult(
  orm: Orm,
  store: FileStore,
  assignment: Assignment,
  input: StepResultInput,
): Promise<{ id: number; fileIds: number[] } | undefined> {
  const keys: string[] = [];
  for (const file of input.files) {
    const key = proofFileKey(file.content);
    await store.put(key, file.content, file.contentType);
    keys.push(key);
  }
  return orm.transaction(async (tx) => {
    const barcodes = sql`ARRAY[${sql.join(
      input.barcodes.map((b) => sql`${b}`),
      sql`, `,
    )}]::text[]`;
    const stored = await first<{ id: number }>(
      tx,
      sql`INSERT INTO tracking_step_results (job_id, route_vehicle_id, vehicle_id, route_stop_id, visit_order, order_id,
                                             driver_id, step_name, contact_name, notes, barcodes, completed_at)
          VALUES (${assignment.jobId}, ${assignment.routeVehicleId}, ${assignment.vehicleId}, ${input.stopId},
                  ${input.visitOrder}, ${input.orderId}, ${assignment.driverId}, ${input.stepName},
                  ${input.contactName}, ${input.notes},
                  ${input.barcodes.length > 0 ? barcodes : sql`'{}'::text[]`}, ${input.completedAt}::timestamptz)
          ON CONFLICT DO NOTHING
          RETURNING id`,
    );
    if (!stored) return undefined;
    const fileIds: number[] = [];
    for (const [i, file] of input.files.entries()) {
      const row = await first<{ id: number }>(
        tx,
        sql`INSERT INTO tracking_proof_files (step_result_id, file_type, file_name, content_type, storage_key, byte_size)
            VALUES (${stored.id}, ${file.fileType}, ${file.fileName}, ${file.contentType}, ${keys[i]},
                    ${file.content.byteLength})
            RETURNING id`,
      );
      if (row) fileIds.push(Number(row.id));
    }
    return { id: Number(stored.id), fileIds };
  });
}

export interface DoorReadingInput {
  sensorLabel: string;
  isOpen: boolean;
  measuredAt: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** Stores door readings of the assignment's vehicle; answers how many were new. */
export async function insertDoorReadings(
  orm: Orm,
  assignment: Assignment,
  readings: readonly DoorReadingInput[],
): Promise<{ inserted: number; duplicates: number }> {
  if (readings.length === 0) return { inserted: 0, duplicates: 0 };
  const values = sql.join(
    readings.map(
      (r) =>
        sql`(${assignment.vehicleId}, ${assignment.jobId}, ${assignment.driverId}, ${r.sensorLabel}, ${r.isOpen},
             ${r.latitude ?? null}, ${r.longitude ?? null}, ${r.measuredAt}::timestamptz)`,
    ),
    sql`, `,
  );
  const stored = await rows<{ id: number }>(
    orm,
    sql`INSERT INTO tracking_door_readings (vehicle_id, job_id, driver_id, sensor_label, is_open, latitude, longitude,
                                            measured_at)
        VALUES ${values}
        ON CONFLICT ON CONSTRAINT tracking_door_readings_dedup_key DO NOTHING
        RETURNING id`,
  );
  return { inserted: stored.length, duplicates: readings.length - stored.length };
}

export interface LogInput {
  jobId: number;
  vehicleId: number;
  level: 'Info' | 'Warning' | 'Error';
  code: string | null;
  /** English text, kept for readers without the catalog. */
  message: string;
  messageKey: string;
  params: Record<string, string | number>;
  eventDate: string;
}

export async function insertLog(orm: Orm, entry: LogInput): Promise<void> {
  await orm.execute(
    sql`INSERT INTO tracking_logs (job_id, vehicle_id, level, code, message, message_key, params, event_date)
        VALUES (${entry.jobId}, ${entry.vehicleId}, ${entry.level}, ${entry.code}, ${entry.message},
                ${entry.messageKey}, ${JSON.stringify(entry.params)}::jsonb, ${entry.eventDate}::timestamptz)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reads

export interface StoredPosition {
  vehicleId: number;
  latitude: number;
  longitude: number;
  recordedAt: string;
}

/** Positions of a job in time order, per vehicle (sensor tracking and the actual polyline). */
export async function listPositions(orm: Orm, jobId: number, vehicleId?: number): Promise<StoredPosition[]> {
  const found = await rows<{ vehicle_id: number; latitude: number; longitude: number; recorded_at: unknown }>(
    orm,
    sql`SELECT vehicle_id, latitude, longitude, recorded_at FROM tracking_positions
         WHERE job_id = ${jobId} ${vehicleId === undefined ? sql`` : sql`AND vehicle_id = ${vehicleId}`}
         ORDER BY vehicle_id, recorded_at`,
  );
  return found.map((r) => ({
    vehicleId: r.vehicle_id,
    latitude: r.latitude,
    longitude: r.longitude,
    recordedAt: iso(r.recorded_at),
  }));
}

/** First and last report time of each vehicle of a job, with its latest position. */
export interface PositionSpan {
  vehicleId: number;
  first: string;
  last: string;
  latitude: number;
  longitude: number;
}

export async function listPositionSpans(
  orm: Orm,
  jobId: number,
  vehicleId?: number,
): Promise<PositionSpan[]> {
  const found = await rows<{
    vehicle_id: number;
    first_at: unknown;
    last_at: unknown;
    latitude: number;
    longitude: number;
  }>(
    orm,
    sql`SELECT DISTINCT ON (vehicle_id) vehicle_id, latitude, longitude, recorded_at AS last_at,
               min(recorded_at) OVER (PARTITION BY vehicle_id) AS first_at
          FROM tracking_positions
         WHERE job_id = ${jobId} ${vehicleId === undefined ? sql`` : sql`AND vehicle_id = ${vehicleId}`}
         ORDER BY vehicle_id, recorded_at DESC`,
  );
  return found.map((r) => ({
    vehicleId: r.vehicle_id,
    first: iso(r.first_at),
    last: iso(r.last_at),
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

export interface StoredVisitEvent {
  vehicleId: number;
  stopId: number;
  visitOrder: number;
  orderId: number | null;
  orderRefNo: string | null;
  event: VisitEventType;
  reason: string | null;
  occurredAt: string;
}

export async function listVisitEvents(
  orm: Orm,
  jobId: number,
  vehicleId?: number,
): Promise<StoredVisitEvent[]> {
  const found = await rows<{
    vehicle_id: number;
    route_stop_id: number;
    visit_order: number;
    order_id: number | null;
    order_ref_no: string | null;
    event: VisitEventType;
    reason: string | null;
    occurred_at: unknown;
  }>(
    orm,
    sql`SELECT e.vehicle_id, e.route_stop_id, e.visit_order, e.order_id, o.ref_no AS order_ref_no, e.event, e.reason,
               e.occurred_at
          FROM tracking_visit_events e LEFT JOIN orders o ON o.id = e.order_id
         WHERE e.job_id = ${jobId} ${vehicleId === undefined ? sql`` : sql`AND e.vehicle_id = ${vehicleId}`}
         ORDER BY e.occurred_at, e.id`,
  );
  return found.map((r) => ({
    vehicleId: r.vehicle_id,
    stopId: r.route_stop_id,
    visitOrder: r.visit_order,
    orderId: r.order_id,
    orderRefNo: r.order_ref_no,
    event: r.event,
    reason: r.reason,
    occurredAt: iso(r.occurred_at),
  }));
}

export interface StoredStepResult {
  id: number;
  vehicleId: number;
  visitOrder: number;
  orderId: number | null;
  stepName: string;
  contactName: string | null;
  notes: string | null;
  barcodes: string[];
  completedAt: string;
  files: {
    id: number;
    fileType: 'Photo' | 'Signature';
    fileName: string;
    contentType: string;
    byteSize: number;
  }[];
}

/** Step results of a job (all orders, or one order), with their files' metadata. */
export async function listStepResults(
  orm: Orm,
  jobId: number,
  orderId?: number,
): Promise<StoredStepResult[]> {
  const found = await rows<{
    id: number;
    vehicle_id: number;
    visit_order: number;
    order_id: number | null;
    step_name: string;
    contact_name: string | null;
    notes: string | null;
    barcodes: string[];
    completed_at: unknown;
    files: StoredStepResult['files'] | null;
  }>(
    orm,
    sql`SELECT r.id, r.vehicle_id, r.visit_order, r.order_id, r.step_name, r.contact_name, r.notes, r.barcodes,
               r.completed_at,
               (SELECT json_agg(json_build_object('id', f.id, 'fileType', f.file_type, 'fileName', f.file_name,
                                                  'contentType', f.content_type, 'byteSize', f.byte_size) ORDER BY f.id)
                  FROM tracking_proof_files f WHERE f.step_result_id = r.id) AS files
          FROM tracking_step_results r
         WHERE r.job_id = ${jobId} ${orderId === undefined ? sql`` : sql`AND (r.order_id = ${orderId} OR r.order_id IS NULL AND r.route_stop_id IN (SELECT route_stop_id FROM route_stop_orders WHERE order_id = ${orderId}))`}
         ORDER BY r.completed_at, r.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    vehicleId: r.vehicle_id,
    visitOrder: r.visit_order,
    orderId: r.order_id,
    stepName: r.step_name,
    contactName: r.contact_name,
    notes: r.notes,
    barcodes: r.barcodes,
    completedAt: iso(r.completed_at),
    files: (r.files ?? []).map((f) => ({ ...f, id: Number(f.id) })),
  }));
}

export interface StoredDoorReading {
  vehicleId: number;
  jobId: number | null;
  sensorLabel: string;
  sensorType: string;
  isOpen: boolean;
  measuredAt: string;
}

/** Door readings of a vehicle, in a job or in a time range [from, to). */
export async function listDoorReadings(
  orm: Orm,
  filter: { vehicleId: number; jobId?: number; from?: string; to?: string },
): Promise<StoredDoorReading[]> {
  const found = await rows<{
    vehicle_id: number;
    job_id: number | null;
    sensor_label: string;
    sensor_type: string;
    is_open: boolean;
    measured_at: unknown;
  }>(
    orm,
    sql`SELECT vehicle_id, job_id, sensor_label, sensor_type, is_open, measured_at FROM tracking_door_readings
         WHERE vehicle_id = ${filter.vehicleId}
           ${filter.jobId === undefined ? sql`` : sql`AND job_id = ${filter.jobId}`}
           ${filter.from === undefined ? sql`` : sql`AND measured_at >= ${filter.from}::timestamptz`}
           ${filter.to === undefined ? sql`` : sql`AND measured_at < ${filter.to}::timestamptz`}
         ORDER BY measured_at, sensor_label`,
  );
  return found.map((r) => ({
    vehicleId: r.vehicle_id,
    jobId: r.job_id,
    sensorLabel: r.sensor_label,
    sensorType: r.sensor_type,
    isOpen: r.is_open,
    measuredAt: iso(r.measured_at),
  }));
}

export interface StoredLog {
  eventDate: string;
  vehicleRefNo: string;
  vehiclePlate: string;
  level: 'Info' | 'Warning' | 'Error';
  message: string;
  messageKey: string | null;
  params: Record<string, string | number>;
  code: string | null;
}

export async function listLogs(orm: Orm, jobId: number): Promise<StoredLog[]> {
  const found = await rows<{
    event_date: unknown;
    ref_no: string;
    plate: string;
    level: StoredLog['level'];
    message: string;
    message_key: string | null;
    params: Record<string, string | number> | null;
    code: string | null;
  }>(
    orm,
    sql`SELECT l.event_date, v.ref_no, v.plate, l.level, l.message, l.message_key, l.params, l.code
          FROM tracking_logs l JOIN vehicles v ON v.id = l.vehicle_id
         WHERE l.job_id = ${jobId} ORDER BY l.event_date DESC, l.id DESC`,
  );
  return found.map((r) => ({
    eventDate: iso(r.event_date),
    vehicleRefNo: r.ref_no,
    vehiclePlate: r.plate,
    level: r.level,
    message: r.message,
    messageKey: r.message_key,
    params: r.params ?? {},
    code: r.code,
  }));
}

/** Whether a workflow step of that name is defined. */
export async function stepDefinitionExists(orm: Orm, name: string): Promise<boolean> {
  return (
    (await first<{ name: string }>(orm, sql`SELECT name FROM step_definitions WHERE name = ${name}`)) !==
    undefined
  );
}

/** An avoid area as stored: its polygon as points. */
export interface StoredGeofence {
  name: string;
  type: number;
  polygon: { lat: number; lng: number }[];
}

/**
 * The avoid areas (type 0) of a center, or of every center, active on a day: on its weekday
 * (`weekday` as geofences number them), its day of month and its date, where those are limited.
 */
export function activeAvoidAreas(
  orm: Orm,
  distributionCenterId: number,
  day: string,
  weekday: number,
): Promise<StoredGeofence[]> {
  return rows(
    orm,
    sql`SELECT name, type, polygon FROM geofences
         WHERE type = 0 AND (distribution_center_id = ${distributionCenterId} OR distribution_center_id IS NULL)
           AND (cardinality(days_of_week) = 0 OR ${weekday}::smallint = ANY (days_of_week))
           AND (cardinality(days_of_month) = 0 OR extract(day FROM ${day}::date)::smallint = ANY (days_of_month))
           AND (cardinality(special_dates) = 0 OR ${day}::date = ANY (special_dates))
         ORDER BY name`,
  );
}

/** Clears a job's live tracking: positions, visit events, step results, door readings and log. */
export async function clearJobTracking(tx: Orm, jobId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM tracking_positions WHERE job_id = ${jobId}`);
  await tx.execute(sql`DELETE FROM tracking_visit_events WHERE job_id = ${jobId}`);
  await tx.execute(sql`DELETE FROM tracking_step_results WHERE job_id = ${jobId}`);
  await tx.execute(sql`DELETE FROM tracking_door_readings WHERE job_id = ${jobId}`);
  await tx.execute(sql`DELETE FROM tracking_logs WHERE job_id = ${jobId}`);
}

export { isoOrNull };
