import type { z } from 'zod';
import {
  TOTAL_COUNT_HEADER,
  WORKFLOW_FORM_FIELDS,
  masterDataApi,
  listQuerySchema,
  type ListQuery,
  type Workflow,
} from '@rota/core';
import type { Orm } from '../../db/database.js';
import { fail, ok, type Answer } from '../../platform/answer.js';
import type { Platform } from '../../platform/context.js';
import {
  defineRoute,
  type RouteDefinition,
  type SignedInAccess,
  type SignedInRouteDefinition,
} from '../../platform/define-route.js';
import { fieldOptionsRoute } from '../../platform/field-options.js';
import type { Translator } from '../../platform/i18n.js';
import { answerOf, inTransaction } from '../resource-answers.js';
import { refuseSharedDataWrite } from '../shared-data-writes.js';
import type { RepoFailure } from '../resource.repository.js';
import {
  findWorkflow,
  listWorkflows,
  stepDefinitions,
  workflowOperationTypes,
} from './workflow.repository.js';
import { deleteWorkflows, saveWorkflow, setDefaultWorkflow, workflowNotFound } from './workflow-writes.js';

/**
 * The Workflows screen's calls (spec 02 section 7): nested writes of operation types and their
 * steps, written by hand beside the generic pipeline with the same access rules (claims
 * `workflows;read|write|delete`), each write in one transaction.
 */
const read: SignedInAccess = { claim: 'workflows;read' };
const write: SignedInAccess = { claim: 'workflows;write' };
const remove: SignedInAccess = { claim: 'workflows;delete' };
const tags = ['Master data'];
const itemName = (t: Translator) => t('masterData.item.workflow');
const listQuery = (query: ListQuery) => {
  const name = query['name'];
  return {
    name: typeof name === 'string' && name !== '' ? name : null,
    page: query.pageSize === undefined ? null : { index: query.pageIndex ?? 0, size: query.pageSize },
    direction: query.sortDirection ?? 'asc',
  };
};

/** The workflow a write touched, or why it was refused. */
type Written = { ok: true; id: number } | RepoFailure;
const done = (id: number): Written => ({ ok: true, id });

/**
 * A workflow write: the change in one transaction (rolled back whole when refused, the refusal
 * answered as the resource pipeline answers it), then the answer about the workflow written.
 */
function workflowWrite<B>(
  route: Pick<SignedInRouteDefinition, 'method' | 'url' | 'access' | 'successStatuses'>,
  call: { summary: string; body: z.ZodType<B>; response: z.ZodType },
  change: (orm: Orm, body: B) => Promise<Written>,
  answer: (written: { id: number; body: B; platform: Platform; t: Translator }) => Promise<Answer>,
): RouteDefinition {
  return defineRoute<B>({
    ...route,
    summary: call.summary,
    tags,
    body: call.body,
    response: call.response,
    async handler({ body, platform, user, t }) {
      const shared = await refuseSharedDataWrite(platform, user);
      if (shared) return shared;
      let id = 0;
      const failure = await inTransaction(platform, async (orm) => {
        const written = await change(orm, body);
        if (!written.ok) return written;
        id = written.id;
        return null;
      });
      if (failure) return answerOf(failure, t, itemName(t));
      return answer({ id, body, platform, t });
    },
  });
}

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
      return found ? ok(found) : answerOf(workflowNotFound(params.id), t, itemName(t));
    },
  }),
  workflowWrite(
    { method: 'POST', url: '/api/workflow', access: write, successStatuses: [201] },
    masterDataApi.createWorkflow,
    (orm, body) => saveWorkflow(orm, body, null),
    async ({ id, platform, t }) =>
      ok(await findWorkflow(platform.db.orm, id), {
        status: 201,
        messageKey: 'masterData.resource.added',
        params: { item: itemName(t) },
      }),
  ),
  workflowWrite(
    { method: 'PUT', url: '/api/workflow', access: write },
    masterDataApi.updateWorkflow,
    (orm, body) => saveWorkflow(orm, body, body.id),
    async ({ id, platform, t }) =>
      ok(await findWorkflow(platform.db.orm, id), {
        messageKey: 'masterData.resource.updated',
        params: { item: itemName(t) },
      }),
  ),
  workflowWrite(
    { method: 'DELETE', url: '/api/workflow', access: remove },
    masterDataApi.deleteWorkflows,
    async (orm, body) => (await deleteWorkflows(orm, [...new Set(body.workflowIds)])) ?? done(0),
    async ({ body }) =>
      ok({ deleted: new Set(body.workflowIds).size }, { messageKey: 'masterData.resource.deleted' }),
  ),
  workflowWrite(
    { method: 'POST', url: '/api/workflow/set-default-workflow', access: write },
    masterDataApi.setDefaultWorkflow,
    async (orm, body) => (await setDefaultWorkflow(orm, body.workflowId)) ?? done(body.workflowId),
    async ({ id, platform }) => {
      const saved = (await findWorkflow(platform.db.orm, id)) as Workflow;
      return ok(saved, { messageKey: 'masterData.workflow.defaultSet', params: { name: saved.name } });
    },
  ),
];
