import {
  jobStatusUpdateSchema,
  newOrdersEventSchema,
  reoptimizationUpdateSchema,
  type AdhocFeed,
  type JobStatusFeed,
} from '@rota/core/daily-plan';
import { eventFeed } from './event-feed.js';
import type { RealtimeLogger } from './hub-connection-factory.js';
import type { HubEvents } from './hub-events.js';

/** joboperationhub: every job's status changes (ReceiveJobStatusUpdate). */
export function createJobStatusFeed(events: HubEvents, logger: RealtimeLogger): JobStatusFeed {
  return {
    jobStatusUpdates: () =>
      eventFeed(
        events,
        logger,
        { hub: 'joboperationhub', event: 'ReceiveJobStatusUpdate' },
        jobStatusUpdateSchema,
      ),
  };
}

/** adhochub?routeId= (ReceiveReoptimizationUpdate) and adhochub?jobRefNo= (ReceiveNewOrders). */
export function createAdhocFeed(events: HubEvents, logger: RealtimeLogger): AdhocFeed {
  return {
    reoptimizationUpdates: (routeId) =>
      eventFeed(
        events,
        logger,
        { hub: 'adhochub', event: 'ReceiveReoptimizationUpdate', query: { routeId } },
        reoptimizationUpdateSchema,
      ),
    newOrders: (jobRefNo) =>
      eventFeed(
        events,
        logger,
        { hub: 'adhochub', event: 'ReceiveNewOrders', query: { jobRefNo } },
        newOrdersEventSchema,
      ),
  };
}
