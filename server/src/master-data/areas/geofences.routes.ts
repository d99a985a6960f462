import { sql } from 'drizzle-orm';
import {
  GEOFENCE_AVOID_TYPE,
  MASTER_DATA_RESOURCES,
  WEEK_DAYS,
  geofenceTypeName,
  validateGeofencePolygon,
  validateGeofenceText,
  type LatLng,
} from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { rows } from '../../db/database.js';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { canSeeCenter } from '../resource-scope.js';

const dayNames = sql`ARRAY[${sql.join(
  WEEK_DAYS.map((d) => sql`${d}`),
  sql`, `,
)}]::text[]`;

/** The type's name and the day names, as the grid shows them. */
const computed = {
  typeDisplay: sql`CASE WHEN t.type = ${GEOFENCE_AVOID_TYPE} THEN ${geofenceTypeName(GEOFENCE_AVOID_TYPE)}::text
    ELSE ${geofenceTypeName(GEOFENCE_AVOID_TYPE + 1)}::text END`,
  daysOfWeekDisplay: sql`array_to_string(ARRAY(SELECT (${dayNames})[d + 1] FROM unnest(t.days_of_week) AS d ORDER BY d), ', ')`,
};

/**
 * A polygon needs 3 or 4 points ('You must enter 3 or 4 dots!') and may not hold a location of
 * its center, edges included ('There is a location in the geofence area you draw.'). An update
 * that changes neither the polygon nor the center is not checked again.
 */
const checkPolygon: NonNullable<ResourceExtras['check']> = async ({ orm, item, existing, scope }) => {
  if (item['polygon'] === undefined && item['distributionCenterId'] === undefined) return [];
  const text = item['polygon'] ?? existing?.['polygon'];
  const read = validateGeofenceText(typeof text === 'string' ? text : '', 'latlng', []);
  if (!read.ok) return [{ field: 'polygon', message: read.error.messageKey }];
  const center = (item['distributionCenterId'] ??
    existing?.['distributionCenterId'] ??
    scope.defaultCenter) as number | null;
  // A center the user may not write is refused by the pipeline, without looking at its locations.
  if (center === null || !canSeeCenter(scope.visibility, center)) return [];
  const lats = read.value.map((p) => p.lat);
  const lngs = read.value.map((p) => p.lng);
  const locations = await rows<LatLng>(
    orm,
    sql`SELECT latitude AS lat, longitude AS lng FROM locations
        WHERE distribution_center_id = ${center}
          AND latitude BETWEEN ${Math.min(...lats)} AND ${Math.max(...lats)}
          AND longitude BETWEEN ${Math.min(...lngs)} AND ${Math.max(...lngs)}`,
  );
  const checked = validateGeofencePolygon(read.value, locations);
  const out: FieldMessage[] = checked.ok ? [] : [{ field: 'polygon', message: checked.error.messageKey }];
  return out;
};

/** GET geofences, geofences/{id}, geofences/input-field-options; POST a list; PUT; DELETE a list. */
export const geofenceRoutes: readonly RouteDefinition[] = defineResource(MASTER_DATA_RESOURCES.geofences, {
  computed,
  check: checkPolygon,
});
