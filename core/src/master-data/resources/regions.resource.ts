import { ROLES } from '../../auth/access.rules.js';
import { regionSchema } from '../distribution-center.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { STAMP_COLUMNS, nameField } from './common-fields.js';

/**
 * Regions (spec 02 "Region") with how many distribution centers each holds (counted by the
 * server). A region is visible when one of the user's centers lies in it; only an Admin writes.
 */
export const regionsResource = {
  path: 'regions',
  keyField: 'id',
  itemSchema: regionSchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.regions',
  pageNameKey: 'masterData.tab.regions',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'regions',
    claimKey: 'distribution-center',
    itemNameKey: 'masterData.item.region',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, sort: true, grid: false },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'country', kind: 'text', filter: true, sort: true },
      ...STAMP_COLUMNS,
      { field: 'distributionCenterCount', kind: 'integer', readOnly: true },
    ],
    fields: [
      nameField(),
      {
        name: 'country',
        type: 'text',
        label: 'masterData.field.country',
        required: true,
        defaultValue: 'Türkiye',
        maxLength: { value: 64 },
      },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    unique: [['name']],
    usedBy: [
      {
        table: 'distribution_centers',
        column: 'region_id',
        labelKey: 'masterData.usedBy.distributionCenters',
      },
      { table: 'users', column: 'region_id', labelKey: 'masterData.usedBy.users' },
    ],
    scope: { kind: 'self-region' },
    writeRoles: [ROLES.admin],
  },
} as const satisfies ResourceConfig;
