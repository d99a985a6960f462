import { columnName, openRing, parsePolygon, type ResourceColumn } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import type { Orm } from '../db/database.js';
import { canSeeCenter, centerColumnOf, type CenterVisibility } from './resource-scope.rules.js';
import type { RepoFailure, Row, StoredResource } from './resource.repository.js';
import {
  deleteStoredRows,
  findReference,
  findUniqueClash,
  firstUse,
  updateStoredRow,
} from './resource-writes.repository.js';
import { insertPrepared, resolveRefs, storedClashes, type RefLookup } from './resource-bulk.repository.js';

/** What a write may touch: the transaction, the user's centers and the record being updated. */
export interface WriteScope {
  orm: Orm;
  visibility: CenterVisibility;
  /** The center a center-scoped record goes to when the item names none (a DC Manager's own). */
  defaultCenter: number | null;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A value as the row is stored, ready for JSON: the database reads it into the column's own type
 * (`jsonb_populate_record`), so dates, times and lists are written as their text and arrays.
 */
function storedValue(column: ResourceColumn, value: unknown): unknown {
  switch (column.kind) {
    case 'polygon': {
      // Checked before it gets here; a text that does not read is refused by the jsonb column.
      const points = typeof value === 'string' ? parsePolygon(value, 'latlng') : null;
      return points ? openRing(points) : value;
    }
    case 'days':
    case 'monthDays':
    case 'dates':
      // Lists are sets: kept once each, in order (Monday to Sunday, 1 to 31, by date).
      return Array.isArray(value)
        ? [...new Set(value as (string | number)[])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        : [];
    default:
      return value;
  }
}

/** The column assignments of an item: references resolved to ids, the center checked. */
async function assignments(
  scope: WriteScope,
  r: StoredResource,
  item: Row,
  mode: 'create' | 'update',
  prefix: string,
  /** The referenced records, resolved beforehand for a list of items (else looked up here). */
  refs?: RefLookup,
): Promise<
  | { ok: true; values: Map<string, unknown>; center: number | null }
  | { ok: false; validation: FieldMessage[] }
> {
  const storage = r.config.storage;
  const values = new Map<string, unknown>();
  const validation: FieldMessage[] = [];
  const centerColumn = storage.scope.kind === 'center' ? centerColumnOf(storage.scope) : null;
  let center: number | null = null;
  for (const column of storage.columns) {
    if (column.readOnly || column.from) continue;
    const value = item[column.field];
    const name = columnName(column);
    if (name === centerColumn) {
      const asked = isBlank(value) ? null : Number(value);
      center = asked ?? (mode === 'create' ? scope.defaultCenter : null);
      if (center !== null) {
        if (!canSeeCenter(scope.visibility, center))
          validation.push({ field: `${prefix}${column.field}`, message: 'server.outsideDistributionCenter' });
        values.set(name, center);
      } else if (mode === 'create' && !(storage.scope.kind === 'center' && storage.scope.nullMeansShared)) {
        validation.push({ field: `${prefix}${column.field}`, message: 'masterData.resource.centerRequired' });
      }
      continue;
    }
    // An update changes what it names: a field left out keeps its value, null empties it.
    if (mode === 'update' && value === undefined) continue;
    if (column.ref) {
      if (isBlank(value)) {
        values.set(name, null);
        continue;
      }
      const target = refs
        ? refs.get(column.field)?.get(String(value))
        : await findReference(scope.orm, column.ref, String(value));
      const hidden =
        target &&
        column.ref.centerScoped &&
        target.center !== null &&
        !canSeeCenter(scope.visibility, target.center);
      if (!target || hidden) {
        validation.push({
          field: `${prefix}${column.field}`,
          message: 'masterData.resource.unknownReference',
        });
        continue;
      }
      values.set(name, target.id);
      continue;
    }
    // A list left empty is the empty list (list columns are never null).
    const list = column.kind === 'days' || column.kind === 'monthDays' || column.kind === 'dates';
    if (isBlank(value) && list) values.set(name, []);
    else values.set(name, isBlank(value) && column.kind !== 'text' ? null : storedValue(column, value));
  }
  return validation.length ? { ok: false, validation } : { ok: true, values, center };
}

/** Unique field sets that another record already holds (within its center when declared so). */
async function uniqueClashes(
  scope: WriteScope,
  r: StoredResource,
  item: Row,
  existing: { id: number; row: Row } | null,
  prefix: string,
): Promise<FieldMessage[]> {
  const storage = r.config.storage;
  const out: FieldMessage[] = [];
  for (const set of storage.unique) {
    const conditions: { column: ResourceColumn; value: unknown }[] = [];
    let complete = true;
    for (const field of set) {
      const column = storage.columns.find((c) => c.field === field) as ResourceColumn;
      const value = item[field] ?? existing?.row[field];
      if (isBlank(value)) {
        complete = false;
        break;
      }
      conditions.push({ column, value });
    }
    if (!complete) continue;
    const clash = await findUniqueClash(scope.orm, storage, conditions, existing?.id ?? null);
    const field = set[set.length - 1] as string;
    if (clash) out.push({ field: `${prefix}${field}`, message: 'masterData.resource.duplicate' });
  }
  return out;
}

function duplicatesInBatch(r: StoredResource, items: readonly Row[]): FieldMessage[] {
  const out: FieldMessage[] = [];
  for (const set of r.config.storage.unique) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const values = set.map((f) => item[f]);
      if (values.some(isBlank)) return;
      const id = JSON.stringify(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));
      if (seen.has(id))
        out.push({ field: `${index}.${set[set.length - 1]}`, message: 'masterData.resource.duplicate' });
      seen.add(id);
    });
  }
  return out;
}

