import {
  moveStep,
  renumberActions,
  renumberSteps,
  type StepDefinition,
  type Workflow,
  type WorkflowAction,
} from '@rota/core';

/** An operation type as workflow/operation-types answers it. */
export interface WorkflowOperationType {
  refNo: string;
  name: string;
}

/** A workflow not saved yet: no id, no operation types. */
export function newWorkflow(): Workflow {
  return { id: null, name: '', isDefault: false, workflowActions: [] };
}

/** A workflow as the editor keeps it: actions and steps ordered by position, renumbered from 0. */
export function normalizeWorkflow(workflow: Workflow): Workflow {
  const byOrder = <T extends { actionOrder: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.actionOrder - b.actionOrder);
  return {
    ...workflow,
    workflowActions: renumberActions(
      byOrder(workflow.workflowActions).map((a) => ({ ...a, steps: byOrder(a.steps) })),
    ),
  };
}

function mapAction(
  workflow: Workflow,
  refNo: string,
  change: (action: WorkflowAction) => WorkflowAction,
): Workflow {
  return {
    ...workflow,
    workflowActions: workflow.workflowActions.map((a) => (a.operationTypeRefNo === refNo ? change(a) : a)),
  };
}

/**
 * The Operation Types dialog's choice: chosen types keep their steps and position, newly chosen
 * ones follow with no steps, the others are dropped.
 */
export function chooseOperationTypes(workflow: Workflow, chosen: readonly WorkflowOperationType[]): Workflow {
  const wanted = new Set(chosen.map((t) => t.refNo));
  const kept = workflow.workflowActions.filter((a) => wanted.has(a.operationTypeRefNo));
  const present = new Set(kept.map((a) => a.operationTypeRefNo));
  const added: WorkflowAction[] = chosen
    .filter((t) => !present.has(t.refNo))
    .map((t) => ({
      id: null,
      operationType: t.name,
      operationTypeRefNo: t.refNo,
      actionOrder: 0,
      steps: [],
    }));
  return { ...workflow, workflowActions: renumberActions([...kept, ...added]) };
}

/** Moves an operation type (with its steps) to a new position. */
export function moveAction(workflow: Workflow, from: number, to: number): Workflow {
  const actions = [...workflow.workflowActions];
  if (from < 0 || from >= actions.length) return workflow;
  const [moved] = actions.splice(from, 1);
  actions.splice(Math.max(0, Math.min(to, actions.length)), 0, moved as WorkflowAction);
  return { ...workflow, workflowActions: renumberActions(actions) };
}

/** Step definitions not yet in the operation type's list (a step appears once per list). */
export function availableSteps(action: WorkflowAction, definitions: readonly StepDefinition[]) {
  const used = new Set(action.steps.map((s) => s.stepDefinitionId));
  return definitions.filter((d) => !used.has(d.id));
}

/** Appends the chosen step definitions, not required, skipping ones already in the list. */
export function addSteps(
  workflow: Workflow,
  refNo: string,
  definitions: readonly StepDefinition[],
): Workflow {
  return mapAction(workflow, refNo, (action) => {
    const fresh = availableSteps(action, definitions).map((d) => ({
      id: null,
      stepDefinitionId: d.id,
      name: d.name,
      displayName: d.displayName ?? null,
      actionOrder: 0,
      isRequired: false,
    }));
    return { ...action, steps: renumberSteps([...action.steps, ...fresh]) };
  });
}

export function removeStep(workflow: Workflow, refNo: string, index: number): Workflow {
  return mapAction(workflow, refNo, (a) => ({
    ...a,
    steps: renumberSteps(a.steps.filter((_, i) => i !== index)),
  }));
}

export function reorderStep(workflow: Workflow, refNo: string, from: number, to: number): Workflow {
  return mapAction(workflow, refNo, (a) => ({ ...a, steps: moveStep(a.steps, from, to) }));
}

export function toggleRequired(workflow: Workflow, refNo: string, index: number): Workflow {
  return mapAction(workflow, refNo, (a) => ({
    ...a,
    steps: a.steps.map((s, i) => (i === index ? { ...s, isRequired: !s.isRequired } : s)),
  }));
}

/** The body of POST workflow (new) or PUT workflow (saved), renumbered by position. */
export function workflowBody(workflow: Workflow) {
  const body = { name: workflow.name.trim(), workflowActions: renumberActions(workflow.workflowActions) };
  return typeof workflow.id === 'number' ? { id: workflow.id, ...body } : body;
}

/** Whether the draft differs from what was loaded (Undo Changes and Save All have work to do). */
export function isChanged(original: Workflow, draft: Workflow): boolean {
  return JSON.stringify(workflowBody(original)) !== JSON.stringify(workflowBody(draft));
}

/** Why the draft cannot be saved, as an i18n key, or null. */
export function draftProblem(workflow: Workflow): string | null {
  return workflow.name.trim() === '' ? 'workflowsUi.nameRequired' : null;
}

/**
 * A step's label: the known steps of the driver app in the reader's language, any other step by
 * the display name the server holds.
 */
export function stepLabel(
  t: (key: string, options: { defaultValue: string }) => string,
  step: { name: string; displayName?: string | null | undefined },
): string {
  return t(`workflowsUi.step.${step.name}`, { defaultValue: step.displayName ?? step.name });
}
