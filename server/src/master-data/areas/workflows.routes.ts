import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TOTAL_COUNT_HEADER,
  WORKFLOW_FORM_FIELDS,
  masterDataApi,
  listQuerySchema,
  type ListQuery,
  type Workflow,
  type WorkflowAction,
} from '@rota/core';
import { first, rows, type Orm } from '../../db/database.js';
import { fail, ok } from '../../platform/answer.js';
import { defineRoute, type RouteAccess, type RouteDefinition } from '../../platform/define-route.js';
import { fieldOptionsRoute } from '../../platform/field-options.js';
import type { Translator } from '../../platform/i18n.js';
import { answerOf, inTransaction } from '../define-resource.js';
import type { RepoFailure } from '../resource-repository.js';
import {
  findWorkflow,
  intArray,
  listWorkflows,
  makeDefault,
  nameTaken,
  resolveActions,
  stepDefinitions,
  workflowOperationTypes,
  writeActions,
} from './workflow.repository.js';

/**
 * The Workflows screen's calls (spec 02 section 7): nested writes of operation types and their
 * steps, written by hand beside the generic pipeline with the same access rules (claims
 * `workflows;read|write|delete`), each write in one transaction.
 */
const read: RouteAccess = { claim: 'workflows;read' };
const write: RouteAccess = { claim: 'workflows;write' };
const remove: RouteAccess = { claim: 'workflows;delete' };
const tags = ['Master data'];
const itemName = (t: Translator) => t('masterData.item.workflow');
const notFound = (id: number): RepoFailure => ({
  ok: false,
  status: 404,
  messageKey: 'masterData.resource.notFound',
  params: { key: String(id) },
});
const invalid = (validation: RepoFailure['validation']): RepoFailure => ({
  ok: false,
  status: 400,
  messageKey: 'server.invalidBody',
  ...(validation ? { validation } : {}),
});

/** Name free and every operation type and step known: then the workflow's lists are written. */
async function save(
  orm: Orm,
  body: { name: string; workflowActions: WorkflowAction[] },
  id: number | null,
): Promise<{ ok: true; id: number } | RepoFailure> {
  const resolved = await resolveActions(orm, body.workflowActions);
  const validation = resolved.ok ? [] : [...resolved.validation];
  if (await nameTaken(orm, body.name, id))
    validation.unshift({ field: 'name', message: 'masterData.resource.duplicate' });
  if (validation.length || !resolved.ok) return invalid(validation);
  let saved = id;
  if (saved === null) {
    // The first workflow becomes the default: there is always one once any exists.
    const row = await first<{ id: number }>(
      orm,
      sql`INSERT INTO workflows (name, is_default)
          VALUES (${body.name}, NOT EXISTS (SELECT 1 FROM workflows WHERE is_default)) RETURNING id`,
    );
    saved = (row as { id: number }).id;
  } else {
    await orm.execute(sql`UPDATE workflows SET name = ${body.name} WHERE id = ${saved}`);
  }
  await writeActions(orm, saved, resolved.actions);
  return { ok: true, id: saved };
}

const listQuery = (query: ListQuery) => {
  const name = query['name'];
  return {
    name: typeof name === 'string' && name !== '' ? name : null,
    page: query.pageSize === undefined ? null : { index: query.pageIndex ?? 0, size: query.pageSize },
    direction: query.sortDirection ?? 'asc',
  };
};

