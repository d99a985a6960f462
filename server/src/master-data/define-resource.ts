import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import {
  TOTAL_COUNT_HEADER,
  listQuerySchema,
  resourcePaths,
  resourceStatsSchema,
  splitJoinedLists,
  type ListQuery,
  type ResourceConfig,
  type ResourceStorage,
} from '@rota/core';
import {
  fieldSpecsToPatchSchema,
  fieldSpecsToSchema,
  toFieldMessages,
  type FieldMessage,
} from '@rota/core/admin';
import type { Orm } from '../db/database.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { defineRoute, type RouteAccess, type RouteDefinition } from '../platform/define-route.js';
import { fieldOptionsRoute } from '../platform/field-options.js';
import type { Translator } from '../platform/i18n.js';
import { findRow, findRows, type Row, type StoredResource } from './resource.repository.js';
import { visibleCenters } from './resource-scope.repository.js';
import { refuseSharedDataWrite } from './shared-data-writes.js';
import { deleteRows, insertRows, updateRow, type WriteScope } from './resource-writes.js';
import {
  answerOf,
  inTransaction,
  listAnswer,
  statsOf,
  foreignCenter,
  writeScope,
} from './resource-answers.js';

/** What a resource may add beside its declaration: computed columns and checks of its own. */
export interface ResourceExtras {
  computed?: Readonly<Record<string, SQL>>;
  /** Checks that need the database (e.g. no location inside a geofence), per item, in the transaction. */
  check?: (context: {
    orm: Orm;
    item: Row;
    mode: 'create' | 'update';
    existing: Row | null;
    /** The centers the user may write, and the one a record naming none goes to. */
    scope: Pick<WriteScope, 'visibility' | 'defaultCenter'>;
  }) => Promise<FieldMessage[]>;
  /**
   * Reads create and update bodies sent another way than JSON (e.g. multipart form fields); what
   * it answers is validated as a JSON body would be.
   */
  readBody?: (request: FastifyRequest, mode: 'create' | 'update') => Promise<unknown>;
  /** Calls the generic routes do not make (leave one out with `omit`). */
  omit?: readonly ('get' | 'create' | 'update' | 'delete')[];
  /** Runs once created records are committed (e.g. to tell connected clients), with their ids. */
  afterCreate?: (server: FastifyRequest['server'], ids: readonly number[]) => Promise<void>;
}

type Declared = ResourceConfig & { storage: ResourceStorage };

/**
 * The routes of a declared resource (spec 02 section 7 "generic grid helpers"): list with paging,
 * sorting and filtering; stats; input-field-options; no-content-data-results; get; create a list;
 * update; delete a list. Access: `key;read` to read, `key;write` to create and update,
 * `key;delete` to delete; rows of other centers are never shown and never changed.
 */
