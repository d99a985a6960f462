import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { otherVisitWithoutOperation, plannedVisitComputed } from './places.repository.js';

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
  const clash = await otherVisitWithoutOperation(orm, String(location), Number(existing?.['id'] ?? 0));
  return clash ? [{ field: 'operationTypeName', message: 'masterData.resource.duplicate' }] : [];
};

/** Location planned visits: POST {locationPlannedVisits}, PUT {id}, DELETE {ids}. */
export const plannedVisitRoutes: RouteDefinition[] = defineResource(
  MASTER_DATA_RESOURCES.locationPlannedVisits,
  {
    computed: plannedVisitComputed,
    check: checkVisit,
  },
);
