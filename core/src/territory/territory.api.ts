import { z } from 'zod';
import type { ApiCall } from '../daily-plan/api-call.js';
import { fieldDefinitionSchema } from '../shared/forms/field-definition.schema.js';
import {
  territoryPlanningJobSchema,
  territoryPlanRequestSchema,
  territoryPlanSummarySchema,
} from './territory-plan.schema.js';
import {
  createTerritoryRequestSchema,
  deleteTerritoriesRequestSchema,
  locationTerritoryRowSchema,
  locationVisitOrdersRequestSchema,
  overlappingLocationsRequestSchema,
  overlappingLocationsResponseSchema,
  territoryFilterQuerySchema,
  territoryLocationSchema,
  territorySchema,
  transferTerritoryRequestSchema,
  updateTerritoryRequestSchema,
} from './territory.schema.js';

const territoryId = z.object({ id: z.coerce.number().int() });
const answer = z.unknown();

/**
 * The REST calls of territory planning (spec 03 section 7). Depots, locations, location stats and
 * the uploads are master data's calls.
 */
export const territoryApi = {
  listTerritories: {
    method: 'GET',
    path: 'territory',
    response: z.array(territorySchema),
    summary: 'Territories',
  },
  filteredTerritories: {
    method: 'GET',
    path: 'territory/filtered',
    query: territoryFilterQuerySchema,
    response: z.array(territorySchema),
    summary: 'Territories matching the map filter',
  },
  territoryFieldOptions: {
    method: 'GET',
    path: 'territory/input-field-options',
    response: z.array(fieldDefinitionSchema),
    summary: 'Territory form definitions',
  },
  matchingLocations: {
    method: 'GET',
    path: 'territory/matching',
    query: z.object({ territoryId: z.coerce.number().int() }),
    response: z.array(territoryLocationSchema),
    summary: 'Locations inside a territory',
  },
  getTerritory: {
    method: 'GET',
    path: 'territory/:id',
    params: territoryId,
    response: territorySchema,
    summary: 'One territory',
  },
  overlappingLocations: {
    method: 'POST',
    path: 'territory/overlapping-locations',
    body: overlappingLocationsRequestSchema,
    response: overlappingLocationsResponseSchema,
    summary: 'Locations of the new territory that other territories already hold',
  },
  createTerritory: {
    method: 'POST',
    path: 'territory',
    body: createTerritoryRequestSchema,
    response: answer,
    summary: 'New territory ("Territory is added")',
  },
  updateTerritory: {
    method: 'PUT',
    path: 'territory/:id',
    params: territoryId,
    body: updateTerritoryRequestSchema,
    response: answer,
    summary: 'Update a territory',
  },
  deleteTerritories: {
    method: 'DELETE',
    path: 'territory',
    body: deleteTerritoriesRequestSchema,
    response: answer,
    summary: 'Delete territories',
  },
  saveVisitOrders: {
    method: 'PUT',
    path: 'territory/:id/location-visit-orders',
    params: territoryId,
    body: locationVisitOrdersRequestSchema,
    response: answer,
    summary: 'Visit orders of a territory, from 1',
  },
  locationTerritories: {
    method: 'GET',
    path: 'location-territory',
    response: z.array(locationTerritoryRowSchema),
    summary: 'Location-territory grid',
  },
  transferTerritory: {
    method: 'PUT',
    path: 'location-territory',
    body: transferTerritoryRequestSchema,
    response: answer,
    summary: 'Move a location to another territory',
  },
  territoryPlans: {
    method: 'GET',
    path: 'territory-planning-job',
    response: z.array(territoryPlanningJobSchema),
    summary: 'Territory plans grid',
  },
  territoryPlanSummary: {
    method: 'GET',
    path: 'territory-planning-job/summary',
    response: territoryPlanSummarySchema,
    summary: 'Territory Plans Summary (path chosen here; the spec names no call)',
  },
  territoryPlan: {
    method: 'GET',
    path: 'territory-planning-job/:refNo',
    params: z.object({ refNo: z.string().min(1) }),
    response: territoryPlanningJobSchema,
    summary: 'One territory plan',
  },
  submitTerritoryPlan: {
    method: 'POST',
    path: 'territory-planning-job',
    body: territoryPlanRequestSchema,
    response: answer,
    summary: 'Create or configure a territory plan; queue runs it',
  },
  deleteTerritoryPlans: {
    method: 'DELETE',
    path: 'territory-planning-job',
    body: z.object({ jobRefNos: z.array(z.string().min(1)).min(1) }),
    response: answer,
    summary: 'Delete territory plans that are not running (path chosen here; the spec names no call)',
  },
  territoryPlanFieldOptions: {
    method: 'GET',
    path: 'territory-planning-job-parameter/input-field-options',
    response: z.array(fieldDefinitionSchema),
    summary: 'Territory plan parameter form definitions',
  },
} as const satisfies Record<string, ApiCall>;
