import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  MASTER_DATA_RESOURCES,
  TOTAL_COUNT_HEADER,
  listQuerySchema,
  resourcePaths,
  vehicleCapabilityFields,
  vehicleTypeCapabilityFields,
  type ListQuery,
  type ResourceConfig,
} from '@rota/core';
import {
  fieldSpecsToPatchSchema,
  fieldSpecsToSchema,
  type FieldMessage,
  type FieldSpec,
} from '@rota/core/admin';
import { first, rows, type Orm } from '../../db/database.js';
import { fail, ok, type Answer } from '../../platform/answer.js';
import type { AuthUser } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { fieldOptionsRoute } from '../../platform/field-options.js';
import type { Translator } from '../../platform/i18n.js';
import { answerOf, inTransaction } from '../define-resource.js';
import type { RepoFailure } from '../resource-repository.js';
import { canSeeCenter, visibleCenters, type CenterVisibility } from '../resource-scope.js';
import { ident } from '../resource-sql.js';

/** Whose capabilities a grid keeps: vehicle types (global) or vehicles (of a center). */
interface CapabilityOwner {
  config: ResourceConfig & { keyField: 'vehicleTypeRefNo' | 'vehicleRefNo' };
  fields: readonly FieldSpec[];
  table: string;
  ownerTable: 'vehicle_types' | 'vehicles';
  ownerColumn: string;
  nameField: 'vehicleTypeName' | 'vehiclePlate';
  nameColumn: 'name' | 'plate';
  centerScoped: boolean;
  itemNameKey: string;
}

const LISTS = ['capableOperationTypeRefNoList', 'nonCapableOperationTypeRefNoList'] as const;
type Record_ = { key: string; lists: [string[], string[]] };

