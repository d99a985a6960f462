import { vehicleSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const vehiclesResource = {
  path: 'vehicles',
  keyField: 'refNo',
  itemSchema: vehicleSchema,
  listField: 'vehicleResultList',
  emptyMessageKey: 'masterData.empty.vehicle',
  pageNameKey: 'masterData.page.vehicles',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
