import { liveStatuses, type LocationChangesRequest, type RouteOrder } from '@rota/core/daily-plan';
import { first, rows, sql, type Orm } from '../db/database.js';
import { textList } from '../daily-plan/sql-lists.repository.js';
import type { RequestParts } from './reoptimization-setup.js';

/** A stop of a stored version, as ad hoc edits name it (routeLocationId = id). */
export interface ParentStop {
  id: number;
  routeVehicleId: number;
  vehicleId: number;
  visitOrder: number;
  type: 'start' | 'depot' | 'visit';
  orderIds: number[];
  /** Seconds after the plan day's midnight when service ends. */
  serviceEndMs: number;
}

/** A stored version as the reoptimisation starts from it. */
export interface ParentRoute {
  id: number;
  jobId: number;
  version: number;
  status: string;
  isFeasible: boolean;
  isApproved: boolean | null;
  routeVehicles: { id: number; vehicleId: number }[];
  stops: ParentStop[];
  unassignedOrderIds: number[];
}

export async function loadParentRoute(orm: Orm, routeId: number): Promise<ParentRoute | undefined> {
  const route = await first<{
    id: number;
    job_id: number;
    version: number;
    status: string;
    is_feasible: boolean;
    is_approved: boolean | null;
  }>(
    orm,
    sql`SELECT id, job_id, version, status, is_feasible, is_approved FROM job_routes WHERE id = ${routeId}`,
  );
  if (!route) return undefined;
  const vehicles = await rows<{ id: number; vehicle_id: number }>(
    orm,
    sql`SELECT id, vehicle_id FROM route_vehicles WHERE route_id = ${routeId} ORDER BY colour_index, id`,
  );
  const stops = await rows<{
    id: number;
    route_vehicle_id: number;
    vehicle_id: number;
    visit_order: number;
    type: ParentStop['type'];
    service_end: unknown;
    order_ids: number[] | null;
  }>(
    orm,
    sql`SELECT s.id, s.route_vehicle_id, rv.vehicle_id, s.visit_order, s.type, s.service_end,
          (SELECT array_agg(so.order_id ORDER BY so.sequence) FROM route_stop_orders so WHERE so.route_stop_id = s.id) AS order_ids
        FROM route_stops s JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
        WHERE rv.route_id = ${routeId} ORDER BY rv.colour_index, s.route_vehicle_id, s.visit_order`,
  );
  const unassigned = await rows<{ order_id: number }>(
    orm,
    sql`SELECT order_id FROM route_unassigned_orders WHERE route_id = ${routeId} ORDER BY order_id`,
  );
  return {
    id: route.id,
    jobId: route.job_id,
    version: route.version,
    status: route.status,
    isFeasible: route.is_feasible,
    isApproved: route.is_approved,
    routeVehicles: vehicles.map((v) => ({ id: v.id, vehicleId: v.vehicle_id })),
    stops: stops.map((s) => ({
      id: s.id,
      routeVehicleId: s.route_vehicle_id,
      vehicleId: s.vehicle_id,
      visitOrder: s.visit_order,
      type: s.type,
      orderIds: (s.order_ids ?? []).map(Number),
      serviceEndMs: (s.service_end instanceof Date
        ? s.service_end
        : new Date(String(s.service_end))
      ).getTime(),
    })),
    unassignedOrderIds: unassigned.map((u) => u.order_id),
  };
}

/** Orders of a version: those planned and those it left unplanned. */
export function ordersOfRoute(parent: ParentRoute): number[] {
  return [...parent.stops.flatMap((s) => s.orderIds), ...parent.unassignedOrderIds];
}

export type ReoptimizationState = 'QUEUED' | 'RUNNING' | 'FEASIBLE' | 'INFEASIBLE' | 'FAILED';

export interface StoredMessage {
  key: string;
  params: Record<string, string | number>;
}

