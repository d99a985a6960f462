import type { WorkflowAction } from '@rota/core';
import type { Orm } from '../../db/database.js';
import type { RepoFailure } from '../resource.repository.js';
import {
  deleteWorkflowRows,
  insertWorkflow,
  lockWorkflow,
  lockWorkflows,
  makeDefault,
  nameTaken,
  renameWorkflow,
  resolveActions,
  writeActions,
} from './workflow.repository.js';

/** The writes of the Workflows screen, each inside the caller's transaction; refusals as values. */
export const workflowNotFound = (id: number): RepoFailure => ({
  ok: false,
  status: 404,
  messageKey: 'masterData.resource.notFound',
  params: { key: String(id) },
});

/**
 * Creates (`id` null) or replaces a workflow: the name must be free and every operation type and
 * step known, once each; operation types and steps are numbered from 0 by position.
 */
export async function saveWorkflow(
  orm: Orm,
  body: { name: string; workflowActions: WorkflowAction[] },
  id: number | null,
): Promise<{ ok: true; id: number } | RepoFailure> {
  if (id !== null && !(await lockWorkflow(orm, id))) return workflowNotFound(id);
  const resolved = await resolveActions(orm, body.workflowActions);
  const validation = resolved.ok ? [] : [...resolved.validation];
  if (await nameTaken(orm, body.name, id))
    validation.unshift({ field: 'name', message: 'masterData.resource.duplicate' });
  if (validation.length || !resolved.ok)
    return { ok: false, status: 400, messageKey: 'server.invalidBody', validation };
  let saved = id;
  if (saved === null) {
    // The first workflow becomes the default: there is always one once any exists.
    saved = await insertWorkflow(orm, body.name);
  } else {
    await renameWorkflow(orm, saved, body.name);
  }
  await writeActions(orm, saved, resolved.actions);
  return { ok: true, id: saved };
}

/** Deletes workflows with their lists; refused, deleting nothing, for a missing or the default one. */
export async function deleteWorkflows(orm: Orm, ids: readonly number[]): Promise<RepoFailure | null> {
  const found = await lockWorkflows(orm, ids);
  const missing = ids.find((id) => !found.some((w) => w.id === id));
  if (missing !== undefined) return workflowNotFound(missing);
  const fallback = found.find((w) => w.isDefault);
  if (fallback)
    return {
      ok: false,
      status: 409,
      messageKey: 'masterData.workflow.defaultNotDeleted',
      params: { name: fallback.name },
    };
  await deleteWorkflowRows(orm, ids);
  return null;
}

/** Set Default: this workflow becomes the one default. */
export async function setDefaultWorkflow(orm: Orm, id: number): Promise<RepoFailure | null> {
  if (!(await lockWorkflow(orm, id))) return workflowNotFound(id);
  await makeDefault(orm, id);
  return null;
}
