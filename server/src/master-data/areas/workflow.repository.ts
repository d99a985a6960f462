import { sql, type SQL } from 'drizzle-orm';
import type { StepDefinition, Workflow, WorkflowAction } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { first, rows, type Orm } from '../../db/database.js';
import { prefixPattern } from '../resource-sql.repository.js';

/**
 * Workflows with their operation types and steps (spec 02 "Workflow" and "Step"). Lists keep
 * the order of `action_order`; writes replace a workflow's operation types and steps as a whole,
 * numbered from 0 by position.
 */
const STEPS = sql`COALESCE((SELECT jsonb_agg(jsonb_build_object(
      'id', s.id, 'stepDefinitionId', d.id, 'name', d.name, 'displayName', d.display_name,
      'actionOrder', s.action_order, 'isRequired', s.is_required) ORDER BY s.action_order, s.id)
    FROM workflow_steps s JOIN step_definitions d ON d.id = s.step_definition_id
    WHERE s.workflow_action_id = a.id), '[]'::jsonb)`;
const ACTIONS = sql`COALESCE((SELECT jsonb_agg(jsonb_build_object(
      'id', a.id, 'operationType', o.name, 'operationTypeRefNo', o.ref_no,
      'actionOrder', a.action_order, 'steps', ${STEPS}) ORDER BY a.action_order, a.id)
    FROM workflow_actions a JOIN operation_types o ON o.id = a.operation_type_id
    WHERE a.workflow_id = w.id), '[]'::jsonb)`;
const SELECT = sql`SELECT w.id, w.name, w.is_default AS "isDefault", ${ACTIONS} AS "workflowActions"
  FROM workflows w`;

