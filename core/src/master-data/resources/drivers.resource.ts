import type { FieldMessage, FieldSpec } from '../../admin/index.js';
import { driverSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { refNoField } from './common-fields.js';

const text = (name: string, max: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type: 'text',
  label: `masterData.fleet.field.${name}`,
  maxLength: { value: max },
  ...extra,
});

/** The driver form (spec 02 section 3); the photo has its own call (update-photo). */
export const driverFields: readonly FieldSpec[] = [
  refNoField,
  text('givenName', 36, { required: true }),
  text('surname', 36, { required: true }),
  text('employeeNumber', 64),
  { name: 'phone', type: 'phone', label: 'masterData.fleet.field.phone', maxLength: { value: 32 } },
  { name: 'email', type: 'email', label: 'masterData.fleet.field.email', maxLength: { value: 254 } },
  text('username', 128),
  { name: 'address', type: 'textarea', label: 'masterData.fleet.field.address', maxLength: { value: 500 } },
  {
    name: 'employeeStartDate',
    type: 'date',
    label: 'masterData.fleet.field.employeeStartDate',
    patterns: [{ regex: '^\\d{4}-\\d{2}-\\d{2}$', message: 'masterData.fleet.invalidDate' }],
  },
  {
    name: 'employeeEndDate',
    type: 'date',
    label: 'masterData.fleet.field.employeeEndDate',
    patterns: [{ regex: '^\\d{4}-\\d{2}-\\d{2}$', message: 'masterData.fleet.invalidDate' }],
  },
  {
    name: 'distributionCenterId',
    type: 'singleSelect',
    label: 'masterData.field.distributionCenterId',
    dataSource: 'distribution-centers',
  },
];

/** Employment may not end before it starts (ISO dates compare as text). */
export function employmentOrder(item: Record<string, unknown>): FieldMessage[] {
  const { employeeStartDate: start, employeeEndDate: end } = item;
  return typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start
    ? [{ field: 'employeeEndDate', message: 'masterData.fleet.employmentOrder' }]
    : [];
}

/**
 * Drivers of a distribution center (spec 02 sections 3 and 7): listed at driver/drivers, written
 * at driver (multipart form fields), the photo base64 in the record.
 */
export const driversResource = {
  path: 'driver/drivers',
  writePath: 'driver',
  keyField: 'refNo',
  itemSchema: driverSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.drivers',
  pageSize: 20,
  gridHeight: '76vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'drivers',
    claimKey: 'drivers',
    itemNameKey: 'masterData.item.driver',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'givenName', kind: 'text', filter: true, sort: true },
      { field: 'surname', kind: 'text', filter: true, sort: true },
      { field: 'employeeNumber', kind: 'text', filter: true, sort: true },
      { field: 'phone', kind: 'text' },
      { field: 'email', kind: 'text', filter: true },
      { field: 'username', kind: 'text', filter: true, sort: true },
      // the same value under the spelling some clients read
      { field: 'userName', kind: 'text', column: 'username', readOnly: true, grid: false },
      { field: 'address', kind: 'text' },
      { field: 'photo', kind: 'text', readOnly: true, grid: false },
      { field: 'employeeStartDate', kind: 'date', sort: true },
      { field: 'employeeEndDate', kind: 'date', sort: true },
      // the plate of the vehicle whose default driver this is (computed by the server)
      {
        field: 'defaultVehiclePlate',
        kind: 'text',
        readOnly: true,
        label: 'masterData.fleet.field.defaultVehiclePlate',
      },
      { field: 'distributionCenterId', kind: 'integer', grid: false },
    ],
    fields: driverFields,
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['refNo'], ['employeeNumber'], ['username'], ['email']],
    usedBy: [
      { table: 'vehicles', column: 'default_driver_id', labelKey: 'masterData.fleet.usedBy.defaultDriverOf' },
      { table: 'job_vehicle_drivers', column: 'driver_id', labelKey: 'masterData.fleet.usedBy.jobDrivers' },
    ],
    scope: { kind: 'center' },
    validate: (item) => employmentOrder(item),
  },
} as const satisfies ResourceConfig;
