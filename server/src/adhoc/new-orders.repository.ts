import type { JobStatus, RouteOrder } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import { intList, textList } from '../daily-plan/sql-lists.repository.js';

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

/** The new orders that plans of these statuses of their center and day may take, by job, as attachable orders list them. */
export function newOrdersOfOpenPlans(
  orm: Orm,
  orderIds: readonly number[],
  statuses: readonly JobStatus[],
): Promise<(RouteOrder & { jobRefNo: string })[]> {
  return rows<RouteOrder & { jobRefNo: string }>(
    orm,
    sql`SELECT j.ref_no AS "jobRefNo", o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name,
          o.order_date::text AS date, l.name AS "locationName",
          coalesce(ot.name, o.order_type) AS "operationTypeName", ct.name AS "cargoTypeName",
          o.amount::float8 AS amount, cd.name AS "createdByDepotName", ad.name AS "assignedToDepotName"
        FROM orders o JOIN locations l ON l.id = o.location_id
        JOIN jobs j ON j.distribution_center_id = o.distribution_center_id AND j.task_date = o.order_date
        LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
        LEFT JOIN depots cd ON cd.id = o.created_by_depot_id LEFT JOIN depots ad ON ad.id = o.assigned_to_depot_id
        WHERE o.id IN ${intList(orderIds)} AND j.status IN ${textList(statuses)}
        ORDER BY j.ref_no, o.ref_no`,
  );
}
