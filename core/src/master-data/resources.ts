import type { z } from 'zod';
import { cargoTypeSchema, operationTypeSchema } from './cargo-type.schema.js';
import {
  timeWindowConstraintSchema,
  vehicleOperationTypeConstraintSchema,
  vehicleTypeOperationTypeConstraintSchema,
} from './constraint.schema.js';
import { distributionCenterSchema, regionSchema } from './distribution-center.schema.js';
import { geofenceSchema } from './geofence.schema.js';
import { locationPlannedVisitSchema, locationSchema, locationWeeklyDataSchema } from './location.schema.js';
import { orderSchema } from './order.schema.js';
import { uploadHistorySchema } from './upload.schema.js';
import { driverSchema, vehicleSchema, vehicleTypeSchema } from './vehicle.schema.js';
import { workflowSchema } from './workflow.schema.js';

/** Grid actions a resource screen offers. */
export interface GridActions {
  add: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
}

/** How one master-data resource is listed, keyed, validated and shown (one entry per grid). */
export interface ResourceConfig {
  /** Path of GET list (and of the generic helpers unless overridden). */
  path: string;
  /** Path of create/update/delete when it differs from the list path. */
  writePath?: string;
  /** The field that names a record in PUT {path}/{key} and in delete lists. */
  keyField: 'refNo' | 'id' | 'locationRefNo' | 'vehicleTypeRefNo' | 'vehicleRefNo';
  itemSchema: z.ZodType;
  /** Where the rows sit in the list answer's data; null when data is the list itself. */
  listField: string | null;
  emptyMessageKey: string;
  pageNameKey: string;
  pageSize: number;
  gridHeight: '76vh' | '70vh' | '75vh' | '62vh';
  actions: GridActions;
}

const all: GridActions = { add: true, update: true, delete: true, export: true };

