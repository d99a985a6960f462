import type { ApiCall } from '../daily-plan/api-call.js';
import { MASTER_DATA_RESOURCES, resourcePaths, type ResourceConfig } from './resources.js';
import { areasApi } from './api/areas.api.js';
import { fleetApi } from './api/fleet.api.js';
import { placesApi } from './api/places.api.js';

/** The master-data calls that are not the generic helpers of a registry entry (spec 02 section 7). */
export const masterDataApi = { ...placesApi, ...fleetApi, ...areasApi } as const satisfies Record<
  string,
  ApiCall
>;

export interface GenericCall {
  resource: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/**
 * Every generic call of every registry entry, as its grid actions need them: list and the empty
 * fallback always; input-field-options when it adds or updates; get and update when it updates;
 * create when it adds; delete when it deletes; stats when the entry counts by a column.
 */
export function genericResourceCalls(): GenericCall[] {
  const out: GenericCall[] = [];
  for (const [resource, entry] of Object.entries(MASTER_DATA_RESOURCES)) {
    const config: ResourceConfig = entry;
    const p = resourcePaths(config);
    const sample = 'sample-key';
    const call = (method: GenericCall['method'], path: string) => out.push({ resource, method, path });
    call('GET', p.list);
    call('GET', p.noContent);
    if (config.storage?.statsBy) call('GET', p.stats);
    if (config.actions.add || config.actions.update) call('GET', p.fieldOptions);
    if (config.actions.update) {
      call('GET', p.one(sample));
      call(config.updateMethod ?? 'PUT', p.update(sample));
    }
    if (config.actions.add) call('POST', p.create);
    if (config.actions.delete) call('DELETE', p.remove);
  }
  return out;
}
