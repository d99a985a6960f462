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

/** The kinds an upload stores through the resource pipeline (weekly data has a create of its own). */
export type PipelineUploadKind = Exclude<ResourceUploadKind, 'location-territory-input'>;

export const PIPELINE_UPLOAD_KINDS: readonly PipelineUploadKind[] = [
  'location',
  'order',
  'vehicle',
  'driver',
  'location-planned-visit',
];

export interface UploadTarget {
  config: ResourceConfig & { storage: ResourceStorage };
  /** The same database checks the resource's create route runs on each item. */
  check?: ResourceExtras['check'];
}

export function uploadTarget(kind: PipelineUploadKind): UploadTarget {
  const config = MASTER_DATA_RESOURCES[UPLOAD_RESOURCES[kind]];
  const checks: Partial<Record<PipelineUploadKind, ResourceExtras['check']>> = {
    order: orderExtras.check,
    vehicle: vehicleExtras.check,
    'location-planned-visit': checkVisit,
  };
  const check = checks[kind];
  return { config, ...(check ? { check } : {}) };
}
