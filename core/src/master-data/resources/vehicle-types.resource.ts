import type { FieldSpec } from '../../admin/index.js';
import type { ResourceColumn } from '../resource-declaration.js';
import { vehicleTypeSchema } from '../vehicle.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { descriptionField, nameField, refNoField } from './common-fields.js';

/** The stored numbers of a vehicle type; each is shown as its `…Display` text. */
export const VEHICLE_TYPE_AMOUNTS = [
  'distanceUnitCost',
  'durationUnitCost',
  'fixedCost',
  'insuranceLimit',
  'volumeCapacity',
  'weightCapacity',
] as const;

const amountField = (name: string): FieldSpec => ({
  name,
  type: 'decimalNumber',
  label: `masterData.fleet.field.${name}`,
  defaultValue: 0,
  range: { min: 0, max: 999_999_999 },
});

const amountColumns: ResourceColumn[] = VEHICLE_TYPE_AMOUNTS.flatMap((name) => [
  { field: name, kind: 'decimal', grid: false } as const,
  // computed by the server from the stored number
  {
    field: `${name}Display`,
    kind: 'text',
    readOnly: true,
    label: `masterData.fleet.field.${name}`,
  } as const,
]);

/**
 * Vehicle types (spec 02 sections 3 and 7): global, used by vehicles. The screen offers no delete;
 * the server still answers one, refusing a type that vehicles use.
 */
export const vehicleTypesResource = {
  path: 'vehicle-types',
  keyField: 'refNo',
  itemSchema: vehicleTypeSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.vehicleType',
  pageNameKey: 'masterData.tab.vehicleTypes',
  pageSize: 20,
  gridHeight: '70vh',
  actions: { ...ALL_GRID_ACTIONS, delete: false },
  storage: {
    table: 'vehicle_types',
    claimKey: 'drivers',
    itemNameKey: 'masterData.item.vehicleType',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'name', kind: 'text', filter: true, sort: true },
      ...amountColumns,
      { field: 'description', kind: 'text', grid: false },
    ],
    fields: [refNoField, nameField(), ...VEHICLE_TYPE_AMOUNTS.map(amountField), descriptionField()],
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['refNo'], ['name']],
    usedBy: [{ table: 'vehicles', column: 'vehicle_type_id', labelKey: 'masterData.fleet.usedBy.vehicles' }],
    scope: { kind: 'global' },
  },
} as const satisfies ResourceConfig;
