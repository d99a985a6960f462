import { DATE_FORMATS, isIsoDate, parseDateStrict } from '../date-format.js';
import { isDayNumber, sortDays, sortDaysOfMonth } from '../days.js';
import type { Language } from '../language.js';
import { keyMessage, type Message } from '../message.js';
import { isTimeBetween } from '../time-of-day.js';
import { hasAtMostFractionDigits, parseDecimal } from './decimal.js';
import { currencyFieldName, type FieldDefinition, type FieldType } from './field-definition.schema.js';
import { isFieldVisible, type FormValues } from './form-conditions.rules.js';
import { instanceBounds, type ReorderableItem } from './collection.rules.js';
import { parsePhone } from './phone.js';
import { validateVisitFrequency, type VisitFrequencyParameter } from './visit-frequency.rules.js';

/** Range slider bounds when the definition gives none. */
export const RANGE_SLIDER_MIN = 0;
export const RANGE_SLIDER_MAX = 200;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Example formats shown after 'Please enter a valid date.' */
export const DATE_EXAMPLES = {
  date: DATE_FORMATS.formDate,
  datetime: DATE_FORMATS.formDate,
  time: DATE_FORMATS.time,
  timeWithSeconds: DATE_FORMATS.timeWithSeconds,
} as const;

export interface ValidationContext {
  language: Language;
  /** The whole form, for checks that look at other fields. */
  values?: FormValues;
}

const SELECT_TYPES: readonly FieldType[] = [
  'singleSelect',
  'dropdownList',
  'radioButton',
  'multiStateToggle',
];
const DECIMAL_TYPES: readonly FieldType[] = ['decimalNumber', 'money', 'decimalNumberWithCurrency'];
const NUMBER_TYPES: readonly FieldType[] = [
  'number',
  'doubleNumber',
  'coordinate',
  'rangeSlider',
  ...DECIMAL_TYPES,
];

/** Empty means null, undefined, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function rule(def: FieldDefinition, type: string) {
  return (def.validations ?? []).find((v) => v.type.toLowerCase() === type.toLowerCase());
}

const messageOf = (
  errorMessage: string | null | undefined,
  key: string,
  params?: Record<string, string | number>,
): Message => (errorMessage ? { text: errorMessage } : keyMessage(key, params));

/** Reads a number typed in the form's language (or given as a number). */
export function readNumber(value: unknown, language: Language, maxFraction = 15): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseDecimal(value, language, maxFraction);
  return null;
}

function checkRange(n: number, def: FieldDefinition): Message | null {
  const min =
    def.min !== null && def.min !== undefined
      ? Number(def.min)
      : def.type === 'rangeSlider'
        ? RANGE_SLIDER_MIN
        : null;
  const max =
    def.max !== null && def.max !== undefined
      ? Number(def.max)
      : def.type === 'rangeSlider'
        ? RANGE_SLIDER_MAX
        : null;
  if ((min !== null && n < min) || (max !== null && n > max)) {
    // A definition may word its range itself (a lower bound only, say).
    return messageOf(rule(def, 'Range')?.errorMessage, 'form.range', { min: min ?? '-∞', max: max ?? '∞' });
  }
  return null;
}

