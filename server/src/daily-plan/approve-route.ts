import { transitionJob, vehiclesAlreadyInUseKey } from '@rota/core/daily-plan';
import type { Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import { findJobByRef, setJobStatus, type JobRecord } from './job.repository.js';
import { ordersHeldSinceChosen } from './choose-job-orders.js';
import {
  findJobRoute,
  insertApprovedVehicles,
  insertJobApproval,
  lockRouteOrders,
  setRouteDecision,
} from './route-approval.repository.js';

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
      const route = await findJobRoute(tx, job.id, input.routeId);
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
          await insertApprovedVehicles(tx, job, route.id);
        } catch (error) {
          if (isUniqueViolation(error)) throw new VehiclesInUse();
          throw error;
        }
      }
      await setJobStatus(tx, job.id, job.status, moved.value);
      await setRouteDecision(tx, route.id, !input.discard, moved.value);
      await insertJobApproval(tx, {
        jobId: job.id,
        routeId: route.id,
        discard: input.discard,
        userId: input.userId,
      });
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
  await lockRouteOrders(tx, routeId);
  const held = await ordersHeldSinceChosen(tx, jobId, routeId);
  if (held.leftOut.length === 0) return null;
  return fail(409, 'dailyPlan.server.ordersHeld', {
    params: { count: held.leftOut.length, refNos: held.leftOut.map((o) => o.refNo).join(', ') },
    code: 6,
  });
}
