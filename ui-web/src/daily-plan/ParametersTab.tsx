import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isFieldVisible, type FormValues } from '@rota/core';
import { jobParameterLabelKey, type FieldIssue } from '@rota/core/daily-plan';
import {
  addPriority,
  movePriority,
  parameterColumns,
  removePriority,
  type ParameterField,
  type ParameterValues,
} from './job-modal.model.js';

function ParameterInput({
  field,
  value,
  readOnly,
  onChange,
  invalid,
}: {
  field: ParameterField;
  value: unknown;
  readOnly: boolean;
  onChange: (value: unknown) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = `parameter-${field.name}`;
  const label = t(jobParameterLabelKey(field.name), { defaultValue: field.displayName ?? field.name });
  if (field.type === 'boolean' || field.type === 'tfaCheckbox') {
    return (
      <label className="parameter-check" htmlFor={id}>
        <input
          id={id}
          className="checkbox"
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
    );
  }
  const options = field.options ?? [];
  let control;
  if (field.type === 'reorderableList') {
    const chosen = Array.isArray(value) ? value.map(String) : [];
    const name = (key: string) => t(`dailyPlan.objective.${key}`, { defaultValue: key });
    const available = options.map((o) => String(o.key)).filter((key) => !chosen.includes(key));
    const labelId = `${id}-label`;
    return (
      <>
        <span className="field-label" id={labelId}>
          {label}
        </span>
        <div className="priority-list" role="group" aria-labelledby={labelId} id={id}>
          {chosen.length > 0 ? (
            <ol>
              {chosen.map((key, index) => (
                <li key={key}>
                  <span className="priority-name">
                    <span className="priority-rank">{index + 1}.</span> {name(key)}
                  </span>
                  {readOnly ? null : (
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
          {!readOnly && available.length > 0 ? (
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
      </>
    );
  }
  if (field.type === 'multipleSelect') {
    const chosen = Array.isArray(value) ? value.map(String) : [];
    control = (
      <select
        id={id}
        multiple
        disabled={readOnly}
        value={chosen}
        onChange={(event) => onChange([...event.target.selectedOptions].map((o) => o.value))}
      >
        {options.map((o) => (
          <option key={String(o.key)} value={String(o.key)}>
            {t(`dailyPlan.objective.${String(o.key)}`, { defaultValue: o.value })}
          </option>
        ))}
      </select>
    );
  } else if (options.length > 0) {
    control = (
      <select
        id={id}
        disabled={readOnly}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={String(o.key)} value={String(o.key)}>
            {o.value}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type="number"
        aria-invalid={invalid}
        disabled={readOnly}
        min={field.min}
        max={field.max}
        step={field.type === 'decimalNumber' || field.type === 'doubleNumber' ? 'any' : 1}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    );
  }
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {control}
    </>
  );
}

/** Parameters tab: Algorithm and Operational columns, separators where the spec puts them. */
export function ParametersTab({
  fields,
  values,
  issues,
  readOnly,
  onChange,
}: {
  fields: ParameterField[];
  values: ParameterValues;
  issues: FieldIssue[];
  readOnly: boolean;
  onChange: (name: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="parameter-columns">
      {parameterColumns(fields).map((column) => (
        <fieldset key={column.group} className="parameter-column">
          <legend>{t(column.titleKey)}</legend>
          {column.items.map(({ field, separatorAfter }) => {
            const visible = isFieldVisible(field, values as FormValues);
            const issue = issues.find((i) => i.field === field.name);
            return (
              <Fragment key={field.name}>
                {visible ? (
                  <div className={`field${issue ? ' field-invalid' : ''}`}>
                    <ParameterInput
                      field={field}
                      value={values[field.name]}
                      readOnly={readOnly}
                      invalid={!!issue}
                      onChange={(value) => onChange(field.name, value)}
                    />
                    {issue ? (
                      <span className="field-error" role="alert">
                        {t(issue.messageKey, issue.params ?? {})}
                      </span>
                    ) : null}
                  </div>
                ) : null}
                {separatorAfter ? <hr className="parameter-separator" data-after={field.name} /> : null}
              </Fragment>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
