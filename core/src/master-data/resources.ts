import { cargoTypesResource } from './resources/cargo-types.resource.js';
import { locationsResource } from './resources/locations.resource.js';
import { locationPlannedVisitsResource } from './resources/location-planned-visits.resource.js';
import { weeklyPlanningDataResource } from './resources/weekly-planning-data.resource.js';
import { operationTypesResource } from './resources/operation-types.resource.js';
import { ordersResource } from './resources/orders.resource.js';
import { vehiclesResource } from './resources/vehicles.resource.js';
import { vehicleTypesResource } from './resources/vehicle-types.resource.js';
import { driversResource } from './resources/drivers.resource.js';
import { locationTimeWindowsResource } from './resources/location-time-windows.resource.js';
import { operationTypeTimeWindowsResource } from './resources/operation-type-time-windows.resource.js';
import { vehicleTypeOperationTypeConstraintsResource } from './resources/vehicle-type-operation-type-constraints.resource.js';
import { vehicleOperationTypeConstraintsResource } from './resources/vehicle-operation-type-constraints.resource.js';
import { uploadHistoryResource } from './resources/upload-history.resource.js';
import { geofencesResource } from './resources/geofences.resource.js';
import { distributionCentersResource } from './resources/distribution-centers.resource.js';
import { regionsResource } from './resources/regions.resource.js';
import { workflowsResource } from './resources/workflows.resource.js';
import { territoriesResource } from './resources/territories.resource.js';
import type { ResourceConfig } from './resource-config.js';

export * from './resource-config.js';

/** The registry of master-data grids (spec 02 sections 2 and 7): one file per resource under resources/. */
export const MASTER_DATA_RESOURCES = {
  cargoTypes: cargoTypesResource,
  locations: locationsResource,
  locationPlannedVisits: locationPlannedVisitsResource,
  weeklyPlanningData: weeklyPlanningDataResource,
  operationTypes: operationTypesResource,
  orders: ordersResource,
  vehicles: vehiclesResource,
  vehicleTypes: vehicleTypesResource,
  drivers: driversResource,
  locationTimeWindows: locationTimeWindowsResource,
  operationTypeTimeWindows: operationTypeTimeWindowsResource,
  vehicleTypeOperationTypeConstraints: vehicleTypeOperationTypeConstraintsResource,
  vehicleOperationTypeConstraints: vehicleOperationTypeConstraintsResource,
  uploadHistory: uploadHistoryResource,
  geofences: geofencesResource,
  distributionCenters: distributionCentersResource,
  regions: regionsResource,
  workflows: workflowsResource,
  territories: territoriesResource,
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
export function resourcePaths(
  config: Pick<ResourceConfig, 'path'> & { writePath?: string; updatePath?: string; deletePath?: string },
) {
  const write = config.writePath ?? config.path;
  const one = (key: string | number) => `${write}/${encodeURIComponent(String(key))}`;
  return {
    list: config.path,
    stats: `${config.path}/stats`,
    fieldOptions: `${write}/input-field-options`,
    one,
    update: (key: string | number) =>
      config.updatePath ? config.updatePath.replace(':key', encodeURIComponent(String(key))) : one(key),
    create: write,
    remove: config.deletePath ?? write,
    noContent: `${config.path}/no-content-data-results`,
  };
}
