import { sql, type SQL } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES, WEEK_DAY_KEYS } from '@rota/core';
import { first } from '../../db/database.js';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';

/** mondayVisit .. sundayVisit: whether daysOfWeek holds the day's number (0 = Monday). */
const computed: Record<string, SQL> = Object.fromEntries(
  WEEK_DAY_KEYS.map((day, index) => [
    `${day}Visit`,
    sql`(${String(index)} = ANY(string_to_array(t.days_of_week, ',')))`,
  ]),
);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One visit plan per location and operation type; the declared unique pair leaves out visits of
 * no operation type, so a second one of those for a location is refused here.
 */
export const checkVisit: NonNullable<ResourceExtras['check']> = async ({ orm, item, existing }) => {
  const operation =
    item['operationTypeName'] === undefined ? existing?.['operationTypeName'] : item['operationTypeName'];
  const location = item['locationName'] ?? existing?.['locationName'];
  if (!blank(operation) || blank(location)) return [];
  const clash = await first<{ id: number }>(
    orm,
    sql`SELECT v.id FROM location_planned_visits v JOIN locations l ON l.id = v.location_id
        WHERE l.name = ${String(location)} AND v.operation_type_id IS NULL
          AND v.id <> ${Number(existing?.['id'] ?? 0)} LIMIT 1`,
  );
  return clash ? [{ field: 'operationTypeName', message: 'masterData.resource.duplicate' }] : [];
};

/** Location planned visits: POST {locationPlannedVisits}, PUT {id}, DELETE {ids}. */
export const plannedVisitRoutes: RouteDefinition[] = defineResource(
  MASTER_DATA_RESOURCES.locationPlannedVisits,
  {
    computed,
    check: checkVisit,
  },
);
