import { z } from 'zod';

const count = z.number().int().nonnegative();
/** A percentage as the server computes it; bars clamp it to 0..100 when drawn. */
const percentage = z.number();

/** GET dashboard. numberOfCashCentres is shown as Depots. */
export const dashboardSchema = z.object({
  numberOfCashCentres: count,
  numberOfDrivers: count,
  numberOfVehicles: count,
  numberOfLocations: count,
  numberOfOrders: count,
  numberOfJobsCreated: count,
  numberOfJobsSuccess: count,
  numberOfJobsFailed: count,
  numberOfJobsRunning: count,
  numberOfJobsInQueue: count,
  totalRoutes: count,
  totalOrders: count,
  totalDistance: z.number().nonnegative(),
  totalDuration: z.number().nonnegative(),
  routesCompleted: count,
  ordersCompleted: count,
  distanceCompleted: z.number().nonnegative(),
  durationCompleted: z.number().nonnegative(),
  vehiclesAtDepot: count,
  vehiclesAtLocation: count,
  vehiclesHeadedToLocation: count,
  vehiclesHaveIssue: count,
  /** Route name -> percentage. */
  routeTaskProgress: z.record(z.string(), percentage),
  overallProgress: percentage,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The cards of the Data Overview section, in order, with their message keys. */
export const dataOverviewCards = [
  ['numberOfCashCentres', 'tracking.dashboard.depots'],
  ['numberOfDrivers', 'tracking.dashboard.drivers'],
  ['numberOfVehicles', 'tracking.dashboard.vehicles'],
  ['numberOfLocations', 'tracking.dashboard.locations'],
  ['numberOfOrders', 'tracking.dashboard.orders'],
] as const satisfies readonly (readonly [keyof Dashboard, string])[];

/** Route Task Progress as bars, in the route-name order of the answer. */
export function routeTaskProgressBars(
  dashboard: Pick<Dashboard, 'routeTaskProgress'>,
): { readonly route: string; readonly value: number }[] {
  return Object.entries(dashboard.routeTaskProgress).map(([route, value]) => ({ route, value }));
}
