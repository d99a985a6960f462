import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { capabilityConstraintRoutes } from './capabilities.routes.js';
import { driverRoutes } from './drivers.routes.js';
import { vehicleRoutes } from './vehicles.routes.js';

/**
 * Fleet: vehicles, vehicle types, drivers, time windows and capability constraints. The location
 * windows' get-one path is a location's window list (served with the locations), so it is left out.
 */
export const fleetRoutes: readonly RouteDefinition[] = [
  ...vehicleRoutes,
  ...driverRoutes,
  ...defineResource(MASTER_DATA_RESOURCES.locationTimeWindows, { omit: ['get'] }),
  ...defineResource(MASTER_DATA_RESOURCES.operationTypeTimeWindows),
  ...capabilityConstraintRoutes,
];
