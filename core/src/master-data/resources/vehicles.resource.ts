import type { FieldMessage, FieldSpec } from '../../admin/index.js';
import { vehicleSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { refNoField, referenceColumns } from './common-fields.js';

const HHMM = '^([01]\\d|2[0-3]):[0-5]\\d$';
const timePattern = [{ regex: HHMM, message: 'masterData.invalidTimeFormat' }] as const;

const amount = (name: string, label: string): FieldSpec => ({
  name,
  type: 'decimalNumber',
  label,
  defaultValue: 0,
  range: { min: 0, max: 999_999_999 },
});

/** The vehicle form (spec 02 sections 3 and 5); shift times HH:mm. */
export const vehicleFields: readonly FieldSpec[] = [
  refNoField,
  {
    name: 'plate',
    type: 'text',
    label: 'masterData.fleet.field.plate',
    required: true,
    maxLength: { value: 32 },
  },
  {
    name: 'vehicleTypeRefNo',
    type: 'singleSelect',
    label: 'masterData.fleet.field.vehicleType',
    required: true,
    dataSource: 'vehicle-types',
  },
  {
    name: 'departureLocationRefNo',
    type: 'singleSelect',
    label: 'masterData.fleet.field.departureLocation',
    required: 'masterData.vehicle.departureRequired',
    dataSource: 'locations/origins_destinations',
  },
  {
    name: 'arrivalLocationRefNo',
    type: 'singleSelect',
    label: 'masterData.fleet.field.arrivalLocation',
    required: 'masterData.vehicle.arrivalRequired',
    dataSource: 'locations/origins_destinations',
  },
  {
    name: 'shiftStart',
    type: 'time',
    label: 'masterData.fleet.field.shiftStart',
    required: 'masterData.vehicle.shiftStartRequired',
    patterns: timePattern,
  },
  {
    name: 'shiftEnd',
    type: 'time',
    label: 'masterData.fleet.field.shiftEnd',
    required: 'masterData.vehicle.shiftEndRequired',
    patterns: timePattern,
  },
  amount('fixedCost', 'masterData.fleet.field.fixedCost'),
  amount('durationUnitCost', 'masterData.fleet.field.durationUnitCost'),
  amount('distanceUnitCost', 'masterData.fleet.field.distanceUnitCost'),
  amount('volumeCapacity', 'masterData.fleet.field.volumeCapacity'),
  amount('weightCapacity', 'masterData.fleet.field.weightCapacity'),
  amount('insuranceLimit', 'masterData.fleet.field.insuranceLimit'),
  {
    name: 'defaultDriverRefNo',
    type: 'singleSelect',
    label: 'masterData.fleet.field.defaultDriver',
    dataSource: 'driver/drivers',
  },
  {
    name: 'distributionCenterId',
    type: 'singleSelect',
    label: 'masterData.field.distributionCenterId',
    dataSource: 'distribution-centers',
  },
];

/** 'Shift end must be after shift start' (spec 02 section 5), once both read as HH:mm. */
export function shiftOrder(item: Record<string, unknown>): FieldMessage[] {
  const { shiftStart: start, shiftEnd: end } = item;
  const valid = (v: unknown): v is string => typeof v === 'string' && new RegExp(HHMM).test(v);
  return valid(start) && valid(end) && end <= start
    ? [{ field: 'shiftEnd', message: 'masterData.vehicle.shiftEndAfterStart' }]
    : [];
}

/**
 * Vehicles of a distribution center (spec 02 sections 3, 5, 7). The plate is unique however it
 * is spaced or cased (the table's index; the server checks it with the same normal form).
 */
export const vehiclesResource = {
  path: 'vehicles',
  keyField: 'refNo',
  itemSchema: vehicleSchema,
  listField: 'vehicleResultList',
  emptyMessageKey: 'masterData.empty.vehicle',
  pageNameKey: 'masterData.page.vehicles',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'vehicles',
    // The Vehicles page hangs on the drivers key (spec 02 lists no vehicles key).
    claimKey: 'drivers',
    itemNameKey: 'masterData.item.vehicle',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'plate', kind: 'text', filter: true, sort: true },
      ...referenceColumns(
        'vehicleType',
        'vehicle_type_id',
        { table: 'vehicle_types' },
        { refNo: { filter: true, grid: false }, name: { label: 'masterData.fleet.field.vehicleType' } },
      ),
      ...referenceColumns(
        'departureLocation',
        'departure_location_id',
        { table: 'locations', centerScoped: true },
        { refNo: { grid: false }, name: { label: 'masterData.fleet.field.departureLocation' } },
      ),
      ...referenceColumns(
        'arrivalLocation',
        'arrival_location_id',
        { table: 'locations', centerScoped: true },
        { refNo: { grid: false }, name: { label: 'masterData.fleet.field.arrivalLocation' } },
      ),
      { field: 'shiftStart', kind: 'time', sort: true },
      { field: 'shiftEnd', kind: 'time', sort: true },
      { field: 'fixedCost', kind: 'decimal', sort: true },
      { field: 'durationUnitCost', kind: 'decimal', sort: true },
      { field: 'distanceUnitCost', kind: 'decimal', sort: true },
      { field: 'volumeCapacity', kind: 'decimal', sort: true },
      { field: 'weightCapacity', kind: 'decimal', sort: true },
      { field: 'insuranceLimit', kind: 'decimal', sort: true },
      {
        field: 'defaultDriverRefNo',
        kind: 'text',
        column: 'default_driver_id',
        ref: { table: 'drivers', by: 'ref_no', centerScoped: true },
        grid: false,
      },
      // given name and surname of the default driver (the server reads both)
      {
        field: 'defaultDriverName',
        kind: 'text',
        from: { ref: 'defaultDriverRefNo', column: 'given_name' },
        readOnly: true,
        sort: true,
        label: 'masterData.fleet.field.defaultDriver',
      },
      { field: 'distributionCenterId', kind: 'integer', grid: false },
      // {refNo, name, latitude, longitude} of both places, for the daily plan (read by the server)
      { field: 'departureLocation', kind: 'json', readOnly: true, grid: false },
      { field: 'arrivalLocation', kind: 'json', readOnly: true, grid: false },
    ],
    fields: vehicleFields,
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['refNo']],
    usedBy: [
      { table: 'job_vehicles', column: 'vehicle_id', labelKey: 'masterData.fleet.usedBy.jobs' },
      { table: 'route_vehicles', column: 'vehicle_id', labelKey: 'masterData.fleet.usedBy.routes' },
      { table: 'approved_vehicles', column: 'vehicle_id', labelKey: 'masterData.fleet.usedBy.approvals' },
      { table: 'territories', column: 'default_vehicle_id', labelKey: 'masterData.fleet.usedBy.territories' },
    ],
    scope: { kind: 'center' },
    statsBy: 'vehicleTypeName',
    statsField: 'vehicleStats',
    validate: (item) => shiftOrder(item),
  },
} as const satisfies ResourceConfig;
