import { driverSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const driversResource = {
  path: 'driver/drivers',
  writePath: 'driver',
  keyField: 'refNo',
  itemSchema: driverSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.drivers',
  pageSize: 20,
  gridHeight: '76vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
