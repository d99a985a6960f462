import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { adminScreens } from '../admin/admin-screens.js';
import { adminOnly } from '../auth/access.rules.js';
import { dailyPlanRoutes } from '../daily-plan/routes.js';
import { specialScreens } from '../master-data/special-screens.js';
import { resourceScreens } from './resource-screens.js';

// Grid, form, map, chart and timeline code loads only with the screens that use it.
const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })),
);
const SettingsPage = lazy(() =>
  import('../settings/SettingsPage.js').then((m) => ({ default: m.SettingsPage })),
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
  ...resourceScreens.map((screen) => ({
    path: screen.route,
    Page: function ResourceScreenPage() {
      return <ResourceGridPage screen={screen} />;
    },
  })),
  ...specialScreens,
  ...adminScreens,
  { path: '/settings', Page: SettingsPage, roles: adminOnly },
];

/** Is there a real screen at this path? */
export function hasScreen(path: string): boolean {
  return protectedScreens.some((screen) => matchPath({ path: screen.path, end: true }, path) !== null);
}
