import { first, rows, sql, type Orm } from '../db/database.js';
import type { JobRecord } from './job.repository.js';

/** The statements of deciding a job's route version (approve-route.ts checks and orders them). */

/** The route version of that job, with whether it serves every order within its windows. */
export function findJobRoute(
  tx: Orm,
  jobId: number,
  routeId: number,
): Promise<{ id: number; is_feasible: boolean } | undefined> {
  return first<{ id: number; is_feasible: boolean }>(
    tx,
    sql`SELECT id, is_feasible FROM job_routes WHERE id = ${routeId} AND job_id = ${jobId}`,
  );
}

/**
 * Books every vehicle of the version for the job's day; the primary key (vehicle_id, plan_date)
 * refuses (unique violation) a vehicle another approved plan already uses that day.
 */
export async function insertApprovedVehicles(tx: Orm, job: JobRecord, routeId: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO approved_vehicles (vehicle_id, plan_date, job_id, route_id)
        SELECT rv.vehicle_id, ${job.taskDate}::date, ${job.id}, ${routeId} FROM route_vehicles rv WHERE rv.route_id = ${routeId}`,
  );
}

export async function setRouteDecision(
  tx: Orm,
  routeId: number,
  approved: boolean,
  status: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE job_routes SET is_approved = ${approved}, status = ${status} WHERE id = ${routeId}`,
  );
}

export async function insertJobApproval(
  tx: Orm,
  decision: { jobId: number; routeId: number; discard: boolean; userId: number | null },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO job_approvals (job_id, route_id, decision, decided_by)
        VALUES (${decision.jobId}, ${decision.routeId}, ${decision.discard ? 'DISCARDED' : 'APPROVED'}, ${decision.userId})`,
  );
}

/** Locks the orders the version plans: two approvals sharing an order take turns. */
export async function lockRouteOrders(tx: Orm, routeId: number): Promise<void> {
  await tx.execute(
    sql`SELECT o.id FROM orders o WHERE o.id IN (SELECT so.order_id FROM route_stop_orders so
          JOIN route_stops s ON s.id = so.route_stop_id JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
          WHERE rv.route_id = ${routeId}) ORDER BY o.id FOR UPDATE`,
  );
}

/** Vehicles of a route already in another approved plan on the same day (empty: it may go live). */
export async function vehiclesInUseElsewhere(
  orm: Orm,
  jobId: number,
  routeId: number,
  taskDate: string,
): Promise<string[]> {
  const found = await rows<{ ref_no: string }>(
    orm,
    sql`SELECT v.ref_no FROM route_vehicles rv JOIN approved_vehicles av ON av.vehicle_id = rv.vehicle_id AND av.plan_date = ${taskDate}::date
        JOIN vehicles v ON v.id = rv.vehicle_id WHERE rv.route_id = ${routeId} AND av.job_id <> ${jobId} ORDER BY v.ref_no`,
  );
  return found.map((r) => r.ref_no);
}
