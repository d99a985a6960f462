import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { locationRoutes } from './locations.routes.js';
import { orderRoutes } from './orders.routes.js';
import { plannedVisitRoutes } from './planned-visits.routes.js';
import { weeklyPlanningDataRoutes } from './weekly-planning-data.routes.js';

/** Places: operation types, locations, planned visits, weekly planning data and orders. */
export const placesRoutes: readonly RouteDefinition[] = [
  ...defineResource(MASTER_DATA_RESOURCES.operationTypes),
  ...locationRoutes,
  ...plannedVisitRoutes,
  ...weeklyPlanningDataRoutes,
  ...orderRoutes,
];
