import { z } from 'zod';
import {
  MASTER_DATA_RESOURCES,
  locationCoordinateBodySchema,
  masterDataApi,
  roundCoordinate,
} from '@rota/core';
import { ok } from '../../platform/answer.js';
import type { AuthUser, Platform } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow, type StoredResource } from '../resource.repository.js';
import { visibleCenters } from '../resource-scope.repository.js';
import { locationComputed, locationTimeWindows, moveLocation } from './places.repository.js';

const config = MASTER_DATA_RESOURCES.locations;

const computed = locationComputed;
const stored: StoredResource = { config, computed };
const tags = ['Master data'];
const refNoParams = z.object({ refNo: z.string().min(1) });
const locationRefNoParams = z.object({ locationRefNo: z.string().min(1) });

/** The location of a reference when the user may see it, or the answer that says why not. */
async function visibleLocation(platform: Platform, user: AuthUser, refNo: string) {
  const visibility = await visibleCenters(platform.db.orm, user);
  return findRow(platform.db.orm, stored, refNo, visibility);
}

/** Locations: the generic routes, moving a marker, and the windows of one location. */
export const locationRoutes: RouteDefinition[] = [
  ...defineResource(config, { computed }),
  defineRoute<z.infer<typeof locationCoordinateBodySchema>, unknown, z.infer<typeof refNoParams>>({
    method: 'PATCH',
    url: `/api/${masterDataApi.updateLocationCoordinate.path}`,
    access: { claim: 'locations;write' },
    summary: masterDataApi.updateLocationCoordinate.summary,
    tags,
    params: refNoParams,
    body: locationCoordinateBodySchema,
    response: locationCoordinateBodySchema,
    async handler({ params, body, user, platform, t }) {
      const found = await visibleLocation(platform, user, params.refNo);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      const moved = { latitude: roundCoordinate(body.latitude), longitude: roundCoordinate(body.longitude) };
      await moveLocation(platform.db.orm, found.found.id, moved);
      return ok(moved, { messageKey: 'masterData.places.coordinateUpdated' });
    },
  }),
  defineRoute<unknown, unknown, z.infer<typeof locationRefNoParams>>({
    method: 'GET',
    url: `/api/${masterDataApi.locationTimeWindows.path}`,
    access: { claim: 'locations;read' },
    summary: masterDataApi.locationTimeWindows.summary,
    tags,
    params: locationRefNoParams,
    response: masterDataApi.locationTimeWindows.response,
    async handler({ params, user, platform, t }) {
      const found = await visibleLocation(platform, user, params.locationRefNo);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      return ok(await locationTimeWindows(platform.db.orm, found.found.id));
    },
  }),
];
