import { z } from 'zod';
import {
  MASTER_DATA_RESOURCES,
  splitJoinedLists,
  territoryApi,
  territoryLocationVisitSchema,
} from '@rota/core';
import { fieldSpecsToPatchSchema, fieldSpecsToSchema, toFieldMessages } from '@rota/core/admin';
import { fail, ok, type Answer } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import type { Translator } from '../platform/i18n.js';
import { defineResource } from '../master-data/define-resource.js';
import { answerOf, inTransaction, writeScope } from '../master-data/resource-answers.js';
import { findRow, type RepoFailure, type Row } from '../master-data/resource.repository.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { insertRows, updateRow } from '../master-data/resource-writes.js';
import {
  dropLocationsOfOtherCenters,
  territoryCenter,
  territoryComputed,
  territoryStored,
} from './territory.repository.js';
import { requestedVisits, withCentre, writeVisits } from './territory-writes.js';

const config = MASTER_DATA_RESOURCES.territories;
const storage = config.storage;
const tags = ['Territory'];
const write = { claim: `${storage.claimKey};write` } as const;

/** Beside the form's fields, a territory's locations: a list with visit orders, or references in order. */
const locationsBody = z
  .object({
    locationList: z.array(territoryLocationVisitSchema).optional(),
    locationRefNoList: z.array(z.string().min(1)).optional(),
  })
  .passthrough();
type LocationsBody = z.infer<typeof locationsBody>;
const createItem = z.preprocess(
  (input) => splitJoinedLists(storage, input),
  fieldSpecsToSchema(storage.fields),
);
const patchItem = z.preprocess(
  (input) => splitJoinedLists(storage, input),
  fieldSpecsToPatchSchema(storage.fields) as z.ZodType<Row>,
);
const idParams = z.object({ id: z.coerce.number().int() });

/** A failure of the single item of a list: its fields without the "0." of the list. */
const single = (failure: RepoFailure): RepoFailure =>
  failure.validation
    ? {
        ...failure,
        validation: failure.validation.map((v) => ({ ...v, field: v.field.replace(/^0\./, '') })),
      }
    : failure;

function parsed(schema: z.ZodType<unknown>, body: unknown, t: Translator) {
  const item = schema.safeParse(body);
  return item.success
    ? { ok: true as const, item: item.data as Row }
    : {
        ok: false as const,
        answer: fail(400, 'server.invalidBody', { validation: toFieldMessages(item.error, t) }),
      };
}

const itemName = (t: Translator) => t(storage.itemNameKey);

/** POST territory: one territory with its polygon and locations ("Territory is added"). */
const createTerritory = defineRoute<LocationsBody>({
  method: 'POST',
  url: `/api/${territoryApi.createTerritory.path}`,
  access: write,
  summary: territoryApi.createTerritory.summary,
  tags,
  body: locationsBody,
  successStatuses: [201],
  async handler({ body, user, platform, t }): Promise<Answer> {
    const item = parsed(createItem, body, t);
    if (!item.ok) return item.answer;
    const visibility = await visibleCenters(platform.db.orm, user);
    let id = 0;
    const failure = await inTransaction(platform, async (orm) => {
      const scope = writeScope(orm, user, visibility);
      const inserted = await insertRows(scope, territoryStored, [withCentre(item.item)]);
      if (!inserted.ok) return single(inserted);
      id = inserted.ids[0] as number;
      const center = await territoryCenter(orm, id);
      const done = await writeVisits(scope, id, center, requestedVisits(body) ?? []);
      return done.ok ? null : done;
    });
    if (failure) return answerOf(failure, t, itemName(t));
    return ok({ id }, { status: 201, messageKey: 'territory.territoryAdded' });
  },
});

/** PUT territory/{id}: the fields it names; a location list given replaces the territory's. */
const updateTerritory = defineRoute<LocationsBody, unknown, z.infer<typeof idParams>>({
  method: 'PUT',
  url: `/api/${territoryApi.updateTerritory.path}`,
  access: write,
  summary: territoryApi.updateTerritory.summary,
  tags,
  params: idParams,
  body: locationsBody,
  async handler({ body, params, user, platform, t }): Promise<Answer> {
    const item = parsed(patchItem, body, t);
    if (!item.ok) return item.answer;
    const patch = item.item;
    const visibility = await visibleCenters(platform.db.orm, user);
    const failure = await inTransaction(platform, async (orm) => {
      const found = await findRow(orm, territoryStored, params.id, visibility);
      if (!found.ok) return found;
      const scope = writeScope(orm, user, visibility);
      const moved = patch['polygon'] !== undefined && patch['polygon'] !== null;
      const updated = await updateRow(scope, territoryStored, found.found, moved ? withCentre(patch) : patch);
      if (!updated.ok) return updated;
      const center = await territoryCenter(orm, params.id);
      const visits = requestedVisits(body);
      if (visits) {
        const done = await writeVisits(scope, params.id, center, visits);
        return done.ok ? null : done;
      }
      // Moved to another center: the locations of the former one leave it.
      await dropLocationsOfOtherCenters(orm, params.id, center);
      return null;
    });
    if (failure) return answerOf(failure, t, itemName(t));
    return ok(null, { messageKey: 'masterData.resource.updated', params: { item: itemName(t) } });
  },
});

/**
 * Territories: list, one, input-field-options, delete {territoryIds} through the resource
 * pipeline; create and update here, as they carry the territory's locations.
 */
export const territoryResourceRoutes: RouteDefinition[] = [
  ...defineResource(config, { computed: territoryComputed, omit: ['create', 'update'] }),
  createTerritory,
  updateTerritory,
];
