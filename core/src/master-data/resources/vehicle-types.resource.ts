import { vehicleTypeSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const vehicleTypesResource = {
  path: 'vehicle-types',
  keyField: 'refNo',
  itemSchema: vehicleTypeSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.vehicleType',
  pageNameKey: 'masterData.tab.vehicleTypes',
  pageSize: 20,
  gridHeight: '70vh',
  actions: { ...ALL_GRID_ACTIONS, delete: false },
} as const satisfies ResourceConfig;
