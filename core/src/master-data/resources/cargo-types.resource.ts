import { cargoTypeSchema } from '../cargo-type.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { descriptionField, nameField, refNoField } from './common-fields.js';

export const cargoTypesResource = {
  path: 'cargo-types',
  keyField: 'refNo',
  itemSchema: cargoTypeSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.cargoTypes',
  pageSize: 20,
  gridHeight: '76vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'cargo_types',
    claimKey: 'cargo-types',
    itemNameKey: 'masterData.item.cargoType',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'description', kind: 'text', filter: true },
    ],
    fields: [refNoField, nameField(), descriptionField()],
    defaultSort: { field: 'refNo', direction: 'asc' },
    unique: [['refNo'], ['name']],
    usedBy: [{ table: 'orders', column: 'cargo_type_id', labelKey: 'masterData.usedBy.orders' }],
    scope: { kind: 'global' },
  },
} as const satisfies ResourceConfig;