function ownerScope(o: CapabilityOwner, visibility: CenterVisibility, center: number | null): SQL {
  if (!o.centerScoped) return sql`true`;
  const parts: SQL[] = [];
  if (!visibility.all)
    parts.push(
      visibility.centers.length
        ? sql`o.distribution_center_id IN (${sql.join(
            visibility.centers.map((c) => sql`${c}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (center !== null) parts.push(sql`o.distribution_center_id = ${center}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The grouped records (one per owner), a page of them when asked. */
async function listRecords(orm: Orm, o: CapabilityOwner, where: SQL, page: SQL = sql``) {
  const capable = sql`c.is_capable`;
  return rows<Record<string, unknown>>(
    orm,
    sql`SELECT o.ref_no AS ${sql.raw(`"${o.config.keyField}"`)},
          o.${ident(o.nameColumn)} AS ${sql.raw(`"${o.nameField}"`)},
          coalesce(array_agg(ot.ref_no ORDER BY ot.ref_no) FILTER (WHERE ${capable}), '{}') AS "capableOperationTypeRefNoList",
          coalesce(array_agg(ot.ref_no ORDER BY ot.ref_no) FILTER (WHERE NOT ${capable}), '{}') AS "nonCapableOperationTypeRefNoList",
          string_agg(ot.name, ', ' ORDER BY ot.ref_no) FILTER (WHERE ${capable}) AS "capableOperationTypeName",
          string_agg(ot.name, ', ' ORDER BY ot.ref_no) FILTER (WHERE NOT ${capable}) AS "nonCapableOperationTypeName"
        FROM ${ident(o.table)} c JOIN ${ident(o.ownerTable)} o ON o.id = c.${ident(o.ownerColumn)}
        JOIN operation_types ot ON ot.id = c.operation_type_id
        WHERE ${where} GROUP BY o.id ORDER BY o.ref_no, o.id${page}`,
  );
}

/** The owner of a key, refused (404, or 403 for another center's) as the generic get is. */
async function findOwner(
  orm: Orm,
  o: CapabilityOwner,
  key: string,
  visibility: CenterVisibility,
): Promise<{ ok: true; id: number } | RepoFailure> {
  const center = o.centerScoped ? sql`distribution_center_id` : sql`null::int`;
  const owner = await first<{ id: number; center: number | null }>(
    orm,
    sql`SELECT id, ${center} AS center FROM ${ident(o.ownerTable)} WHERE ref_no = ${key}`,
  );
  if (!owner) return { ok: false, status: 404, messageKey: 'masterData.resource.notFound', params: { key } };
  if (o.centerScoped && !canSeeCenter(visibility, owner.center))
    return { ok: false, status: 403, messageKey: 'server.outsideDistributionCenter' };
  return { ok: true, id: owner.id };
}

/** Checks a record's lists; resolves operation types to ids (is_capable by id), or messages. */
async function resolveLists(orm: Orm, record: Record_, prefix: string) {
  const messages: FieldMessage[] = [];
  const [capable, nonCapable] = record.lists;
  if (capable.length + nonCapable.length === 0)
    messages.push({ field: `${prefix}${LISTS[0]}`, message: 'masterData.fleet.capability.empty' });
  if (nonCapable.some((r) => capable.includes(r)))
    messages.push({ field: `${prefix}${LISTS[1]}`, message: 'masterData.fleet.capability.conflict' });
  const wanted = new Map<number, boolean>();
  for (const [index, list] of record.lists.entries()) {
    for (const ref of new Set(list)) {
      const found = await first<{ id: number }>(
        orm,
        sql`SELECT id FROM operation_types WHERE ref_no = ${ref}`,
      );
      if (!found)
        messages.push({ field: `${prefix}${LISTS[index]}`, message: 'masterData.resource.unknownReference' });
      else wanted.set(found.id, index === 0);
    }
  }
  return { messages, wanted };
}

async function replaceRows(orm: Orm, o: CapabilityOwner, ownerId: number, wanted: Map<number, boolean>) {
  await orm.execute(sql`DELETE FROM ${ident(o.table)} WHERE ${ident(o.ownerColumn)} = ${ownerId}`);
  for (const [operationTypeId, capable] of wanted)
    await orm.execute(
      sql`INSERT INTO ${ident(o.table)} (${ident(o.ownerColumn)}, operation_type_id, is_capable)
          VALUES (${ownerId}, ${operationTypeId}, ${capable})`,
    );
}

const listsOf = (item: Record<string, unknown>): [string[], string[]] =>
  LISTS.map((l) => (Array.isArray(item[l]) ? (item[l] as unknown[]).map(String) : [])) as [
    string[],
    string[],
  ];

function invalid(validation: FieldMessage[]): RepoFailure {
  return { ok: false, status: 400, messageKey: 'server.invalidBody', validation };
}

/** The routes of one capability grid: list, empty fallback, form, get, create a list, update. */
function capabilityRoutes(o: CapabilityOwner): RouteDefinition[] {
  const paths = resourcePaths(o.config);
  const api = (p: string) => `/api/${p}`;
  const read = { claim: 'constraints;read' } as const;
  const write = { claim: 'constraints;write' } as const;
  const tags = ['Master data'];
  const keyParam = z.object({ key: z.string().min(1) });
  const itemName = (t: Translator) => t(o.itemNameKey);
  const done = (failure: RepoFailure | null, t: Translator, answer: Answer) =>
    failure ? answerOf(failure, t, itemName(t)) : answer;

  return [
    defineRoute<unknown, ListQuery>({
      method: 'GET',
      url: api(paths.list),
      access: read,
      summary: `List, one record per ${o.ownerTable === 'vehicles' ? 'vehicle' : 'vehicle type'} (pageIndex, pageSize; total in ${TOTAL_COUNT_HEADER})`,
      tags,
      query: listQuerySchema,
      async handler({ query, user, platform, reply }) {
        const visibility = await visibleCenters(platform.db.orm, user as AuthUser);
        const center = query.distributionCenterId ?? null;
        if (o.centerScoped && center !== null && !canSeeCenter(visibility, center))
          return fail(403, 'server.outsideDistributionCenter');
        const where = ownerScope(o, visibility, center);
        const page =
          query.pageSize === undefined
            ? sql``
            : sql` LIMIT ${query.pageSize} OFFSET ${(query.pageIndex ?? 0) * query.pageSize}`;
        const list = await listRecords(platform.db.orm, o, where, page);
        const total = await first<{ n: number }>(
          platform.db.orm,
          sql`SELECT count(DISTINCT c.${ident(o.ownerColumn)})::int AS n FROM ${ident(o.table)} c
              JOIN ${ident(o.ownerTable)} o ON o.id = c.${ident(o.ownerColumn)} WHERE ${where}`,
        );
        reply.header(TOTAL_COUNT_HEADER, String(total?.n ?? 0));
        return ok(list);
      },
    }),
    defineRoute({
      method: 'GET',
      url: api(paths.noContent),
      access: read,
      summary: 'What an empty grid shows',
      tags,
      async handler() {
        return ok([]);
      },
    }),
    fieldOptionsRoute(api(paths.fieldOptions), o.fields, read, tags),
    defineRoute<unknown, unknown, { key: string }>({
      method: 'GET',
      url: api(`${paths.list}/:key`),
      access: read,
      summary: 'The record of one owner',
      tags,
      params: keyParam,
      response: o.config.itemSchema,
      async handler({ params, user, platform, t }) {
        const visibility = await visibleCenters(platform.db.orm, user as AuthUser);
        const owner = await findOwner(platform.db.orm, o, params.key, visibility);
        if (!owner.ok) return answerOf(owner, t, itemName(t));
        const [record] = await listRecords(platform.db.orm, o, sql`o.id = ${owner.id}`);
        return record
          ? ok(record)
          : fail(404, 'masterData.resource.notFound', { params: { item: itemName(t), key: params.key } });
      },
    }),
    defineRoute<Record<string, unknown>[]>({
      method: 'POST',
      url: api(paths.create),
      access: write,
      summary: 'Create a list of records (all or nothing); an owner with records is updated instead',
      tags,
      body: z.array(fieldSpecsToSchema(o.fields, 'create')).min(1) as z.ZodType<Record<string, unknown>[]>,
      successStatuses: [201],
      async handler({ body, user, platform, t }) {
        const visibility = await visibleCenters(platform.db.orm, user as AuthUser);
        const failure = await inTransaction(platform, async (orm) => {
          const messages: FieldMessage[] = [];
          const ready: { id: number; wanted: Map<number, boolean> }[] = [];
          const seen = new Set<string>();
          for (const [index, item] of body.entries()) {
            const prefix = `${index}.`;
            const key = String(item[o.config.keyField]);
            const owner = await findOwner(orm, o, key, visibility);
            if (!owner.ok) {
              if (owner.status === 403) return owner;
              messages.push({
                field: `${prefix}${o.config.keyField}`,
                message: 'masterData.resource.unknownReference',
              });
              continue;
            }
            const taken = await first<{ n: number }>(
              orm,
              sql`SELECT count(*)::int AS n FROM ${ident(o.table)} WHERE ${ident(o.ownerColumn)} = ${owner.id}`,
            );
            if (taken?.n || seen.has(key))
              messages.push({
                field: `${prefix}${o.config.keyField}`,
                message: 'masterData.fleet.capability.exists',
              });
            seen.add(key);
            const lists = await resolveLists(orm, { key, lists: listsOf(item) }, prefix);
            messages.push(...lists.messages);
            ready.push({ id: owner.id, wanted: lists.wanted });
          }
          if (messages.length) return invalid(messages);
          for (const r of ready) await replaceRows(orm, o, r.id, r.wanted);
          return null;
        });
        return done(
          failure,
          t,
          ok(
            { created: body.length },
            { status: 201, messageKey: 'masterData.resource.added', params: { item: itemName(t) } },
          ),
        );
      },
    }),
    defineRoute<Record<string, unknown>, unknown, { key: string }>({
      method: 'PUT',
      url: api(paths.update(':key').replace('%3Akey', ':key')),
      access: write,
      summary: 'Replace the capable and non-capable operation types of one owner',
      tags,
      params: keyParam,
      body: fieldSpecsToPatchSchema(o.fields) as z.ZodType<Record<string, unknown>>,
      async handler({ body, params, user, platform, t }) {
        const visibility = await visibleCenters(platform.db.orm, user as AuthUser);
        const failure = await inTransaction(platform, async (orm) => {
          const owner = await findOwner(orm, o, params.key, visibility);
          if (!owner.ok) return owner;
          const lists = await resolveLists(orm, { key: params.key, lists: listsOf(body) }, '');
          if (lists.messages.length) return invalid(lists.messages);
          await replaceRows(orm, o, owner.id, lists.wanted);
          return null;
        });
        return done(
          failure,
          t,
          ok(null, { messageKey: 'masterData.resource.updated', params: { item: itemName(t) } }),
        );
      },
    }),
  ];
}

/** Vehicle Availability Constraints: vehicle type and vehicle capabilities (composite keys). */
export const capabilityConstraintRoutes: readonly RouteDefinition[] = [
  ...capabilityRoutes({
    config: MASTER_DATA_RESOURCES.vehicleTypeOperationTypeConstraints,
    fields: vehicleTypeCapabilityFields,
    table: 'vehicle_type_operation_type_constraints',
    ownerTable: 'vehicle_types',
    ownerColumn: 'vehicle_type_id',
    nameField: 'vehicleTypeName',
    nameColumn: 'name',
    centerScoped: false,
    itemNameKey: 'masterData.item.vehicleTypeCapability',
  }),
  ...capabilityRoutes({
    config: MASTER_DATA_RESOURCES.vehicleOperationTypeConstraints,
    fields: vehicleCapabilityFields,
    table: 'vehicle_operation_type_constraints',
    ownerTable: 'vehicles',
    ownerColumn: 'vehicle_id',
    nameField: 'vehiclePlate',
    nameColumn: 'plate',
    centerScoped: true,
    itemNameKey: 'masterData.item.vehicleCapability',
  }),
];
