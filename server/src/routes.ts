import { adhocRoutes } from './adhoc/index.js';
import { authRoutes } from './auth/auth.routes.js';
import { backupRoutes } from './admin/backup.routes.js';
import { roleRoutes } from './admin/roles.routes.js';
import { settingsRoutes } from './admin/settings.routes.js';
import { userRoutes } from './admin/users.routes.js';
import { userPasswordRoutes } from './admin/user-password.routes.js';
import { outboxRoutes } from './outbox/outbox.routes.js';
import { dailyPlanRoutes } from './daily-plan/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { masterDataRoutes } from './master-data/index.js';
import { monitoringRoutes } from './monitoring/index.js';
import type { RouteDefinition } from './platform/define-route.js';
import { territoryRoutes } from './territory/index.js';
import { trackingRoutes } from './tracking/index.js';
import { uploadAreaRoutes } from './uploads/index.js';

/**
 * Every route the server answers: the platform's (sign-in, users, roles and claims, settings, the
 * demo outbox) and the feature areas'. A feature area adds its list here; each route states its
 * schemas and its authorisation in `defineRoute`, and the route-by-role test walks them all.
 */
export const platformRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...userRoutes,
  ...userPasswordRoutes,
  ...roleRoutes,
  ...settingsRoutes,
  ...backupRoutes,
  ...outboxRoutes,
  ...dailyPlanRoutes,
  ...adhocRoutes,
  ...dashboardRoutes,
  ...masterDataRoutes,
  ...uploadAreaRoutes,
  ...territoryRoutes,
  ...trackingRoutes,
  ...monitoringRoutes,
];
