import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '@rota/core';
import { jobParameterLabelKey, jobParameterOptionKey, type FieldIssue } from '@rota/core/daily-plan';
import { MetadataForm, type FormSection } from '../form/MetadataForm.js';
import { parameterColumns, type ParameterField, type ParameterValues } from './job-modal.model.js';
import { parameterWidgets } from './parameter-widgets.js';

/** The server's definitions with labels and option names in the reader's language. */
function translated(fields: readonly ParameterField[], t: (key: string, fallback: string) => string) {
  return fields.map((field) => ({
    ...field,
    displayName: t(jobParameterLabelKey(field.name), field.displayName ?? field.name),
    ...(field.options
      ? {
          options: field.options.map((o) => ({
            ...o,
            value: t(jobParameterOptionKey(field.name, String(o.key)), String(o.value)),
          })),
        }
      : {}),
  }));
}

/**
 * Parameters tab on the shared metadata form: Algorithm and Operational columns with the spec's
 * separators, each problem core's parameter rules find shown on its field at once.
 */
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
  onChange: (values: ParameterValues) => void;
}) {
  const { t } = useTranslation();
  const definitions = useMemo(
    () => translated(fields, (key, fallback) => t(key, { defaultValue: fallback })),
    [fields, t],
  );
  const sections = useMemo<FormSection[]>(
    () =>
      parameterColumns(fields).map((column) => ({
        key: column.group,
        title: t(column.titleKey),
        fields: column.items.map((item) => item.field.name),
        separatorsAfter: column.items.filter((item) => item.separatorAfter).map((item) => item.field.name),
      })),
    [fields, t],
  );
  const issueTexts = useMemo(
    () => Object.fromEntries(issues.map((issue) => [issue.field, t(issue.messageKey, issue.params ?? {})])),
    [issues, t],
  );
  return (
    <MetadataForm
      id="job-parameters"
      className="parameters-form"
      fields={definitions}
      mode={readOnly ? 'info' : 'update'}
      record={values as FormValues}
      sections={sections}
      widgets={parameterWidgets}
      issues={issueTexts}
      onValuesChange={(next) => onChange(next)}
      onSubmit={() => undefined}
    />
  );
}
