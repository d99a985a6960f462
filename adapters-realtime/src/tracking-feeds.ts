import {
  driverRouteUpdateSchema,
  locationUpdateSchema,
  resetRouteEventSchema,
  routeDispatchEventSchema,
  timelineUpdateSchema,
  type DriverRouteFeed,
  type TrackAndTraceFeed,
} from '@rota/core/tracking';
import { eventFeed } from './event-feed.js';
import type { RealtimeLogger } from './hub-connection-factory.js';
import type { HubEvents } from './hub-events.js';

/**
 * trackandtracehub?jobRefNo= (ReceiveTimelineUpdate), trackandtracehub?vehicleRefNo=&jobRefNo=
 * (ReceiveLocationUpdate), trackandtracehub?jobRefNo= (ReceiveRouteDispatch) and
 * workflowstephub?jobRefNo= (ReceiveResetRoute).
 */
export function createTrackAndTraceFeed(events: HubEvents, logger: RealtimeLogger): TrackAndTraceFeed {
  return {
    timelineUpdates: (jobRefNo) =>
      eventFeed(
        events,
        logger,
        { hub: 'trackandtracehub', event: 'ReceiveTimelineUpdate', query: { jobRefNo } },
        timelineUpdateSchema,
      ),
    locationUpdates: (vehicleRefNo, jobRefNo) =>
      eventFeed(
        events,
        logger,
        { hub: 'trackandtracehub', event: 'ReceiveLocationUpdate', query: { vehicleRefNo, jobRefNo } },
        locationUpdateSchema,
      ),
    resetRoute: (jobRefNo) =>
      eventFeed(
        events,
        logger,
        { hub: 'workflowstephub', event: 'ReceiveResetRoute', query: { jobRefNo } },
        resetRouteEventSchema,
      ),
    routeDispatches: (jobRefNo) =>
      eventFeed(
        events,
        logger,
        { hub: 'trackandtracehub', event: 'ReceiveRouteDispatch', query: { jobRefNo } },
        routeDispatchEventSchema,
      ),
  };
}

/** driverhub (the signed-in driver's own connection): ReceiveDriverRouteUpdate. */
export function createDriverRouteFeed(events: HubEvents, logger: RealtimeLogger): DriverRouteFeed {
  return {
    routeUpdates: () =>
      eventFeed(
        events,
        logger,
        { hub: 'driverhub', event: 'ReceiveDriverRouteUpdate' },
        driverRouteUpdateSchema,
      ),
  };
}
