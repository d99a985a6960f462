import { createContext, Fragment, useContext, useId, useMemo, useRef, type ReactNode } from 'react';
import { Field, Form, FormSpy, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  addInstance,
  currencyFieldName,
  isFieldDisabled,
  isFieldVisible,
  removeInstance,
  sortByPosition,
  validateField,
  type FieldDefinition,
  type FormValues,
  type Message,
} from '@rota/core';
import { storedLanguage } from '../i18n/index.js';
import { settle, startValues } from './form-state.js';
import { widgetFor, type Widget } from './widgets.js';

export type FormMode = 'add' | 'update' | 'info';
const coreMode = { add: 'Add', update: 'Update', info: 'Info' } as const;

export interface MetadataFormProps {
  id: string;
  fields: FieldDefinition[];
  mode: FormMode;
  record?: FormValues;
  /** A refused submit answers messages by field name: each is shown under its field. */
  onSubmit: (values: FormValues) => SubmitAnswer | Promise<SubmitAnswer>;
  /** Rules across fields (core's declaration), by field name: shown as that field's error. */
  validate?: (values: FormValues) => Readonly<Record<string, Message>>;
  footer?: ReactNode;
  /** Widgets of this form by field type, beside (and before) the shared registry's. */
  widgets?: Readonly<Record<string, Widget>>;
  /** Fields laid out in titled sections (columns), a separator after the fields named. */
  sections?: readonly FormSection[];
  /** Problems the screen's own rules found, by field name: shown as the field's error at once. */
  issues?: Readonly<Record<string, string>>;
  /** Every change of the values, for a screen that keeps them (the form follows `record`). */
  onValuesChange?: (values: FormValues) => void;
  className?: string;
}

export type SubmitAnswer = void | Readonly<Record<string, Message>> | undefined;

export interface FormSection {
  key: string;
  title: string;
  fields: readonly string[];
  separatorsAfter?: readonly string[];
}

/** What a form passes down to its rows beyond the field: its own widgets and the screen's issues. */
const FormExtras = createContext<{
  widgets?: Readonly<Record<string, Widget>>;
  issues?: Readonly<Record<string, string>>;
}>({});

const isRequired = (field: FieldDefinition) => (field.validations ?? []).some((v) => v.type === 'Required');

