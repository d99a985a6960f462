import { locationPlannedVisitSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const locationPlannedVisitsResource = {
  path: 'location-planned-visits',
  keyField: 'id',
  itemSchema: locationPlannedVisitSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.tab.weeklyPlannedVisits',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
