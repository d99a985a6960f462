import type { FieldSpec } from '../../admin/field-spec.js';
import type { FieldMessage } from '../../admin/validation-messages.js';
import { parseTimeOfDay } from '../../shared/time-of-day.js';
import { ORDER_TYPES, orderSchema } from '../order.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import {
  LOCATION_COLUMNS,
  STAMP_COLUMNS,
  descriptionField,
  refNoField,
  referenceColumns,
} from './common-fields.js';

/** Dates travel as YYYY-MM-DD; times of day as HH:mm (24:00 ends the day). */
export const ISO_DATE_PATTERN = {
  regex: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  message: 'masterData.places.invalidDate',
};
export const TIME_OF_DAY_PATTERN = {
  regex: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$',
  message: 'masterData.invalidTimeFormat',
};

const label = (name: string) => `masterData.places.field.${name}`;
const amount = (name: string, type: FieldSpec['type'] = 'decimalNumber'): FieldSpec => ({
  name,
  type,
  label: label(name),
  defaultValue: 0,
  range: { min: 0, max: 1_000_000_000 },
});
const date = (name: string, required = false): FieldSpec => ({
  name,
  type: 'date',
  label: label(name),
  required,
  patterns: [ISO_DATE_PATTERN],
});
const time = (name: string): FieldSpec => ({
  name,
  type: 'time',
  label: label(name),
  patterns: [TIME_OF_DAY_PATTERN],
});
const select = (name: string, dataSource: string, required = false): FieldSpec => ({
  name,
  type: 'singleSelect',
  label: label(name),
  dataSource,
  required,
});

/** Serve before must come after serve after (when both are given). */
export function validateOrder(item: Record<string, unknown>): FieldMessage[] {
  const after = typeof item['serveAfter'] === 'string' ? parseTimeOfDay(item['serveAfter']) : null;
  const before = typeof item['serveBefore'] === 'string' ? parseTimeOfDay(item['serveBefore']) : null;
  return after !== null && before !== null && before <= after
    ? [{ field: 'serveBefore', message: 'masterData.places.serveBeforeAfterServeAfter' }]
    : [];
}

/**
 * Orders (spec 02 sections 3 and 7): each of one distribution center (a DC Manager's go to
 * theirs), the reference unique within it; filtered by date and location name.
 */
export const ordersResource = {
  path: 'orders',
  keyField: 'refNo',
  itemSchema: orderSchema,
  listField: 'orderResultDetails',
  emptyMessageKey: 'masterData.empty.orders',
  pageNameKey: 'masterData.page.orders',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'orders',
    claimKey: 'locations',
    itemNameKey: 'masterData.item.order',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'date', kind: 'date', column: 'order_date', filter: true, sort: true },
      { field: 'distributionCenterId', kind: 'integer', grid: false },
      { field: 'orderType', kind: 'text', filter: true, sort: true },
      ...LOCATION_COLUMNS,
      ...referenceColumns('cargoType', 'cargo_type_id', { table: 'cargo_types' }, { refNo: { grid: false } }),
      ...referenceColumns(
        'operationType',
        'operation_type_id',
        { table: 'operation_types' },
        { refNo: { grid: false } },
      ),
      { field: 'amount', kind: 'decimal', sort: true },
      { field: 'volume', kind: 'decimal', sort: true },
      { field: 'weight', kind: 'decimal', sort: true },
      { field: 'monetaryValue', kind: 'decimal', sort: true },
      { field: 'invoiceAmount', kind: 'decimal', grid: false },
      /** The invoice amount as text with two decimals (computed by the server). */
      { field: 'invoiceAmountString', kind: 'text', readOnly: true },
      { field: 'currency', kind: 'text', filter: true },
      { field: 'material', kind: 'text', filter: true },
      { field: 'isOptional', kind: 'boolean', filter: true },
      {
        field: 'createdByDepot',
        kind: 'text',
        column: 'created_by_depot_id',
        ref: { table: 'depots', by: 'ref_no', centerScoped: true },
        grid: false,
      },
      {
        field: 'createdByDepotName',
        kind: 'text',
        from: { ref: 'createdByDepot', column: 'name' },
        readOnly: true,
      },
      {
        field: 'assignedToDepot',
        kind: 'text',
        column: 'assigned_to_depot_id',
        ref: { table: 'depots', by: 'ref_no', centerScoped: true },
      },
      { field: 'inboundDate', kind: 'date', filter: true, sort: true },
      { field: 'serveAfter', kind: 'time', sort: true },
      { field: 'serveBefore', kind: 'time', sort: true },
      { field: 'visitAfter', kind: 'date', sort: true },
      { field: 'description', kind: 'text', grid: false },
      { field: 'customServiceDuration', kind: 'integer' },
      /** The order's location (refNo, name, latitude, longitude, address), computed by the server. */
      { field: 'location', kind: 'json', readOnly: true, grid: false },
      ...STAMP_COLUMNS,
    ],
    fields: [
      refNoField,
      { name: 'name', type: 'text', label: 'masterData.field.name', maxLength: { value: 256 } },
      date('date', true),
      {
        name: 'distributionCenterId',
        type: 'singleSelect',
        label: 'masterData.field.distributionCenterId',
        dataSource: 'distribution-centers',
        updatable: false,
      },
      {
        name: 'orderType',
        type: 'singleSelect',
        label: label('orderType'),
        options: ORDER_TYPES.map((key) => ({ key, label: `masterData.places.orderType.${key}` })),
      },
      select('locationRefNo', 'locations', true),
      select('cargoTypeRefNo', 'cargo-types'),
      select('operationTypeRefNo', 'operation-types'),
      amount('amount'),
      amount('volume'),
      amount('weight'),
      amount('monetaryValue', 'money'),
      { ...amount('invoiceAmount', 'money'), defaultValue: null },
      {
        name: 'currency',
        type: 'singleSelect',
        label: label('currency'),
        defaultValue: 'TRY',
        required: true,
        literalLabels: true,
        options: ['TRY', 'USD', 'EUR'].map((key) => ({ key, label: key })),
      },
      { name: 'material', type: 'text', label: label('material'), maxLength: { value: 256 } },
      { name: 'isOptional', type: 'boolean', label: label('isOptional'), defaultValue: false },
      select('createdByDepot', 'locations/depots'),
      select('assignedToDepot', 'locations/depots'),
      date('inboundDate'),
      time('serveAfter'),
      time('serveBefore'),
      date('visitAfter'),
      descriptionField(1000),
      {
        name: 'customServiceDuration',
        type: 'number',
        label: label('customServiceDuration'),
        range: { min: 0, max: 1440 },
        createOnly: true,
      },
    ],
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['distributionCenterId', 'refNo']],
    usedBy: [
      { table: 'job_orders', column: 'order_id', labelKey: 'masterData.usedBy.dailyPlanJobs' },
      { table: 'route_stop_orders', column: 'order_id', labelKey: 'masterData.usedBy.routeStops' },
      {
        table: 'route_unassigned_orders',
        column: 'order_id',
        labelKey: 'masterData.usedBy.unassignedRouteOrders',
      },
    ],
    scope: { kind: 'center' },
    statsBy: 'orderType',
    validate: validateOrder,
  },
} as const satisfies ResourceConfig;
