import type { Workflow, WorkflowAction, WorkflowStep } from './workflow.schema.js';

/** The default workflow sorts first; the others keep their order. */
export function sortWorkflows<T extends Pick<Workflow, 'isDefault'>>(workflows: readonly T[]): T[] {
  return [...workflows.filter((w) => w.isDefault), ...workflows.filter((w) => !w.isDefault)];
}

/** Set Default: exactly one workflow is the default afterwards. */
export function setDefaultWorkflow<T extends Pick<Workflow, 'isDefault' | 'id'>>(
  workflows: readonly T[],
  id: number,
): T[] {
  return sortWorkflows(workflows.map((w) => ({ ...w, isDefault: w.id === id })));
}

/** Operation types and their steps are numbered by position from actionOrder 0. */
export function renumberActions(actions: readonly WorkflowAction[]): WorkflowAction[] {
  return actions.map((a, i) => ({ ...a, actionOrder: i, steps: renumberSteps(a.steps) }));
}

export function renumberSteps(steps: readonly WorkflowStep[]): WorkflowStep[] {
  return steps.map((s, i) => ({ ...s, actionOrder: i }));
}

/** Drag a step to a new position within its operation type. */
export function moveStep(steps: readonly WorkflowStep[], from: number, to: number): WorkflowStep[] {
  if (from < 0 || from >= steps.length) return renumberSteps(steps);
  const copy = [...steps];
  const [moved] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, moved as WorkflowStep);
  return renumberSteps(copy);
}

/** Discard is offered only for a workflow that is not saved yet. */
export function canDiscardWorkflow(w: Pick<Workflow, 'id'>): boolean {
  return w.id === null || w.id === undefined;
}
