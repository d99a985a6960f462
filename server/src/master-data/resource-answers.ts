import { type ListQuery } from '@rota/core';
import { ROLES } from '@rota/core/auth';
import type { Orm } from '../db/database.js';
import { markShared } from '../db/kept-answers.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import type { Translator } from '../platform/i18n.js';
import { listRows, type RepoFailure, type StoredResource } from './resource.repository.js';
import { canSeeCenter, centerColumnOf, type CenterVisibility } from './resource-scope.rules.js';
import { visibleCenters } from './resource-scope.repository.js';
import { readStatement, statsOf } from './resource-stats.repository.js';
import type { WriteScope } from './resource-writes.js';

/**
 * What the routes of a declared resource answer with: writes in one transaction (a refusal or a
 * database constraint rolls all back), refusals in the envelope, and the list and stats answers.
 */

class Rollback extends Error {
  constructor(readonly failure: RepoFailure) {
    super('rollback');
  }
}

const PG_ERRORS: Record<string, { status: 400 | 409; key: string }> = {
  '23505': { status: 409, key: 'masterData.resource.conflict' },
  '23503': { status: 409, key: 'masterData.resource.referenced' },
  '23514': { status: 400, key: 'masterData.resource.invalidValue' },
  '23502': { status: 400, key: 'masterData.resource.invalidValue' },
  '22007': { status: 400, key: 'masterData.resource.invalidValue' },
  '22008': { status: 400, key: 'masterData.resource.invalidValue' },
  '22003': { status: 400, key: 'masterData.resource.invalidValue' },
  '22P02': { status: 400, key: 'masterData.resource.invalidValue' },
};

function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs writes in one transaction; a refusal or a constraint of the database rolls all back. */
export async function inTransaction(
  platform: Platform,
  work: (orm: Orm) => Promise<RepoFailure | null>,
): Promise<RepoFailure | null> {
  try {
    await platform.db.orm.transaction(async (tx) => {
      const failure = await work(tx as unknown as Orm);
      if (failure) throw new Rollback(failure);
    });
    return null;
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    const known = PG_ERRORS[databaseCode(error) ?? ''];
    if (known) return { ok: false, status: known.status, messageKey: known.key };
    throw error;
  }
}

export function answerOf(failure: RepoFailure, t: Translator, itemName: string): Answer {
  const params: Record<string, string | number> = { item: itemName, ...(failure.params ?? {}) };
  if (typeof params['what'] === 'string') params['what'] = t(params['what']);
  return fail(failure.status, failure.messageKey, {
    params,
    ...(failure.validation
      ? { validation: failure.validation.map((v) => ({ field: v.field, message: t(v.message, params) })) }
      : {}),
  });
}

export function writeScope(orm: Orm, user: AuthUser, visibility: CenterVisibility): WriteScope {
  const own = user.roles.includes(ROLES.dcManager) ? user.distributionCenterId : null;
  const single =
    !visibility.all && visibility.centers.length === 1 ? (visibility.centers[0] as number) : null;
  return { orm, visibility, defaultCenter: own ?? single };
}

/** The list answer in the spec's shape: the rows, or `{ [listField]: rows, count, [statsField] }`. */
export async function listAnswer(
  platform: Platform,
  r: StoredResource,
  query: ListQuery,
  user: AuthUser,
  t: Translator,
) {
  const visibility = await visibleCenters(platform.db.orm, user);
  const foreign = foreignCenter(r, query, visibility);
  if (foreign) return { answer: foreign, count: 0 };
  const read = async (orm: Orm) => {
    const listed = await listRows(orm, r, query, visibility);
    if (!listed.ok) return listed;
    const { config } = r;
    if (config.listField === null)
      return { ok: true as const, data: listed.page.rows, count: listed.page.count };
    const stats = config.storage.statsField
      ? {
          [config.storage.statsField]: await statsOf(orm, r, visibility, query.distributionCenterId ?? null),
        }
      : {};
    return {
      ok: true as const,
      data: { [config.listField]: listed.page.rows, count: listed.page.count, ...stats },
      count: listed.page.count,
    };
  };
  // Only pages are kept: a refusal is worded in the asker's language.
  const result = platform.keptAnswers
    ? await platform.keptAnswers.through(
        r,
        () => readStatement(r),
        listKey(query, visibility),
        read,
        (found) => found.ok,
      )
    : await read(platform.db.orm);
  if (!result.ok) return { answer: answerOf(result, t, t(r.config.storage.itemNameKey)), count: 0 };
  // A kept page goes to many requests unchanged: its JSON text is made once.
  if (platform.keptAnswers) markShared(result.data);
  return { answer: ok(result.data), count: result.count };
}

/** A list query and the centers it is read for, as one text (the same for the same list). */
function listKey(query: ListQuery, visibility: CenterVisibility): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const seen = visibility.all ? 'all' : [...visibility.centers].sort((a, b) => a - b).join(',');
  return `${seen}|${JSON.stringify(entries)}`;
}

/** A list or stats call asking for a center the user may not see answers 403, never its rows. */
export function foreignCenter(
  r: StoredResource,
  query: ListQuery,
  visibility: CenterVisibility,
): Answer | null {
  const center = query.distributionCenterId;
  const scoped = centerColumnOf(r.config.storage.scope) !== null;
  return scoped && center !== undefined && !canSeeCenter(visibility, center)
    ? fail(403, 'server.outsideDistributionCenter')
    : null;
}

export { statsOf };
