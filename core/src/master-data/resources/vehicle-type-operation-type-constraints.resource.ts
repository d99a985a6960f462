import { vehicleTypeOperationTypeConstraintSchema } from '../constraint.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

/**
 * Which operation types a vehicle type can and cannot do (spec 02 "Vehicle Availability
 * Constraints"). One row per operation type is stored; the server groups them per vehicle type
 * (its routes are written beside the entry, not by the generic pipeline).
 */
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
