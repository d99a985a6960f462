import { splitHeldOrders, type JobInput, type LeftOutOrder } from '@rota/core/daily-plan';
import type { Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import { localToday } from '../solver/plan-clock.js';
import {
  centerOrderStandings,
  dayOrderStandings,
  jobOrderStandings,
  orderChoiceOf,
  type OrderStandingRow,
} from './order-standing.repository.js';

export type JobOrderChoice =
  | { ok: true; orders: OrderStandingRow[]; leftOut: LeftOutOrder[]; taskDate: string }
  | { ok: false; answer: Answer };

/**
 * The orders a saved job input takes, by core's order-hold rule: with `allOrders` every order of
 * the center on the plan day (default today in ROTA_TIME_ZONE) and the listed ones, none of them
 * named; otherwise the listed orders, each named, so taken whatever its state. The task date is
 * the plan day, or without one the earliest day of the orders taken.
 */
export async function chooseJobOrders(orm: Orm, centerId: number, input: JobInput): Promise<JobOrderChoice> {
  const allOrders = input.allOrders === true;
  const planDate = input.planDate ?? (allOrders ? localToday() : undefined);
  const listed = input.orderRefNoList;
  const candidates = await centerOrderStandings(
    orm,
    centerId,
    listed,
    allOrders ? (planDate as string) : null,
  );
  const missing = listed.filter((r) => !candidates.some((o) => o.refNo === r));
  if (missing.length > 0)
    return {
      ok: false,
      answer: fail(400, 'dailyPlan.server.unknownOrders', { params: { refNos: missing.join(', ') } }),
    };
  const choice = splitHeldOrders(candidates, { named: new Set(allOrders ? [] : listed) });
  const taken = new Set(choice.chosen);
  const orders = candidates.filter((o) => taken.has(o.refNo));
  if (allOrders && orders.length === 0)
    return {
      ok: false,
      answer: fail(400, 'dailyPlan.server.noOpenOrders', {
        params: { date: planDate as string, leftOut: choice.leftOut.length },
      }),
    };
  const taskDate = planDate ?? orders.map((o) => o.orderDate).sort()[0] ?? localToday();
  return { ok: true, orders, leftOut: choice.leftOut, taskDate };
}

/**
 * Orders of a job held since its orders were chosen (they went live in another plan, or a driver
 * finished them): what a rerun leaves out and an approval refuses. `routeId` narrows to the
 * orders that version plans; without it, the job's order list.
 */
export async function ordersHeldSinceChosen(
  orm: Orm,
  jobId: number,
  routeId?: number,
): Promise<{ leftOut: LeftOutOrder[]; ids: number[]; remaining: number }> {
  const { chosenAt } = await orderChoiceOf(orm, jobId);
  const standings = await jobOrderStandings(orm, jobId, routeId);
  const choice = splitHeldOrders(standings, { chosenAt });
  const held = new Set(choice.leftOut.map((o) => o.refNo));
  return {
    leftOut: choice.leftOut,
    ids: standings.filter((o) => held.has(o.refNo)).map((o) => o.id),
    remaining: choice.chosen.length,
  };
}

/** GET jobs/left-out-orders: the orders of a center's plan day that "all orders" leaves out. */
export async function leftOutOrdersOfDay(
  orm: Orm,
  centerId: number,
  date: string | undefined,
): Promise<{ planDate: string; leftOutOrders: LeftOutOrder[] }> {
  const planDate = date ?? localToday();
  const standings = await dayOrderStandings(orm, centerId, planDate);
  return { planDate, leftOutOrders: splitHeldOrders(standings).leftOut };
}