/** One Reoptimize as stored: what was sent (order ids resolved), its state and outcome. */
export interface ReoptimizationRecord {
  id: number;
  jobId: number;
  parentRouteId: number;
  resultRouteId: number | null;
  state: ReoptimizationState;
  parentStatus: string;
  request: RequestParts;
  numberOfChanges: number;
  reasons: StoredMessage[];
}

interface ReoptimizationRow {
  id: number;
  job_id: number;
  parent_route_id: number;
  result_route_id: number | null;
  state: ReoptimizationState;
  parent_status: string;
  location_vehicle_changes: LocationChangesRequest['locationVehicleChanges'];
  location_visit_order_changes: LocationChangesRequest['locationVisitOrderChanges'];
  location_time_window_changes: LocationChangesRequest['locationTimeWindowChanges'];
  orders_to_add: string[];
  orders_to_remove: string[];
  pinned_route_location_ids: string[];
  pinned_route_vehicle_ids: string[];
  number_of_changes: number;
  reasons: StoredMessage[];
}

const toRecord = (r: ReoptimizationRow): ReoptimizationRecord => ({
  id: r.id,
  jobId: r.job_id,
  parentRouteId: r.parent_route_id,
  resultRouteId: r.result_route_id,
  state: r.state,
  parentStatus: r.parent_status,
  request: {
    locationVehicleChanges: r.location_vehicle_changes,
    locationVisitOrderChanges: r.location_visit_order_changes,
    locationTimeWindowChanges: r.location_time_window_changes,
    ordersToAdd: r.orders_to_add,
    ordersToRemove: r.orders_to_remove,
    pinnedRouteLocationIds: r.pinned_route_location_ids,
    pinnedRouteVehicleIds: r.pinned_route_vehicle_ids,
  },
  numberOfChanges: r.number_of_changes,
  reasons: r.reasons,
});

const columns = sql`id, job_id, parent_route_id, result_route_id, state, parent_status, location_vehicle_changes,
  location_visit_order_changes, location_time_window_changes, orders_to_add, orders_to_remove, pinned_route_location_ids,
  pinned_route_vehicle_ids, number_of_changes, reasons`;

export async function findReoptimization(orm: Orm, id: number): Promise<ReoptimizationRecord | undefined> {
  const row = await first<ReoptimizationRow>(
    orm,
    sql`SELECT ${columns} FROM adhoc_reoptimizations WHERE id = ${id}`,
  );
  return row ? toRecord(row) : undefined;
}

/**
 * The latest reoptimisation of a route: the newest made from it (the modal after Reoptimize), or
 * the one that made it (a retry reads what made the infeasible version); `prefer` picks first.
 */
export async function latestReoptimizationOfRoute(
  orm: Orm,
  routeId: number,
  prefer: 'made-from' | 'made-by',
): Promise<ReoptimizationRecord | undefined> {
  const first_ =
    prefer === 'made-from'
      ? sql`parent_route_id = ${routeId}`
      : sql`result_route_id IS NOT DISTINCT FROM ${routeId}`;
  const row = await first<ReoptimizationRow>(
    orm,
    sql`SELECT ${columns} FROM adhoc_reoptimizations WHERE result_route_id = ${routeId} OR parent_route_id = ${routeId}
        ORDER BY (${first_}) DESC, id DESC LIMIT 1`,
  );
  return row ? toRecord(row) : undefined;
}

