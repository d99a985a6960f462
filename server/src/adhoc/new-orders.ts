import type { FastifyInstance } from 'fastify';
import { pendingPlanStatuses, type JobStatus, type RouteOrder } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import { intList, textList } from '../daily-plan/sql-lists.repository.js';
import { createHubPublisher } from '../realtime/index.js';

/** Jobs whose plan waits for Go Live (or is being reoptimised): new orders of their day may join. */
const OPEN_PLAN_STATUSES: readonly JobStatus[] = [...pendingPlanStatuses, 'REOPTIMIZING'];

/**
 * The ids of the orders stored by the current transaction (their `created_at` is the
 * transaction's start), read before it commits.
 */
export async function ordersAddedInTransaction(orm: Orm): Promise<number[]> {
  const found = await rows<{ id: number }>(
    orm,
    sql`SELECT id FROM orders WHERE created_at = now() ORDER BY id`,
  );
  return found.map((row) => Number(row.id));
}

/**
 * Tells the result pages of the plans not yet live of the new orders' center and day
 * (`adhochub?jobRefNo=` → `ReceiveNewOrders`, the orders as the attachable-orders call lists them).
 * The hub lets only users who may see that job into its group. A failure to publish never
 * undoes the stored orders.
 */
export async function announceNewOrders(server: FastifyInstance, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  try {
    const found = await rows<RouteOrder & { jobRefNo: string }>(
      server.platform.db.orm,
      sql`SELECT j.ref_no AS "jobRefNo", o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name,
            o.order_date::text AS date, l.name AS "locationName",
            coalesce(ot.name, o.order_type) AS "operationTypeName", ct.name AS "cargoTypeName",
            o.amount::float8 AS amount, cd.name AS "createdByDepotName", ad.name AS "assignedToDepotName"
          FROM orders o JOIN locations l ON l.id = o.location_id
          JOIN jobs j ON j.distribution_center_id = o.distribution_center_id AND j.task_date = o.order_date
          LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
          LEFT JOIN depots cd ON cd.id = o.created_by_depot_id LEFT JOIN depots ad ON ad.id = o.assigned_to_depot_id
          WHERE o.id IN ${intList(orderIds)} AND j.status IN ${textList(OPEN_PLAN_STATUSES)}
          ORDER BY j.ref_no, o.ref_no`,
    );
    const byJob = new Map<string, RouteOrder[]>();
    for (const { jobRefNo, ...order } of found) byJob.set(jobRefNo, [...(byJob.get(jobRefNo) ?? []), order]);
    const publisher = createHubPublisher(server.backplane);
    for (const [jobRefNo, orders] of byJob) await publisher.newOrders(jobRefNo, orders);
  } catch (error) {
    server.log.warn(error, 'new orders could not be announced to the result pages');
  }
}