function checkDateLike(def: FieldDefinition, value: unknown): Message | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime())
      ? keyMessage('form.invalidDate', { format: DATE_EXAMPLES.date })
      : null;
  const text = String(value);
  if (def.type === 'date') {
    return parseDateStrict(text, DATE_FORMATS.formDate) || isIsoDate(text)
      ? null
      : keyMessage('form.invalidDate', { format: DATE_EXAMPLES.date });
  }
  if (def.type === 'datetime') {
    const okText =
      parseDateStrict(text, DATE_FORMATS.formDate) ||
      parseDateStrict(text, `${DATE_FORMATS.formDate} ${DATE_FORMATS.time}`) ||
      parseDateStrict(text, `${DATE_FORMATS.formDate} ${DATE_FORMATS.timeWithSeconds}`);
    return okText ? null : keyMessage('form.invalidDate', { format: DATE_EXAMPLES.datetime });
  }
  const withSeconds = text.length > 5;
  const parsed = parseDateStrict(text, withSeconds ? DATE_FORMATS.timeWithSeconds : DATE_FORMATS.time, {
    utc: true,
  });
  if (!parsed)
    return keyMessage('form.invalidDate', {
      format: withSeconds ? DATE_EXAMPLES.timeWithSeconds : DATE_EXAMPLES.time,
    });
  if (def.type === 'quarterlyHourTime' && parsed.getUTCMinutes() % 15 !== 0)
    return keyMessage('form.quarterHour');
  const hhmm = text.slice(0, 5);
  const min = def.min !== null && def.min !== undefined ? String(def.min) : null;
  const max = def.max !== null && def.max !== undefined ? String(def.max) : null;
  if ((min || max) && !isTimeBetween(hhmm, min ?? '00:00', max ?? '24:00')) {
    return keyMessage('form.timeRange', { minTime: min ?? '00:00', maxTime: max ?? '24:00' });
  }
  return null;
}

/** The entries of a multiDate value (a list or a comma-joined text). */
export function multiDateEntries(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return [...new Set(list.map((s) => s.trim()).filter((s) => s !== ''))];
}

function checkType(def: FieldDefinition, value: unknown, ctx: ValidationContext): Message | null {
  switch (def.type) {
    case 'email':
      return EMAIL_PATTERN.test(String(value).trim()) ? null : keyMessage('form.email');
    case 'phone':
      return parsePhone(String(value)) ? null : keyMessage('form.phone');
    case 'bigInt': {
      const okInt =
        typeof value === 'bigint' ||
        (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && /^[-+]?\d+$/.test(value.trim()));
      return okInt ? null : keyMessage('form.integer');
    }
    case 'date':
    case 'datetime':
    case 'time':
    case 'quarterlyHourTime':
      return checkDateLike(def, value);
    case 'multiDate':
      return multiDateEntries(value).every(isIsoDate)
        ? null
        : keyMessage('form.invalidDate', { format: DATE_FORMATS.isoDate });
    case 'daysOfWeek':
      return Array.isArray(value) && value.every(isDayNumber)
        ? null
        : keyMessage('form.range', { min: 0, max: 6 });
    case 'daysOfMonth':
      return Array.isArray(value) && value.every((d) => Number.isInteger(d) && d >= 1 && d <= 31)
        ? null
        : keyMessage('form.range', { min: 1, max: 31 });
    case 'visitFrequencyParameter': {
      const list = (Array.isArray(value) ? value : [value]) as VisitFrequencyParameter[];
      for (const p of list) {
        const r = validateVisitFrequency(p);
        if (!r.ok) return keyMessage(r.error.messageKey, r.error.params);
      }
      return null;
    }
    case 'reorderableList':
      return Array.isArray(value) && (value as ReorderableItem[]).some((i) => !i.removed)
        ? null
        : keyMessage('form.oneActiveItem');
    default:
      break;
  }
  if (NUMBER_TYPES.includes(def.type)) {
    const isDecimal = DECIMAL_TYPES.includes(def.type);
    const n = readNumber(value, ctx.language, isDecimal ? 2 : 15);
    if (n === null) return keyMessage(isDecimal ? 'form.decimal' : 'form.number');
    if (isDecimal && !hasAtMostFractionDigits(n)) return keyMessage('form.decimal');
    if (def.type === 'number' && typeof value === 'number' && !Number.isFinite(value))
      return keyMessage('form.number');
    const outside = checkRange(n, def);
    if (outside) return outside;
    const whole = rule(def, 'WholeNumber');
    return whole && !Number.isInteger(n) ? messageOf(whole.errorMessage, 'form.integer') : null;
  }
  return null;
}

