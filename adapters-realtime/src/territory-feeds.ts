import {
  TERRITORY_PLAN_UPDATE_EVENT,
  territoryPlanUpdateSchema,
  type TerritoryPlanFeed,
} from '@rota/core/territory';
import { eventFeed } from './event-feed.js';
import type { RealtimeLogger } from './hub-connection-factory.js';
import type { HubEvents } from './hub-events.js';

/** joboperationhub: the live status and progress of territory plans (ReceiveTerritoryPlanUpdate). */
export function createTerritoryPlanFeed(events: HubEvents, logger: RealtimeLogger): TerritoryPlanFeed {
  return {
    territoryPlanUpdates: () =>
      eventFeed(
        events,
        logger,
        { hub: 'joboperationhub', event: TERRITORY_PLAN_UPDATE_EVENT },
        territoryPlanUpdateSchema,
      ),
  };
}
