import { MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import { fail, ok } from '../../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { canSeeCenter } from '../resource-scope.rules.js';
import { visibleCenters } from '../resource-scope.repository.js';
import {
  lastPositions,
  plateHolder,
  vehicleComputed,
  vehicleTypeComputed,
  vehiclesByRef,
} from './fleet.repository.js';

const vehicles = MASTER_DATA_RESOURCES.vehicles;

export const vehicleExtras: ResourceExtras = {
  computed: vehicleComputed,
  /** "34 ABC 123" and "34abc123" are one plate: refused with the field, before the index would. */
  async check({ orm, item, existing }) {
    const plate = item['plate'];
    if (typeof plate !== 'string' || plate.trim() === '') return [];
    const clash = await plateHolder(orm, plate, existing ? String(existing['refNo']) : null);
    return clash !== undefined ? [{ field: 'plate', message: 'masterData.resource.duplicate' }] : [];
  },
};

const call = masterDataApi.lastRecordedLocations;

/**
 * POST vehicles/last-recorded-locations: the latest reported position of each listed vehicle.
 * Vehicles that never reported one are left out, and the message says which; a vehicle of a
 * center the user may not see answers 403.
 */
const lastRecordedLocations = defineRoute<string[]>({
  method: call.method,
  url: `/api/${call.path}`,
  access: { claim: `${vehicles.storage.claimKey};read` },
  summary: call.summary,
  tags: ['Master data'],
  body: call.body,
  response: call.response,
  async handler({ body, user, platform }) {
    const refs = [...new Set(body)];
    const visibility = await visibleCenters(platform.db.orm, user);
    const known = await vehiclesByRef(platform.db.orm, refs);
    if (known.some((v) => !canSeeCenter(visibility, v.center)))
      return fail(403, 'server.outsideDistributionCenter');
    const found = await lastPositions(platform.db.orm, refs);
    const located = new Set(found.map((f) => f.vehicleRefNo));
    const missing = refs.filter((r) => !located.has(r));
    const plateOf = (ref: string) => known.find((v) => v.refNo === ref)?.plate ?? ref;
    if (missing.length === 0) return ok(found);
    return found.length === 0
      ? ok(found, { messageKey: 'masterData.vehicle.noRecordedLocations' })
      : ok(found, {
          messageKey: 'masterData.vehicle.noRecordedLocation',
          params: { plate: missing.map(plateOf).join('", "') },
        });
  },
});

/** Vehicles (list with vehicleStats per vehicle type), vehicle types, and the last positions. */
export const vehicleRoutes: readonly RouteDefinition[] = [
  lastRecordedLocations,
  ...defineResource(vehicles, vehicleExtras),
  ...defineResource(MASTER_DATA_RESOURCES.vehicleTypes, {
    computed: vehicleTypeComputed,
  }),
];