/** The first problem with one field's value, or null when it is valid. */
export function validateField(def: FieldDefinition, value: unknown, ctx: ValidationContext): Message | null {
  const required = rule(def, 'Required');
  if (isEmptyValue(value)) return required ? messageOf(required.errorMessage, 'form.required') : null;
  const typeError = checkType(def, value, ctx);
  if (typeError) return typeError;
  if (typeof value === 'string') {
    const minLength = rule(def, 'MinLength');
    if (minLength && value.length < Number(minLength.value)) {
      return messageOf(minLength.errorMessage, 'form.minLength', { n: Number(minLength.value) });
    }
    const maxLength = rule(def, 'MaxLength');
    if (maxLength && value.length > Number(maxLength.value)) {
      return messageOf(maxLength.errorMessage, 'form.maxLength', { n: Number(maxLength.value) });
    }
    const regex = rule(def, 'RegularExpression');
    if (regex?.value && !SELECT_TYPES.includes(def.type)) {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(String(regex.value));
      } catch {
        pattern = null;
      }
      if (pattern && !pattern.test(value)) return messageOf(regex.errorMessage, 'form.pattern');
    }
  }
  return null;
}

/**
 * Validates every visible field (nested groups per instance, with their instance bounds).
 * Errors are keyed by field name, nested ones as `group[index].field`.
 */
export function validateForm(
  defs: readonly FieldDefinition[],
  values: FormValues,
  ctx: ValidationContext,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const def of defs) {
    if (!isFieldVisible(def, values)) continue;
    const value = values[def.name];
    if (def.nestedFields && def.nestedFields.length > 0) {
      const instances = Array.isArray(value) ? (value as FormValues[]) : [];
      const { min, max } = instanceBounds(def);
      if (instances.length < min) errors[def.name] = keyMessage('form.minInstanceReached', { count: min });
      if (instances.length > max) errors[def.name] = keyMessage('form.maxInstanceReached', { count: max });
      instances.forEach((instance, i) => {
        const nested = validateForm(def.nestedFields ?? [], instance, { ...ctx, values: instance });
        for (const [field, message] of Object.entries(nested)) errors[`${def.name}[${i}].${field}`] = message;
      });
      continue;
    }
    const error = validateField(def, value, { ...ctx, values });
    if (error) errors[def.name] = error;
  }
  return errors;
}

/**
 * The values as they are sent: hidden fields left out, empty text as null, decimals parsed
 * from the form's language, multiDate entries de-duplicated, day lists sorted.
 */
export function toSubmitValues(
  defs: readonly FieldDefinition[],
  values: FormValues,
  language: Language,
): FormValues {
  const out: FormValues = {};
  for (const def of defs) {
    if (!isFieldVisible(def, values) && def.visibleInUI !== false) continue;
    const value = values[def.name];
    if (def.type === 'decimalNumberWithCurrency') {
      const currency = values[currencyFieldName(def.name)];
      out[currencyFieldName(def.name)] = isEmptyValue(currency) ? null : currency;
    }
    if (def.nestedFields && def.nestedFields.length > 0) {
      out[def.name] = (Array.isArray(value) ? (value as FormValues[]) : []).map((v) =>
        toSubmitValues(def.nestedFields ?? [], v, language),
      );
      continue;
    }
    if (isEmptyValue(value) && !Array.isArray(value)) {
      out[def.name] = null;
    } else if (NUMBER_TYPES.includes(def.type) && typeof value === 'string') {
      out[def.name] = readNumber(value, language);
    } else if (def.type === 'multiDate') {
      out[def.name] = multiDateEntries(value);
    } else if (def.type === 'daysOfWeek' && Array.isArray(value)) {
      out[def.name] = sortDays(value as number[]);
    } else if (def.type === 'daysOfMonth' && Array.isArray(value)) {
      out[def.name] = sortDaysOfMonth(value as number[]);
    } else {
      out[def.name] = value;
    }
  }
  return out;
}
