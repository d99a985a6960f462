import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { uploadHistoryComputed } from '../../uploads/upload-history.repository.js';
import { defineResource } from '../define-resource.js';
import { distributionCenterRoutes, regionRoutes } from './distribution-centers.routes.js';
import { geofenceRoutes } from './geofences.routes.js';
import { workflowRoutes } from './workflows.routes.js';

/**
 * Geofences, distribution centers, regions, workflows and the upload history (spec 02 sections 3,
 * 5 and 7). The upload history is read-only here: the bulk uploads write it.
 */
export const areaRoutes: readonly RouteDefinition[] = [
  ...geofenceRoutes,
  ...distributionCenterRoutes,
  ...regionRoutes,
  ...workflowRoutes,
  ...defineResource(MASTER_DATA_RESOURCES.uploadHistory, {
    computed: uploadHistoryComputed,
    omit: ['get', 'create', 'update', 'delete'],
  }),
];