/** Applies core's condition and dependent-field rules after every change. */
function ConditionKeeper({ fields }: { fields: FieldDefinition[] }) {
  const form = useForm();
  const previous = useRef<FormValues | null>(null);
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={({ values }) => {
        const before = previous.current ?? values;
        previous.current = values;
        const { changes } = settle(fields, before, values);
        const entries = Object.entries(changes);
        if (entries.length)
          setTimeout(() => form.batch(() => entries.forEach(([name, value]) => form.change(name, value))), 0);
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
  values: FormValues;
}) {
  const { t } = useTranslation();
  const id = useId();
  const extras = useContext(FormExtras);
  const Widget = extras.widgets?.[field.type] ?? widgetFor(field.type);
  const issue = extras.issues?.[name];
  const text = (message: Message | null | undefined) =>
    !message ? undefined : 'text' in message ? message.text : t(message.key, message.params ?? {});
  return (
    <Field
      name={name}
      validate={(value, all) =>
        isFieldVisible(field, values)
          ? (validateField(field, value, { language: storedLanguage(), values: all as FormValues }) ??
            undefined)
          : undefined
      }
    >
      {({ input, meta }) => {
        const refused =
          meta.submitError && !meta.dirtySinceLastSubmit ? text(meta.submitError as Message) : undefined;
        const error =
          issue ??
          refused ??
          (meta.touched || meta.submitFailed ? text(meta.error as Message | undefined) : undefined);
        const inline = field.type === 'boolean' || field.type === 'tfaCheckbox';
        return (
          <div
            className={`field${error ? ' field-invalid' : ''}${inline ? ' field-inline' : ''}`}
            data-field={field.name}
          >
            <label htmlFor={id} className="field-label">
              {field.displayName || field.name}
              {isRequired(field) ? (
                <span
                  className="field-required"
                  title={t('form.requiredTooltip')}
                  aria-label={t('form.requiredTooltip')}
                >
                  *
                </span>
              ) : null}
            </label>
            <div className="field-control">
              <Widget
                id={id}
                field={field}
                value={input.value === '' ? undefined : input.value}
                onChange={input.onChange}
                onBlur={() => input.onBlur()}
                disabled={isFieldDisabled(field, values, coreMode[mode])}
                values={values}
                invalid={Boolean(error)}
              />
              {field.type === 'decimalNumberWithCurrency' && field.options?.length ? (
                <Field
                  name={currencyFieldName(field.name)}
                  component="select"
                  disabled={mode === 'info'}
                  aria-label={`${field.displayName ?? field.name} currency`}
                >
                  {field.options.map((o) => (
                    <option key={String(o.key)} value={String(o.key)}>
                      {o.value}
                    </option>
                  ))}
                </Field>
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

function NestedGroup({
  field,
  mode,
  values,
}: {
  field: FieldDefinition;
  mode: FormMode;
  values: FormValues;
}) {
  const { t } = useTranslation();
  const form = useForm();
  const instances = Array.isArray(values[field.name]) ? (values[field.name] as FormValues[]) : [];
  const children = sortByPosition(field.nestedFields ?? []);
  const canAdd = addInstance(field, instances);
  const canRemove = removeInstance(field, instances, 0);
  const tip = (result: typeof canAdd) =>
    result.ok ? undefined : t(result.error.messageKey, result.error.params ?? {});
  return (
    <fieldset className="nested-group">
      <legend>{field.displayName || field.name}</legend>
      {instances.map((instance, index) => (
        <div className="nested-instance" key={index}>
          {children
            .filter((c) => isFieldVisible(c, instance))
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
            disabled={mode === 'info' || !canRemove.ok}
            title={tip(canRemove)}
            onClick={() => {
              const next = removeInstance(field, instances, index);
              if (next.ok) form.change(field.name, next.value);
            }}
          >
            {t('form.removeInstance')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button ghost"
        disabled={mode === 'info' || !canAdd.ok}
        title={tip(canAdd)}
        onClick={() => canAdd.ok && form.change(field.name, canAdd.value)}
      >
        + {t('form.addInstance')}
      </button>
    </fieldset>
  );
}

/** The fields of one section (or of the whole form), each row or nested group in order. */
function FieldList({
  fields,
  mode,
  values,
  separatorsAfter = [],
}: {
  fields: readonly FieldDefinition[];
  mode: FormMode;
  values: FormValues;
  separatorsAfter?: readonly string[];
}) {
  return fields
    .filter((f) => isFieldVisible(f, values))
    .map((field) => (
      <Fragment key={field.name}>
        {field.nestedFields?.length ? (
          <NestedGroup field={field} mode={mode} values={values} />
        ) : (
          <FieldRow field={field} name={field.name} mode={mode} values={values} />
        )}
        {separatorsAfter.includes(field.name) ? (
          <hr className="form-separator" data-after={field.name} />
        ) : null}
      </Fragment>
    ));
}

/** One form renderer for every server field definition list (spec 02 "Form behaviour"). */
export function MetadataForm({
  id,
  fields,
  mode,
  record,
  onSubmit,
  footer,
  widgets,
  sections,
  issues,
  onValuesChange,
  className,
  validate,
}: MetadataFormProps) {
  const ordered = useMemo(() => sortByPosition(fields), [fields]);
  const initial = useMemo(() => startValues(fields, record ?? {}), [fields, record]);
  const extras = useMemo(
    () => ({ ...(widgets ? { widgets } : {}), ...(issues ? { issues } : {}) }),
    [widgets, issues],
  );
  return (
    <FormExtras.Provider value={extras}>
      <Form<FormValues>
        onSubmit={async (values) => (await onSubmit(values)) ?? undefined}
        {...(validate ? { validate: (values: FormValues) => ({ ...validate(values) }) } : {})}
        initialValues={initial}
        render={({ handleSubmit, values }) => (
          <form
            id={id}
            className={`metadata-form${className ? ` ${className}` : ''}`}
            noValidate
            onSubmit={handleSubmit}
          >
            <ConditionKeeper fields={fields} />
            {onValuesChange ? (
              <FormSpy subscription={{ values: true }} onChange={({ values: now }) => onValuesChange(now)} />
            ) : null}
            {sections ? (
              <div className="form-sections">
                {sections.map((section) => (
                  <fieldset key={section.key} className="form-section">
                    <legend>{section.title}</legend>
                    <FieldList
                      fields={section.fields.flatMap((name) => ordered.filter((f) => f.name === name))}
                      mode={mode}
                      values={values}
                      {...(section.separatorsAfter ? { separatorsAfter: section.separatorsAfter } : {})}
                    />
                  </fieldset>
                ))}
              </div>
            ) : (
              <div className="form-grid">
                <FieldList fields={ordered} mode={mode} values={values} />
              </div>
            )}
            {footer}
          </form>
        )}
      />
    </FormExtras.Provider>
  );
}
