import { locationSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import { STAMP_COLUMNS, nameField, refNoField } from './common-fields.js';

const text = (name: string, maxLength = 256) =>
  ({
    name,
    type: 'text',
    label: `masterData.places.field.${name}`,
    maxLength: { value: maxLength },
  }) as const;

/**
 * Locations (spec 02 sections 3 and 7): each of one distribution center (a DC Manager's go to
 * theirs); the name is required and unique; the list carries the count per location type.
 * Time windows are read here and written through the time-window constraints.
 */
export const locationsResource = {
  path: 'locations',
  keyField: 'refNo',
  itemSchema: locationSchema,
  listField: 'locationResultList',
  emptyMessageKey: 'masterData.empty.locations',
  pageNameKey: 'masterData.page.locations',
  pageSize: 10,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'locations',
    claimKey: 'locations',
    itemNameKey: 'masterData.item.location',
    columns: [
      { field: 'refNo', kind: 'text', filter: true, sort: true },
      { field: 'name', kind: 'text', filter: true, sort: true },
      { field: 'distributionCenterId', kind: 'integer', grid: false },
      { field: 'distributionCenterName', kind: 'text', readOnly: true },
      { field: 'address', kind: 'text', filter: true },
      { field: 'locationType', kind: 'text', filter: true, sort: true },
      { field: 'latitude', kind: 'decimal' },
      { field: 'longitude', kind: 'decimal' },
      { field: 'isDepot', kind: 'boolean', filter: true },
      { field: 'note', kind: 'text', grid: false },
      { field: 'client', kind: 'text', filter: true, sort: true },
      { field: 'clientName', kind: 'text', filter: true, sort: true },
      { field: 'city', kind: 'text', filter: true, sort: true },
      { field: 'district', kind: 'text', filter: true, sort: true },
      { field: 'postalCode', kind: 'text', filter: true },
      { field: 'accessPoint', kind: 'text', grid: false },
      { field: 'phoneNumber', kind: 'text' },
      { field: 'countryName', kind: 'text', filter: true },
      {
        field: 'parentLocationRefNo',
        kind: 'text',
        column: 'parent_location_id',
        ref: { table: 'locations', by: 'ref_no', centerScoped: true },
      },
      { field: 'serviceDuration', kind: 'integer', sort: true },
      { field: 'visitOrder', kind: 'integer', sort: true },
      /** The location's time windows, read from the time-window constraints. */
      { field: 'timeWindows', kind: 'json', readOnly: true, grid: false },
      ...STAMP_COLUMNS,
    ],
    fields: [
      refNoField,
      nameField(256, 'masterData.location.nameRequired'),
      {
        name: 'distributionCenterId',
        type: 'singleSelect',
        label: 'masterData.field.distributionCenterId',
        dataSource: 'distribution-centers',
      },
      text('address', 500),
      text('locationType', 64),
      {
        name: 'latitude',
        type: 'coordinate',
        label: 'masterData.places.field.latitude',
        required: true,
        range: { min: -90, max: 90 },
      },
      {
        name: 'longitude',
        type: 'coordinate',
        label: 'masterData.places.field.longitude',
        required: true,
        range: { min: -180, max: 180 },
      },
      { name: 'isDepot', type: 'boolean', label: 'masterData.places.field.isDepot', defaultValue: false },
      { ...text('note', 1000), type: 'textarea' },
      text('client', 128),
      text('clientName'),
      text('city', 128),
      text('district', 128),
      text('postalCode', 16),
      text('accessPoint'),
      { ...text('phoneNumber', 32), type: 'phone' },
      text('countryName', 128),
      {
        name: 'parentLocationRefNo',
        type: 'singleSelect',
        label: 'masterData.places.field.parentLocationRefNo',
        dataSource: 'locations',
      },
      {
        name: 'serviceDuration',
        type: 'number',
        label: 'masterData.places.field.serviceDuration',
        defaultValue: 0,
        range: { min: 0, max: 1440 },
      },
      {
        name: 'visitOrder',
        type: 'number',
        label: 'masterData.places.field.visitOrder',
        range: { min: 0, max: 100000 },
      },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    unique: [['refNo'], ['name']],
    usedBy: [
      { table: 'orders', column: 'location_id', labelKey: 'masterData.usedBy.orders' },
      { table: 'vehicles', column: 'departure_location_id', labelKey: 'masterData.usedBy.vehicleDepartures' },
      { table: 'vehicles', column: 'arrival_location_id', labelKey: 'masterData.usedBy.vehicleArrivals' },
      { table: 'depots', column: 'location_id', labelKey: 'masterData.usedBy.depots' },
      { table: 'territory_locations', column: 'location_id', labelKey: 'masterData.usedBy.territories' },
      { table: 'route_stops', column: 'location_id', labelKey: 'masterData.usedBy.routeStops' },
    ],
    scope: { kind: 'center' },
    statsBy: 'locationType',
    statsField: 'locationStats',
  },
} as const satisfies ResourceConfig;
