import type { OrderAction } from '@rota/core/tracking';
import { rows, sql, type Orm } from '../db/database.js';
import { createDatabaseFileStore, type FileStore } from '../storage/index.js';
import { type CenterSet } from '../master-data/resource-scope.rules.js';
import { inCenterSet } from '../master-data/resource-scope.repository.js';
import type { JobRecord } from '../daily-plan/job.repository.js';
import type { OrderFacts, VisitEventFact } from './order-progress.js';

/** Job statuses of a plan that went live (its orders were dispatched to drivers). */
export const LIVE_JOB_STATUSES = ['APPROVED', 'INPROGRESS', 'COMPLETED'] as const;

export const isoOf = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

/** One order of a job with its stop in the current plan (when planned). */
export interface JobOrder {
  orderId: number;
  refNo: string;
  name: string;
  action: OrderAction;
  actionDisplay: string;
  amount: number;
  monetaryValue: number | null;
  invoiceAmount: number | null;
  currency: string;
  serviceDuration: number;
  volume: number | null;
  weight: number | null;
  serveAfter: string | null;
  serveBefore: string | null;
  description: string | null;
  locationRefNo: string;
  locationName: string;
  locationType: string | null;
  address: string | null;
  clientRefNo: string | null;
  clientName: string | null;
  stopId: number | null;
  visitOrder: number | null;
  plannedArrival: string | null;
  plannedServiceStart: string | null;
  plannedServiceEnd: string | null;
  routeVehicleId: number | null;
  vehicleRefNo: string | null;
  plate: string | null;
  driverName: string | null;
}

interface JobOrderRow {
  order_id: number;
  ref_no: string;
  name: string | null;
  order_type: OrderAction;
  action_display: string | null;
  amount: number;
  monetary_value: number | null;
  invoice_amount: number | null;
  currency: string;
  service_duration: number;
  volume: number | null;
  weight: number | null;
  serve_after: string | null;
  serve_before: string | null;
  description: string | null;
  location_ref_no: string;
  location_name: string;
  location_type: string | null;
  address: string | null;
  client: string | null;
  client_name: string | null;
  stop_id: number | null;
  visit_order: number | null;
  arrival: unknown;
  service_start: unknown;
  service_end: unknown;
  route_vehicle_id: number | null;
  vehicle_ref_no: string | null;
  plate: string | null;
  driver_name: string | null;
}

