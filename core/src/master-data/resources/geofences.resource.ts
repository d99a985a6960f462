import { geofenceSchema } from '../geofence.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const geofencesResource = {
  path: 'geofences',
  keyField: 'id',
  itemSchema: geofenceSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.geofencing',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
