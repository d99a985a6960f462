import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { regionComputed } from './areas.repository.js';

/** Spec 02 section 7: "PUT or PATCH distribution-centers/{id}" (and regions/{id}). */
function alsoPatched(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.flatMap((route) =>
    route.method === 'PUT' ? [route, { ...route, method: 'PATCH' as const }] : [route],
  );
}

/** Distribution centers: list, get, create, update (PUT or PATCH), delete; writes Admin only. */
export const distributionCenterRoutes: readonly RouteDefinition[] = alsoPatched(
  defineResource(MASTER_DATA_RESOURCES.distributionCenters),
);

/** Regions with the number of their distribution centers; writes Admin only. */
export const regionRoutes: readonly RouteDefinition[] = alsoPatched(
  defineResource(MASTER_DATA_RESOURCES.regions, {
    computed: regionComputed,
  }),
);
