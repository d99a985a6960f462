import { operationTypeSchema } from '../cargo-type.schema.js';
import { ORDER_TYPES } from '../order.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { STAMP_COLUMNS, descriptionField, nameField, refNoField } from './common-fields.js';

/** Operation types (spec 02 sections 3 and 7): global, used by orders, windows, workflows, capabilities. */
export const operationTypesResource = {
  path: 'operation-types',
  keyField: 'refNo',
  itemSchema: operationTypeSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.operationTypes',
  pageSize: 20,
  gridHeight: '76vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'operation_types',
    claimKey: 'operation-types',
    itemNameKey: 'masterData.item.operationType',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'action', kind: 'text', filter: true, sort: true, label: 'masterData.places.field.action' },
      { field: 'actionDisplay', kind: 'text', filter: true, sort: true },
      { field: 'serviceDuration', kind: 'integer', sort: true },
      { field: 'description', kind: 'text', filter: true },
      ...STAMP_COLUMNS,
    ],
    fields: [
      refNoField,
      nameField(),
      {
        name: 'action',
        type: 'singleSelect',
        label: 'masterData.places.field.action',
        required: true,
        defaultValue: 'DELIVERY',
        options: ORDER_TYPES.map((key) => ({ key, label: `masterData.places.orderType.${key}` })),
      },
      {
        name: 'actionDisplay',
        type: 'text',
        label: 'masterData.places.field.actionDisplay',
        maxLength: { value: 128 },
      },
      {
        name: 'serviceDuration',
        type: 'number',
        label: 'masterData.places.field.serviceDuration',
        defaultValue: 0,
        range: { min: 0, max: 1440 },
      },
      descriptionField(),
    ],
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['refNo'], ['name']],
    usedBy: [
      { table: 'orders', column: 'operation_type_id', labelKey: 'masterData.usedBy.orders' },
      {
        table: 'time_window_constraints',
        column: 'operation_type_id',
        labelKey: 'masterData.usedBy.timeWindowConstraints',
      },
      {
        table: 'workflow_actions',
        column: 'operation_type_id',
        labelKey: 'masterData.usedBy.workflowActions',
      },
      {
        table: 'vehicle_type_operation_type_constraints',
        column: 'operation_type_id',
        labelKey: 'masterData.usedBy.vehicleTypeCapabilities',
      },
      {
        table: 'vehicle_operation_type_constraints',
        column: 'operation_type_id',
        labelKey: 'masterData.usedBy.vehicleCapabilities',
      },
      {
        table: 'location_planned_visits',
        column: 'operation_type_id',
        labelKey: 'masterData.usedBy.plannedVisits',
      },
    ],
    scope: { kind: 'global' },
  },
} as const satisfies ResourceConfig;