/** The orders of a job, each with its stop, vehicle and driver in the job's current plan. */
export async function jobOrders(orm: Orm, job: JobRecord): Promise<JobOrder[]> {
  const routeId = job.currentRouteId ?? -1;
  const found = await rows<JobOrderRow>(
    orm,
    sql`WITH planned AS (
          SELECT so.order_id, s.id AS stop_id, s.visit_order, s.arrival, s.service_start, s.service_end,
                 rv.id AS route_vehicle_id, v.ref_no AS vehicle_ref_no, v.plate,
                 (SELECT d.given_name || ' ' || d.surname FROM drivers d
                   WHERE d.id = COALESCE((SELECT jvd.driver_id FROM job_vehicle_drivers jvd
                                           WHERE jvd.job_id = ${job.id} AND jvd.vehicle_id = rv.vehicle_id),
                                         v.default_driver_id)) AS driver_name
            FROM route_vehicles rv JOIN vehicles v ON v.id = rv.vehicle_id
            JOIN route_stops s ON s.route_vehicle_id = rv.id
            JOIN route_stop_orders so ON so.route_stop_id = s.id
           WHERE rv.route_id = ${routeId})
        SELECT o.id AS order_id, o.ref_no, o.name, o.order_type, ot.action_display,
               o.amount::float8 AS amount, o.monetary_value::float8 AS monetary_value,
               o.invoice_amount::float8 AS invoice_amount, o.currency,
               COALESCE(o.custom_service_duration, ot.service_duration, l.service_duration, 0)::int AS service_duration,
               o.volume::float8 AS volume, o.weight::float8 AS weight,
               to_char(o.serve_after, 'HH24:MI') AS serve_after, to_char(o.serve_before, 'HH24:MI') AS serve_before,
               o.description, l.ref_no AS location_ref_no, l.name AS location_name, l.location_type, l.address,
               l.client, l.client_name, p.stop_id, p.visit_order, p.arrival, p.service_start, p.service_end,
               p.route_vehicle_id, p.vehicle_ref_no, p.plate, p.driver_name
          FROM job_orders jo JOIN orders o ON o.id = jo.order_id JOIN locations l ON l.id = o.location_id
          LEFT JOIN operation_types ot ON ot.id = o.operation_type_id
          LEFT JOIN planned p ON p.order_id = o.id
         WHERE jo.job_id = ${job.id}
         ORDER BY p.plate NULLS LAST, p.visit_order NULLS LAST, o.ref_no`,
  );
  return found.map((r) => ({
    orderId: r.order_id,
    refNo: r.ref_no,
    name: r.name ?? r.ref_no,
    action: r.order_type,
    actionDisplay: r.action_display ?? (r.order_type === 'PICKUP' ? 'Pickup' : 'Delivery'),
    amount: r.amount,
    monetaryValue: r.monetary_value,
    invoiceAmount: r.invoice_amount,
    currency: r.currency,
    serviceDuration: r.service_duration,
    volume: r.volume,
    weight: r.weight,
    serveAfter: r.serve_after,
    serveBefore: r.serve_before,
    description: r.description,
    locationRefNo: r.location_ref_no,
    locationName: r.location_name,
    locationType: r.location_type,
    address: r.address,
    clientRefNo: r.client,
    clientName: r.client_name ?? r.client,
    stopId: r.stop_id,
    visitOrder: r.visit_order,
    plannedArrival: isoOf(r.arrival),
    plannedServiceStart: isoOf(r.service_start),
    plannedServiceEnd: isoOf(r.service_end),
    routeVehicleId: r.route_vehicle_id,
    vehicleRefNo: r.vehicle_ref_no,
    plate: r.plate,
    driverName: r.driver_name,
  }));
}

interface StoredEvent {
  route_stop_id: number;
  order_id: number | null;
  event: VisitEventFact['event'];
  reason: string | null;
  occurred_at: unknown;
}

/** What the drivers reported on a job: visit events by stop, first position by route vehicle. */
export interface JobProgress {
  live: boolean;
  dispatchedAt: string | null;
  eventsByStop: Map<number, StoredEvent[]>;
  departedAt: Map<number, string>;
}

export async function jobProgress(orm: Orm, job: JobRecord): Promise<JobProgress> {
  const [events, departures, approvals] = await Promise.all([
    rows<StoredEvent>(
      orm,
      sql`SELECT route_stop_id, order_id, event, reason, occurred_at FROM tracking_visit_events
           WHERE job_id = ${job.id} ORDER BY occurred_at, id`,
    ),
    rows<{ route_vehicle_id: number; first_at: unknown }>(
      orm,
      sql`SELECT route_vehicle_id, min(recorded_at) AS first_at FROM tracking_positions
           WHERE job_id = ${job.id} GROUP BY route_vehicle_id`,
    ),
    rows<{ decided_at: unknown }>(
      orm,
      sql`SELECT max(decided_at) AS decided_at FROM job_approvals WHERE job_id = ${job.id} AND decision = 'APPROVED'`,
    ),
  ]);
  const eventsByStop = new Map<number, StoredEvent[]>();
  for (const e of events)
    eventsByStop.set(e.route_stop_id, [...(eventsByStop.get(e.route_stop_id) ?? []), e]);
  return {
    live: (LIVE_JOB_STATUSES as readonly string[]).includes(job.status),
    dispatchedAt: isoOf(approvals[0]?.decided_at),
    eventsByStop,
    departedAt: new Map(departures.map((d) => [d.route_vehicle_id, isoOf(d.first_at) as string])),
  };
}

