import {
  applyConditions,
  fieldDefinitionSchema,
  formatDecimal,
  initialValues,
  onFieldChanged,
  type DependentFetch,
  type FieldDefinition,
  type FormValues,
  type Language,
} from '@rota/core';

/**
 * `input-field-options` answers a list or an object holding one. A definition core cannot read
 * (an unknown type) is left out and logged, so one odd field does not blank the form.
 */
export function readFieldDefinitions(data: unknown): FieldDefinition[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (Object.values(data as Record<string, unknown>).find(Array.isArray) ?? [])
      : [];
  const out: FieldDefinition[] = [];
  for (const item of list as unknown[]) {
    const parsed = fieldDefinitionSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else console.warn('Field definition left out', item, parsed.error.message);
  }
  return out;
}

/** Starting values: the record's where it has them, each field's default otherwise. */
export function startValues(defs: readonly FieldDefinition[], record: FormValues = {}): FormValues {
  const defaults = initialValues(defs);
  const merged = { ...defaults };
  for (const def of defs) if (def.name in record) merged[def.name] = record[def.name];
  return applyConditions(defs, merged);
}

/**
 * What a change from `before` to `after` implies: children of every changed parent reset to their
 * default (and refetch), hidden conditional fields reset. Returns only the fields to change.
 */
export function settle(
  defs: readonly FieldDefinition[],
  before: FormValues,
  after: FormValues,
): { changes: FormValues; fetches: DependentFetch[] } {
  let values = after;
  const fetches: DependentFetch[] = [];
  for (const def of defs) {
    if (JSON.stringify(before[def.name]) === JSON.stringify(after[def.name])) continue;
    const next = onFieldChanged(defs, values, def.name);
    values = next.values;
    fetches.push(...next.fetches);
  }
  values = applyConditions(defs, values);
  const changes: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (JSON.stringify(after[name]) !== JSON.stringify(value)) changes[name] = value;
  }
  return { changes, fetches };
}

/** Field types typed as text in the form's language (see `toSubmitValues`). */
const TYPED_DECIMALS = new Set([
  'decimalNumber',
  'doubleNumber',
  'money',
  'decimalNumberWithCurrency',
  'coordinate',
]);

/**
 * A stored record as the form shows it: decimals written the way the language reads them
 * (Turkish "41,0082"), times as HH:mm. What the form sends back goes through core's
 * `toSubmitValues`, which reads them again.
 */
export function toFormRecord(
  defs: readonly FieldDefinition[],
  record: FormValues,
  language: Language,
): FormValues {
  const out: FormValues = { ...record };
  for (const def of defs) {
    const value = record[def.name];
    if (TYPED_DECIMALS.has(def.type) && typeof value === 'number')
      out[def.name] = formatDecimal(value, language, 15, false);
    else if ((def.type === 'time' || def.type === 'quarterlyHourTime') && typeof value === 'string')
      out[def.name] = value.slice(0, 5);
  }
  return out;
}