/** The registry of master-data grids (spec 02 sections 2 and 7). */
export const MASTER_DATA_RESOURCES = {
  cargoTypes: {
    path: 'cargo-types',
    keyField: 'refNo',
    itemSchema: cargoTypeSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.page.cargoTypes',
    pageSize: 20,
    gridHeight: '76vh',
    actions: all,
  },
  locations: {
    path: 'locations',
    keyField: 'refNo',
    itemSchema: locationSchema,
    listField: 'locationResultList',
    emptyMessageKey: 'masterData.empty.locations',
    pageNameKey: 'masterData.page.locations',
    pageSize: 10,
    gridHeight: '70vh',
    actions: all,
  },
  locationPlannedVisits: {
    path: 'location-planned-visits',
    keyField: 'id',
    itemSchema: locationPlannedVisitSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.tab.weeklyPlannedVisits',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  weeklyPlanningData: {
    path: 'territory-planning-input',
    keyField: 'locationRefNo',
    itemSchema: locationWeeklyDataSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.tab.weeklyPlanningParameters',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  operationTypes: {
    path: 'operation-types',
    keyField: 'refNo',
    itemSchema: operationTypeSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.page.operationTypes',
    pageSize: 20,
    gridHeight: '76vh',
    actions: all,
  },
  orders: {
    path: 'orders',
    keyField: 'refNo',
    itemSchema: orderSchema,
    listField: 'orderResultDetails',
    emptyMessageKey: 'masterData.empty.orders',
    pageNameKey: 'masterData.page.orders',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  vehicles: {
    path: 'vehicles',
    keyField: 'refNo',
    itemSchema: vehicleSchema,
    listField: 'vehicleResultList',
    emptyMessageKey: 'masterData.empty.vehicle',
    pageNameKey: 'masterData.page.vehicles',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  vehicleTypes: {
    path: 'vehicle-types',
    keyField: 'refNo',
    itemSchema: vehicleTypeSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.vehicleType',
    pageNameKey: 'masterData.tab.vehicleTypes',
    pageSize: 20,
    gridHeight: '70vh',
    actions: { ...all, delete: false },
  },
  drivers: {
    path: 'driver/drivers',
    writePath: 'driver',
    keyField: 'refNo',
    itemSchema: driverSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.page.drivers',
    pageSize: 20,
    gridHeight: '76vh',
    actions: all,
  },
  locationTimeWindows: {
    path: 'location-type-time-window-constraints',
    writePath: 'time-window-constraints/location',
    keyField: 'id',
    itemSchema: timeWindowConstraintSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.locationTimeWindow',
    pageNameKey: 'masterData.tab.locationTimeWindows',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  operationTypeTimeWindows: {
    path: 'operation-type-time-window-constraints',
    writePath: 'time-window-constraints/operation-type',
    keyField: 'id',
    itemSchema: timeWindowConstraintSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.operationTypeTimeWindow',
    pageNameKey: 'masterData.tab.operationTypeTimeWindows',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  vehicleTypeOperationTypeConstraints: {
    path: 'vehicle-type-operationtype-constraints',
    keyField: 'vehicleTypeRefNo',
    itemSchema: vehicleTypeOperationTypeConstraintSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.vehicleTypeOperationType',
    pageNameKey: 'masterData.tab.vehicleTypeOperationType',
    pageSize: 20,
    gridHeight: '70vh',
    actions: { ...all, delete: false },
  },
  vehicleOperationTypeConstraints: {
    path: 'vehicle-operationtype-constraints',
    keyField: 'vehicleRefNo',
    itemSchema: vehicleOperationTypeConstraintSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.vehicleOperationType',
    pageNameKey: 'masterData.tab.vehicleOperationType',
    pageSize: 20,
    gridHeight: '70vh',
    actions: { ...all, delete: false },
  },
  uploadHistory: {
    path: 'datauploads',
    keyField: 'id',
    itemSchema: uploadHistorySchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.history',
    pageNameKey: 'masterData.upload.historyData',
    pageSize: 20,
    gridHeight: '62vh',
    actions: { add: false, update: false, delete: false, export: true },
  },
  geofences: {
    path: 'geofences',
    keyField: 'id',
    itemSchema: geofenceSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.page.geofencing',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  distributionCenters: {
    path: 'distribution-centers',
    keyField: 'id',
    itemSchema: distributionCenterSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.distributionCenter',
    pageNameKey: 'masterData.tab.dcs',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  regions: {
    path: 'regions',
    keyField: 'id',
    itemSchema: regionSchema,
    listField: null,
    emptyMessageKey: 'masterData.empty.regions',
    pageNameKey: 'masterData.tab.regions',
    pageSize: 20,
    gridHeight: '70vh',
    actions: all,
  },
  workflows: {
    path: 'workflow',
    keyField: 'id',
    itemSchema: workflowSchema,
    listField: null,
    emptyMessageKey: 'grid.dataNotFound',
    pageNameKey: 'masterData.page.workflows',
    pageSize: 20,
    gridHeight: '75vh',
    actions: { add: true, update: false, delete: true, export: true },
  },
} as const satisfies Record<string, ResourceConfig>;

export type MasterDataResource = keyof typeof MASTER_DATA_RESOURCES;

/** The rows of a list answer for a resource. */
export function rowsOfList(config: Pick<ResourceConfig, 'listField'>, data: unknown): unknown[] {
  const list =
    config.listField === null ? data : (data as Record<string, unknown> | null)?.[config.listField];
  return Array.isArray(list) ? list : [];
}

/** The key of one row for update and delete calls. */
export function keyOfRow(
  config: Pick<ResourceConfig, 'keyField'>,
  row: Record<string, unknown>,
): string | number | null {
  const key = row[config.keyField];
  return typeof key === 'string' || typeof key === 'number' ? key : null;
}

/** Generic helper paths of a resource. */
export function resourcePaths(config: Pick<ResourceConfig, 'path'> & { writePath?: string }) {
  const write = config.writePath ?? config.path;
  return {
    list: config.path,
    fieldOptions: `${write}/input-field-options`,
    one: (key: string | number) => `${write}/${encodeURIComponent(String(key))}`,
    create: write,
    remove: write,
    noContent: `${config.path}/no-content-data-results`,
  };
}
