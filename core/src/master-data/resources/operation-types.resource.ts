import { operationTypeSchema } from '../cargo-type.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const operationTypesResource = {
  path: 'operation-types',
  keyField: 'refNo',
  itemSchema: operationTypeSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.operationTypes',
  pageSize: 20,
  gridHeight: '76vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
