import type { DriverRoute, DriverStop } from '@rota/core/tracking';

/** A short notice the app shows when a planner changed the route (catalog key and values). */
export interface RouteNotice {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

/** A visit is the same visit when it is at the same place for the same orders. */
const identity = (stop: DriverStop) =>
  `${stop.locationRefNo}|${stop.orders
    .map((o) => o.orderRefNo)
    .sort()
    .join(',')}`;

const visitsOf = (routes: readonly DriverRoute[], jobRefNo: string) =>
  routes.find((r) => r.jobRefNo === jobRefNo)?.stops.filter((s) => s.type === 'visit') ?? [];

/**
 * What a planner's move changed on the driver's route of a job: stops that arrived on it, stops
 * that left it, and whether the stops it kept are visited in another order.
 */
export function routeChangeNotices(
  before: readonly DriverRoute[],
  after: readonly DriverRoute[],
  jobRefNo: string,
): RouteNotice[] {
  const was = visitsOf(before, jobRefNo);
  const now = visitsOf(after, jobRefNo);
  const wasIds = new Set(was.map(identity));
  const nowIds = new Set(now.map(identity));
  const added = now.filter((s) => !wasIds.has(identity(s)));
  const removed = was.filter((s) => !nowIds.has(identity(s)));
  const keptBefore = was.map(identity).filter((id) => nowIds.has(id));
  const keptAfter = now.map(identity).filter((id) => wasIds.has(id));
  const reordered = keptBefore.some((id, i) => id !== keptAfter[i]);
  return [
    ...added.map((s) => ({ key: 'tracking.dispatch.driverAdded', params: { location: s.locationName } })),
    ...removed.map((s) => ({ key: 'tracking.dispatch.driverRemoved', params: { location: s.locationName } })),
    ...(reordered || (added.length > 0 && added.some((s) => s !== now.at(-1)))
      ? [{ key: 'tracking.dispatch.driverReordered', params: {} }]
      : []),
  ];
}
