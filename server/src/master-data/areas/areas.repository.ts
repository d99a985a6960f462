import { sql } from 'drizzle-orm';
import { GEOFENCE_AVOID_TYPE, WEEK_DAYS, geofenceTypeName, type LatLng } from '@rota/core';
import { rows, type Orm } from '../../db/database.js';

/** Computed columns and queries of regions and geofences (the main table is `t`). */

export const regionComputed = {
  distributionCenterCount: sql`(SELECT count(*)::int FROM distribution_centers d WHERE d.region_id = t.id)`,
};

const dayNames = sql`ARRAY[${sql.join(
  WEEK_DAYS.map((d) => sql`${d}`),
  sql`, `,
)}]::text[]`;

/** The type's name and the day names, as the grid shows them. */
export const geofenceComputed = {
  typeDisplay: sql`CASE WHEN t.type = ${GEOFENCE_AVOID_TYPE} THEN ${geofenceTypeName(GEOFENCE_AVOID_TYPE)}::text
    ELSE ${geofenceTypeName(GEOFENCE_AVOID_TYPE + 1)}::text END`,
  daysOfWeekDisplay: sql`array_to_string(ARRAY(SELECT (${dayNames})[d + 1] FROM unnest(t.days_of_week) AS d ORDER BY d), ', ')`,
};

/** The center's locations inside the box around the given points (edges included). */
export function locationsInBox(orm: Orm, center: number, points: readonly LatLng[]): Promise<LatLng[]> {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return rows<LatLng>(
    orm,
    sql`SELECT latitude AS lat, longitude AS lng FROM locations
        WHERE distribution_center_id = ${center}
          AND latitude BETWEEN ${Math.min(...lats)} AND ${Math.max(...lats)}
          AND longitude BETWEEN ${Math.min(...lngs)} AND ${Math.max(...lngs)}`,
  );
}
