import { WEEK_DAY_KEYS } from '../../shared/days.js';
import { locationPlannedVisitSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import type { ResourceColumn } from '../resource-declaration.js';

/** The day numbers (0 = Monday), comma-joined, as daysOfWeek travels. */
export const DAY_LIST_PATTERN = { regex: '^[0-6](,[0-6])*$', message: 'masterData.places.invalidDayList' };

/** mondayVisit .. sundayVisit, read from daysOfWeek by the server. */
const visitFlags: ResourceColumn[] = WEEK_DAY_KEYS.map((day) => ({
  field: `${day}Visit`,
  kind: 'boolean',
  readOnly: true,
}));

/**
 * Location planned visits (spec 02 "Location planned visit"): the weekdays a location is visited,
 * optionally per operation type; they belong to the location's distribution center and go with it.
 */
export const locationPlannedVisitsResource = {
  path: 'location-planned-visits',
  keyField: 'id',
  createBodyField: 'locationPlannedVisits',
  deleteBodyField: 'ids',
  itemSchema: locationPlannedVisitSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.tab.weeklyPlannedVisits',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'location_planned_visits',
    claimKey: 'locations',
    itemNameKey: 'masterData.item.plannedVisit',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, sort: true },
      {
        field: 'locationName',
        kind: 'text',
        column: 'location_id',
        ref: { table: 'locations', by: 'name', centerScoped: true },
        filter: true,
        sort: true,
      },
      {
        field: 'locationRefNo',
        kind: 'text',
        from: { ref: 'locationName', column: 'ref_no' },
        readOnly: true,
        filter: true,
      },
      {
        field: 'operationTypeName',
        kind: 'text',
        column: 'operation_type_id',
        ref: { table: 'operation_types', by: 'name' },
        filter: true,
        sort: true,
      },
      { field: 'daysOfWeek', kind: 'text' },
      ...visitFlags,
    ],
    fields: [
      {
        name: 'locationName',
        type: 'singleSelect',
        label: 'masterData.places.field.locationName',
        dataSource: 'locations',
        required: true,
      },
      {
        name: 'operationTypeName',
        type: 'singleSelect',
        label: 'masterData.places.field.operationTypeName',
        dataSource: 'operation-types',
      },
      {
        name: 'daysOfWeek',
        type: 'text',
        label: 'masterData.places.field.daysOfWeek',
        required: true,
        patterns: [DAY_LIST_PATTERN],
      },
    ],
    defaultSort: { field: 'locationName', direction: 'asc' },
    unique: [['locationName', 'operationTypeName']],
    usedBy: [],
    scope: { kind: 'center' },
  },
} as const satisfies ResourceConfig;
