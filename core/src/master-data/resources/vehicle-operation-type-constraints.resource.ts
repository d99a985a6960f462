import { vehicleOperationTypeConstraintSchema } from '../constraint.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

/**
 * Which operation types one vehicle can and cannot do, over its type's (spec 02 "Vehicle
 * Availability Constraints"); a vehicle's records belong to its distribution center. Served by
 * routes written beside the entry.
 */
export const vehicleOperationTypeConstraintsResource = {
  path: 'vehicle-operationtype-constraints',
  keyField: 'vehicleRefNo',
  itemSchema: vehicleOperationTypeConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.vehicleOperationType',
  pageNameKey: 'masterData.tab.vehicleOperationType',
  pageSize: 20,
  gridHeight: '70vh',
  actions: { ...ALL_GRID_ACTIONS, delete: false },
} as const satisfies ResourceConfig;
