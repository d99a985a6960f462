import type { FieldDefinition } from './field-definition.schema.js';

export type Values = Record<string, unknown>;

function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return expected.some((e) => matches(actual, e));
  if (expected === undefined)
    return actual !== undefined && actual !== null && actual !== '' && actual !== false;
  return actual == expected || String(actual) === String(expected);
}

function conditionsOf(field: FieldDefinition) {
  if (!field.conditions) return [];
  return Array.isArray(field.conditions) ? field.conditions : [field.conditions];
}

/** `{ field: value | values }` rules (visibleWhen, disableWhen): all must hold. */
function whenHolds(rule: unknown, values: Values): boolean | null {
  if (!rule || typeof rule !== 'object') return null;
  return Object.entries(rule as Record<string, unknown>).every(([name, expected]) =>
    matches(values[name], expected),
  );
}

/** A field shows when visibleInUI is not false, its conditions and visibleWhen hold. */
export function isVisible(field: FieldDefinition, values: Values): boolean {
  if (field.visibleInUI === false) return false;
  if (!conditionsOf(field).every((c) => matches(values[c.dependsOn], c.showIf))) return false;
  return whenHolds(field.visibleWhen, values) ?? true;
}

export function isDisabled(field: FieldDefinition, values: Values, mode: 'add' | 'update' | 'info'): boolean {
  if (mode === 'info' || field.disable === true) return true;
  if (mode === 'update' && field.updatable === false) return true;
  return whenHolds(field.disableWhen, values) ?? false;
}

export function defaultOf(field: FieldDefinition): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.nestedFields?.length)
    return Array.from({ length: field.defaultInstances ?? field.minInstance ?? 0 }, () =>
      initialValues(field.nestedFields ?? []),
    );
  switch (field.type) {
    case 'boolean':
    case 'tfaCheckbox':
      return false;
    case 'multipleSelect':
    case 'daysOfWeek':
    case 'daysOfMonth':
    case 'multiDate':
    case 'reorderableList':
      return [];
    default:
      return undefined;
  }
}

export function initialValues(fields: readonly FieldDefinition[], record: Values = {}): Values {
  const values: Values = {};
  for (const field of fields)
    values[field.name] = field.name in record ? record[field.name] : defaultOf(field);
  return values;
}

/**
 * Conditional fields reset to their default when their condition fails; returns the changes
 * to apply (empty when nothing changes). Runs to a fixed point so chains settle.
 */
export function resetHidden(fields: readonly FieldDefinition[], values: Values): Values {
  const next = { ...values };
  const changes: Values = {};
  for (let round = 0; round < fields.length + 1; round++) {
    let changed = false;
    for (const field of fields) {
      const hasCondition = conditionsOf(field).length > 0 || field.visibleWhen !== undefined;
      if (!hasCondition || isVisible(field, next)) continue;
      if (conditionsOf(field).some((c) => c.clearValueIfHidden === false)) continue;
      const reset = defaultOf(field);
      if (JSON.stringify(next[field.name]) !== JSON.stringify(reset)) {
        next[field.name] = reset;
        changes[field.name] = reset;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return changes;
}

/** Children whose data depends on `parent` (dataSourceParameter.dependentProperty). */
export function dependentsOf(fields: readonly FieldDefinition[], parent: string): FieldDefinition[] {
  return fields.filter((f) => f.dataSourceParameter?.dependentProperty === parent);
}

/** Query for a dependent dropdown: `{ parameterName: parent value }`. */
export function dataSourceQuery(field: FieldDefinition, values: Values): Record<string, unknown> {
  const parameter = field.dataSourceParameter;
  if (!parameter?.dependentProperty) return {};
  const name = parameter.parameterName || parameter.dependentProperty;
  const value = values[parameter.dependentProperty];
  return value === undefined || value === null || value === '' ? {} : { [name]: value };
}

/** Nested groups: add up to maxInstance, remove down to minInstance (default 0). */
export function instanceLimits(field: FieldDefinition, count: number) {
  const min = field.minInstance ?? 0;
  const max = field.maxInstance ?? Number.POSITIVE_INFINITY;
  return { canAdd: count < max, canRemove: count > min, min, max };
}

/** Sorted by uiPosition: section, row, column, order. */
export function orderFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  const key = (f: FieldDefinition) => [
    f.uiPosition?.rawIndex ?? 0,
    f.uiPosition?.columnIndex ?? 0,
    f.uiPosition?.order ?? 0,
  ];
  return [...fields].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return 0;
  });
}
