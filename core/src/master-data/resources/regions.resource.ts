import { regionSchema } from '../distribution-center.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const regionsResource = {
  path: 'regions',
  keyField: 'id',
  itemSchema: regionSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.regions',
  pageNameKey: 'masterData.tab.regions',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
