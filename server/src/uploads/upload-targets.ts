import {
  MASTER_DATA_RESOURCES,
  UPLOAD_RESOURCES,
  type ResourceConfig,
  type ResourceStorage,
  type ResourceUploadKind,
} from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import type { ResourceExtras } from '../master-data/define-resource.js';
import { vehicleExtras } from '../master-data/fleet/vehicles.routes.js';
import { checkOrders } from '../master-data/places/orders.routes.js';
import { checkVisit } from '../master-data/places/planned-visits.routes.js';
import { saveWeeklyData } from '../master-data/places/weekly-planning-data.routes.js';
import { saveUploadedTerritories } from '../territory/index.js';
import type { RepoFailure, Row } from '../master-data/resource.repository.js';
import type { WriteScope } from '../master-data/resource-writes.js';

/** The kinds an upload stores through the resource pipeline. */
export type PipelineUploadKind = ResourceUploadKind;

export const PIPELINE_UPLOAD_KINDS: readonly PipelineUploadKind[] = [
  'location',
  'order',
  'vehicle',
  'driver',
  'location-planned-visit',
  'location-territory-input',
  'territory-polygon-input',
];

export interface UploadTarget {
  config: ResourceConfig & { storage: ResourceStorage };
  /** The same database checks the resource's create route runs on each item. */
  check?: ResourceExtras['check'];
  /**
   * The same checks for a chunk of items at once (set-based), fields prefixed with the item's
   * index in the chunk; used instead of `check` when given.
   */
  checkChunk?: (scope: WriteScope, items: readonly Row[]) => Promise<FieldMessage[]>;
  /** How the create route stores the checked items when it is not a plain insert (weekly data adds or updates). */
  save?: (scope: WriteScope, items: readonly Row[]) => Promise<{ ok: true } | RepoFailure>;
}

export function uploadTarget(kind: PipelineUploadKind): UploadTarget {
  const config = MASTER_DATA_RESOURCES[UPLOAD_RESOURCES[kind]];
  const checks: Partial<Record<PipelineUploadKind, ResourceExtras['check']>> = {
    vehicle: vehicleExtras.check,
    'location-planned-visit': checkVisit,
  };
  const check = checks[kind];
  const saves: Partial<Record<PipelineUploadKind, UploadTarget['save']>> = {
    'location-territory-input': saveWeeklyData,
    'territory-polygon-input': saveUploadedTerritories,
  };
  const save = saves[kind] ? { save: saves[kind] } : {};
  const chunk: Partial<UploadTarget> =
    kind === 'order'
      ? {
          checkChunk: (scope, items) =>
            checkOrders(
              scope.orm,
              items.map((item) => ({ item, existing: null })),
              scope.defaultCenter,
            ),
        }
      : {};
  return { config, ...(check ? { check } : {}), ...save, ...chunk };
}
