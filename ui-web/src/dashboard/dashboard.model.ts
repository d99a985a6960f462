import { routeTaskProgressBars, type Dashboard } from '@rota/core/tracking';

/** Route Task Progress shows 5 routes per page. */
export const ROUTES_PER_PAGE = 5;

export function progressPage(
  dashboard: Pick<Dashboard, 'routeTaskProgress'>,
  page: number,
): { bars: { route: string; value: number }[]; pages: number; paged: boolean } {
  const all = routeTaskProgressBars(dashboard);
  const pages = Math.max(1, Math.ceil(all.length / ROUTES_PER_PAGE));
  const current = Math.min(Math.max(0, page), pages - 1);
  return {
    bars: all
      .slice(current * ROUTES_PER_PAGE, (current + 1) * ROUTES_PER_PAGE)
      .map((bar) => ({ ...bar, value: Math.min(100, Math.max(0, bar.value)) })),
    pages,
    paged: all.length > ROUTES_PER_PAGE,
  };
}

/** Today's Status cards in order, with their message keys. */
export const todaysStatusCards = [
  ['numberOfJobsCreated', 'tracking.dashboard.jobsCreated'],
  ['numberOfJobsSuccess', 'tracking.dashboard.jobsSuccess'],
  ['numberOfJobsFailed', 'tracking.dashboard.jobsFailed'],
  ['numberOfJobsRunning', 'tracking.dashboard.jobsRunning'],
  ['numberOfJobsInQueue', 'tracking.dashboard.jobsInQueue'],
  ['totalRoutes', 'dashboard.totalRoutes'],
  ['totalOrders', 'dashboard.totalOrders'],
  ['routesCompleted', 'dashboard.routesCompleted'],
  ['ordersCompleted', 'dashboard.ordersCompleted'],
  ['vehiclesAtDepot', 'tracking.dashboard.vehiclesAtDepot'],
  ['vehiclesAtLocation', 'tracking.dashboard.vehiclesAtLocation'],
  ['vehiclesHeadedToLocation', 'tracking.dashboard.vehiclesHeadedToLocation'],
  ['vehiclesHaveIssue', 'tracking.dashboard.vehiclesHaveIssue'],
] as const satisfies readonly (readonly [keyof Dashboard, string])[];

/** Figures that only live tracking can move; they read zero until tracking events exist. */
export const liveFigures: readonly (keyof Dashboard)[] = [
  'routesCompleted',
  'ordersCompleted',
  'distanceCompleted',
  'durationCompleted',
  'vehiclesAtDepot',
  'vehiclesAtLocation',
  'vehiclesHeadedToLocation',
  'vehiclesHaveIssue',
  'overallProgress',
];

/** True when every live figure is zero (the page then says why). */
export function liveFiguresAllZero(dashboard: Dashboard): boolean {
  return (
    liveFigures.every((key) => dashboard[key] === 0) &&
    Object.values(dashboard.routeTaskProgress).every((value) => value === 0)
  );
}
