import { z } from 'zod';
import type { FieldMessage, FieldSpec } from '../admin/index.js';

/**
 * How a resource is kept: the one declaration from which the server's routes and SQL, the
 * gateways, the grid columns, the form and the export are derived (ARCHITECTURE "Resources").
 * Table and column names are data here; the SQL itself is written by the server's generic
 * repository.
 */

/** How a column's value travels and is compared. */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'time'
  /** smallint[] of day numbers (0 = Monday), a list on the wire */
  | 'days'
  /** smallint[] of days of month */
  | 'monthDays'
  /** date[] */
  | 'dates'
  /** jsonb: any JSON value, as it is on the wire (never filtered or sorted) */
  | 'json'
  /** jsonb array of {lat, lng}; on the wire the spec's "lat,lng;lat,lng" text (never filtered or sorted) */
  | 'polygon';

export interface ResourceColumn {
  /** The wire name, as the spec writes it. */
  field: string;
  kind: ColumnKind;
  /** The resource table's column; default: the field in snake_case. */
  column?: string;
  /**
   * The wire value names another record by its `by` column (e.g. a vehicle type by `ref_no`);
   * the table stores that record's id in `column`. An unknown name is refused with the field;
   * with `centerScoped`, so is a record of a center the user may not see.
   */
  ref?: { table: string; by: string; centerScoped?: boolean };
  /** Read from the record that the `ref` field points to (e.g. the vehicle type's name). */
  from?: { ref: string; column: string };
  /** Never written by create or update (ids, dates kept by the database, values read through refs). */
  readOnly?: boolean;
  /** Offered as a filter (text: starts with, case-insensitive; others: equal). */
  filter?: boolean;
  /** Offered as a sort key. */
  sort?: boolean;
  /** Shown as a grid column (default true). */
  grid?: boolean;
  /** i18n key of the column header; default: the field spec's label, else the field. */
  label?: string;
  /**
   * A list (days, monthDays, dates) that travels comma-joined ("0,2,4"), as the spec sends
   * geofence days; a request may send the list itself too.
   */
  joined?: boolean;
}

/** Records of another table that use this one: a delete is refused while any exists. */
export interface ResourceUse {
  table: string;
  /** Column of `table` that holds this resource's id. */
  column: string;
  /** i18n key naming what uses it ("orders"), for the refusal message. */
  labelKey: string;
}

/** Who sees which rows: per distribution center, through a center's region, or everyone. */
export type ResourceScope =
  | { kind: 'global' }
  /** Rows carry `distribution_center_id` (nullable ones are visible to every center when null). */
  | { kind: 'center'; column?: string; nullMeansShared?: boolean }
  /** The distribution-centers table itself: a center is its own scope. */
  | { kind: 'self-center' }
  /** The regions table: a region is visible when one of the user's centers lies in it. */
  | { kind: 'self-region' };

