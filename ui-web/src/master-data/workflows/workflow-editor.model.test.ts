import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepDefinition, Workflow } from '@rota/core';
import {
  addSteps,
  availableSteps,
  chooseOperationTypes,
  draftProblem,
  isChanged,
  moveAction,
  newWorkflow,
  normalizeWorkflow,
  removeStep,
  reorderStep,
  stepLabel,
  toggleRequired,
  workflowBody,
} from './workflow-editor.model.js';

const definitions: StepDefinition[] = [
  { id: 1, name: 'scan_barcode_in', displayName: 'Scan barcode in' },
  { id: 2, name: 'capture_signature', displayName: 'Capture signature' },
  { id: 3, name: 'capture_photo', displayName: 'Capture photo' },
  { id: 4, name: 'service_details', displayName: null },
];
const delivery = { refNo: 'OT-DEL', name: 'Delivery' };
const pickup = { refNo: 'OT-PCK', name: 'Pickup' };

function withSteps(count: number): Workflow {
  const base = chooseOperationTypes({ ...newWorkflow(), name: 'Standard' }, [delivery]);
  return addSteps(base, delivery.refNo, definitions.slice(0, count));
}

const stepNames = (w: Workflow, i = 0) => w.workflowActions[i]?.steps.map((s) => s.name) ?? [];
const orders = (w: Workflow, i = 0) => w.workflowActions[i]?.steps.map((s) => s.actionOrder) ?? [];

describe('workflow editor', () => {
  it('a new workflow has no id, so Discard applies, and cannot be saved without a name', () => {
    const w = newWorkflow();
    expect(w.id).toBeNull();
    expect(draftProblem(w)).toBe('workflowsUi.nameRequired');
    expect(draftProblem({ ...w, name: '  ' })).toBe('workflowsUi.nameRequired');
    expect(draftProblem({ ...w, name: 'Standard' })).toBeNull();
  });

  it('choosing operation types keeps the chosen ones with their steps and appends the new ones', () => {
    const w = withSteps(2);
    const both = chooseOperationTypes(w, [pickup, delivery]);
    expect(both.workflowActions.map((a) => [a.operationTypeRefNo, a.actionOrder, a.steps.length])).toEqual([
      ['OT-DEL', 0, 2],
      ['OT-PCK', 1, 0],
    ]);
    const onlyPickup = chooseOperationTypes(both, [pickup]);
    expect(onlyPickup.workflowActions.map((a) => [a.operationTypeRefNo, a.actionOrder])).toEqual([
      ['OT-PCK', 0],
    ]);
    expect(moveAction(both, 1, 0).workflowActions.map((a) => [a.operationTypeRefNo, a.actionOrder])).toEqual([
      ['OT-PCK', 0],
      ['OT-DEL', 1],
    ]);
  });

  it('adds each step definition once per operation type, not required, numbered from 0', () => {
    const w = withSteps(2);
    expect(stepNames(w)).toEqual(['scan_barcode_in', 'capture_signature']);
    expect(orders(w)).toEqual([0, 1]);
    expect(w.workflowActions[0]?.steps.every((s) => !s.isRequired)).toBe(true);
    const again = addSteps(w, delivery.refNo, definitions);
    expect(stepNames(again)).toEqual([
      'scan_barcode_in',
      'capture_signature',
      'capture_photo',
      'service_details',
    ]);
    expect(availableSteps(again.workflowActions[0]!, definitions)).toEqual([]);
    expect(again.workflowActions[0]?.steps[3]?.displayName).toBeNull();
  });

  it('toggles Required on one step and removes a step, renumbering the rest', () => {
    const w = toggleRequired(withSteps(3), delivery.refNo, 1);
    expect(w.workflowActions[0]?.steps.map((s) => s.isRequired)).toEqual([false, true, false]);
    const removed = removeStep(w, delivery.refNo, 0);
    expect(stepNames(removed)).toEqual(['capture_signature', 'capture_photo']);
    expect(orders(removed)).toEqual([0, 1]);
  });

  it('reordering moves one step to the drop position and renumbers actionOrder from 0 by position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(5), fc.nat(5), (count, a, b) => {
        const w = withSteps(count);
        const from = a % count;
        const to = b % count;
        const moved = reorderStep(w, delivery.refNo, from, to);
        const before = stepNames(w);
        const after = stepNames(moved);
        expect(after[to]).toBe(before[from]);
        expect([...after].sort()).toEqual([...before].sort());
        expect(orders(moved)).toEqual(after.map((_, i) => i));
      }),
    );
  });

  it('the body carries the id only when saved, the trimmed name and every order by position', () => {
    const draft = reorderStep(withSteps(3), delivery.refNo, 2, 0);
    expect(workflowBody({ ...draft, name: ' Standard ' })).toEqual({
      name: 'Standard',
      workflowActions: [expect.objectContaining({ operationTypeRefNo: 'OT-DEL', actionOrder: 0 })],
    });
    const saved = workflowBody({ ...draft, id: 7 });
    expect(saved).toMatchObject({ id: 7, name: 'Standard' });
    expect(saved.workflowActions[0]?.steps.map((s) => [s.name, s.actionOrder])).toEqual([
      ['capture_photo', 0],
      ['scan_barcode_in', 1],
      ['capture_signature', 2],
    ]);
  });

  it('a loaded workflow is ordered by its stored actionOrder; a change shows until undone', () => {
    const stored: Workflow = {
      id: 3,
      name: 'Stored',
      isDefault: true,
      workflowActions: [
        {
          id: 10,
          operationType: 'Delivery',
          operationTypeRefNo: 'OT-DEL',
          actionOrder: 4,
          steps: [
            { id: 2, stepDefinitionId: 2, name: 'b', displayName: null, actionOrder: 7, isRequired: false },
            { id: 1, stepDefinitionId: 1, name: 'a', displayName: null, actionOrder: 3, isRequired: true },
          ],
        },
      ],
    };
    const loaded = normalizeWorkflow(stored);
    expect(loaded.workflowActions[0]?.actionOrder).toBe(0);
    expect(stepNames(loaded)).toEqual(['a', 'b']);
    expect(orders(loaded)).toEqual([0, 1]);
    expect(isChanged(loaded, loaded)).toBe(false);
    expect(isChanged(loaded, reorderStep(loaded, 'OT-DEL', 0, 1))).toBe(true);
    expect(isChanged(loaded, { ...loaded, name: 'Other' })).toBe(true);
  });

  it('labels known steps by their key and others by the stored display name', () => {
    const seen: string[] = [];
    const t = (key: string, options: { defaultValue: string }) => {
      seen.push(key);
      return key === 'workflowsUi.step.capture_photo' ? 'Fotoğraf çek' : options.defaultValue;
    };
    expect(stepLabel(t, { name: 'capture_photo', displayName: 'Capture photo' })).toBe('Fotoğraf çek');
    expect(stepLabel(t, { name: 'custom_check', displayName: 'Custom check' })).toBe('Custom check');
    expect(stepLabel(t, { name: 'bare' })).toBe('bare');
    expect(seen).toContain('workflowsUi.step.custom_check');
  });
});