export const intArray = (ids: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

export interface WorkflowListQuery {
  /** Names starting with this text (case-insensitive). */
  name: string | null;
  sortBy: 'name' | 'id';
  direction: 'asc' | 'desc';
  page: { index: number; size: number } | null;
}

/** The default workflow first, then by the sort asked for. */
export async function listWorkflows(
  orm: Orm,
  query: WorkflowListQuery,
): Promise<{ rows: Workflow[]; count: number }> {
  const where = query.name === null ? sql`true` : sql`lower(w.name) LIKE ${prefixPattern(query.name)}`;
  const direction = sql.raw(query.direction === 'desc' ? 'DESC' : 'ASC');
  const order = sql`w.is_default DESC, w.${sql.raw(query.sortBy)} ${direction}, w.id ${direction}`;
  const paging = query.page
    ? sql` LIMIT ${query.page.size} OFFSET ${query.page.index * query.page.size}`
    : sql``;
  const list = await rows<Workflow>(orm, sql`${SELECT} WHERE ${where} ORDER BY ${order}${paging}`);
  const count = query.page
    ? ((await first<{ n: number }>(orm, sql`SELECT count(*)::int AS n FROM workflows w WHERE ${where}`))?.n ??
      0)
    : list.length;
  return { rows: list, count };
}

export async function findWorkflow(orm: Orm, id: number): Promise<Workflow | undefined> {
  return first<Workflow>(orm, sql`${SELECT} WHERE w.id = ${id}`);
}

export async function stepDefinitions(orm: Orm): Promise<StepDefinition[]> {
  return rows<StepDefinition>(
    orm,
    sql`SELECT id, name, display_name AS "displayName" FROM step_definitions ORDER BY id`,
  );
}

export async function workflowOperationTypes(orm: Orm): Promise<{ refNo: string; name: string }[]> {
  return rows(orm, sql`SELECT ref_no AS "refNo", name FROM operation_types ORDER BY name, ref_no`);
}

interface ResolvedAction {
  operationTypeId: number;
  steps: { stepDefinitionId: number; isRequired: boolean }[];
}

/** The operation types (by refNo) and step definitions (by id) of a body, or what is wrong with them. */
export async function resolveActions(
  orm: Orm,
  actions: readonly WorkflowAction[],
): Promise<{ ok: true; actions: ResolvedAction[] } | { ok: false; validation: FieldMessage[] }> {
  const refNos = [...new Set(actions.map((a) => a.operationTypeRefNo))];
  const stepIds = [...new Set(actions.flatMap((a) => a.steps.map((s) => s.stepDefinitionId)))];
  const types = new Map(
    refNos.length === 0
      ? []
      : (
          await rows<{ id: number; refNo: string }>(
            orm,
            sql`SELECT id, ref_no AS "refNo" FROM operation_types WHERE ref_no IN (${sql.join(
              refNos.map((r) => sql`${r}`),
              sql`, `,
            )})`,
          )
        ).map((t) => [t.refNo, t.id]),
  );
  const known = new Set(
    stepIds.length === 0
      ? []
      : (
          await rows<{ id: number }>(
            orm,
            sql`SELECT id FROM step_definitions WHERE id = ANY(${intArray(stepIds)})`,
          )
        ).map((s) => s.id),
  );
  const validation: FieldMessage[] = [];
  const seenTypes = new Set<string>();
  actions.forEach((action, i) => {
    const at = `workflowActions.${i}`;
    if (!types.has(action.operationTypeRefNo))
      validation.push({
        field: `${at}.operationTypeRefNo`,
        message: 'masterData.workflow.unknownOperationType',
      });
    else if (seenTypes.has(action.operationTypeRefNo))
      validation.push({
        field: `${at}.operationTypeRefNo`,
        message: 'masterData.workflow.repeatedOperationType',
      });
    seenTypes.add(action.operationTypeRefNo);
    const seenSteps = new Set<number>();
    action.steps.forEach((step, j) => {
      const field = `${at}.steps.${j}.stepDefinitionId`;
      if (!known.has(step.stepDefinitionId))
        validation.push({ field, message: 'masterData.workflow.unknownStep' });
      else if (seenSteps.has(step.stepDefinitionId))
        validation.push({ field, message: 'masterData.workflow.repeatedStep' });
      seenSteps.add(step.stepDefinitionId);
    });
  });
  if (validation.length) return { ok: false, validation };
  return {
    ok: true,
    actions: actions.map((a) => ({
      operationTypeId: types.get(a.operationTypeRefNo) as number,
      steps: a.steps.map((s) => ({ stepDefinitionId: s.stepDefinitionId, isRequired: s.isRequired })),
    })),
  };
}

/** Replaces the operation types and steps of a workflow, numbered from 0 by position. */
export async function writeActions(orm: Orm, workflowId: number, actions: readonly ResolvedAction[]) {
  await orm.execute(sql`DELETE FROM workflow_actions WHERE workflow_id = ${workflowId}`);
  for (const [order, action] of actions.entries()) {
    const row = await first<{ id: number }>(
      orm,
      sql`INSERT INTO workflow_actions (workflow_id, operation_type_id, action_order)
          VALUES (${workflowId}, ${action.operationTypeId}, ${order}) RETURNING id`,
    );
    if (!row || action.steps.length === 0) continue;
    const values = action.steps.map(
      (s, stepOrder) => sql`(${row.id}, ${s.stepDefinitionId}, ${stepOrder}, ${s.isRequired})`,
    );
    await orm.execute(
      sql`INSERT INTO workflow_steps (workflow_action_id, step_definition_id, action_order, is_required)
          VALUES ${sql.join(values, sql`, `)}`,
    );
  }
}

/** Another workflow with this name (case-insensitive), other than `exceptId`. */
export async function nameTaken(orm: Orm, name: string, exceptId: number | null): Promise<boolean> {
  const clash = await first<{ id: number }>(
    orm,
    sql`SELECT id FROM workflows WHERE lower(name) = lower(${name}) AND id <> ${exceptId ?? 0} LIMIT 1`,
  );
  return clash !== undefined;
}

/** Makes one workflow the default: the old default is cleared first (one default at a time). */
export async function makeDefault(orm: Orm, id: number): Promise<void> {
  await orm.execute(sql`UPDATE workflows SET is_default = false WHERE is_default AND id <> ${id}`);
  await orm.execute(sql`UPDATE workflows SET is_default = true WHERE id = ${id} AND NOT is_default`);
}

/** Locks the workflow for the writing transaction; false when there is none of that id. */
export async function lockWorkflow(orm: Orm, id: number): Promise<boolean> {
  return (
    (await first<{ id: number }>(orm, sql`SELECT id FROM workflows WHERE id = ${id} FOR UPDATE`)) !==
    undefined
  );
}

/** A new workflow; the first one becomes the default (there is always one once any exists). */
export async function insertWorkflow(orm: Orm, name: string): Promise<number> {
  const row = await first<{ id: number }>(
    orm,
    sql`INSERT INTO workflows (name, is_default)
        VALUES (${name}, NOT EXISTS (SELECT 1 FROM workflows WHERE is_default)) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function renameWorkflow(orm: Orm, id: number, name: string): Promise<void> {
  await orm.execute(sql`UPDATE workflows SET name = ${name} WHERE id = ${id}`);
}

/** Locks the workflows of these ids (those that exist) for the writing transaction. */
export function lockWorkflows(
  orm: Orm,
  ids: readonly number[],
): Promise<{ id: number; name: string; isDefault: boolean }[]> {
  return rows<{ id: number; name: string; isDefault: boolean }>(
    orm,
    sql`SELECT id, name, is_default AS "isDefault" FROM workflows WHERE id = ANY(${intArray(ids)}) FOR UPDATE`,
  );
}

/** Deletes the workflows with their lists. */
export async function deleteWorkflowRows(orm: Orm, ids: readonly number[]): Promise<void> {
  await orm.execute(sql`DELETE FROM workflows WHERE id = ANY(${intArray(ids)})`);
}
