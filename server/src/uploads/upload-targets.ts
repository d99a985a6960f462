import {
  MASTER_DATA_RESOURCES,
  UPLOAD_RESOURCES,
  type ResourceConfig,
  type ResourceStorage,
  type ResourceUploadKind,
} from '@rota/core';
import type { ResourceExtras } from '../master-data/define-resource.js';
import { vehicleExtras } from '../master-data/fleet/vehicles.routes.js';
import { orderExtras } from '../master-data/places/orders.routes.js';
import { checkVisit } from '../master-data/places/planned-visits.routes.js';
import { saveWeeklyData } from '../master-data/places/weekly-planning-data.routes.js';
import type { RepoFailure, Row } from '../master-data/resource-repository.js';
import type { WriteScope } from '../master-data/resource-writes.js';

/** The kinds an upload stores through the resource pipeline (all but territory polygons). */
export type PipelineUploadKind = ResourceUploadKind;

export const PIPELINE_UPLOAD_KINDS: readonly PipelineUploadKind[] = [
  'location',
  'order',
  'vehicle',
  'driver',
  'location-planned-visit',
  'location-territory-input',
];

export interface UploadTarget {
  config: ResourceConfig & { storage: ResourceStorage };
  /** The same database checks the resource's create route runs on each item. */
  check?: ResourceExtras['check'];
  /** How the create route stores the checked items when it is not a plain insert (weekly data adds or updates). */
  save?: (scope: WriteScope, items: readonly Row[]) => Promise<{ ok: true } | RepoFailure>;
}

export function uploadTarget(kind: PipelineUploadKind): UploadTarget {
  const config = MASTER_DATA_RESOURCES[UPLOAD_RESOURCES[kind]];
  const checks: Partial<Record<PipelineUploadKind, ResourceExtras['check']>> = {
    order: orderExtras.check,
    vehicle: vehicleExtras.check,
    'location-planned-visit': checkVisit,
  };
  const check = checks[kind];
  const save = kind === 'location-territory-input' ? { save: saveWeeklyData } : {};
  return { config, ...(check ? { check } : {}), ...save };
}
