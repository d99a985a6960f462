import { ROLES } from '../../auth/access.rules.js';
import { distributionCenterSchema } from '../distribution-center.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

const text = (name: string, maxLength = 128) =>
  ({ name, type: 'text', label: `masterData.field.${name}`, maxLength: { value: maxLength } }) as const;

/**
 * Distribution centers (spec 02 "Distribution center"): a center is its own scope, so a DC
 * Manager sees theirs and a Region Manager those of their region; only an Admin writes.
 */
export const distributionCentersResource = {
  path: 'distribution-centers',
  keyField: 'id',
  itemSchema: distributionCenterSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.distributionCenter',
  pageNameKey: 'masterData.tab.dcs',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'distribution_centers',
    claimKey: 'distribution-center',
    itemNameKey: 'masterData.item.distributionCenter',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, sort: true, grid: false },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'address', kind: 'text', filter: true },
      { field: 'note', kind: 'text' },
      { field: 'latitude', kind: 'decimal' },
      { field: 'longitude', kind: 'decimal' },
      { field: 'country', kind: 'text', filter: true, sort: true },
      { field: 'city', kind: 'text', filter: true, sort: true },
      { field: 'district', kind: 'text', filter: true, sort: true },
      { field: 'postalCode', kind: 'text' },
      { field: 'phoneNumber', kind: 'text' },
      {
        field: 'regionName',
        kind: 'text',
        column: 'region_id',
        ref: { table: 'regions', by: 'name' },
        filter: true,
        sort: true,
      },
    ],
    fields: [
      { ...text('name'), required: true },
      { ...text('address', 500), type: 'textarea' },
      { ...text('note', 500), type: 'textarea' },
      {
        name: 'latitude',
        type: 'coordinate',
        label: 'masterData.field.latitude',
        required: true,
        range: { min: -90, max: 90 },
      },
      {
        name: 'longitude',
        type: 'coordinate',
        label: 'masterData.field.longitude',
        required: true,
        range: { min: -180, max: 180 },
      },
      text('country', 64),
      text('city', 64),
      text('district', 64),
      text('postalCode', 16),
      { ...text('phoneNumber', 32), type: 'phone' },
      {
        name: 'regionName',
        type: 'singleSelect',
        label: 'masterData.field.regionName',
        dataSource: 'regions',
      },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    unique: [['name']],
    usedBy: [
      { table: 'locations', column: 'distribution_center_id', labelKey: 'masterData.usedBy.locations' },
      { table: 'depots', column: 'distribution_center_id', labelKey: 'masterData.usedBy.depots' },
      { table: 'vehicles', column: 'distribution_center_id', labelKey: 'masterData.usedBy.vehicles' },
      { table: 'drivers', column: 'distribution_center_id', labelKey: 'masterData.usedBy.drivers' },
      { table: 'orders', column: 'distribution_center_id', labelKey: 'masterData.usedBy.orders' },
      { table: 'users', column: 'distribution_center_id', labelKey: 'masterData.usedBy.users' },
      { table: 'jobs', column: 'distribution_center_id', labelKey: 'masterData.usedBy.jobs' },
      { table: 'geofences', column: 'distribution_center_id', labelKey: 'masterData.usedBy.geofences' },
      {
        table: 'territories',
        column: 'distribution_center_id',
        labelKey: 'masterData.usedBy.territories',
      },
    ],
    scope: { kind: 'self-center' },
    writeRoles: [ROLES.admin],
  },
} as const satisfies ResourceConfig;
