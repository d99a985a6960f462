import { createAdhocFeed, createJobStatusFeed } from './daily-plan-feeds.js';
import { createHubConnectionFactory, type RealtimeConfig } from './hub-connection-factory.js';
import { createHubEvents } from './hub-events.js';
import { createTerritoryPlanFeed } from './territory-feeds.js';
import { createDriverRouteFeed, createTrackAndTraceFeed } from './tracking-feeds.js';

/**
 * Everything a composition root binds for realtime: one shared set of hub connections and the
 * feeds that implement core's ports on it.
 */
export function createRealtimeAdapters(config: RealtimeConfig) {
  const events = createHubEvents(createHubConnectionFactory(config), {
    logger: config.logger,
    ...(config.retryDelaysMs ? { retryDelaysMs: config.retryDelaysMs } : {}),
  });
  return {
    events,
    jobStatusFeed: createJobStatusFeed(events, config.logger),
    adhocFeed: createAdhocFeed(events, config.logger),
    trackAndTraceFeed: createTrackAndTraceFeed(events, config.logger),
    driverRouteFeed: createDriverRouteFeed(events, config.logger),
    territoryPlanFeed: createTerritoryPlanFeed(events, config.logger),
  };
}
