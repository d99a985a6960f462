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
  /** Numbers: inclusive range ("Value must be between {min} and {max}."). */
  range?: { min: number; max: number };
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

/** The zod check of one field; a missing or empty value fails only a required field. */
export function fieldSpecToSchema(spec: FieldSpec): z.ZodType<unknown> {
  const required = requiredKey(spec);
  const optionKeys = spec.options?.map((o) => o.key);
  return z.unknown().superRefine((value, ctx) => {
    if (isEmpty(value)) {
      if (required) ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    const fail = (message: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
    if (TEXT_TYPES.includes(spec.type)) {
      if (typeof value !== 'string') return fail(formMessageKeys.invalidType);
      if (spec.minLength && value.length < spec.minLength.value) {
        fail(spec.minLength.message ?? formMessageKeys.minLength, { n: spec.minLength.value });
      }
      const maxLength = spec.maxLength ?? { value: defaultMaxLength(spec) };
      if (value.length > maxLength.value) {
        fail(maxLength.message ?? formMessageKeys.maxLength, { n: maxLength.value });
      }
      if (spec.type === 'email' && !EMAIL_PATTERN.test(value)) fail(formMessageKeys.emailInvalid);
      for (const pattern of spec.patterns ?? []) {
        if (!new RegExp(pattern.regex).test(value)) fail(pattern.message);
      }
      return;
    }
    if (NUMBER_TYPES.includes(spec.type)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(formMessageKeys.invalidType);
      if (spec.type === 'bigInt' && !Number.isInteger(value)) return fail(formMessageKeys.invalidType);
      if (spec.range && (value < spec.range.min || value > spec.range.max)) {
        fail(formMessageKeys.range, { min: spec.range.min, max: spec.range.max });
      }
      return;
    }
    if (BOOLEAN_TYPES.includes(spec.type)) {
      if (typeof value !== 'boolean') fail(formMessageKeys.invalidType);
      return;
    }
    if (CHOICE_TYPES.includes(spec.type)) {
      if (typeof value !== 'string' && typeof value !== 'number') return fail(formMessageKeys.invalidType);
      if (optionKeys && !optionKeys.includes(value)) fail(formMessageKeys.invalidOption);
      return;
    }
    if (LIST_TYPES.includes(spec.type)) {
      if (!Array.isArray(value)) return fail(formMessageKeys.invalidType);
      if (value.length > MAX_SHORT_LIST_LENGTH) fail(formMessageKeys.maxLength, { n: MAX_SHORT_LIST_LENGTH });
      if (optionKeys && value.some((v) => !optionKeys.includes(v as string | number)))
        fail(formMessageKeys.invalidOption);
    }
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
    // A range travels as min and max, which the form engine checks with its range message.
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