const invalid = (validation: FieldMessage[]): RepoFailure => ({
  ok: false,
  status: 400,
  messageKey: 'server.invalidBody',
  validation,
});

/**
 * Inserts a list of items; all or nothing (the caller holds the transaction). Set-based: one
 * query per reference column and per unique set, multi-row INSERTs (resource-bulk.repository.ts).
 */
export async function insertRows(
  scope: WriteScope,
  r: StoredResource,
  items: readonly Row[],
): Promise<{ ok: true; ids: number[] } | RepoFailure> {
  const storage = r.config.storage;
  // A record naming no center goes to the writer's: its unique sets are checked there.
  const center = centerColumnOf(storage.scope);
  const centerField = storage.columns.find((c) => center !== null && columnName(c) === center)?.field;
  const refs = await resolveRefs(scope, r, items);
  const placed: Row[] = [];
  const perItem: FieldMessage[][] = [];
  for (const [index, item] of items.entries()) {
    const prefix = `${index}.`;
    const own = (storage.validate?.(item, 'create') ?? []).map((m) => ({
      ...m,
      field: `${prefix}${m.field}`,
    }));
    const values = await assignments(scope, r, item, 'create', prefix, refs);
    const row =
      values.ok && centerField && values.center !== null ? { ...item, [centerField]: values.center } : item;
    placed.push(row);
    perItem.push([...(values.ok ? [] : values.validation), ...own]);
  }
  for (const clash of await storedClashes(scope, r, placed))
    perItem[Number(clash.field.slice(0, clash.field.indexOf('.')))]?.push(clash);
  const validation = [...duplicatesInBatch(r, placed), ...perItem.flat()];
  if (validation.length) return invalid(validation);
  // Checked above: the values are made again chunk by chunk as they are written.
  const valuesOf = async (index: number) => {
    const values = await assignments(scope, r, items[index] as Row, 'create', '', refs);
    if (!values.ok) throw new Error('an item changed between its check and its insert');
    return values.values;
  };
  return { ok: true, ids: await insertPrepared(scope, r, items.length, valuesOf) };
}

/** Updates one record with the fields the item gives; fields left out keep their values. */
export async function updateRow(
  scope: WriteScope,
  r: StoredResource,
  existing: { id: number; row: Row },
  item: Row,
): Promise<{ ok: true } | RepoFailure> {
  const storage = r.config.storage;
  const merged = {
    ...existing.row,
    ...Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)),
  };
  const validation = [
    ...(storage.validate?.(merged, 'update') ?? []),
    ...(await uniqueClashes(scope, r, item, existing, '')),
  ];
  const values = await assignments(scope, r, item, 'update', '');
  if (!values.ok) validation.push(...values.validation);
  if (validation.length || !values.ok) return invalid(validation);
  if (values.values.size === 0) return { ok: true };
  await updateStoredRow(scope.orm, storage.table, existing.id, values.values);
  return { ok: true };
}

/** Deletes records unless another record uses one of them; then nothing is deleted. */
export async function deleteRows(
  scope: WriteScope,
  r: StoredResource,
  found: readonly { id: number; row: Row }[],
): Promise<{ ok: true; deleted: number } | RepoFailure> {
  const storage = r.config.storage;
  const ids = found.map((f) => f.id);
  if (ids.length === 0) return { ok: true, deleted: 0 };
  for (const use of storage.usedBy) {
    const user = await firstUse(scope.orm, use, ids);
    if (user) {
      const record = found.find((f) => f.id === user.id);
      const name = String(record?.row['name'] ?? record?.row[r.config.keyField] ?? user.id);
      return {
        ok: false,
        status: 409,
        messageKey: 'masterData.resource.inUse',
        params: { name, count: user.n, what: use.labelKey },
      };
    }
  }
  await deleteStoredRows(scope.orm, storage.table, ids);
  return { ok: true, deleted: ids.length };
}
