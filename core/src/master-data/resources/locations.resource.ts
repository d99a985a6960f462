import { locationSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const locationsResource = {
  path: 'locations',
  keyField: 'refNo',
  itemSchema: locationSchema,
  listField: 'locationResultList',
  emptyMessageKey: 'masterData.empty.locations',
  pageNameKey: 'masterData.page.locations',
  pageSize: 10,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
