import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@rota/core';
import { stepLabel } from './workflow-editor.model.js';

export interface StepListProps {
  label: string;
  steps: readonly WorkflowStep[];
  onMove: (from: number, to: number) => void;
  onToggleRequired: (index: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One operation type's steps in order: dragged to reorder (HTML5 drag and drop), or moved with
 * the arrow buttons from the keyboard; each step has its Required toggle.
 */
export function StepList({ label, steps, onMove, onToggleRequired, onRemove }: StepListProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (steps.length === 0) return <p className="muted workflow-empty">{t('workflowsUi.noSteps')}</p>;
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return (
    <ol className="workflow-steps" aria-label={label}>
      {steps.map((step, index) => {
        const name = stepLabel(t, step);
        const classes = ['workflow-step'];
        if (dragging === index) classes.push('dragging');
        if (over === index && dragging !== null && dragging !== index) classes.push('drop-target');
        return (
          <li
            key={step.stepDefinitionId}
            className={classes.join(' ')}
            draggable
            data-step={step.name}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragging(index);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDragLeave={() => setOver((o) => (o === index ? null : o))}
            onDrop={(event) => {
              event.preventDefault();
              const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
              if (Number.isInteger(from) && from !== index) onMove(from, index);
              end();
            }}
            onDragEnd={end}
          >
            <span className="workflow-grip" aria-hidden="true">
              ⋮⋮
            </span>
            <span className="step-order">{step.actionOrder}</span>
            <span className="step-name">{name}</span>
            <label className="workflow-required">
              <input
                type="checkbox"
                checked={step.isRequired}
                aria-label={t('workflowsUi.requiredOf', { name })}
                onChange={() => onToggleRequired(index)}
              />
              <span aria-hidden="true">{t('masterData.workflow.required')}</span>
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={t('workflowsUi.moveStepUp', { name })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('workflowsUi.moveStepDown', { name })}
              disabled={index === steps.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('workflowsUi.removeStep', { name })}
              onClick={() => onRemove(index)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ol>
  );
}
