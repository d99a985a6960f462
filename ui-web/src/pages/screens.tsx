import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { adminScreens } from '../admin/admin-screens.js';
import { adminOnly } from '../auth/access.rules.js';
import { dailyPlanRoutes } from '../daily-plan/routes.js';
import { specialScreens } from '../master-data/special-screens.js';
import { territoryScreens } from '../territory/screens.js';
import { resourceScreens } from './resource-screens.js';
import { trackingRoutes } from '../tracking/routes.js';

// Grid, form, map, chart and timeline code loads only with the screens that use it.
const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })),
);
const SettingsPage = lazy(() =>
  import('../settings/SettingsPage.js').then((m) => ({ default: m.SettingsPage })),
);
const OrderTrackingPage = lazy(() =>
  import('../order-tracking/OrderTrackingPage.js').then((m) => ({ default: m.OrderTrackingPage })),
);
const SensorTrackingPage = lazy(() =>
  import('../sensor-tracking/SensorTrackingPage.js').then((m) => ({ default: m.SensorTrackingPage })),
);
const CostReportPage = lazy(() =>
  import('../cost-report/CostReportPage.js').then((m) => ({ default: m.CostReportPage })),
);
const ResourceGridPage = lazy(() =>
  import('../grid/ResourceGridPage.js').then((m) => ({ default: m.ResourceGridPage })),
);

/** A screen behind the sign-in: its route, its page and, when narrower than usual, its roles. */
export interface ProtectedScreen {
  path: string;
  Page: ComponentType;
  roles?: readonly string[];
}

/**
 * Every screen that exists, in one list: the router mounts these, and the sidebar offers an entry
 * only when its path is here (a path left to the placeholder page is not offered).
 */
export const protectedScreens: readonly ProtectedScreen[] = [
  { path: '/dashboard', Page: DashboardPage },
  ...dailyPlanRoutes,
  ...trackingRoutes,
  ...resourceScreens.map((screen) => ({
    path: screen.route,
    Page: function ResourceScreenPage() {
      return <ResourceGridPage screen={screen} />;
    },
  })),
  ...specialScreens,
  ...territoryScreens,
  ...adminScreens,
  { path: '/tracking/order-tracking', Page: OrderTrackingPage },
  { path: '/tracking/sensor-tracking', Page: SensorTrackingPage },
  { path: '/reporting/vehicle-trip-report', Page: CostReportPage },
  { path: '/settings', Page: SettingsPage, roles: adminOnly },
];

/** Is there a real screen at this path? */
export function hasScreen(path: string): boolean {
  return protectedScreens.some((screen) => matchPath({ path: screen.path, end: true }, path) !== null);
}
