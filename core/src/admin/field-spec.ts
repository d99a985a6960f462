import { z } from 'zod';
import { MAX_POLYGON_LENGTH, MAX_SHORT_LIST_LENGTH, MAX_TEXT_LENGTH } from '../shared/input-limits.js';
import type { FieldDefinition, FieldType, FieldValidation } from '../shared/forms/field-definition.schema.js';

/**
 * A form field as the code declares it once: the server validates request bodies with
 * `fieldSpecsToSchema` and answers `input-field-options` with `toFieldDefinitions`, so the form a
 * client draws and the checks the server runs cannot drift apart. Texts are i18n keys.
 */
export interface FieldSpec {
  name: string;
  type: FieldType;
  /** i18n key of the label. */
  label: string;
  prompt?: string;
  description?: string;
  defaultValue?: unknown;
  /** Choices: `key` is the value sent, `label` an i18n key (or a literal when `literalLabels`). */
  options?: readonly { key: string | number; label: string }[];
  literalLabels?: boolean;
  dataSource?: string;
  dataSourceParameter?: { dependentProperty: string; parameterName: string };
  /** `true` uses the generic "Required field"; a string is the field's own message key. */
  required?: boolean | string;
  minLength?: { value: number; message?: string };
  maxLength?: { value: number; message?: string };
  patterns?: readonly { regex: string; message: string }[];
  /** Numbers: inclusive range ("Value must be between {min} and {max}."); a bound may be open. */
  range?: { min?: number; max?: number };
  /** Numbers: only whole numbers. */
  integer?: boolean;
  /** The unit a number is in (minutes, hours, percent, km/h), for forms and option help. */
  unit?: string;
  /** Message keys of this field's number checks, where they differ from the generic ones. */
  messages?: { range?: string; integer?: string; invalidType?: string };
  visibleInUI?: boolean;
  updatable?: boolean;
  /** Only sent when creating (e.g. the password of a new user). */
  createOnly?: boolean;
  conditions?: readonly {
    dependsOn: string;
    showIf: readonly (string | number | boolean)[];
    clearValueIfHidden: boolean;
  }[];
  groupName?: string;
  uiPosition?: { columnIndex: number; rawIndex: number; order: number; sectionName?: string };
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const formMessageKeys = {
  requiredField: 'admin.form.requiredField',
  minLength: 'admin.form.minLength',
  maxLength: 'admin.form.maxLength',
  range: 'admin.form.range',
  invalidOption: 'admin.form.invalidOption',
  invalidType: 'admin.form.invalidType',
  wholeNumber: 'admin.form.wholeNumber',
  emailInvalid: 'admin.form.emailInvalid',
} as const;

const TEXT_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'email',
  'phone',
  'password',
  'date',
  'datetime',
  'time',
  'quarterlyHourTime',
  'picture',
];
const NUMBER_TYPES: readonly FieldType[] = [
  'number',
  'bigInt',
  'decimalNumber',
  'doubleNumber',
  'money',
  'coordinate',
  'rangeSlider',
  'decimalNumberWithCurrency',
];
const BOOLEAN_TYPES: readonly FieldType[] = ['boolean', 'tfaCheckbox'];
const CHOICE_TYPES: readonly FieldType[] = [
  'singleSelect',
  'dropdownList',
  'radioButton',
  'multiStateToggle',
];
const LIST_TYPES: readonly FieldType[] = [
  'multipleSelect',
  'daysOfWeek',
  'daysOfMonth',
  'multiDate',
  'reorderableList',
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredKey(spec: FieldSpec): string | null {
  if (!spec.required) return null;
  return spec.required === true ? formMessageKeys.requiredField : spec.required;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A text field that states no maximum still has one: a textarea may hold a polygon. */
const defaultMaxLength = (spec: FieldSpec) =>
  spec.type === 'textarea' ? MAX_POLYGON_LENGTH : MAX_TEXT_LENGTH;

/** One problem of a field's value: its i18n key and the values the text names. */
export interface FieldValueIssue {
  message: string;
  params?: Record<string, number>;
}

/** The bounds of a range that are set, as message values. */
function rangeParams(range: NonNullable<FieldSpec['range']>): Record<string, number> {
  const params: Record<string, number> = {};
  if (range.min !== undefined) params['min'] = range.min;
  if (range.max !== undefined) params['max'] = range.max;
  return params;
}

function numberIssues(spec: FieldSpec, value: unknown): FieldValueIssue[] {
  const invalidType = spec.messages?.invalidType ?? formMessageKeys.invalidType;
  if (typeof value !== 'number' || !Number.isFinite(value)) return [{ message: invalidType }];
  if (spec.type === 'bigInt' && !Number.isInteger(value)) return [{ message: invalidType }];
  const range = spec.range;
  if (
    range &&
    ((range.min !== undefined && value < range.min) || (range.max !== undefined && value > range.max))
  )
    return [{ message: spec.messages?.range ?? formMessageKeys.range, params: rangeParams(range) }];
  if (spec.integer && !Number.isInteger(value)) {
    const message = spec.messages?.integer ?? formMessageKeys.wholeNumber;
    return [range ? { message, params: rangeParams(range) } : { message }];
  }
  return [];
}

function textIssues(spec: FieldSpec, value: unknown): FieldValueIssue[] {
  if (typeof value !== 'string') return [{ message: formMessageKeys.invalidType }];
  const issues: FieldValueIssue[] = [];
  if (spec.minLength && value.length < spec.minLength.value)
    issues.push({
      message: spec.minLength.message ?? formMessageKeys.minLength,
      params: { n: spec.minLength.value },
    });
  const maxLength = spec.maxLength ?? { value: defaultMaxLength(spec) };
  if (value.length > maxLength.value)
    issues.push({ message: maxLength.message ?? formMessageKeys.maxLength, params: { n: maxLength.value } });
  if (spec.type === 'email' && !EMAIL_PATTERN.test(value))
    issues.push({ message: formMessageKeys.emailInvalid });
  for (const pattern of spec.patterns ?? [])
    if (!new RegExp(pattern.regex).test(value)) issues.push({ message: pattern.message });
  return issues;
}

/**
 * The problems of one field's value, by the field's declaration: a missing or empty value fails
 * only a required field; the zod schemas, the job-parameter rules and the CLI's checks all ask it.
 */
export function fieldValueIssues(spec: FieldSpec, value: unknown): FieldValueIssue[] {
  if (isEmpty(value)) {
    const required = requiredKey(spec);
    return required ? [{ message: required }] : [];
  }
  if (TEXT_TYPES.includes(spec.type)) return textIssues(spec, value);
  if (NUMBER_TYPES.includes(spec.type)) return numberIssues(spec, value);
  if (BOOLEAN_TYPES.includes(spec.type))
    return typeof value === 'boolean' ? [] : [{ message: formMessageKeys.invalidType }];
  const optionKeys = spec.options?.map((o) => o.key);
  if (CHOICE_TYPES.includes(spec.type)) {
    if (typeof value !== 'string' && typeof value !== 'number')
      return [{ message: formMessageKeys.invalidType }];
    return optionKeys && !optionKeys.includes(value) ? [{ message: formMessageKeys.invalidOption }] : [];
  }
  if (LIST_TYPES.includes(spec.type)) {
    if (!Array.isArray(value)) return [{ message: formMessageKeys.invalidType }];
    const issues: FieldValueIssue[] = [];
    if (value.length > MAX_SHORT_LIST_LENGTH)
      issues.push({ message: formMessageKeys.maxLength, params: { n: MAX_SHORT_LIST_LENGTH } });
    if (optionKeys && value.some((v) => !optionKeys.includes(v as string | number)))
      issues.push({ message: formMessageKeys.invalidOption });
    return issues;
  }
  return [];
}

/** The zod check of one field; a missing or empty value fails only a required field. */
export function fieldSpecToSchema(spec: FieldSpec): z.ZodType<unknown> {
  return z.unknown().superRefine((value, ctx) => {
    for (const issue of fieldValueIssues(spec, value))
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        ...(issue.params ? { params: issue.params } : {}),
      });
  });
}

