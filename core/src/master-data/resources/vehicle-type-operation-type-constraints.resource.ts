import { vehicleTypeOperationTypeConstraintSchema } from '../constraint.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const vehicleTypeOperationTypeConstraintsResource = {
  path: 'vehicle-type-operationtype-constraints',
  keyField: 'vehicleTypeRefNo',
  itemSchema: vehicleTypeOperationTypeConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.vehicleTypeOperationType',
  pageNameKey: 'masterData.tab.vehicleTypeOperationType',
  pageSize: 20,
  gridHeight: '70vh',
  actions: { ...ALL_GRID_ACTIONS, delete: false },
} as const satisfies ResourceConfig;