/** The facts of one order, for its status and its workflow steps. */
export function factsOf(order: JobOrder, progress: JobProgress): OrderFacts {
  const stored = order.stopId === null ? [] : (progress.eventsByStop.get(order.stopId) ?? []);
  return {
    action: order.action,
    planned: order.stopId !== null,
    live: progress.live,
    dispatchedAt: progress.dispatchedAt,
    departedAt:
      order.routeVehicleId === null ? null : (progress.departedAt.get(order.routeVehicleId) ?? null),
    events: stored
      .filter((e) => e.order_id === null || e.order_id === order.orderId)
      .map((e) => ({
        event: e.event,
        occurredAt: isoOf(e.occurred_at) as string,
        reason: e.reason,
        forOrder: e.order_id !== null,
      })),
  };
}

/** A proof of one order: the driver's step results at its stop, with their files. */
export interface OrderProofRecord {
  contactName: string | null;
  notes: string[];
  barcodes: string[];
  files: { id: number; fileType: 'Photo' | 'Signature'; fileName: string; contentType: string }[];
}

export async function orderProof(orm: Orm, order: JobOrder): Promise<OrderProofRecord> {
  if (order.stopId === null) return { contactName: null, notes: [], barcodes: [], files: [] };
  const results = await rows<{
    id: number;
    contact_name: string | null;
    notes: string | null;
    barcodes: string[];
  }>(
    orm,
    sql`SELECT id, contact_name, notes, barcodes FROM tracking_step_results
         WHERE route_stop_id = ${order.stopId} AND (order_id IS NULL OR order_id = ${order.orderId})
         ORDER BY completed_at, id`,
  );
  const ids = results.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : await rows<{ id: number; file_type: 'Photo' | 'Signature'; file_name: string; content_type: string }>(
          orm,
          sql`SELECT id, file_type, file_name, content_type FROM tracking_proof_files
               WHERE step_result_id IN (${sql.join(
                 ids.map((id) => sql`${id}`),
                 sql`, `,
               )}) ORDER BY id`,
        );
  return {
    contactName:
      results
        .map((r) => r.contact_name)
        .filter((c): c is string => !!c && c.trim() !== '')
        .at(-1) ?? null,
    notes: results.map((r) => r.notes).filter((n): n is string => !!n && n.trim() !== ''),
    barcodes: results.flatMap((r) => r.barcodes ?? []),
    files: files.map((f) => ({
      id: Number(f.id),
      fileType: f.file_type,
      fileName: f.file_name,
      contentType: f.content_type,
    })),
  };
}

/**
 * The bytes of a proof file (from the file store) with the job it belongs to (for the reader's
 * access check). Files kept before the store was configured as S3 are read from the database.
 */
export async function proofFileContent(
  orm: Orm,
  store: FileStore,
  id: number,
): Promise<{ content: Uint8Array; contentType: string; fileName: string; jobId: number } | undefined> {
  const [row] = await rows<{ storage_key: string; content_type: string; file_name: string; job_id: number }>(
    orm,
    sql`SELECT f.storage_key, f.content_type, f.file_name, r.job_id FROM tracking_proof_files f
          JOIN tracking_step_results r ON r.id = f.step_result_id WHERE f.id = ${id}`,
  );
  if (!row) return undefined;
  const file =
    (await store.get(row.storage_key)) ??
    (store.kind === 'database' ? undefined : await createDatabaseFileStore(orm).get(row.storage_key));
  if (!file) return undefined;
  return { content: file.content, contentType: row.content_type, fileName: row.file_name, jobId: row.job_id };
}

/** Jobs with a plan, of some centers or all (null), newest day first (at most 500). */
export function jobsWithPlan(orm: Orm, centers: CenterSet): Promise<{ ref_no: string }[]> {
  return rows(
    orm,
    sql`SELECT ref_no FROM jobs WHERE current_route_id IS NOT NULL
          AND ${inCenterSet(sql`distribution_center_id`, centers)}
        ORDER BY task_date DESC, ref_no LIMIT 500`,
  );
}

/** A job's reference by its id. */
export async function jobRefNoOf(orm: Orm, jobId: number): Promise<string | undefined> {
  const [job] = await rows<{ ref_no: string }>(orm, sql`SELECT ref_no FROM jobs WHERE id = ${jobId}`);
  return job?.ref_no;
}
