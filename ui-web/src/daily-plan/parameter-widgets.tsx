import { useTranslation } from 'react-i18next';
import type { Widget, WidgetProps } from '../form/widgets.js';
import { addPriority, movePriority, removePriority } from './job-modal.model.js';

/**
 * A job parameter's number: a plain number input (whole numbers, as the declaration says, step 1;
 * others any step), empty
 * as null, so core's parameter rules see every value the planner types, out of range or not.
 */
function ParameterNumber({ id, field, value, onChange, onBlur, disabled, invalid }: WidgetProps) {
  const whole = (field.validations ?? []).some((rule) => rule.type === 'WholeNumber');
  return (
    <input
      id={id}
      type="number"
      aria-invalid={invalid || undefined}
      disabled={disabled}
      min={field.min ?? undefined}
      max={field.max ?? undefined}
      step={whole ? 1 : 'any'}
      value={typeof value === 'number' ? value : ''}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

/**
 * Objective priorities: a ranked list of the offered objectives (the first dominates the next),
 * moved up and down, removed, and added at the lowest rank. Option labels come translated.
 */
function ObjectivePriorities({ id, field, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const labels = new Map((field.options ?? []).map((o) => [String(o.key), String(o.value ?? o.key)]));
  const name = (key: string) => labels.get(key) ?? key;
  const available = [...labels.keys()].filter((key) => !chosen.includes(key));
  return (
    <div className="priority-list" role="group" aria-label={field.displayName ?? field.name} id={id}>
      {chosen.length > 0 ? (
        <ol>
          {chosen.map((key, index) => (
            <li key={key}>
              <span className="priority-name">
                <span className="priority-rank">{index + 1}.</span> {name(key)}
              </span>
              {disabled ? null : (
                <span className="priority-actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('dailyPlan.priority.moveUp', { name: name(key) })}
                    disabled={index === 0}
                    onClick={() => onChange(movePriority(chosen, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('dailyPlan.priority.moveDown', { name: name(key) })}
                    disabled={index === chosen.length - 1}
                    onClick={() => onChange(movePriority(chosen, index, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('dailyPlan.priority.remove', { name: name(key) })}
                    onClick={() => onChange(removePriority(chosen, index))}
                  >
                    ×
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="priority-empty">{t('dailyPlan.priority.empty')}</p>
      )}
      {!disabled && available.length > 0 ? (
        <select
          aria-label={t('dailyPlan.priority.add')}
          value=""
          onChange={(event) => onChange(addPriority(chosen, event.target.value))}
        >
          <option value="">{t('dailyPlan.priority.add')}</option>
          {available.map((key) => (
            <option key={key} value={key}>
              {name(key)}
            </option>
          ))}
        </select>
      ) : null}
      <p className="priority-hint">{t('dailyPlan.priority.hint')}</p>
    </div>
  );
}

/** The job-parameter form's widgets by field type, beside the shared registry's. */
export const parameterWidgets: Readonly<Record<string, Widget>> = {
  number: ParameterNumber,
  decimalNumber: ParameterNumber,
  doubleNumber: ParameterNumber,
  rangeSlider: ParameterNumber,
  reorderableList: ObjectivePriorities,
};
