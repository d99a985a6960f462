import { sql, type SQL } from 'drizzle-orm';
import { parseDaysOfMonth, parseDaysOfWeek, territoryApi, type TerritoryFilterQuery } from '@rota/core';
import { fail, ok } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { canSeeCenter, visibleCenters } from '../master-data/resource-scope.js';
import { territoriesWhere, textArray } from './territory.repository.js';

const smallints = (list: readonly number[]) => sql`${textArray(list.map(String))}::smallint[]`;

/**
 * The map filter's conditions: active in the date range (an open end is open), visiting on one
 * of the days asked (a territory with no days of week, or of month, is not limited by them), the
 * tag (case aside).
 */
export function filterConditions(query: TerritoryFilterQuery): SQL[] {
  const where: SQL[] = [];
  if (query.startdate) where.push(sql`(t.end_date IS NULL OR t.end_date >= ${query.startdate}::date)`);
  if (query.enddate) where.push(sql`(t.start_date IS NULL OR t.start_date <= ${query.enddate}::date)`);
  const week = parseDaysOfWeek(query.daysOfWeek);
  if (week.length) where.push(sql`(cardinality(t.days_of_week) = 0 OR t.days_of_week && ${smallints(week)})`);
  const month = parseDaysOfMonth(query.daysOfMonth);
  if (month.length)
    where.push(sql`(cardinality(t.days_of_month) = 0 OR t.days_of_month && ${smallints(month)})`);
  if (query.tag && query.tag.trim() !== '') where.push(sql`lower(t.tag) = lower(${query.tag.trim()})`);
  return where;
}

/** GET territory/filtered: the territories of the map filter, in the user's centers. */
export const territoryFilterRoutes: RouteDefinition[] = [
  defineRoute<unknown, TerritoryFilterQuery>({
    method: 'GET',
    url: `/api/${territoryApi.filteredTerritories.path}`,
    access: { claim: 'daily-plan;read' },
    summary: territoryApi.filteredTerritories.summary,
    tags: ['Territory'],
    query: territoryApi.filteredTerritories.query,
    response: territoryApi.filteredTerritories.response,
    async handler({ query, user, platform }) {
      const orm = platform.db.orm;
      const visibility = await visibleCenters(orm, user as AuthUser);
      const center = query.distributionCenterId ?? null;
      if (center !== null && !canSeeCenter(visibility, center))
        return fail(403, 'server.outsideDistributionCenter');
      return ok(await territoriesWhere(orm, visibility, center, filterConditions(query)));
    },
  }),
];
