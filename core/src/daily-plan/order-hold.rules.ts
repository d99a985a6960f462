import { z } from 'zod';
import { isIsoDate } from '../shared/date-format.js';

/**
 * Which orders a job may plan and send out. An order that a driver already completed, failed or
 * cancelled, or that a plan which went live (Go Live) serves, is *held*: it is never planned or
 * dispatched again unless a planner names it (an explicit orderRefNoList). The server applies
 * this rule wherever a job's orders are chosen: creating or replanning a job (a plan day's
 * orders), rerunning it, and approving it; the web modal and the CLI say what it left out.
 *
 * A planner's choice covers what was known when it was made: when the job's orders were chosen
 * at `chosenAt`, a hold from before then was accepted (the order was named), while a hold that
 * arose later (the order went live in another plan, or a driver finished it) leaves it out.
 */
export const orderHoldSchema = z.enum(['IN_LIVE_PLAN', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type OrderHold = z.infer<typeof orderHoldSchema>;

/** The order of reasons in messages: live plans first, then the drivers' outcomes. */
export const orderHolds: readonly OrderHold[] = orderHoldSchema.options;

/** An order left out of a job, and why. */
export const leftOutOrderSchema = z.object({ refNo: z.string(), reason: orderHoldSchema });
export type LeftOutOrder = z.infer<typeof leftOutOrderSchema>;

/** A plan day, 'YYYY-MM-DD'. */
export const planDateSchema = z.string().refine(isIsoDate, { message: 'Expected a date as YYYY-MM-DD.' });

/** GET jobs/left-out-orders: the orders of a center's plan day that the rule holds back. */
export const leftOutOrdersQuerySchema = z.object({
  distributionCenterId: z.coerce.number().int().positive().optional(),
  /** Default: today in the operation's time zone. */
  date: planDateSchema.optional(),
});
export type LeftOutOrdersQuery = z.infer<typeof leftOutOrdersQuerySchema>;

export const leftOutOrdersResponseSchema = z.object({
  planDate: z.string(),
  leftOutOrders: z.array(leftOutOrderSchema),
});
export type LeftOutOrdersResponse = z.infer<typeof leftOutOrdersResponseSchema>;

/** What is known of an order when a job's orders are chosen; times in ms since the epoch. */
export interface OrderStanding {
  readonly refNo: string;
  /** The driver's latest outcome for the order in any plan, null when none. */
  readonly driverOutcome: 'COMPLETED' | 'FAILED' | 'CANCELLED' | null;
  readonly driverOutcomeAt: number | null;
  /** When another job's live plan that serves the order went live; null when none does. */
  readonly liveSince: number | null;
}

/** Why an order is held, and since when; null when it is open. A driver's outcome comes first. */
export function orderHold(order: OrderStanding): { reason: OrderHold; since: number } | null {
  if (order.driverOutcome !== null)
    return { reason: order.driverOutcome, since: order.driverOutcomeAt ?? Number.NEGATIVE_INFINITY };
  if (order.liveSince !== null) return { reason: 'IN_LIVE_PLAN', since: order.liveSince };
  return null;
}

export interface OrderChoice {
  /** The orders the job takes, in the order given. */
  readonly chosen: string[];
  /** The orders held back, in the order given. */
  readonly leftOut: LeftOutOrder[];
}

/**
 * Splits candidate orders into those a job takes and those it leaves out. `named` orders are
 * taken whatever their state; with `chosenAt`, only holds that arose after it leave an order out.
 */
export function splitHeldOrders(
  candidates: readonly OrderStanding[],
  options: { readonly named?: ReadonlySet<string>; readonly chosenAt?: number } = {},
): OrderChoice {
  const chosen: string[] = [];
  const leftOut: LeftOutOrder[] = [];
  for (const order of candidates) {
    const hold = orderHold(order);
    const counts =
      hold !== null &&
      !options.named?.has(order.refNo) &&
      (options.chosenAt === undefined || hold.since > options.chosenAt);
    if (counts) leftOut.push({ refNo: order.refNo, reason: hold.reason });
    else chosen.push(order.refNo);
  }
  return { chosen, leftOut };
}

/** Left-out orders grouped by reason, in `orderHolds` order, for "3 orders left out: …". */
export function groupLeftOut(leftOut: readonly LeftOutOrder[]): { reason: OrderHold; refNos: string[] }[] {
  return orderHolds
    .map((reason) => ({ reason, refNos: leftOut.filter((o) => o.reason === reason).map((o) => o.refNo) }))
    .filter((group) => group.refNos.length > 0);
}
