import type { FastifyInstance } from 'fastify';
import { pendingPlanStatuses, type JobStatus, type RouteOrder } from '@rota/core/daily-plan';
import { newOrdersOfOpenPlans } from './new-orders.repository.js';
import { createHubPublisher } from '../realtime/index.js';

export { ordersAddedInTransaction } from './new-orders.repository.js';

/** Jobs whose plan waits for Go Live (or is being reoptimised): new orders of their day may join. */
const OPEN_PLAN_STATUSES: readonly JobStatus[] = [...pendingPlanStatuses, 'REOPTIMIZING'];

/**
 * Tells the result pages of the plans not yet live of the new orders' center and day
 * (`adhochub?jobRefNo=` → `ReceiveNewOrders`, the orders as the attachable-orders call lists them).
 * The hub lets only users who may see that job into its group. A failure to publish never
 * undoes the stored orders.
 */
export async function announceNewOrders(server: FastifyInstance, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  try {
    const found = await newOrdersOfOpenPlans(server.platform.db.orm, orderIds, OPEN_PLAN_STATUSES);
    const byJob = new Map<string, RouteOrder[]>();
    for (const { jobRefNo, ...order } of found) byJob.set(jobRefNo, [...(byJob.get(jobRefNo) ?? []), order]);
    const publisher = createHubPublisher(server.backplane);
    for (const [jobRefNo, orders] of byJob) await publisher.newOrders(jobRefNo, orders);
  } catch (error) {
    server.log.warn(error, 'new orders could not be announced to the result pages');
  }
}
