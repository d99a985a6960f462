import { z } from 'zod';
import {
  MASTER_DATA_RESOURCES,
  resourcePaths,
  territoryApi,
  type TerritoryFilterQuery,
  type TerritoryPlanRequest,
} from '@rota/core';
import { sendApiCall, type ApiGatewayOptions } from './api-gateway.js';
import type { HttpClient } from './http-client.js';

/** A place as the locations and depots calls list it. */
export const territoryPlaceSchema = z
  .object({
    refNo: z.string(),
    name: z.string(),
    latitude: z.coerce.number(),
    longitude: z.coerce.number(),
    isDepot: z.boolean().nullish(),
    distributionCenterId: z.number().nullish(),
  })
  .loose();
export type TerritoryPlace = z.infer<typeof territoryPlaceSchema>;

const locationListSchema = z.object({ locationResultList: z.array(territoryPlaceSchema) }).loose();
const vehicleListSchema = z
  .object({ vehicleResultList: z.array(z.object({ refNo: z.string(), plate: z.string() }).loose()) })
  .loose();

/** Reads whose failures the screens show themselves (or not at all): no toast. */
const quiet: ApiGatewayOptions = { notifyErrors: false };

/** A body the territory screens build from their form values; the server checks it. */
type FormBody = Record<string, unknown>;

/**
 * The REST calls of territory planning (territories, their locations and visit orders, territory
 * plans) over core's `territoryApi`, with the places and vehicles the screens pick from.
 */
export function createTerritoryPlanningGateway(http: HttpClient) {
  const api = territoryApi;
  const send = sendApiCall;
  return {
    plans: () => send(http, api.territoryPlans, {}, quiet),
    plan: (refNo: string) => send(http, api.territoryPlan, { params: { refNo } }),
    summary: () => send(http, api.territoryPlanSummary, {}),
    submit: (body: TerritoryPlanRequest) => send(http, api.submitTerritoryPlan, { body }),
    deletePlans: (jobRefNos: string[]) => send(http, api.deleteTerritoryPlans, { body: { jobRefNos } }),
    parameterFields: () => send(http, api.territoryPlanFieldOptions, {}),
    /** Every location (no pageSize: the whole list). */
    locations: async () => {
      const answer = await http.request({
        url: resourcePaths(MASTER_DATA_RESOURCES.locations).list,
        schema: locationListSchema,
      });
      return answer.ok ? { ...answer, data: answer.data.locationResultList } : answer;
    },
    territories: () => send(http, api.listTerritories, {}, quiet),
    locationTerritories: () => send(http, api.locationTerritories, {}, quiet),
    transfer: (body: { currentTerritoryId: number; locationRefNo: string; newTerritoryId: number }) =>
      send(http, api.transferTerritory, { body }),
    overlapping: (body: FormBody) =>
      send(http, api.overlappingLocations, { body: body as z.input<typeof api.overlappingLocations.body> }),
    /** Writes whose validation messages the form shows under its fields. */
    createTerritory: (body: FormBody) =>
      send(http, api.createTerritory, { body: body as z.input<typeof api.createTerritory.body> }, quiet),
    updateTerritory: (id: number, body: FormBody) =>
      send(
        http,
        api.updateTerritory,
        { params: { id }, body: body as z.input<typeof api.updateTerritory.body> },
        quiet,
      ),
    deleteTerritories: (territoryIds: number[]) =>
      send(http, api.deleteTerritories, { body: { territoryIds } }),
    /** GET territory/filtered: the map filter, applied by the server. */
    filtered: (query: TerritoryFilterQuery) =>
      send(
        http,
        api.filteredTerritories,
        {
          query: Object.fromEntries(
            Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
          ) as TerritoryFilterQuery,
        },
        quiet,
      ),
    /** The vehicles a territory may name as its default (every vehicle the user sees). */
    vehicles: async () => {
      const answer = await http.request({
        url: resourcePaths(MASTER_DATA_RESOURCES.vehicles).list,
        schema: vehicleListSchema,
      });
      return answer.ok ? { ...answer, data: answer.data.vehicleResultList } : answer;
    },
    saveVisitOrders: (id: number, locations: { locationRefNo: string; visitOrder: number }[]) =>
      send(http, api.saveVisitOrders, { params: { id }, body: { territoryId: id, locations } }),
  };
}
export type TerritoryPlanningGateway = ReturnType<typeof createTerritoryPlanningGateway>;
