import type { JobStatusUpdate, NewOrdersEvent, ReoptimizationUpdate } from '@rota/core/daily-plan';
import type { LocationUpdate, ResetRouteEvent, TimelineUpdate } from '@rota/core/tracking';
import type { Backplane, HubAudience } from './backplane.js';
import type { HubName } from './hub-definitions.js';
import { groupName, userGroup } from './hub-groups.js';

/**
 * What routes and workers call to reach connected clients. Each event names the hub, the
 * audience and the client method of the spec; payloads are passed as the one argument the
 * client's handler receives.
 */
export interface HubPublisher {
  send(hub: HubName, audience: HubAudience, target: string, ...args: unknown[]): Promise<void>;
  /** joboperationhub → everyone: `ReceiveJobStatusUpdate` (jobRefNo, status, runTime, ...). */
  jobStatusUpdate(update: JobStatusUpdate): Promise<void>;
  /** adhochub?routeId= → `ReceiveReoptimizationUpdate`. */
  reoptimizationUpdate(routeId: string | number, update: ReoptimizationUpdate): Promise<void>;
  /** adhochub?jobRefNo= → `ReceiveNewOrders`, a list of orders with refNo. */
  newOrders(jobRefNo: string, orders: NewOrdersEvent): Promise<void>;
  /** trackandtracehub?jobRefNo= → `ReceiveTimelineUpdate`. */
  timelineUpdate(jobRefNo: string, event: TimelineUpdate): Promise<void>;
  /** trackandtracehub?vehicleRefNo=&jobRefNo= → `ReceiveLocationUpdate`, a list of positions. */
  locationUpdate(jobRefNo: string, vehicleRefNo: string, positions: LocationUpdate): Promise<void>;
  /** workflowstephub?jobRefNo= → `ReceiveResetRoute` with a message. */
  resetRoute(jobRefNo: string, reset: ResetRouteEvent): Promise<void>;
  /** Every connection of one user on a hub. */
  toUser(hub: HubName, userId: string | number, target: string, ...args: unknown[]): Promise<void>;
}

export function createHubPublisher(backplane: Backplane): HubPublisher {
  const send: HubPublisher['send'] = (hub, audience, target, ...args) =>
    backplane.publish(hub, audience, target, args);
  return {
    send,
    jobStatusUpdate: (update) => send('joboperationhub', 'all', 'ReceiveJobStatusUpdate', update),
    reoptimizationUpdate: (routeId, update) =>
      send('adhochub', groupName({ routeId }), 'ReceiveReoptimizationUpdate', update),
    newOrders: (jobRefNo, orders) => send('adhochub', groupName({ jobRefNo }), 'ReceiveNewOrders', orders),
    timelineUpdate: (jobRefNo, event) =>
      send('trackandtracehub', groupName({ jobRefNo }), 'ReceiveTimelineUpdate', event),
    locationUpdate: (jobRefNo, vehicleRefNo, positions) =>
      send('trackandtracehub', groupName({ jobRefNo, vehicleRefNo }), 'ReceiveLocationUpdate', positions),
    resetRoute: (jobRefNo, reset) =>
      send('workflowstephub', groupName({ jobRefNo }), 'ReceiveResetRoute', reset),
    toUser: (hub, userId, target, ...args) => send(hub, userGroup(userId), target, ...args),
  };
}
