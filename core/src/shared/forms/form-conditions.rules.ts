import { currencyFieldName, type FieldCondition, type FieldDefinition } from './field-definition.schema.js';

export type FormValues = Record<string, unknown>;

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

const same = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

/** A value matches when it equals the expected value or one of a list of expected values. */
export function matchesExpected(actual: unknown, expected: unknown): boolean {
  const wanted = asList(expected);
  return asList(actual).some((a) => wanted.some((w) => same(a, w)));
}

function conditionsOf(def: FieldDefinition): FieldCondition[] {
  if (!def.conditions) return [];
  return Array.isArray(def.conditions) ? def.conditions : [def.conditions];
}

function whenHolds(when: Record<string, unknown> | null | undefined, values: FormValues): boolean {
  if (!when) return true;
  return Object.entries(when).every(([field, expected]) => matchesExpected(values[field], expected));
}

/** A field shows unless it is hidden from the UI or one of its conditions fails. */
export function isFieldVisible(def: FieldDefinition, values: FormValues): boolean {
  if (def.visibleInUI === false) return false;
  if (!whenHolds(def.visibleWhen, values)) return false;
  return conditionsOf(def).every((c) => matchesExpected(values[c.dependsOn], c.showIf));
}

/** A field is disabled when marked so, when its disableWhen holds, or on update when not updatable. */
export function isFieldDisabled(
  def: FieldDefinition,
  values: FormValues,
  mode: 'Add' | 'Update' | 'Info' = 'Add',
): boolean {
  if (mode === 'Info' || def.disable === true) return true;
  if (mode === 'Update' && def.updatable === false) return true;
  return def.disableWhen
    ? Object.keys(def.disableWhen).length > 0 && whenHolds(def.disableWhen, values)
    : false;
}

/** The default value of a field, an empty list for list-like types. */
export function defaultValueOf(def: FieldDefinition): unknown {
  if (def.defaultValue !== undefined) return def.defaultValue;
  switch (def.type) {
    case 'multipleSelect':
    case 'multiDate':
    case 'daysOfWeek':
    case 'daysOfMonth':
    case 'reorderableList':
      return [];
    case 'boolean':
    case 'tfaCheckbox':
      return false;
    default:
      return null;
  }
}

/** Initial values: every field's default, nested groups with their default instance count. */
export function initialValues(defs: readonly FieldDefinition[]): FormValues {
  const values: FormValues = {};
  for (const def of defs) {
    if (def.nestedFields && def.nestedFields.length > 0) {
      const count = Math.max(def.minInstance ?? 0, def.defaultInstances ?? def.minInstance ?? 0);
      values[def.name] = Array.from({ length: count }, () => initialValues(def.nestedFields ?? []));
    } else {
      values[def.name] = defaultValueOf(def);
      if (def.type === 'decimalNumberWithCurrency') values[currencyFieldName(def.name)] = null;
    }
  }
  return values;
}

/**
 * Hidden conditional fields go back to their default (unless their condition says
 * clearValueIfHidden: false). Repeats until stable, since a reset can hide further fields.
 */
export function applyConditions(defs: readonly FieldDefinition[], values: FormValues): FormValues {
  let current = { ...values };
  for (let pass = 0; pass <= defs.length; pass++) {
    let changed = false;
    for (const def of defs) {
      const conds = conditionsOf(def);
      if (conds.length === 0 || isFieldVisible(def, current)) continue;
      const failing = conds.filter((c) => !matchesExpected(current[c.dependsOn], c.showIf));
      if (failing.every((c) => c.clearValueIfHidden === false)) continue;
      const reset = defaultValueOf(def);
      if (JSON.stringify(current[def.name]) !== JSON.stringify(reset)) {
        current = { ...current, [def.name]: reset };
        changed = true;
      }
    }
    if (!changed) break;
  }
  return current;
}

/** A fetch a dependent dropdown must make because its parent changed. */
export interface DependentFetch {
  field: string;
  dataSource: string;
  params: Record<string, unknown>;
}

/**
 * After `changed` takes a new value: every field whose data depends on it is reset to its
 * default and must refetch its options with the parent's value; this cascades to grandchildren.
 */
export function onFieldChanged(
  defs: readonly FieldDefinition[],
  values: FormValues,
  changed: string,
): { values: FormValues; fetches: DependentFetch[] } {
  let next = { ...values };
  const fetches: DependentFetch[] = [];
  const queue = [changed];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const parent = queue.shift() as string;
    if (seen.has(parent)) continue;
    seen.add(parent);
    for (const child of defs.filter((d) => d.dataSourceParameter?.dependentProperty === parent)) {
      const param = child.dataSourceParameter;
      next = { ...next, [child.name]: defaultValueOf(child) };
      if (child.dataSource && param) {
        fetches.push({
          field: child.name,
          dataSource: child.dataSource,
          params: { [param.parameterName]: next[parent] },
        });
      }
      queue.push(child.name);
    }
  }
  return { values: applyConditions(defs, next), fetches };
}
