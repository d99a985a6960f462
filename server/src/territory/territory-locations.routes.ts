import { z } from 'zod';
import {
  locationsInTerritoryPolygon,
  renumberVisitOrders,
  territoryApi,
  type LocationVisitOrdersRequest,
  type OverlappingLocationsRequest,
  type TransferTerritoryRequest,
} from '@rota/core';
import { fail, ok, type Answer } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import type { Translator } from '../platform/i18n.js';
import { answerOf, inTransaction } from '../master-data/resource-answers.js';
import { findRow } from '../master-data/resource.repository.js';
import { type CenterVisibility } from '../master-data/resource-scope.rules.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import type { Orm } from '../db/database.js';
import {
  locationsByRefNo,
  locationsOfCenters,
  replaceTerritoryLocations,
  territoryStored,
} from './territory.repository.js';
import {
  locationDetails,
  locationsHeldElsewhere,
  locationTerritories,
  memberIds,
  moveLocationToTerritoryEnd,
} from './territory-locations.repository.js';

const tags = ['Territory'];
const read = { claim: 'daily-plan;read' } as const;
const write = { claim: 'daily-plan;write' } as const;
const itemName = (t: Translator) => t(territoryStored.config.storage.itemNameKey);
const api = (path: string) => `/api/${path}`;

/** A territory the user may see, by id (404 unknown, 403 another center's). */
async function visibleTerritory(orm: Orm, id: number, visibility: CenterVisibility) {
  const found = await findRow(orm, territoryStored, id, visibility);
  return found.ok ? { ok: true as const, id, center: found.found.centerId, row: found.found.row } : found;
}

const matchingQuery = z.object({ territoryId: z.coerce.number().int() });

