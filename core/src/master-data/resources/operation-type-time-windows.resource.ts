import { timeWindowConstraintSchema } from '../constraint.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const operationTypeTimeWindowsResource = {
  path: 'operation-type-time-window-constraints',
  writePath: 'time-window-constraints/operation-type',
  keyField: 'id',
  itemSchema: timeWindowConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.operationTypeTimeWindow',
  pageNameKey: 'masterData.tab.operationTypeTimeWindows',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