export interface ResourceStorage {
  table: string;
  /** When `table` is a view: the table that holds its rows, where the list indexes are made. */
  indexTable?: string;
  /** Permission key of the claims that guard the routes (`key;read`, `;write`, `;delete`). */
  claimKey: string;
  /** The singular name in toasts and messages, an i18n key ("Cargo type"). */
  itemNameKey: string;
  columns: readonly ResourceColumn[];
  /** The form: validates create and update bodies, and answers input-field-options. */
  fields: readonly FieldSpec[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Field sets that must be unique (within the center for center-scoped resources). */
  unique: readonly (readonly string[])[];
  usedBy: readonly ResourceUse[];
  scope: ResourceScope;
  /** The column whose values the stats call and the summary panel count (e.g. locationType). */
  statsBy?: string;
  /** Where the list answer carries those stats beside the rows (e.g. locationStats). */
  statsField?: string;
  /** Roles that may write besides the claim (default: every admitted role holding the claim). */
  writeRoles?: readonly string[];
  /** The create answer's message when the spec names one ('Geofencing is added'). */
  addedMessageKey?: string;
  /** Rules across fields, returning messages per field (e.g. shift end after shift start). */
  validate?: (item: Record<string, unknown>, mode: 'create' | 'update') => FieldMessage[];
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const MAX_PAGE_SIZE = 1000;

/**
 * The list query every resource understands: `pageIndex` (from 0), `pageSize`, `sortBy`,
 * `sortDirection`, `distributionCenterId`, and one parameter per filter offered, named as its
 * field. Without `pageSize` the whole list is answered (exports, selects).
 */
export const listQuerySchema = z
  .object({
    pageIndex: z.coerce.number().int().min(0).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    sortBy: z.string().min(1).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).optional(),
    distributionCenterId: z.coerce.number().int().positive().optional(),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET {path}/stats: how many records, and how many per value of `statsBy`. */
export const resourceStatsSchema = z.object({
  count: z.number().int(),
  distribution: z.array(z.object({ key: z.string().nullable(), count: z.number().int() })),
});
export type ResourceStats = z.infer<typeof resourceStatsSchema>;

/** The header that carries the total number of rows of a paged list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export function columnName(column: ResourceColumn): string {
  return column.column ?? column.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function filterFields(storage: Pick<ResourceStorage, 'columns'>): string[] {
  return storage.columns.filter((c) => c.filter).map((c) => c.field);
}

export function sortFields(storage: Pick<ResourceStorage, 'columns'>): string[] {
  return storage.columns.filter((c) => c.sort).map((c) => c.field);
}

/**
 * A request item with its comma-joined lists (`joined` columns) split into lists: day numbers as
 * numbers, dates as text. Anything else is left for the field checks to judge.
 */
export function splitJoinedLists(storage: Pick<ResourceStorage, 'columns'>, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const column of storage.columns) {
    const value = out[column.field];
    if (!column.joined || typeof value !== 'string') continue;
    const parts = value
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    out[column.field] =
      column.kind === 'dates' ? parts : parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));
  }
  return out;
}

/** Grid columns in declaration order. */
export function gridColumns(storage: Pick<ResourceStorage, 'columns'>): ResourceColumn[] {
  return storage.columns.filter((c) => c.grid !== false);
}

/** The i18n key of a column's header: its own label, else its form field's label, else the field. */
export function columnLabelKey(
  storage: Pick<ResourceStorage, 'fields'>,
  column: Pick<ResourceColumn, 'field' | 'label'>,
): string {
  return column.label ?? storage.fields.find((f) => f.name === column.field)?.label ?? column.field;
}

/**
 * The i18n keys that may name a grid column's header, first choice first: its own label, its
 * form field's label, then the shared field labels of that name. The first key a catalog holds
 * is the header (the grids and the exports read the same chain).
 */
export function columnLabelKeys(
  storage: Pick<ResourceStorage, 'fields'>,
  column: Pick<ResourceColumn, 'field' | 'label'>,
): string[] {
  return [
    column.label,
    storage.fields.find((f) => f.name === column.field)?.label,
    `masterData.field.${column.field}`,
    `masterData.places.field.${column.field}`,
    `masterData.fleet.field.${column.field}`,
  ].filter((k): k is string => typeof k === 'string');
}

/** Problems of a declaration: sorts and filters on known columns, refs and uniques resolvable. */
export function checkStorage(name: string, storage: ResourceStorage): string[] {
  const problems: string[] = [];
  const fields = new Set(storage.columns.map((c) => c.field));
  const specs = new Set(storage.fields.map((f) => f.name));
  if (!fields.has(storage.defaultSort.field)) problems.push(`${name}: default sort on unknown field`);
  for (const set of storage.unique)
    for (const field of set) if (!fields.has(field)) problems.push(`${name}: unique on unknown ${field}`);
  for (const column of storage.columns) {
    if (column.from && !storage.columns.some((c) => c.field === column.from?.ref && c.ref))
      problems.push(`${name}: ${column.field} reads through ${column.from.ref}, which is not a ref`);
    if (column.from && !column.readOnly) problems.push(`${name}: ${column.field} is read through a ref`);
  }
  for (const spec of specs)
    if (!fields.has(spec) && spec !== 'password') problems.push(`${name}: form field ${spec} has no column`);
  return problems;
}
