import type { SQL } from 'drizzle-orm';
import { liveStatuses, type OrderStanding } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import { textList } from './sql-lists.repository.js';

/** An order with what core's order-hold rule needs to know of it. */
export interface OrderStandingRow extends OrderStanding {
  id: number;
  orderDate: string;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The orders that `where` (a condition on `o`, the orders table) names, in reference order, each
 * with the driver's latest outcome (completed, failed, cancelled) for it in any plan, by order or
 * by its whole stop, and when a live plan of a job other than `exceptJobId` that serves it went
 * live. Times are when the server learnt them (received, approved).
 */
export async function orderStandings(
  orm: Orm,
  where: SQL,
  exceptJobId: number | null = null,
): Promise<OrderStandingRow[]> {
  const found = await rows<{
    id: number;
    refNo: string;
    orderDate: string;
    driverOutcome: OrderStanding['driverOutcome'];
    driverOutcomeAt: number | null;
    liveSince: number | null;
  }>(
    orm,
    sql`SELECT o.id, o.ref_no AS "refNo", o.order_date::text AS "orderDate",
          outcome.event AS "driverOutcome", ${ms('outcome.received_at')} AS "driverOutcomeAt",
          (SELECT min(${ms("coalesce((SELECT max(a.decided_at) FROM job_approvals a WHERE a.job_id = j.id AND a.decision = 'APPROVED'), j.created_at)")})
             FROM route_stop_orders so JOIN route_stops s ON s.id = so.route_stop_id
             JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
             JOIN jobs j ON j.current_route_id = rv.route_id
            WHERE so.order_id = o.id AND j.status IN ${textList(liveStatuses)}
              AND j.id <> ${exceptJobId ?? -1}) AS "liveSince"
        FROM orders o
        LEFT JOIN LATERAL (
          SELECT x.event, x.received_at FROM (
            SELECT e.event, e.received_at, e.occurred_at, e.id FROM tracking_visit_events e
             WHERE e.order_id = o.id AND e.event IN ('COMPLETED', 'FAILED', 'CANCELLED')
            UNION ALL
            SELECT e.event, e.received_at, e.occurred_at, e.id FROM route_stop_orders so
              JOIN tracking_visit_events e ON e.route_stop_id = so.route_stop_id AND e.order_id IS NULL
             WHERE so.order_id = o.id AND e.event IN ('COMPLETED', 'FAILED', 'CANCELLED')
          ) x ORDER BY x.occurred_at DESC, x.id DESC LIMIT 1
        ) outcome ON true
        WHERE ${where}
        ORDER BY o.ref_no`,
  );
  return found.map((r) => ({
    id: r.id,
    refNo: r.refNo,
    orderDate: r.orderDate,
    driverOutcome: r.driverOutcome ?? null,
    driverOutcomeAt: r.driverOutcomeAt === null ? null : Number(r.driverOutcomeAt),
    liveSince: r.liveSince === null ? null : Number(r.liveSince),
  }));
}

/** When the job's orders were last chosen (ms since the epoch), and whether by plan day. */
export async function orderChoiceOf(
  orm: Orm,
  jobId: number,
): Promise<{ chosenAt: number; allOrders: boolean }> {
  const [row] = await rows<{ chosenAt: number; allOrders: boolean }>(
    orm,
    sql`SELECT ${ms('orders_chosen_at')} AS "chosenAt", all_orders AS "allOrders" FROM jobs WHERE id = ${jobId}`,
  );
  return { chosenAt: Number(row?.chosenAt ?? 0), allOrders: row?.allOrders === true };
}

/**
 * The standings of a center's listed orders and, when a plan day is given, of every order of
 * the center on that day.
 */
export function centerOrderStandings(
  orm: Orm,
  centerId: number,
  listed: readonly string[],
  planDay: string | null,
): Promise<OrderStandingRow[]> {
  const ofDay = planDay !== null ? sql` OR o.order_date = ${planDay}::date` : sql``;
  return orderStandings(
    orm,
    sql`o.distribution_center_id = ${centerId} AND (o.ref_no IN ${textList(listed)}${ofDay})`,
  );
}

/**
 * The standings of a job's orders (another plan of the job itself never holds them): the orders
 * that route version plans, or without one the job's order list.
 */
export function jobOrderStandings(orm: Orm, jobId: number, routeId?: number): Promise<OrderStandingRow[]> {
  const scope =
    routeId === undefined
      ? sql`o.id IN (SELECT order_id FROM job_orders WHERE job_id = ${jobId})`
      : sql`o.id IN (SELECT so.order_id FROM route_stop_orders so JOIN route_stops s ON s.id = so.route_stop_id
                     JOIN route_vehicles rv ON rv.id = s.route_vehicle_id WHERE rv.route_id = ${routeId})`;
  return orderStandings(orm, scope, jobId);
}

/** The standings of every order of a center on a day. */
export function dayOrderStandings(orm: Orm, centerId: number, day: string): Promise<OrderStandingRow[]> {
  return orderStandings(orm, sql`o.distribution_center_id = ${centerId} AND o.order_date = ${day}::date`);
}