export const workflowRoutes: readonly RouteDefinition[] = [
  defineRoute<unknown, ListQuery>({
    method: 'GET',
    url: '/api/workflow',
    access: read,
    summary: `${masterDataApi.workflows.summary} (pageIndex, pageSize, sortBy name or id, name filter; total in ${TOTAL_COUNT_HEADER})`,
    tags,
    query: listQuerySchema,
    response: masterDataApi.workflows.response,
    async handler({ query, platform, reply }) {
      const sortBy = query.sortBy ?? 'name';
      if (sortBy !== 'name' && sortBy !== 'id')
        return fail(400, 'server.invalidBody', {
          validation: [{ field: 'sortBy', message: 'masterData.resource.unknownSort' }],
        });
      const listed = await listWorkflows(platform.db.orm, { ...listQuery(query), sortBy });
      reply.header(TOTAL_COUNT_HEADER, String(listed.count));
      return ok(listed.rows);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/workflow/no-content-data-results',
    access: read,
    summary: 'What an empty grid shows',
    tags,
    async handler() {
      return ok([]);
    },
  }),
  fieldOptionsRoute('/api/workflow/input-field-options', WORKFLOW_FORM_FIELDS, read, tags),
  defineRoute({
    method: 'GET',
    url: '/api/workflow/operation-types',
    access: read,
    summary: masterDataApi.workflowOperationTypes.summary,
    tags,
    response: masterDataApi.workflowOperationTypes.response,
    async handler({ platform }) {
      return ok(await workflowOperationTypes(platform.db.orm));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/workflow/step-definitions',
    access: read,
    summary: masterDataApi.workflowStepDefinitions.summary,
    tags,
    response: masterDataApi.workflowStepDefinitions.response,
    async handler({ platform }) {
      return ok(await stepDefinitions(platform.db.orm));
    },
  }),
  defineRoute<unknown, unknown, z.infer<typeof masterDataApi.workflow.params>>({
    method: 'GET',
    url: '/api/workflow/:id',
    access: read,
    summary: masterDataApi.workflow.summary,
    tags,
    params: masterDataApi.workflow.params,
    response: masterDataApi.workflow.response,
    async handler({ params, platform, t }) {
      const found = await findWorkflow(platform.db.orm, params.id);
      return found ? ok(found) : answerOf(notFound(params.id), t, itemName(t));
    },
  }),
  defineRoute<z.infer<typeof masterDataApi.createWorkflow.body>>({
    method: 'POST',
    url: '/api/workflow',
    access: write,
    summary: masterDataApi.createWorkflow.summary,
    tags,
    body: masterDataApi.createWorkflow.body,
    response: masterDataApi.createWorkflow.response,
    successStatuses: [201],
    async handler({ body, platform, t }) {
      let id = 0;
      const failure = await inTransaction(platform, async (orm) => {
        const saved = await save(orm, body, null);
        if (!saved.ok) return saved;
        id = saved.id;
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return ok(await findWorkflow(platform.db.orm, id), {
        status: 201,
        messageKey: 'masterData.resource.added',
        params: { item: itemName(t) },
      });
    },
  }),
  defineRoute<z.infer<typeof masterDataApi.updateWorkflow.body>>({
    method: 'PUT',
    url: '/api/workflow',
    access: write,
    summary: masterDataApi.updateWorkflow.summary,
    tags,
    body: masterDataApi.updateWorkflow.body,
    response: masterDataApi.updateWorkflow.response,
    async handler({ body, platform, t }) {
      const failure = await inTransaction(platform, async (orm) => {
        const exists = await first<{ id: number }>(
          orm,
          sql`SELECT id FROM workflows WHERE id = ${body.id} FOR UPDATE`,
        );
        if (!exists) return notFound(body.id);
        const saved = await save(orm, body, body.id);
        return saved.ok ? null : saved;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return ok(await findWorkflow(platform.db.orm, body.id), {
        messageKey: 'masterData.resource.updated',
        params: { item: itemName(t) },
      });
    },
  }),
  defineRoute<z.infer<typeof masterDataApi.deleteWorkflows.body>>({
    method: 'DELETE',
    url: '/api/workflow',
    access: remove,
    summary: masterDataApi.deleteWorkflows.summary,
    tags,
    body: masterDataApi.deleteWorkflows.body,
    response: masterDataApi.deleteWorkflows.response,
    async handler({ body, platform, t }) {
      const ids = [...new Set(body.workflowIds)];
      const failure = await inTransaction(platform, async (orm) => {
        const found = await rows<Pick<Workflow, 'name' | 'isDefault'> & { id: number }>(
          orm,
          sql`SELECT id, name, is_default AS "isDefault" FROM workflows WHERE id = ANY(${intArray(ids)}) FOR UPDATE`,
        );
        const missing = ids.find((id) => !found.some((w) => w.id === id));
        if (missing !== undefined) return notFound(missing);
        const fallback = found.find((w) => w.isDefault);
        if (fallback)
          return {
            ok: false,
            status: 409,
            messageKey: 'masterData.workflow.defaultNotDeleted',
            params: { name: fallback.name },
          };
        await orm.execute(sql`DELETE FROM workflows WHERE id = ANY(${intArray(ids)})`);
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return ok({ deleted: ids.length }, { messageKey: 'masterData.resource.deleted' });
    },
  }),
  defineRoute<z.infer<typeof masterDataApi.setDefaultWorkflow.body>>({
    method: 'POST',
    url: '/api/workflow/set-default-workflow',
    access: write,
    summary: masterDataApi.setDefaultWorkflow.summary,
    tags,
    body: masterDataApi.setDefaultWorkflow.body,
    response: masterDataApi.setDefaultWorkflow.response,
    async handler({ body, platform, t }) {
      const failure = await inTransaction(platform, async (orm) => {
        const exists = await first<{ id: number }>(
          orm,
          sql`SELECT id FROM workflows WHERE id = ${body.workflowId} FOR UPDATE`,
        );
        if (!exists) return notFound(body.workflowId);
        await makeDefault(orm, body.workflowId);
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      const saved = (await findWorkflow(platform.db.orm, body.workflowId)) as Workflow;
      return ok(saved, { messageKey: 'masterData.workflow.defaultSet', params: { name: saved.name } });
    },
  }),
];
