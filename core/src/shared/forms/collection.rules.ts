import { fail, ok, type Result } from '../message.js';
import type { FieldDefinition } from './field-definition.schema.js';
import { initialValues, type FormValues } from './form-conditions.rules.js';

/** Bounds of a nested group: minInstance defaults to 0, maxInstance to no limit. */
export function instanceBounds(def: FieldDefinition): { min: number; max: number } {
  return { min: def.minInstance ?? 0, max: def.maxInstance ?? Number.POSITIVE_INFINITY };
}

/** Adds an instance unless the maximum is reached ('maximum instance limit reached'). */
export function addInstance(def: FieldDefinition, instances: readonly FormValues[]): Result<FormValues[]> {
  const { max } = instanceBounds(def);
  if (instances.length >= max) return fail('MAX_INSTANCES', 'form.maxInstanceReached', { count: max });
  return ok([...instances, initialValues(def.nestedFields ?? [])]);
}

/** Removes the instance at `index` unless the minimum is reached ('minimum instance limit reached'). */
export function removeInstance(
  def: FieldDefinition,
  instances: readonly FormValues[],
  index: number,
): Result<FormValues[]> {
  const { min } = instanceBounds(def);
  if (instances.length <= min) return fail('MIN_INSTANCES', 'form.minInstanceReached', { count: min });
  if (index < 0 || index >= instances.length) return ok([...instances]);
  return ok(instances.filter((_, i) => i !== index));
}

/** An item of a reorderable list (workflow steps and the like). */
export interface ReorderableItem {
  stepOrder: number;
  removed?: boolean;
}

/** stepOrder values are renumbered from 1 by position. */
export function renumber<T extends ReorderableItem>(items: readonly T[]): T[] {
  return items.map((item, i) => ({ ...item, stepOrder: i + 1 }));
}

const activeCount = (items: readonly ReorderableItem[]) => items.filter((i) => !i.removed).length;

/** Moves an item from one position to another (drag and drop) and renumbers. */
export function moveItem<T extends ReorderableItem>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return renumber(items);
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, moved as T);
  return renumber(copy);
}

/** Marks an item removed (struck through); at least one active item must remain. */
export function markRemoved<T extends ReorderableItem>(items: readonly T[], index: number): Result<T[]> {
  const item = items[index];
  if (!item || item.removed) return ok(renumber(items));
  if (activeCount(items) <= 1) return fail('LAST_ACTIVE_ITEM', 'form.oneActiveItem');
  const rest = items.filter((_, i) => i !== index);
  const active = rest.filter((i) => !i.removed);
  const removed = rest.filter((i) => i.removed);
  return ok(renumber([...active, { ...item, removed: true }, ...removed]));
}

/** Restores a removed item, placing it after the active ones. */
export function restoreItem<T extends ReorderableItem>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (!item || !item.removed) return renumber(items);
  const rest = items.filter((_, i) => i !== index);
  const active = rest.filter((i) => !i.removed);
  const removed = rest.filter((i) => i.removed);
  return renumber([...active, { ...item, removed: false }, ...removed]);
}