export function defineResource(config: Declared, extras: ResourceExtras = {}): RouteDefinition[] {
  const storage = config.storage;
  const r: StoredResource = { config, ...(extras.computed ? { computed: extras.computed } : {}) };
  const paths = resourcePaths(config);
  const api = (path: string) => `/api/${path}`;
  const tags = ['Master data'];
  const roles = storage.writeRoles ? { roles: storage.writeRoles } : {};
  // Records of no center are shared by every center: their writes are Admins' (see the setting).
  const sharedWrite = (platform: Platform, user: AuthUser) =>
    storage.scope.kind === 'global' ? refuseSharedDataWrite(platform, user) : Promise.resolve(null);
  const read: RouteAccess = { claim: `${storage.claimKey};read` };
  const write: RouteAccess = { ...roles, claim: `${storage.claimKey};write` };
  const remove: RouteAccess = { ...roles, claim: `${storage.claimKey};delete` };
  const keyColumn = storage.columns.find((c) => c.field === config.keyField);
  const keyParam = z.object({
    key: keyColumn?.kind === 'integer' ? z.coerce.number().int() : z.string().min(1),
  });
  const joined = (schema: z.ZodType<unknown>) =>
    z.preprocess((input) => splitJoinedLists(storage, input), schema);
  const createItem = joined(fieldSpecsToSchema(storage.fields, 'create'));
  const createList = z.array(createItem).min(1);
  const createBody = config.createBodyField ? z.object({ [config.createBodyField]: createList }) : createList;
  const keys = z.array(keyColumn?.kind === 'integer' ? z.number().int() : z.string().min(1)).min(1);
  const deleteBody = config.deleteBodyField ? z.object({ [config.deleteBodyField]: keys }) : keys;
  const omit = new Set(extras.omit ?? []);
  const itemName = (t: Translator) => t(storage.itemNameKey);
  const updateBody = joined(fieldSpecsToPatchSchema(storage.fields) as z.ZodType<unknown>);
  /** The body as JSON validated it, or read by `extras.readBody` and validated here. */
  const bodyOf = async (
    context: { request: FastifyRequest; body: unknown; t: Translator },
    mode: 'create' | 'update',
  ): Promise<{ ok: true; body: unknown } | { ok: false; answer: Answer }> => {
    if (!extras.readBody) return { ok: true, body: context.body };
    const schema = mode === 'create' ? (createBody as z.ZodType<unknown>) : updateBody;
    const parsed = schema.safeParse(await extras.readBody(context.request, mode));
    if (parsed.success) return { ok: true, body: parsed.data };
    const validation = toFieldMessages(parsed.error, context.t);
    return { ok: false, answer: fail(400, 'server.invalidBody', { validation }) };
  };

  const check = async (
    scope: WriteScope,
    item: Row,
    mode: 'create' | 'update',
    existing: Row | null,
    prefix: string,
  ) =>
    ((await extras.check?.({ orm: scope.orm, item, mode, existing, scope })) ?? []).map((m) => ({
      ...m,
      field: `${prefix}${m.field}`,
    }));

  const routes: RouteDefinition[] = [
    defineRoute<unknown, ListQuery>({
      method: 'GET',
      url: api(paths.list),
      access: read,
      summary: `List (pageIndex, pageSize, sortBy, sortDirection, filters by field; total in ${TOTAL_COUNT_HEADER})`,
      tags,
      query: listQuerySchema,
      async handler({ query, user, platform, reply, t }) {
        const { answer, count } = await listAnswer(platform, r, query, user, t);
        reply.header(TOTAL_COUNT_HEADER, String(count));
        return answer;
      },
    }),
    defineRoute({
      method: 'GET',
      url: api(paths.noContent),
      access: read,
      summary: 'What an empty grid shows',
      tags,
      async handler() {
        return ok(config.listField === null ? [] : { [config.listField]: [], count: 0 });
      },
    }),
    defineRoute<unknown, ListQuery>({
      method: 'GET',
      url: api(paths.stats),
      access: read,
      summary: `How many records, and per ${storage.statsBy ?? 'nothing'}`,
      tags,
      query: listQuerySchema,
      response: resourceStatsSchema,
      async handler({ query, user, platform }) {
        const visibility = await visibleCenters(platform.db.orm, user);
        const foreign = foreignCenter(r, query, visibility);
        if (foreign) return foreign;
        return ok(await statsOf(platform.db.orm, r, visibility, query.distributionCenterId ?? null));
      },
    }),
    fieldOptionsRoute(api(paths.fieldOptions), storage.fields, read, tags),
  ];
  if (!omit.has('get'))
    routes.push(
      defineRoute<unknown, unknown, z.infer<typeof keyParam>>({
        method: 'GET',
        url: api(paths.one(':key').replace('%3Akey', ':key')),
        access: read,
        summary: 'One record by its key',
        tags,
        params: keyParam,
        response: config.itemSchema,
        async handler({ params, user, platform, t }) {
          const visibility = await visibleCenters(platform.db.orm, user);
          const found = await findRow(platform.db.orm, r, params.key, visibility);
          return found.ok ? ok(found.found.row) : answerOf(found, t, itemName(t));
        },
      }),
    );
  if (!omit.has('create'))
    routes.push(
      defineRoute<unknown>({
        method: 'POST',
        url: api(paths.create),
        access: write,
        summary: 'Create a list of records (all or nothing)',
        tags,
        ...(extras.readBody ? {} : { body: createBody as z.ZodType<unknown> }),
        successStatuses: [201],
        async handler({ request, body: given, user, platform, t }) {
          const shared = await sharedWrite(platform, user);
          if (shared) return shared;
          const read = await bodyOf({ request, body: given, t }, 'create');
          if (!read.ok) return read.answer;
          const body = read.body;
          const items = (
            config.createBodyField ? (body as Record<string, Row[]>)[config.createBodyField] : body
          ) as Row[];
          const visibility = await visibleCenters(platform.db.orm, user);
          let created = 0;
          let createdIds: readonly number[] = [];
          const failure = await inTransaction(platform, async (orm) => {
            const scope = writeScope(orm, user, visibility);
            const own: FieldMessage[] = [];
            for (const [index, item] of items.entries())
              own.push(...(await check(scope, item, 'create', null, `${index}.`)));
            if (own.length)
              return { ok: false, status: 400, messageKey: 'server.invalidBody', validation: own };
            const inserted = await insertRows(scope, r, items);
            if (!inserted.ok) return inserted;
            created = inserted.ids.length;
            createdIds = inserted.ids.map(Number);
            return null;
          });
          if (failure) return answerOf(failure, t, itemName(t));
          if (extras.afterCreate) await extras.afterCreate(request.server, createdIds);
          return ok(
            { created },
            {
              status: 201,
              messageKey: storage.addedMessageKey ?? 'masterData.resource.added',
              params: { item: itemName(t) },
            },
          );
        },
      }),
    );
  if (!omit.has('update'))
    routes.push(
      defineRoute<unknown, unknown, z.infer<typeof keyParam>>({
        method: config.updateMethod ?? 'PUT',
        url: api(paths.update(':key').replace('%3Akey', ':key')),
        access: write,
        summary: 'Update one record; fields left out keep their values',
        tags,
        params: keyParam,
        ...(extras.readBody ? {} : { body: updateBody }),
        async handler({ request, body: given, params, user, platform, t }) {
          const shared = await sharedWrite(platform, user);
          if (shared) return shared;
          const read = await bodyOf({ request, body: given, t }, 'update');
          if (!read.ok) return read.answer;
          const body = read.body;
          const visibility = await visibleCenters(platform.db.orm, user);
          const failure = await inTransaction(platform, async (orm) => {
            const found = await findRow(orm, r, params.key, visibility);
            if (!found.ok) return found;
            const item = body as Row;
            const scope = writeScope(orm, user, visibility);
            const own = await check(scope, item, 'update', found.found.row, '');
            if (own.length)
              return { ok: false, status: 400, messageKey: 'server.invalidBody', validation: own };
            const updated = await updateRow(scope, r, found.found, item);
            return updated.ok ? null : updated;
          });
          if (failure) return answerOf(failure, t, itemName(t));
          return ok(null, { messageKey: 'masterData.resource.updated', params: { item: itemName(t) } });
        },
      }),
    );
  if (!omit.has('delete'))
    routes.push(
      defineRoute<unknown>({
        method: 'DELETE',
        url: api(paths.remove),
        access: remove,
        summary: 'Delete a list of records; refused, deleting nothing, while another record uses one',
        tags,
        body: deleteBody as z.ZodType<unknown>,
        async handler({ body, user, platform, t }) {
          const shared = await sharedWrite(platform, user);
          if (shared) return shared;
          const list = (
            config.deleteBodyField ? (body as Record<string, unknown[]>)[config.deleteBodyField] : body
          ) as (string | number)[];
          const visibility = await visibleCenters(platform.db.orm, user);
          let deleted = 0;
          const failure = await inTransaction(platform, async (orm) => {
            const found = await findRows(orm, r, list, visibility);
            if (!found.ok) return found;
            const done = await deleteRows(writeScope(orm, user, visibility), r, found.found);
            if (!done.ok) return done;
            deleted = done.deleted;
            return null;
          });
          if (failure) return answerOf(failure, t, itemName(t));
          return ok({ deleted }, { messageKey: 'masterData.resource.deleted' });
        },
      }),
    );
  return routes;
}