/**
 * A body schema from field specs. `mode: 'update'` leaves out create-only fields and fields that
 * are not updatable; unknown keys are dropped. A field left out counts as empty: its default when
 * creating, null when updating (so an update keeps what it does not mention).
 */
export function fieldSpecsToSchema(specs: readonly FieldSpec[], mode: 'create' | 'update' = 'create') {
  const shape: Record<string, z.ZodType<unknown>> = {};
  const used = specs.filter((spec) => !(mode === 'update' && (spec.createOnly || spec.updatable === false)));
  for (const spec of used) shape[spec.name] = fieldSpecToSchema(spec);
  const fill = (input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...input };
    for (const spec of used) {
      if (out[spec.name] === undefined)
        out[spec.name] = mode === 'create' ? (spec.defaultValue ?? null) : null;
    }
    return out;
  };
  return z.preprocess(fill, z.object(shape));
}

/** The spec-shaped definitions of `input-field-options`, texts in the caller's language. */
export function toFieldDefinitions(specs: readonly FieldSpec[], t: Translate): FieldDefinition[] {
  return specs.map((spec, index) => {
    const validations: FieldValidation[] = [];
    const required = requiredKey(spec);
    if (required) validations.push({ type: 'Required', value: null, errorMessage: t(required) });
    if (spec.minLength) {
      const n = spec.minLength.value;
      validations.push({
        type: 'MinLength',
        value: n,
        errorMessage: t(spec.minLength.message ?? formMessageKeys.minLength, { n }),
      });
    }
    if (spec.maxLength) {
      const n = spec.maxLength.value;
      validations.push({
        type: 'MaxLength',
        value: n,
        errorMessage: t(spec.maxLength.message ?? formMessageKeys.maxLength, { n }),
      });
    }
    for (const pattern of spec.patterns ?? []) {
      validations.push({ type: 'RegularExpression', value: pattern.regex, errorMessage: t(pattern.message) });
    }
    // A range travels as min and max; its message and the whole-number rule travel as validations,
    // so the form refuses what the server refuses, in the same words.
    if (spec.range) {
      const params = rangeParams(spec.range);
      const message = t(spec.messages?.range ?? formMessageKeys.range, params);
      validations.push({ type: 'Range', value: null, errorMessage: message });
      if (spec.integer) {
        const key = spec.messages?.integer ?? formMessageKeys.wholeNumber;
        validations.push({ type: 'WholeNumber', value: null, errorMessage: t(key, params) });
      }
    } else if (spec.integer) {
      const key = spec.messages?.integer ?? formMessageKeys.wholeNumber;
      validations.push({ type: 'WholeNumber', value: null, errorMessage: t(key) });
    }
    return {
      name: spec.name,
      displayName: t(spec.label),
      prompt: spec.prompt ? t(spec.prompt) : null,
      description: spec.description ? t(spec.description) : null,
      type: spec.type,
      defaultValue: spec.defaultValue ?? null,
      options:
        spec.options?.map((o) => ({ key: o.key, value: spec.literalLabels ? o.label : t(o.label) })) ?? null,
      dataSource: spec.dataSource ?? null,
      dataSourceParameter: spec.dataSourceParameter ?? null,
      validations,
      visibleInUI: spec.visibleInUI ?? true,
      updatable: spec.updatable ?? true,
      disable: false,
      disableWhen: null,
      visibleWhen: null,
      conditions: spec.conditions?.map((c) => ({ ...c, showIf: [...c.showIf] })) ?? null,
      groupName: spec.groupName ?? null,
      nestedFields: null,
      minInstance: null,
      maxInstance: null,
      defaultInstances: null,
      uiPosition: spec.uiPosition
        ? { ...spec.uiPosition, sectionName: spec.uiPosition.sectionName ?? null }
        : { columnIndex: 0, rawIndex: index, order: index, sectionName: null },
      min: spec.range?.min ?? null,
      max: spec.range?.max ?? null,
    };
  });
}

/** Default values of a form, by field name. */
export function defaultsOf(specs: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(specs.map((s) => [s.name, s.defaultValue ?? null]));
}

/**
 * The body of an update that changes only what it names: each updatable field is checked when
 * present; a field left out keeps its stored value. Unknown and non-updatable keys are dropped.
 */
export function fieldSpecsToPatchSchema(specs: readonly FieldSpec[]) {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const spec of specs) {
    if (spec.createOnly || spec.updatable === false) continue;
    shape[spec.name] = fieldSpecToSchema(spec).optional();
  }
  return z.object(shape);
}
