import type { FieldMessage, FieldSpec } from '../../admin/index.js';
import { referenceColumns } from './common-fields.js';
import { WEEK_DAYS } from '../../shared/days.js';
import { timeWindowConstraintSchema } from '../constraint.schema.js';
import type { ResourceColumn } from '../resource-declaration.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

const HHMM = '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';

/** The fields every time window has; the location or operation type field comes beside them. */
export function timeWindowFields(target: FieldSpec): FieldSpec[] {
  const time = (name: 'startTime' | 'endTime'): FieldSpec => ({
    name,
    type: 'time',
    label: `masterData.fleet.field.${name}`,
    required: true,
    patterns: [{ regex: HHMM, message: 'masterData.invalidTimeFormat' }],
  });
  return [
    target,
    time('startTime'),
    time('endTime'),
    {
      name: 'date',
      type: 'date',
      label: 'masterData.fleet.field.date',
      patterns: [{ regex: '^\\d{4}-\\d{2}-\\d{2}$', message: 'masterData.fleet.invalidDate' }],
    },
    {
      name: 'days',
      type: 'daysOfWeek',
      label: 'masterData.fleet.field.days',
      defaultValue: [],
      options: WEEK_DAYS.map((day, key) => ({ key, label: `days.${day}` })),
    },
  ];
}

/** The columns every time window has (the grids read views; their indexes are on the table). */
export const TIME_WINDOW_COLUMNS: readonly ResourceColumn[] = [
  { field: 'id', kind: 'integer', readOnly: true, grid: false },
  { field: 'startTime', kind: 'time', sort: true },
  { field: 'endTime', kind: 'time', sort: true },
  { field: 'date', kind: 'date', filter: true, sort: true },
  { field: 'days', kind: 'days', joined: true },
];

/** The end after the start (times as HH:mm or HH:mm:ss compare as text). */
export function windowOrder(item: Record<string, unknown>): FieldMessage[] {
  const { startTime: start, endTime: end } = item;
  const valid = (v: unknown): v is string => typeof v === 'string' && new RegExp(HHMM).test(v);
  return valid(start) && valid(end) && end.slice(0, 5) <= start.slice(0, 5)
    ? [{ field: 'endTime', message: 'masterData.timeWindowOrder' }]
    : [];
}

/**
 * Time windows of locations (spec 02 "Time Window Constraints"): listed and created at
 * location-type-time-window-constraints, updated at time-window-constraints/{id}/location,
 * deleted at time-window-constraints/location. A window belongs to its location's center.
 */
export const locationTimeWindowsResource = {
  path: 'location-type-time-window-constraints',
  updatePath: 'time-window-constraints/:key/location',
  deletePath: 'time-window-constraints/location',
  keyField: 'id',
  itemSchema: timeWindowConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.locationTimeWindow',
  pageNameKey: 'masterData.tab.locationTimeWindows',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'location_time_windows',
    indexTable: 'time_window_constraints',
    claimKey: 'constraints',
    itemNameKey: 'masterData.item.locationTimeWindow',
    columns: [
      TIME_WINDOW_COLUMNS[0] as ResourceColumn,
      ...referenceColumns(
        'location',
        'location_id',
        { table: 'locations', centerScoped: true },
        {
          refNo: { filter: true, sort: true, label: 'masterData.field.refNo' },
          name: { label: 'masterData.fleet.field.location' },
        },
      ),
      ...TIME_WINDOW_COLUMNS.slice(1),
    ],
    fields: timeWindowFields({
      name: 'locationRefNo',
      type: 'singleSelect',
      label: 'masterData.fleet.field.location',
      required: true,
      dataSource: 'locations',
    }),
    defaultSort: { field: 'id', direction: 'asc' },
    unique: [],
    usedBy: [],
    // Windows of a location without a center are every center's.
    scope: { kind: 'center', nullMeansShared: true },
    validate: (item) => windowOrder(item),
  },
} as const satisfies ResourceConfig;
