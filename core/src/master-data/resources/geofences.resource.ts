import { WEEK_DAYS } from '../../shared/days.js';
import { geofenceSchema, GEOFENCE_AREA_CONTROL_TYPE, GEOFENCE_AVOID_TYPE } from '../geofence.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { STAMP_COLUMNS, nameField } from './common-fields.js';

/**
 * Geofences (spec 02 "Geofence"): avoid and area-control polygons of a distribution center. The
 * polygon travels as "lat,lng;lat,lng" and the day lists comma-joined; the server refuses a
 * polygon without 3 or 4 points or with a location of its center inside.
 */
export const geofencesResource = {
  path: 'geofences',
  keyField: 'id',
  itemSchema: geofenceSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.geofencing',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'geofences',
    claimKey: 'geofencing',
    itemNameKey: 'masterData.item.geofence',
    addedMessageKey: 'masterData.geofence.added',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, sort: true, grid: false },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'type', kind: 'integer', filter: true, sort: true, grid: false },
      { field: 'typeDisplay', kind: 'text', readOnly: true, label: 'masterData.field.type' },
      { field: 'distributionCenterId', kind: 'integer', filter: true, grid: false },
      { field: 'polygon', kind: 'polygon', grid: false },
      { field: 'daysOfWeek', kind: 'days', joined: true, grid: false },
      { field: 'daysOfMonth', kind: 'monthDays', joined: true },
      { field: 'specialDates', kind: 'dates', joined: true },
      { field: 'daysOfWeekDisplay', kind: 'text', readOnly: true, label: 'masterData.field.daysOfWeek' },
      ...STAMP_COLUMNS,
    ],
    fields: [
      nameField(),
      {
        name: 'type',
        type: 'singleSelect',
        label: 'masterData.field.type',
        required: true,
        defaultValue: GEOFENCE_AVOID_TYPE,
        options: [
          { key: GEOFENCE_AVOID_TYPE, label: 'masterData.geofence.avoid' },
          { key: GEOFENCE_AREA_CONTROL_TYPE, label: 'masterData.geofence.areaControl' },
        ],
      },
      {
        name: 'distributionCenterId',
        type: 'singleSelect',
        label: 'masterData.field.distributionCenterId',
        dataSource: 'distribution-centers',
      },
      {
        name: 'polygon',
        type: 'textarea',
        label: 'masterData.field.polygon',
        prompt: 'masterData.geofence.polygonPrompt',
        required: true,
        maxLength: { value: 400 },
      },
      {
        name: 'daysOfWeek',
        type: 'daysOfWeek',
        label: 'masterData.field.daysOfWeek',
        options: WEEK_DAYS.map((day, key) => ({ key, label: `days.${day}` })),
      },
      {
        name: 'daysOfMonth',
        type: 'daysOfMonth',
        label: 'masterData.field.daysOfMonth',
        literalLabels: true,
        options: Array.from({ length: 31 }, (_, i) => ({ key: i + 1, label: String(i + 1) })),
      },
      { name: 'specialDates', type: 'multiDate', label: 'masterData.field.specialDates' },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    unique: [],
    usedBy: [],
    scope: { kind: 'center' },
  },
} as const satisfies ResourceConfig;
