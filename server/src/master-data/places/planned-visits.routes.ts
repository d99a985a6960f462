import { sql, type SQL } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES, WEEK_DAY_KEYS } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';

/** mondayVisit .. sundayVisit: whether daysOfWeek holds the day's number (0 = Monday). */
const computed: Record<string, SQL> = Object.fromEntries(
  WEEK_DAY_KEYS.map((day, index) => [
    `${day}Visit`,
    sql`(${String(index)} = ANY(string_to_array(t.days_of_week, ',')))`,
  ]),
);

/** Location planned visits: POST {locationPlannedVisits}, PUT {id}, DELETE {ids}. */
export const plannedVisitRoutes: RouteDefinition[] = defineResource(
  MASTER_DATA_RESOURCES.locationPlannedVisits,
  { computed },
);
