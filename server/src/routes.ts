import { authRoutes } from './auth/auth.routes.js';
import { roleRoutes } from './admin/roles.routes.js';
import { settingsRoutes } from './admin/settings.routes.js';
import { userRoutes } from './admin/users.routes.js';
import { outboxRoutes } from './outbox/outbox.routes.js';
import type { RouteDefinition } from './platform/define-route.js';

/** The platform's routes: sign-in, users, roles and claims, settings, the demo outbox. */
export const platformRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...settingsRoutes,
  ...outboxRoutes,
];
