import type { FieldDefinition } from './field-definition.schema.js';

/** A failed check: an i18n key with parameters, or the server's own message. */
export type FieldError = { key: string; params?: Record<string, string | number> } | { text: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const numericTypes = new Set([
  'number',
  'bigInt',
  'decimalNumber',
  'doubleNumber',
  'money',
  'coordinate',
  'rangeSlider',
  'decimalNumberWithCurrency',
]);
const listTypes = new Set(['multipleSelect', 'daysOfWeek', 'daysOfMonth', 'multiDate', 'reorderableList']);

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function own(message: string | null | undefined, fallback: FieldError): FieldError {
  return message ? { text: message } : fallback;
}

/** Field-definition driven checks of spec 02 §5; the first failure wins. */
export function validateField(field: FieldDefinition, value: unknown): FieldError | undefined {
  const rules = field.validations ?? [];
  const required = rules.find((r) => r.type.toLowerCase() === 'required');
  if (isEmpty(value) || (listTypes.has(field.type) && Array.isArray(value) && value.length === 0)) {
    return required ? own(required.errorMessage, { key: 'form.requiredField' }) : undefined;
  }
  const text = typeof value === 'string' ? value : String(value);
  for (const rule of rules) {
    const n = Number(rule.value);
    switch (rule.type.toLowerCase()) {
      case 'minlength':
        if (text.length < n) return own(rule.errorMessage, { key: 'form.minLength', params: { n } });
        break;
      case 'maxlength':
        if (text.length > n) return own(rule.errorMessage, { key: 'form.maxLength', params: { n } });
        break;
      case 'regularexpression':
        if (
          field.type !== 'singleSelect' &&
          typeof rule.value === 'string' &&
          !new RegExp(rule.value).test(text)
        ) {
          return own(rule.errorMessage, { key: 'form.invalid' });
        }
        break;
    }
  }
  if (field.type === 'email' && !emailPattern.test(text)) return { key: 'auth.emailInvalid' };
  if (numericTypes.has(field.type)) {
    const number = typeof value === 'number' ? value : Number(text.replace(',', '.'));
    if (Number.isNaN(number)) return { key: 'form.notANumber' };
    if (field.type === 'bigInt' && !Number.isInteger(number)) return { key: 'form.integer' };
    if (/decimal|money/i.test(field.type) && /[.,]\d{3,}$/.test(text)) return { key: 'form.twoDecimals' };
    const min = field.min ?? (field.type === 'rangeSlider' ? 0 : null);
    const max = field.max ?? (field.type === 'rangeSlider' ? 200 : null);
    if ((min !== null && number < min) || (max !== null && number > max)) {
      return { key: 'form.range', params: { min: min ?? '-∞', max: max ?? '∞' } };
    }
  }
  if (
    (field.type === 'time' || field.type === 'quarterlyHourTime') &&
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(text)
  ) {
    return { key: 'form.invalidDate', params: { example: 'HH:mm' } };
  }
  return undefined;
}
