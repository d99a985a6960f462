import { z } from 'zod';
import { ok } from '../platform/answer.js';
import {
  avoidAreaListSchema,
  defaultDriverListSchema,
  depotListSchema,
  originDestinationListSchema,
} from './lookup.schema.js';
import type { Orm } from '../db/database.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { canSeeCenter, type CenterSet } from '../master-data/resource-scope.rules.js';
import { centerScope } from './job-access.js';
import { dailyPlanRead as read, dailyPlanTags as tags } from './job-route.js';
import { avoidAreasOf, defaultDriversOf, depotsOf, originsDestinationsOf } from './lookups.repository.js';

/**
 * What the job modal loads for a distribution center: depots, origins and destinations, vehicles,
 * avoid areas and the drivers of vehicles (its orders come from the orders resource, GET
 * /api/orders). Read-only views of the master data.
 */
const centerQuery = z.object({ distributionCenterId: z.coerce.number().int().positive().optional() });
type CenterQuery = z.infer<typeof centerQuery>;
const geofenceQuery = z.object({ distributionCenterIds: z.string().optional() });
const vehicleDriversQuery = z.object({
  vehicleRefNoList: z.union([z.string(), z.array(z.string())]).optional(),
  vehicleRefNos: z.union([z.string(), z.array(z.string())]).optional(),
});

/** A list of one distribution center (`?distributionCenterId=`; a DC Manager's own center). */
function centerListRoute(
  url: string,
  summary: string,
  response: z.ZodType,
  listOf: (orm: Orm, centers: CenterSet) => Promise<unknown>,
): RouteDefinition {
  return defineRoute<unknown, CenterQuery>({
    method: 'GET',
    url,
    access: read,
    summary,
    tags,
    response,
    query: centerQuery,
    async handler({ query, user, platform }) {
      const scope = await centerScope(platform.db.orm, user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      return ok(await listOf(platform.db.orm, scope.centers));
    },
  });
}

export const lookupRoutes: RouteDefinition[] = [
  centerListRoute(
    '/api/locations/depots',
    'Depots (the places vehicles leave from and return to), per distribution center',
    depotListSchema,
    depotsOf,
  ),
  centerListRoute(
    '/api/locations/origins_destinations',
    'Places a vehicle may depart from or arrive at: depot locations of the center',
    originDestinationListSchema,
    originsDestinationsOf,
  ),
  defineRoute<unknown, z.infer<typeof geofenceQuery>>({
    method: 'GET',
    url: '/api/distribution-centers/geofences',
    access: read,
    summary: 'Avoid areas of distribution centers (distributionCenterIds=1,2)',
    tags,
    query: geofenceQuery,
    response: avoidAreaListSchema,
    async handler({ query, user, platform }) {
      const requested = (query.distributionCenterIds ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      const scope = await centerScope(platform.db.orm, user, null);
      if (!scope.ok) return scope.answer;
      // Only the centers asked for that the user sees (every one they see when none is named).
      const ids =
        requested.length === 0 ? scope.centers : requested.filter((id) => canSeeCenter(scope.visibility, id));
      return ok(await avoidAreasOf(platform.db.orm, ids));
    },
  }),
  defineRoute<unknown, z.infer<typeof vehicleDriversQuery>>({
    method: 'GET',
    url: '/api/driver/vehicle-drivers',
    access: read,
    summary: 'The default driver of each vehicle of a list (vehicleRefNoList=a,b or repeated)',
    tags,
    query: vehicleDriversQuery,
    response: defaultDriverListSchema,
    async handler({ query, user, platform }) {
      const raw = [query.vehicleRefNoList ?? [], query.vehicleRefNos ?? []].flat();
      const refs = raw
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter(Boolean);
      const scope = await centerScope(platform.db.orm, user, null);
      if (!scope.ok) return scope.answer;
      return ok(await defaultDriversOf(platform.db.orm, refs, scope.centers));
    },
  }),
];
