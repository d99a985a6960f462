import { z } from 'zod';
import {
  MASTER_DATA_RESOURCES,
  TOTAL_COUNT_HEADER,
  listQuerySchema,
  resourcePaths,
  vehicleCapabilityFields,
  vehicleTypeCapabilityFields,
  type ListQuery,
} from '@rota/core';
import { fieldSpecsToPatchSchema, fieldSpecsToSchema, type FieldMessage } from '@rota/core/admin';
import { fail, ok, type Answer } from '../../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { fieldOptionsRoute } from '../../platform/field-options.js';
import type { Translator } from '../../platform/i18n.js';
import { answerOf, inTransaction } from '../resource-answers.js';
import type { RepoFailure } from '../resource.repository.js';
import { canSeeCenter } from '../resource-scope.rules.js';
import { visibleCenters } from '../resource-scope.repository.js';
import { refuseSharedDataWrite } from '../shared-data-writes.js';
import {
  countRecords,
  findOwner,
  hasRecords,
  listRecords,
  listsOf,
  ownerRecord,
  ownerScope,
  pageOf,
  replaceRows,
  resolveLists,
  type CapabilityOwner,
} from './capability.repository.js';

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
        const visibility = await visibleCenters(platform.db.orm, user);
        const center = query.distributionCenterId ?? null;
        if (o.centerScoped && center !== null && !canSeeCenter(visibility, center))
          return fail(403, 'server.outsideDistributionCenter');
        const where = ownerScope(o, visibility, center);
        const list = await listRecords(platform.db.orm, o, where, pageOf(query.pageIndex, query.pageSize));
        reply.header(TOTAL_COUNT_HEADER, String(await countRecords(platform.db.orm, o, where)));
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
        const visibility = await visibleCenters(platform.db.orm, user);
        const owner = await findOwner(platform.db.orm, o, params.key, visibility);
        if (!owner.ok) return answerOf(owner, t, itemName(t));
        const record = await ownerRecord(platform.db.orm, o, owner.id);
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
        // A vehicle type's capabilities are shared by every center (see refuseSharedDataWrite).
        const shared = o.centerScoped ? null : await refuseSharedDataWrite(platform, user);
        if (shared) return shared;
        const visibility = await visibleCenters(platform.db.orm, user);
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
            if (seen.has(key) || (await hasRecords(orm, o, owner.id)))
              messages.push({
                field: `${prefix}${o.config.keyField}`,
                message: 'masterData.fleet.capability.exists',
              });
            seen.add(key);
            const lists = await resolveLists(orm, listsOf(item), prefix);
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
        // A vehicle type's capabilities are shared by every center (see refuseSharedDataWrite).
        const shared = o.centerScoped ? null : await refuseSharedDataWrite(platform, user);
        if (shared) return shared;
        const visibility = await visibleCenters(platform.db.orm, user);
        const failure = await inTransaction(platform, async (orm) => {
          const owner = await findOwner(orm, o, params.key, visibility);
          if (!owner.ok) return owner;
          const lists = await resolveLists(orm, listsOf(body), '');
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
