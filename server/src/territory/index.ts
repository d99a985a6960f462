import type { RouteDefinition } from '../platform/define-route.js';
import { territoryResourceRoutes } from './territories.routes.js';
import { territoryFilterRoutes } from './territory-filter.routes.js';
import { territoryLocationRoutes } from './territory-locations.routes.js';
import { territoryPlanRoutes } from './territory-plan.routes.js';

/** Territories (spec 03 "Territory Planning"): the resource, the map filter and the locations. */
export const territoryRoutes: readonly RouteDefinition[] = [
  ...territoryResourceRoutes,
  ...territoryFilterRoutes,
  ...territoryLocationRoutes,
  ...territoryPlanRoutes,
];

export { saveUploadedTerritories } from './territory-writes.js';
