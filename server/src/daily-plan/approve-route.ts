import { transitionJob, vehiclesAlreadyInUseKey } from '@rota/core/daily-plan';
import { first, rows, sql, type Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import { findJobByRef, setJobStatus, type JobRecord } from './job.repository.js';
import { ordersHeldSinceChosen } from './choose-job-orders.js';

class VehiclesInUse extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Go Live (approve) or Discard the current version of a job, in one transaction. Approving
 * records every vehicle of the plan in `approved_vehicles` for the plan's day; its primary key
 * (vehicle_id, plan_date) refuses a vehicle that another approved plan already uses that day, so
 * two planners approving at once can never both send one vehicle out. Likewise an order is never
 * sent out again once it went live in another plan or a driver finished it after the job's
 * orders were chosen (core's order-hold rule): the plan's orders are locked while it is checked.
 */
export async function decideRoute(
  orm: Orm,
  input: { jobRefNo: string; routeId: number; discard: boolean; userId: number | null },
): Promise<{ ok: true; job: JobRecord } | { ok: false; answer: Answer }> {
  try {
    return await orm.transaction(async (tx) => {
      const job = await findJobByRef(tx, input.jobRefNo, true);
      if (!job)
        return {
          ok: false as const,
          answer: fail(404, 'dailyPlan.server.jobNotFound', { params: { jobRefNo: input.jobRefNo } }),
        };
      const route = await first<{ id: number; is_feasible: boolean }>(
        tx,
        sql`SELECT id, is_feasible FROM job_routes WHERE id = ${input.routeId} AND job_id = ${job.id}`,
      );
      if (!route) {
        return {
          ok: false as const,
          answer: fail(404, 'dailyPlan.server.routeNotFound', {
            params: { jobRefNo: input.jobRefNo, routeId: input.routeId },
          }),
        };
      }
      const moved = transitionJob(job.status, { type: input.discard ? 'discard' : 'approve' });
      if (!moved.ok)
        return {
          ok: false as const,
          answer: fail(409, moved.error.messageKey, { params: { ...moved.error.params }, code: 6 }),
        };
      if (route.id !== job.currentRouteId)
        return { ok: false as const, answer: fail(409, 'dailyPlan.server.notCurrentRoute', { code: 6 }) };
      if (!input.discard) {
        if (!route.is_feasible)
          return { ok: false as const, answer: fail(409, 'dailyPlan.server.infeasibleRoute', { code: 6 }) };
        const held = await heldOrdersOf(tx, job.id, route.id);
        if (held) return { ok: false as const, answer: held };
        try {
          await tx.execute(
            sql`INSERT INTO approved_vehicles (vehicle_id, plan_date, job_id, route_id)
                SELECT rv.vehicle_id, ${job.taskDate}::date, ${job.id}, ${route.id} FROM route_vehicles rv WHERE rv.route_id = ${route.id}`,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new VehiclesInUse();
          throw error;
        }
      }
      await setJobStatus(tx, job.id, job.status, moved.value);
      await tx.execute(
        sql`UPDATE job_routes SET is_approved = ${!input.discard}, status = ${moved.value} WHERE id = ${route.id}`,
      );
      await tx.execute(
        sql`INSERT INTO job_approvals (job_id, route_id, decision, decided_by)
            VALUES (${job.id}, ${route.id}, ${input.discard ? 'DISCARDED' : 'APPROVED'}, ${input.userId})`,
      );
      return { ok: true as const, job: (await findJobByRef(tx, input.jobRefNo)) as JobRecord };
    });
  } catch (error) {
    if (error instanceof VehiclesInUse || isUniqueViolation(error)) {
      return { ok: false, answer: fail(409, vehiclesAlreadyInUseKey, { code: 6 }) };
    }
    throw error;
  }
}

/** 409 naming the plan's orders held since its orders were chosen; null when none is. */
async function heldOrdersOf(tx: Orm, jobId: number, routeId: number): Promise<Answer | null> {
  // Two approvals sharing an order take turns here; the second sees the first once it commits.
  await tx.execute(
    sql`SELECT o.id FROM orders o WHERE o.id IN (SELECT so.order_id FROM route_stop_orders so
          JOIN route_stops s ON s.id = so.route_stop_id JOIN route_vehicles rv ON rv.id = s.route_vehicle_id
          WHERE rv.route_id = ${routeId}) ORDER BY o.id FOR UPDATE`,
  );
  const held = await ordersHeldSinceChosen(tx, jobId, routeId);
  if (held.leftOut.length === 0) return null;
  return fail(409, 'dailyPlan.server.ordersHeld', {
    params: { count: held.leftOut.length, refNos: held.leftOut.map((o) => o.refNo).join(', ') },
    code: 6,
  });
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
