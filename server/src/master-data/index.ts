import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../platform/define-route.js';
import { defineResource } from './define-resource.js';
import { placesRoutes } from './places/index.js';
import { areaRoutes } from './areas/index.js';
import { fleetRoutes } from './fleet/index.js';

/**
 * The master-data routes: each declared resource of core's registry through `defineResource`,
 * and beside it the few calls of its own.
 */
export const masterDataRoutes: readonly RouteDefinition[] = [
  ...defineResource(MASTER_DATA_RESOURCES.cargoTypes),
  ...placesRoutes,
  ...areaRoutes,
  ...fleetRoutes,
];
