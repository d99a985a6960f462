import type { FieldMessage } from '../../admin/validation-messages.js';
import { WEEK_DAYS } from '../../shared/days.js';
import { separationTypeSchema, territorySchema } from '../../territory/territory.schema.js';
import { validateTerritoryForm } from '../../territory/territory.validation.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { STAMP_COLUMNS, nameField } from './common-fields.js';

const label = (name: string) => `territory.field.${name}`;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A readable polygon of 3 or more corners and a forward date range (the add/update form's rules). */
export function validateTerritory(item: Record<string, unknown>): FieldMessage[] {
  return validateTerritoryForm({
    name: text(item['name']) ?? '-',
    polygon: text(item['polygon']),
    startDate: text(item['startDate']),
    endDate: text(item['endDate']),
  }).map((issue) => ({ field: issue.field, message: issue.messageKey }));
}

/**
 * Territories (spec 03 "Territory"): a polygon of a distribution center with its locations in
 * visit order, a default vehicle, visit days of week and month, a tag and a Hard or Soft
 * separation. The locations, their visit orders and the center's name are read by the server
 * beside the declared columns; the territory routes write the locations.
 */
export const territoriesResource = {
  path: 'territory',
  keyField: 'id',
  deleteBodyField: 'territoryIds',
  itemSchema: territorySchema,
  listField: null,
  emptyMessageKey: 'territory.noTerritories',
  pageNameKey: 'territory.tab.territory',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'territories',
    claimKey: 'daily-plan',
    itemNameKey: 'territory.item',
    addedMessageKey: 'territory.territoryAdded',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, sort: true, grid: false },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'no', kind: 'integer', sort: true },
      { field: 'tag', kind: 'text', filter: true, sort: true },
      { field: 'distributionCenterId', kind: 'integer', filter: true, grid: false },
      { field: 'distributionCenterName', kind: 'text', readOnly: true, label: label('distributionCenterId') },
      { field: 'polygon', kind: 'polygon', grid: false },
      { field: 'latitude', kind: 'decimal', grid: false },
      { field: 'longitude', kind: 'decimal', grid: false },
      {
        field: 'defaultVehicleRefNo',
        kind: 'text',
        column: 'default_vehicle_id',
        ref: { table: 'vehicles', by: 'ref_no', centerScoped: true },
        filter: true,
        grid: false,
      },
      {
        field: 'defaultVehiclePlate',
        kind: 'text',
        from: { ref: 'defaultVehicleRefNo', column: 'plate' },
        readOnly: true,
        sort: true,
        label: label('defaultVehicleRefNo'),
      },
      { field: 'startDate', kind: 'date', sort: true },
      { field: 'endDate', kind: 'date', sort: true },
      { field: 'daysOfWeek', kind: 'days', joined: true },
      { field: 'daysOfMonth', kind: 'monthDays', joined: true },
      { field: 'seperationType', kind: 'text', column: 'separation_type', filter: true },
      { field: 'territoryType', kind: 'text', filter: true, grid: false },
      { field: 'locationCount', kind: 'integer', readOnly: true, label: label('locationCount') },
      { field: 'locationRefNoList', kind: 'json', readOnly: true, grid: false },
      { field: 'locationList', kind: 'json', readOnly: true, grid: false },
      ...STAMP_COLUMNS.map((c) => ({ ...c, grid: false })),
    ],
    fields: [
      { ...nameField(128), label: label('name') },
      { name: 'no', type: 'number', label: label('no'), range: { min: 0, max: 1_000_000 } },
      {
        name: 'distributionCenterId',
        type: 'singleSelect',
        label: label('distributionCenterId'),
        dataSource: 'distribution-centers',
      },
      {
        name: 'polygon',
        type: 'textarea',
        label: label('polygon'),
        prompt: 'territory.polygonPrompt',
        required: true,
        maxLength: { value: 20_000 },
      },
      { name: 'latitude', type: 'coordinate', label: label('latitude'), range: { min: -90, max: 90 } },
      { name: 'longitude', type: 'coordinate', label: label('longitude'), range: { min: -180, max: 180 } },
      {
        name: 'defaultVehicleRefNo',
        type: 'singleSelect',
        label: label('defaultVehicleRefNo'),
        dataSource: 'vehicles',
      },
      { name: 'startDate', type: 'date', label: label('startDate') },
      { name: 'endDate', type: 'date', label: label('endDate') },
      {
        name: 'daysOfWeek',
        type: 'daysOfWeek',
        label: label('daysOfWeek'),
        options: WEEK_DAYS.map((day, key) => ({ key, label: `days.${day}` })),
      },
      {
        name: 'daysOfMonth',
        type: 'daysOfMonth',
        label: label('daysOfMonth'),
        literalLabels: true,
        options: Array.from({ length: 31 }, (_, i) => ({ key: i + 1, label: String(i + 1) })),
      },
      { name: 'tag', type: 'text', label: label('tag'), maxLength: { value: 64 } },
      {
        name: 'seperationType',
        type: 'singleSelect',
        label: label('seperationType'),
        required: true,
        defaultValue: 'Hard',
        options: separationTypeSchema.options.map((key) => ({ key, label: `territory.separation.${key}` })),
      },
      { name: 'territoryType', type: 'text', label: label('territoryType'), maxLength: { value: 64 } },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    unique: [['name']],
    usedBy: [],
    scope: { kind: 'center' },
    validate: validateTerritory,
  },
} as const satisfies ResourceConfig;
