import { distributionCenterSchema } from '../distribution-center.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const distributionCentersResource = {
  path: 'distribution-centers',
  keyField: 'id',
  itemSchema: distributionCenterSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.distributionCenter',
  pageNameKey: 'masterData.tab.dcs',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
