import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Field, Form, FormSpy, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from './field-definition.schema.js';
import {
  defaultOf,
  dependentsOf,
  initialValues,
  instanceLimits,
  isDisabled,
  isVisible,
  orderFields,
  resetHidden,
  type Values,
} from './form-model.js';
import { validateField, type FieldError } from './form-validation.js';
import { widgetFor } from './widgets.js';

export type FormMode = 'add' | 'update' | 'info';

export interface MetadataFormProps {
  id: string;
  fields: FieldDefinition[];
  mode: FormMode;
  record?: Values;
  onSubmit: (values: Values) => void | Promise<void>;
  footer?: ReactNode;
}

function isRequired(field: FieldDefinition): boolean {
  return (field.validations ?? []).some((v) => v.type.toLowerCase() === 'required');
}

/** Hidden conditional fields reset; children of a changed parent reset to their default. */
function ConditionKeeper({ fields }: { fields: FieldDefinition[] }) {
  const form = useForm();
  const previous = useRef<Values | null>(null);
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={({ values }) => {
        const before = previous.current;
        previous.current = values;
        const changes: Values = { ...resetHidden(fields, values) };
        if (before) {
          for (const parent of fields) {
            if (JSON.stringify(before[parent.name]) === JSON.stringify(values[parent.name])) continue;
            for (const child of dependentsOf(fields, parent.name)) changes[child.name] = defaultOf(child);
          }
        }
        const real = Object.entries(changes).filter(
          ([name, value]) => JSON.stringify(values[name]) !== JSON.stringify(value),
        );
        if (real.length)
          setTimeout(() => form.batch(() => real.forEach(([name, value]) => form.change(name, value))), 0);
      }}
    />
  );
}

function FieldRow({
  field,
  name,
  mode,
  values,
}: {
  field: FieldDefinition;
  name: string;
  mode: FormMode;
  values: Values;
}) {
  const { t } = useTranslation();
  const id = useId();
  const Widget = widgetFor(field.type);
  const label = field.displayName || field.name;
  const message = (error: FieldError | undefined) =>
    !error ? undefined : 'text' in error ? error.text : t(error.key, error.params ?? {});
  return (
    <Field
      name={name}
      validate={(value) => (isVisible(field, values) ? validateField(field, value) : undefined)}
    >
      {({ input, meta }) => {
        const error =
          meta.touched || meta.submitFailed ? message(meta.error as FieldError | undefined) : undefined;
        const inline = field.type === 'boolean' || field.type === 'tfaCheckbox';
        return (
          <div
            className={`field${error ? ' field-invalid' : ''}${inline ? ' field-inline' : ''}`}
            data-field={field.name}
          >
            <label htmlFor={id} className="field-label">
              {label}
              {isRequired(field) ? (
                <span
                  className="field-required"
                  title={t('common.required')}
                  aria-label={t('common.required')}
                >
                  *
                </span>
              ) : null}
            </label>
            <div className="field-control">
              <Widget
                id={id}
                field={field}
                value={input.value === '' && meta.initial === undefined ? undefined : input.value}
                onChange={input.onChange}
                onBlur={() => input.onBlur()}
                disabled={isDisabled(field, values, mode)}
                values={values}
                invalid={Boolean(error)}
              />
              {field.type === 'decimalNumberWithCurrency' && field.options?.length ? (
                <CurrencyCompanion field={field} mode={mode} />
              ) : null}
            </div>
            {field.description ? <div className="field-hint">{field.description}</div> : null}
            {error ? (
              <div className="field-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

function CurrencyCompanion({ field, mode }: { field: FieldDefinition; mode: FormMode }) {
  return (
    <Field
      name={`${field.name}CurrencyType`}
      component="select"
      disabled={mode === 'info'}
      aria-label={`${field.displayName ?? field.name} currency`}
    >
      {(field.options ?? []).map((o) => (
        <option key={String(o.key)} value={String(o.key)}>
          {String(o.value ?? o.key)}
        </option>
      ))}
    </Field>
  );
}

function NestedGroup({ field, mode, values }: { field: FieldDefinition; mode: FormMode; values: Values }) {
  const { t } = useTranslation();
  const form = useForm();
  const instances = Array.isArray(values[field.name]) ? (values[field.name] as Values[]) : [];
  const limits = instanceLimits(field, instances.length);
  const children = orderFields(field.nestedFields ?? []);
  return (
    <fieldset className="nested-group">
      <legend>{field.displayName || field.name}</legend>
      {instances.map((instance, index) => (
        <div className="nested-instance" key={index}>
          {children
            .filter((c) => isVisible(c, instance))
            .map((child) => (
              <FieldRow
                key={child.name}
                field={child}
                name={`${field.name}[${index}].${child.name}`}
                mode={mode}
                values={instance}
              />
            ))}
          <button
            type="button"
            className="link-button"
            disabled={mode === 'info' || !limits.canRemove}
            title={limits.canRemove ? undefined : t('form.minInstances', { count: limits.min })}
            onClick={() =>
              form.change(
                field.name,
                instances.filter((_, i) => i !== index),
              )
            }
          >
            {t('form.removeInstance')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button ghost"
        disabled={mode === 'info' || !limits.canAdd}
        title={limits.canAdd ? undefined : t('form.maxInstances', { count: limits.max })}
        onClick={() => form.change(field.name, [...instances, initialValues(children)])}
      >
        + {t('form.addInstance')}
      </button>
    </fieldset>
  );
}

/** One form renderer for every server field definition list (spec 02 "Form behaviour"). */
export function MetadataForm({ id, fields, mode, record, onSubmit, footer }: MetadataFormProps) {
  const ordered = orderFields(fields);
  const initial = useRef(initialValues(fields, record));
  useEffect(() => {
    initial.current = initialValues(fields, record);
  }, [fields, record]);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initial.current}
      render={({ handleSubmit, values }) => (
        <form id={id} className="metadata-form" noValidate onSubmit={handleSubmit}>
          <ConditionKeeper fields={fields} />
          <div className="form-grid">
            {ordered
              .filter((f) => isVisible(f, values))
              .map((field) =>
                field.nestedFields?.length ? (
                  <NestedGroup key={field.name} field={field} mode={mode} values={values} />
                ) : (
                  <FieldRow key={field.name} field={field} name={field.name} mode={mode} values={values} />
                ),
              )}
          </div>
          {footer}
        </form>
      )}
    />
  );
}
