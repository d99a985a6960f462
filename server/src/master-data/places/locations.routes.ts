import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  MASTER_DATA_RESOURCES,
  locationCoordinateBodySchema,
  masterDataApi,
  roundCoordinate,
} from '@rota/core';
import { rows } from '../../db/database.js';
import { ok } from '../../platform/answer.js';
import type { AuthUser, Platform } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow, type StoredResource } from '../resource-repository.js';
import { visibleCenters } from '../resource-scope.js';

const config = MASTER_DATA_RESOURCES.locations;

/** Server-computed columns of a location: its center's name and its time windows. */
const computed = {
  distributionCenterName: sql`(SELECT dc.name FROM distribution_centers dc WHERE dc.id = t.distribution_center_id)`,
  timeWindows: sql`coalesce((SELECT jsonb_agg(jsonb_build_object(
      'id', w.id, 'startTime', to_char(w.start_time, 'HH24:MI'), 'endTime', to_char(w.end_time, 'HH24:MI'),
      'days', nullif(array_to_string(w.days, ','), ''), 'date', to_char(w.date, 'YYYY-MM-DD'))
      ORDER BY w.date NULLS FIRST, w.start_time, w.id)
    FROM time_window_constraints w WHERE w.location_id = t.id), '[]'::jsonb)`,
};
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
      const found = await visibleLocation(platform, user as AuthUser, params.refNo);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      const moved = { latitude: roundCoordinate(body.latitude), longitude: roundCoordinate(body.longitude) };
      await platform.db.orm.execute(
        sql`UPDATE locations SET latitude = ${moved.latitude}, longitude = ${moved.longitude} WHERE id = ${found.found.id}`,
      );
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
      const found = await visibleLocation(platform, user as AuthUser, params.locationRefNo);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT w.id, to_char(w.start_time, 'HH24:MI') AS "startTime", to_char(w.end_time, 'HH24:MI') AS "endTime",
                to_char(w.date, 'YYYY-MM-DD') AS date, nullif(array_to_string(w.days, ','), '') AS days,
                l.ref_no AS "locationRefNo", l.name AS "locationName"
              FROM time_window_constraints w JOIN locations l ON l.id = w.location_id
              WHERE w.location_id = ${found.found.id}
              ORDER BY w.date NULLS FIRST, w.start_time, w.id`,
        ),
      );
    },
  }),
];
