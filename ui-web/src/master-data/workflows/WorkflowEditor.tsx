import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDiscardWorkflow, type StepDefinition, type Workflow } from '@rota/core';
import { TextField } from '../../ui/fields.js';
import { ChoiceDialog } from './ChoiceDialog.js';
import { StepList } from './StepList.js';
import {
  addSteps,
  availableSteps,
  chooseOperationTypes,
  isChanged,
  moveAction,
  removeStep,
  reorderStep,
  stepLabel,
  toggleRequired,
  type WorkflowOperationType,
} from './workflow-editor.model.js';

export interface WorkflowEditorProps {
  original: Workflow;
  draft: Workflow;
  operationTypes: readonly WorkflowOperationType[];
  stepDefinitions: readonly StepDefinition[];
  nameError: string | null;
  busy: boolean;
  onChange: (draft: Workflow) => void;
  onUndo: () => void;
  onDiscard: () => void;
  onSave: () => void;
  onSetDefault: () => void;
}

type Dialog = { kind: 'operationTypes' } | { kind: 'steps'; refNo: string } | null;

/** The right-hand editor: name, operation types in order, each with its ordered steps. */
export function WorkflowEditor(props: WorkflowEditorProps) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const isNew = canDiscardWorkflow(draft);
  const changed = isChanged(props.original, draft);
  const actions = draft.workflowActions;
  const stepsAction =
    dialog?.kind === 'steps' ? actions.find((a) => a.operationTypeRefNo === dialog.refNo) : null;

  return (
    <section className="workflow-editor panel" aria-label={t('workflowsUi.editorLabel')}>
      <header className="workflow-editor-head">
        <h2>{isNew ? t('workflowsUi.newWorkflow') : props.original.name}</h2>
        {draft.isDefault ? <span className="chip">{t('masterData.workflow.default')}</span> : null}
        {changed ? <span className="chip workflow-unsaved">{t('workflowsUi.unsaved')}</span> : null}
        <button
          type="button"
          className="button secondary"
          disabled={isNew || draft.isDefault || props.busy}
          onClick={props.onSetDefault}
        >
          {t('masterData.workflow.setDefault')}
        </button>
      </header>
      <div className="workflow-editor-body">
        <TextField
          label={t('workflowsUi.name')}
          required
          value={draft.name}
          error={props.nameError ?? undefined}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
        <div className="workflow-editor-bar">
          <button
            type="button"
            className="button secondary"
            onClick={() => setDialog({ kind: 'operationTypes' })}
          >
            {t('masterData.workflow.editOperationType')}
          </button>
          <span className="workflow-hint muted">{t('workflowsUi.dragHint')}</span>
        </div>
        <div className="workflow-actions-list">
          {actions.length === 0 ? (
            <p className="muted workflow-empty">{t('workflowsUi.noOperationTypes')}</p>
          ) : null}
          {actions.map((action, index) => {
            const name = action.operationType ?? action.operationTypeRefNo;
            const refNo = action.operationTypeRefNo;
            return (
              <section key={refNo} className="workflow-action" aria-label={name}>
                <header className="workflow-action-head">
                  <span className="step-order">{action.actionOrder}</span>
                  <h3>{name}</h3>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('workflowsUi.moveOperationTypeUp', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moveAction(draft, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('workflowsUi.moveOperationTypeDown', { name })}
                    disabled={index === actions.length - 1}
                    onClick={() => onChange(moveAction(draft, index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button ghost"
                    onClick={() => setDialog({ kind: 'steps', refNo })}
                  >
                    + {t('workflowsUi.addStep')}
                  </button>
                </header>
                <StepList
                  label={t('workflowsUi.stepsOf', { name })}
                  steps={action.steps}
                  onMove={(from, to) => onChange(reorderStep(draft, refNo, from, to))}
                  onToggleRequired={(i) => onChange(toggleRequired(draft, refNo, i))}
                  onRemove={(i) => onChange(removeStep(draft, refNo, i))}
                />
              </section>
            );
          })}
        </div>
      </div>
      <footer className="workflow-editor-foot">
        {isNew ? (
          <button type="button" className="button danger-outline" onClick={props.onDiscard}>
            {t('masterData.workflow.discard')}
          </button>
        ) : null}
        <button type="button" className="button secondary" disabled={!changed} onClick={props.onUndo}>
          {t('masterData.workflow.undoChanges')}
        </button>
        <button type="button" className="button primary" disabled={props.busy} onClick={props.onSave}>
          {t('masterData.workflow.saveAll')}
        </button>
      </footer>
      {dialog?.kind === 'operationTypes' ? (
        <ChoiceDialog
          title={t('masterData.workflow.operationTypes')}
          items={props.operationTypes}
          keyOf={(type) => type.refNo}
          labelOf={(type) => type.name}
          initial={actions.map((a) => a.operationTypeRefNo)}
          onClose={() => setDialog(null)}
          onApply={(chosen) => {
            onChange(chooseOperationTypes(draft, chosen));
            setDialog(null);
          }}
        />
      ) : null}
      {stepsAction ? (
        <ChoiceDialog
          title={t('masterData.workflow.stepDefinitions')}
          items={availableSteps(stepsAction, props.stepDefinitions)}
          keyOf={(definition) => String(definition.id)}
          labelOf={(definition) => stepLabel(t, definition)}
          emptyText={t('workflowsUi.noMoreSteps')}
          onClose={() => setDialog(null)}
          onApply={(chosen) => {
            onChange(addSteps(draft, stepsAction.operationTypeRefNo, chosen));
            setDialog(null);
          }}
        />
      ) : null}
    </section>
  );
}
