import { z } from 'zod';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import { fieldSpecsToSchema, type FieldMessage } from '@rota/core/admin';
import { ok } from '../../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { answerOf, inTransaction, writeScope } from '../resource-answers.js';
import { findRow, type RepoFailure, type Row, type StoredResource } from '../resource.repository.js';
import { visibleCenters } from '../resource-scope.repository.js';
import { insertRows, updateRow, type WriteScope } from '../resource-writes.js';
import { weeklyPlanningComputed } from './places.repository.js';

const config = MASTER_DATA_RESOURCES.weeklyPlanningData;

const computed = weeklyPlanningComputed;
const stored: StoredResource = { config, computed };

const body = z.object({
  [config.createBodyField]: z.array(fieldSpecsToSchema(config.storage.fields, 'create')).min(1),
});

/** A failure of item `index`, its field names prefixed with the item's place in the list. */
function ofItem(failure: RepoFailure, index: number, prefixed: boolean): RepoFailure {
  if (!failure.validation) return failure;
  const validation: FieldMessage[] = failure.validation.map((v) => ({
    ...v,
    field: `${index}.${prefixed ? v.field.replace(/^\d+\./, '') : v.field}`,
  }));
  return { ...failure, validation };
}

/**
 * Adds the weekly data of the locations that have none and updates the others, in the caller's
 * transaction; the first refusal stops it, its fields prefixed with the item's place in the list.
 */
export async function saveWeeklyData(
  scope: WriteScope,
  items: readonly Row[],
): Promise<{ ok: true; added: number; updated: number } | RepoFailure> {
  let added = 0;
  let updated = 0;
  for (const [index, item] of items.entries()) {
    const found = await findRow(scope.orm, stored, String(item['locationRefNo']), scope.visibility);
    if (!found.ok && found.status !== 404) return found;
    if (found.ok) {
      const done = await updateRow(scope, stored, found.found, item);
      if (!done.ok) return ofItem(done, index, false);
      updated++;
    } else {
      const done = await insertRows(scope, stored, [item]);
      if (!done.ok) return ofItem(done, index, true);
      added++;
    }
  }
  return { ok: true, added, updated };
}

/**
 * Weekly planning data: the generic routes, with POST adding the locations that have none and
 * updating the others (spec 02: "POST for add and update"), all or nothing.
 */
export const weeklyPlanningDataRoutes: RouteDefinition[] = [
  ...defineResource(config, { computed, omit: ['create'] }),
  defineRoute<z.infer<typeof body>>({
    method: 'POST',
    url: `/api/${config.path}`,
    access: { claim: `${config.storage.claimKey};write` },
    summary: 'Add or update the weekly planning data of a list of locations (all or nothing)',
    tags: ['Master data'],
    body,
    async handler({ body: request, user, platform, t }) {
      const items = request[config.createBodyField] as Row[];
      const visibility = await visibleCenters(platform.db.orm, user);
      let added = 0;
      let updated = 0;
      const failure = await inTransaction(platform, async (orm) => {
        const saved = await saveWeeklyData(writeScope(orm, user, visibility), items);
        if (!saved.ok) return saved;
        ({ added, updated } = saved);
        return null;
      });
      const item = t(config.storage.itemNameKey);
      if (failure) return answerOf(failure, t, item);
      return ok(
        { added, updated },
        { status: 200, messageKey: 'masterData.resource.added', params: { item } },
      );
    },
  }),
];
