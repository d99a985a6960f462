import { territoryApi, type TerritoryFilterQuery } from '@rota/core';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { filteredTerritories } from './territory.repository.js';

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
      const visibility = await visibleCenters(orm, user);
      const center = query.distributionCenterId ?? null;
      if (center !== null && !canSeeCenter(visibility, center))
        return fail(403, 'server.outsideDistributionCenter');
      return ok(await filteredTerritories(orm, visibility, center, query));
    },
  }),
];
