import { locationWeeklyDataSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const weeklyPlanningDataResource = {
  path: 'territory-planning-input',
  keyField: 'locationRefNo',
  itemSchema: locationWeeklyDataSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.tab.weeklyPlanningParameters',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
