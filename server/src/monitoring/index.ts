import { addMessages } from '../platform/i18n.js';
import type { RouteDefinition } from '../platform/define-route.js';
import { costReportRoutes } from './cost-report.routes.js';
import { documentRoutes } from './documents.routes.js';
import { monitoringMessages } from './messages.js';
import { orderTrackingRoutes } from './order-tracking.routes.js';
import { sensorRoutes } from './sensor.routes.js';

addMessages(monitoringMessages);

/** Order tracking with proof and documents, sensor tracking, and the vehicle trip cost report. */
export const monitoringRoutes: readonly RouteDefinition[] = [
  ...orderTrackingRoutes,
  ...documentRoutes,
  ...sensorRoutes,
  ...costReportRoutes,
];