export const territoryLocationRoutes: RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof matchingQuery>>({
    method: 'GET',
    url: api(territoryApi.matchingLocations.path),
    access: read,
    summary: 'The locations of a territory and the non-depot locations of its center inside its polygon',
    tags,
    query: matchingQuery,
    response: territoryApi.matchingLocations.response,
    async handler({ query, user, platform, t }) {
      const orm = platform.db.orm;
      const territory = await visibleTerritory(orm, query.territoryId, await visibleCenters(orm, user));
      if (!territory.ok) return answerOf(territory, t, itemName(t));
      const candidates = territory.center === null ? [] : await locationsOfCenters(orm, [territory.center]);
      const inside = new Set(
        locationsInTerritoryPolygon(String(territory.row['polygon'] ?? ''), candidates).map((l) => l.id),
      );
      const members = await memberIds(orm, territory.id);
      const order = new Map(members.map((m, i) => [m.id, i + 1]));
      const ids = candidates.filter((l) => order.has(l.id) || inside.has(l.id)).map((l) => l.id);
      const found = await locationDetails(orm, ids);
      const answer = found
        .map(({ id, ...location }) => ({ ...location, visitOrder: order.get(id) ?? null }))
        .sort((a, b) => (a.visitOrder ?? Infinity) - (b.visitOrder ?? Infinity));
      return ok(answer);
    },
  }),
  defineRoute<OverlappingLocationsRequest>({
    method: 'POST',
    url: api(territoryApi.overlappingLocations.path),
    access: read,
    summary: territoryApi.overlappingLocations.summary,
    tags,
    body: territoryApi.overlappingLocations.body,
    response: territoryApi.overlappingLocations.response,
    async handler({ body, user, platform }) {
      const orm = platform.db.orm;
      const visibility = await visibleCenters(orm, user);
      if (body.locationRefNoList.length === 0) return ok([]);
      const held = await locationsHeldElsewhere(orm, visibility, body.locationRefNoList, body.name);
      const byTerritory = new Map<
        number,
        {
          territoryId: number;
          territoryName: string;
          locations: { locationRefNo: string; locationName: string }[];
        }
      >();
      for (const h of held) {
        const entry = byTerritory.get(h.territoryId) ?? {
          territoryId: h.territoryId,
          territoryName: h.territoryName,
          locations: [],
        };
        entry.locations.push({ locationRefNo: h.locationRefNo, locationName: h.locationName });
        byTerritory.set(h.territoryId, entry);
      }
      return ok([...byTerritory.values()]);
    },
  }),
  defineRoute<LocationVisitOrdersRequest, unknown, { id: number }>({
    method: 'PUT',
    url: api(territoryApi.saveVisitOrders.path),
    access: write,
    summary: territoryApi.saveVisitOrders.summary,
    tags,
    params: territoryApi.saveVisitOrders.params,
    body: territoryApi.saveVisitOrders.body,
    async handler({ body, params, user, platform, t }): Promise<Answer> {
      if (body.territoryId !== params.id)
        return fail(400, 'server.invalidBody', {
          validation: [{ field: 'territoryId', message: t('territory.territoryIdMismatch') }],
        });
      const visibility = await visibleCenters(platform.db.orm, user);
      const failure = await inTransaction(platform, async (orm) => {
        const territory = await visibleTerritory(orm, params.id, visibility);
        if (!territory.ok) return territory;
        const members = await memberIds(orm, params.id);
        if (members.length === 0)
          return { ok: false, status: 400, messageKey: 'territory.noLocationInTerritory' };
        const idOf = new Map(members.map((m) => [m.refNo, m.id]));
        const strangers = body.locations.flatMap((l, i) =>
          idOf.has(l.locationRefNo)
            ? []
            : [{ field: `locations.${i}.locationRefNo`, message: 'territory.locationNotInTerritory' }],
        );
        if (strangers.length)
          return { ok: false, status: 400, messageKey: 'server.invalidBody', validation: strangers };
        const listed = renumberVisitOrders(body.locations).map((l) => idOf.get(l.locationRefNo) as number);
        const rest = members.map((m) => m.id).filter((id) => !listed.includes(id));
        await replaceTerritoryLocations(orm, params.id, [...new Set(listed), ...rest]);
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return ok(null, { messageKey: 'masterData.resource.updated', params: { item: itemName(t) } });
    },
  }),
  defineRoute({
    method: 'GET',
    url: api(territoryApi.locationTerritories.path),
    access: read,
    summary: territoryApi.locationTerritories.summary,
    tags,
    response: territoryApi.locationTerritories.response,
    async handler({ user, platform }) {
      const orm = platform.db.orm;
      const visibility = await visibleCenters(orm, user);
      return ok(await locationTerritories(orm, visibility));
    },
  }),
  defineRoute<TransferTerritoryRequest>({
    method: 'PUT',
    url: api(territoryApi.transferTerritory.path),
    access: write,
    summary: territoryApi.transferTerritory.summary,
    tags,
    body: territoryApi.transferTerritory.body,
    async handler({ body, user, platform, t }): Promise<Answer> {
      const visibility = await visibleCenters(platform.db.orm, user);
      const failure = await inTransaction(platform, async (orm) => {
        const from = await visibleTerritory(orm, body.currentTerritoryId, visibility);
        if (!from.ok) return from;
        const to = await visibleTerritory(orm, body.newTerritoryId, visibility);
        if (!to.ok) return to;
        const [location] = await locationsByRefNo(orm, [body.locationRefNo]);
        if (!location || location.territoryId !== from.id)
          return {
            ok: false,
            status: 400,
            messageKey: 'server.invalidBody',
            validation: [{ field: 'locationRefNo', message: 'territory.locationNotInTerritory' }],
          };
        if (to.center !== location.center)
          return {
            ok: false,
            status: 400,
            messageKey: 'server.invalidBody',
            validation: [{ field: 'newTerritoryId', message: 'territory.territoryOfOtherCenter' }],
          };
        await moveLocationToTerritoryEnd(orm, location.id, to.id);
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return ok(null, { messageKey: 'masterData.resource.updated', params: { item: itemName(t) } });
    },
  }),
];
