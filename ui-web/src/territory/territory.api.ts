import { z } from 'zod';
import type { Observable } from 'rxjs';
import {
  createHubConnectionFactory,
  createHubEvents,
  eventFeed,
  type RealtimeLogger,
} from '@rota/adapters-realtime';
import type { HttpClient } from '@rota/adapters-http';
import {
  fieldDefinitionSchema,
  locationTerritoryRowSchema,
  TERRITORY_PLAN_UPDATE_EVENT,
  territoryPlanningJobSchema,
  territoryPlanSummarySchema,
  territoryPlanUpdateSchema,
  territorySchema,
  type TerritoryFilterQuery,
  type TerritoryPlanRequest,
  type TerritoryPlanUpdate,
} from '@rota/core';

/** A place as the locations and depots calls list it. */
export const placeSchema = z
  .object({
    refNo: z.string(),
    name: z.string(),
    latitude: z.coerce.number(),
    longitude: z.coerce.number(),
    isDepot: z.boolean().nullish(),
    distributionCenterId: z.number().nullish(),
  })
  .loose();
export type Place = z.infer<typeof placeSchema>;

/** The REST calls of territory planning, through the app's one HTTP client. */
export function territoryCalls(http: HttpClient) {
  return {
    plans: () =>
      http.request({
        url: 'territory-planning-job',
        schema: z.array(territoryPlanningJobSchema),
        notifyErrors: false,
      }),
    plan: (refNo: string) =>
      http.request({
        url: `territory-planning-job/${encodeURIComponent(refNo)}`,
        schema: territoryPlanningJobSchema,
      }),
    summary: () =>
      http.request({ url: 'territory-planning-job/summary', schema: territoryPlanSummarySchema }),
    submit: (body: TerritoryPlanRequest) =>
      http.request({ method: 'POST', url: 'territory-planning-job', data: body }),
    deletePlans: (jobRefNos: string[]) =>
      http.request({ method: 'DELETE', url: 'territory-planning-job', data: { jobRefNos } }),
    parameterFields: () =>
      http.request({
        url: 'territory-planning-job-parameter/input-field-options',
        schema: z.array(fieldDefinitionSchema),
      }),
    /** Every location (no pageSize: the whole list). */
    locations: async () => {
      const answer = await http.request({
        url: 'locations',
        schema: z.object({ locationResultList: z.array(placeSchema) }).loose(),
      });
      return answer.ok ? { ...answer, data: answer.data.locationResultList } : answer;
    },
    territories: () =>
      http.request({ url: 'territory', schema: z.array(territorySchema), notifyErrors: false }),
    locationTerritories: () =>
      http.request({
        url: 'location-territory',
        schema: z.array(locationTerritoryRowSchema),
        notifyErrors: false,
      }),
    transfer: (body: { currentTerritoryId: number; locationRefNo: string; newTerritoryId: number }) =>
      http.request({ method: 'PUT', url: 'location-territory', data: body }),
    overlapping: (body: Record<string, unknown>) =>
      http.request({ method: 'POST', url: 'territory/overlapping-locations', data: body }),
    /** Writes whose validation messages the form shows under its fields. */
    createTerritory: (body: Record<string, unknown>) =>
      http.request({ method: 'POST', url: 'territory', data: body, notifyErrors: false }),
    updateTerritory: (id: number, body: Record<string, unknown>) =>
      http.request({ method: 'PUT', url: `territory/${id}`, data: body, notifyErrors: false }),
    deleteTerritories: (territoryIds: number[]) =>
      http.request({ method: 'DELETE', url: 'territory', data: { territoryIds } }),
    /** GET territory/filtered: the map filter, applied by the server. */
    filtered: (query: TerritoryFilterQuery) =>
      http.request({
        url: 'territory/filtered',
        params: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
        schema: z.array(territorySchema),
        notifyErrors: false,
      }),
    /** The vehicles a territory may name as its default (every vehicle the user sees). */
    vehicles: async () => {
      const answer = await http.request({
        url: 'vehicles',
        schema: z
          .object({ vehicleResultList: z.array(z.object({ refNo: z.string(), plate: z.string() }).loose()) })
          .loose(),
      });
      return answer.ok ? { ...answer, data: answer.data.vehicleResultList } : answer;
    },
    saveVisitOrders: (id: number, locations: { locationRefNo: string; visitOrder: number }[]) =>
      http.request({
        method: 'PUT',
        url: `territory/${id}/location-visit-orders`,
        data: { territoryId: id, locations },
      }),
  };
}
export type TerritoryCalls = ReturnType<typeof territoryCalls>;

const logger: RealtimeLogger = {
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};
let feed: Observable<TerritoryPlanUpdate> | null = null;

/** joboperationhub's ReceiveTerritoryPlanUpdate: the live status and progress of territory plans. */
export function territoryPlanUpdates(getToken: () => string | null): Observable<TerritoryPlanUpdate> {
  if (!feed) {
    const events = createHubEvents(createHubConnectionFactory({ baseUrl: '', getToken, logger }), { logger });
    feed = eventFeed(
      events,
      logger,
      { hub: 'joboperationhub', event: TERRITORY_PLAN_UPDATE_EVENT },
      territoryPlanUpdateSchema,
    );
  }
  return feed;
}