export async function insertReoptimization(
  tx: Orm,
  input: Omit<ReoptimizationRecord, 'id' | 'resultRouteId' | 'state' | 'reasons'> & {
    requestedBy: number | null;
  },
): Promise<number> {
  const r = input.request;
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO adhoc_reoptimizations (job_id, parent_route_id, parent_status, location_vehicle_changes,
          location_visit_order_changes, location_time_window_changes, orders_to_add, orders_to_remove,
          pinned_route_location_ids, pinned_route_vehicle_ids, number_of_changes, requested_by)
        VALUES (${input.jobId}, ${input.parentRouteId}, ${input.parentStatus}, ${JSON.stringify(r.locationVehicleChanges)}::jsonb,
          ${JSON.stringify(r.locationVisitOrderChanges)}::jsonb, ${JSON.stringify(r.locationTimeWindowChanges)}::jsonb,
          ${JSON.stringify(r.ordersToAdd)}::jsonb, ${JSON.stringify(r.ordersToRemove)}::jsonb,
          ${JSON.stringify(r.pinnedRouteLocationIds)}::jsonb, ${JSON.stringify(r.pinnedRouteVehicleIds)}::jsonb,
          ${input.numberOfChanges}, ${input.requestedBy})
        RETURNING id`,
  );
  return (row as { id: number }).id;
}

/** Moves a reoptimisation from one state to another only if it is still in `from`. */
export async function setReoptimizationState(
  tx: Orm,
  id: number,
  from: ReoptimizationState,
  to: ReoptimizationState,
  fields: { resultRouteId?: number; reasons?: StoredMessage[] } = {},
): Promise<boolean> {
  const done = to !== 'QUEUED' && to !== 'RUNNING';
  const updated = await rows<{ id: number }>(
    tx,
    sql`UPDATE adhoc_reoptimizations SET state = ${to},
          result_route_id = coalesce(${fields.resultRouteId ?? null}::integer, result_route_id),
          reasons = ${JSON.stringify(fields.reasons ?? [])}::jsonb,
          finished_at = ${done ? sql`now()` : sql`NULL`}
        WHERE id = ${id} AND state = ${from} RETURNING id`,
  );
  return updated.length === 1;
}

/** Orders by reference within one distribution center. */
export async function ordersByRef(
  orm: Orm,
  distributionCenterId: number,
  refNos: readonly string[],
): Promise<{ id: number; ref_no: string; order_date: string }[]> {
  if (refNos.length === 0) return [];
  return rows(
    orm,
    sql`SELECT id, ref_no, order_date::text AS order_date FROM orders
        WHERE distribution_center_id = ${distributionCenterId} AND ref_no IN (${sql.join(
          refNos.map((r) => sql`${r}`),
          sql`, `,
        )})`,
  );
}

/** References of orders and plates of vehicles by id, to name them in reasons. */
export async function namesOf(
  orm: Orm,
  orderIds: readonly number[],
  vehicleIds: readonly number[],
): Promise<{ orders: Map<number, string>; vehicles: Map<number, string> }> {
  const list = (ids: readonly number[]) =>
    sql.join(ids.length > 0 ? ids.map((i) => sql`${i}`) : [sql`NULL`], sql`, `);
  const orders = await rows<{ id: number; ref_no: string }>(
    orm,
    sql`SELECT id, ref_no FROM orders WHERE id IN (${list(orderIds)})`,
  );
  const vehicles = await rows<{ id: number; plate: string }>(
    orm,
    sql`SELECT id, plate FROM vehicles WHERE id IN (${list(vehicleIds)})`,
  );
  return {
    orders: new Map(orders.map((o) => [o.id, o.ref_no])),
    vehicles: new Map(vehicles.map((v) => [v.id, v.plate])),
  };
}

/**
 * Orders that can be added to a version: orders of the job's distribution center for the plan's
 * day, not already in that version, and not in a plan that went live.
 */
export async function attachableOrders(
  orm: Orm,
  job: { id: number; distributionCenterId: number; taskDate: string },
  routeOrderIds: readonly number[],
): Promise<RouteOrder[]> {
  const taken = routeOrderIds.length > 0 ? routeOrderIds.map((i) => sql`${i}`) : [sql`NULL`];
  return rows<RouteOrder>(
    orm,
    sql`SELECT o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name, o.order_date::text AS date,
          l.name AS "locationName", coalesce(ot.name, o.order_type) AS "operationTypeName", ct.name AS "cargoTypeName",
          o.amount::float8 AS amount, cd.name AS "createdByDepotName", ad.name AS "assignedToDepotName"
        FROM orders o JOIN locations l ON l.id = o.location_id
        LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
        LEFT JOIN depots cd ON cd.id = o.created_by_depot_id LEFT JOIN depots ad ON ad.id = o.assigned_to_depot_id
        WHERE o.distribution_center_id = ${job.distributionCenterId} AND o.order_date = ${job.taskDate}::date
          AND o.id NOT IN (${sql.join(taken, sql`, `)})
          AND NOT EXISTS (SELECT 1 FROM job_orders jo JOIN jobs j ON j.id = jo.job_id
            WHERE jo.order_id = o.id AND j.id <> ${job.id} AND j.status IN ${textList(liveStatuses)})
        ORDER BY o.ref_no`,
  );
}

/**
 * The job's order list after a reoptimisation ends (the list a Rerun solves and the jobs grid
 * counts). A request's orders (those of the edited version, which may be older than the current
 * one, and those added) are put on the list when it starts, so the solver sees them all. Once it
 * ends the list keeps, of those, only the orders the current version names (planned or left
 * unplanned): an order the planner removed leaves it when the version without it became current,
 * and orders added by a change that proved infeasible leave it again.
 */
export async function settleJobOrders(orm: Orm, jobId: number, touched: readonly number[]): Promise<void> {
  const current = await first<{ routeId: number | null }>(
    orm,
    sql`SELECT current_route_id AS "routeId" FROM jobs WHERE id = ${jobId}`,
  );
  const version = current?.routeId ? await loadParentRoute(orm, current.routeId) : null;
  if (!version) return;
  const kept = new Set(ordersOfRoute(version).map(Number));
  const leaving = [...new Set(touched.map(Number))].filter((id) => !kept.has(id));
  if (leaving.length === 0) return;
  await orm.execute(
    sql`DELETE FROM job_orders WHERE job_id = ${jobId} AND order_id IN (${sql.join(
      leaving.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Puts orders on a job's order list (those already on it stay as they are). */
export async function addJobOrders(tx: Orm, jobId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO job_orders (job_id, order_id) VALUES ${sql.join(
      orderIds.map((orderId) => sql`(${jobId}, ${orderId})`),
      sql`, `,
    )} ON CONFLICT DO NOTHING`,
  );
}

/** Marks a version as being reoptimised. */
export async function markRouteReoptimizing(tx: Orm, routeId: number): Promise<void> {
  await tx.execute(sql`UPDATE job_routes SET status = 'REOPTIMIZING' WHERE id = ${routeId}`);
}

/** Gives a version back the status it had before it was reoptimised. */
export async function restoreRouteStatus(tx: Orm, routeId: number, status: string): Promise<void> {
  await tx.execute(sql`UPDATE job_routes SET status = ${status} WHERE id = ${routeId}`);
}

/** The status of a reoptimised version (MODIFIED or INFEASIBLE) and how many changes made it. */
export async function setReoptimizedRoute(
  tx: Orm,
  routeId: number,
  status: string,
  numberOfChanges: number,
): Promise<void> {
  await tx.execute(
    sql`UPDATE job_routes SET status = ${status}, number_of_changes = ${numberOfChanges}
        WHERE id = ${routeId}`,
  );
}

/** Orders a version left unplanned, with why, by reference. */
export function unassignedOrdersOfRoute(
  orm: Orm,
  routeId: number,
): Promise<{ refNo: string; reason: string; dimension: string | null }[]> {
  return rows(
    orm,
    sql`SELECT o.ref_no AS "refNo", u.reason, u.dimension FROM route_unassigned_orders u JOIN orders o ON o.id = u.order_id
        WHERE u.route_id = ${routeId} ORDER BY o.ref_no`,
  );
}

/** A job's version by its number: its id and total cost. */
export function versionOfJob(
  orm: Orm,
  jobId: number,
  version: number,
): Promise<{ id: number; total_cost: number } | undefined> {
  return first(
    orm,
    sql`SELECT id, total_cost FROM job_routes WHERE job_id = ${jobId} AND version = ${version}`,
  );
}
