import { timeWindowConstraintSchema } from '../constraint.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const locationTimeWindowsResource = {
  path: 'location-type-time-window-constraints',
  writePath: 'time-window-constraints/location',
  keyField: 'id',
  itemSchema: timeWindowConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.locationTimeWindow',
  pageNameKey: 'masterData.tab.locationTimeWindows',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
