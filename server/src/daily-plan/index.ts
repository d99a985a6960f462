import type { RouteDefinition } from '../platform/define-route.js';
import { jobConfigurationRoutes } from './job-configuration.routes.js';
import { jobsRoutes } from './jobs.routes.js';
import { jobVehicleRoutes } from './job-vehicles.routes.js';
import { lookupRoutes } from './lookups.routes.js';
import { registerDailyPlanMessages } from './messages.js';
import { routeResultRoutes } from './route-result.routes.js';

registerDailyPlanMessages();

/** Every call of spec 01 section 7 for the daily plan, with the lookups the job modal loads. */
export const dailyPlanRoutes: RouteDefinition[] = [
  ...jobsRoutes,
  ...jobConfigurationRoutes,
  ...jobVehicleRoutes,
  ...routeResultRoutes,
  ...lookupRoutes,
];

export {
  startDailyPlan,
  stopDailyPlan,
  runtimeOf,
  type DailyPlanRuntime,
  type DailyPlanRuntimeOptions,
} from './job-runtime.js';
