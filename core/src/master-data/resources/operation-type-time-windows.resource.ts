import { timeWindowConstraintSchema } from '../constraint.schema.js';
import { referenceColumns } from './common-fields.js';
import type { ResourceColumn } from '../resource-declaration.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { TIME_WINDOW_COLUMNS, timeWindowFields, windowOrder } from './location-time-windows.resource.js';

/**
 * Time windows of operation types (spec 02 "Time Window Constraints"): listed and created at
 * operation-type-time-window-constraints, updated at time-window-constraints/{id}/operation-type,
 * deleted at time-window-constraints/operation-type. Operation types are global, so are these.
 */
export const operationTypeTimeWindowsResource = {
  path: 'operation-type-time-window-constraints',
  updatePath: 'time-window-constraints/:key/operation-type',
  deletePath: 'time-window-constraints/operation-type',
  keyField: 'id',
  itemSchema: timeWindowConstraintSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.operationTypeTimeWindow',
  pageNameKey: 'masterData.tab.operationTypeTimeWindows',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'operation_type_time_windows',
    indexTable: 'time_window_constraints',
    claimKey: 'constraints',
    itemNameKey: 'masterData.item.operationTypeTimeWindow',
    columns: [
      TIME_WINDOW_COLUMNS[0] as ResourceColumn,
      ...referenceColumns(
        'operationType',
        'operation_type_id',
        { table: 'operation_types' },
        {
          refNo: { filter: true, sort: true, label: 'masterData.field.refNo' },
          name: { label: 'masterData.fleet.field.operationType' },
        },
      ),
      ...TIME_WINDOW_COLUMNS.slice(1),
    ],
    fields: timeWindowFields({
      name: 'operationTypeRefNo',
      type: 'singleSelect',
      label: 'masterData.fleet.field.operationType',
      required: true,
      dataSource: 'operation-types',
    }),
    defaultSort: { field: 'id', direction: 'asc' },
    unique: [],
    usedBy: [],
    scope: { kind: 'global' },
    validate: (item) => windowOrder(item),
  },
} as const satisfies ResourceConfig;
