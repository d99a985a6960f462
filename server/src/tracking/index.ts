import type { RouteDefinition } from '../platform/define-route.js';
import { driverRoutes } from './driver.routes.js';
import { trackAndTraceRoutes } from './track-and-trace.routes.js';

/** Live operations: the drivers' API and the Track & Trace reads. */
export const trackingRoutes: readonly RouteDefinition[] = [...driverRoutes, ...trackAndTraceRoutes];
export { loadLiveVehicles, type LiveVehicle } from './live-view.js';
