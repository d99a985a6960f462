import { sql, type SQL } from 'drizzle-orm';
import {
  columnName,
  type ListQuery,
  type ResourceColumn,
  type ResourceConfig,
  type ResourceStorage,
} from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { first, rows, type Orm } from '../db/database.js';
import { canSeeCenter, centerColumnOf, type CenterVisibility } from './resource-scope.rules.js';
import { scopeCondition } from './resource-scope.repository.js';
import {
  castValue,
  ident,
  joins,
  prefixPattern,
  refsOf,
  selectList,
  storedExpression,
} from './resource-sql.repository.js';

/** A declared resource as the repository needs it. */
export interface StoredResource {
  config: ResourceConfig & { storage: ResourceStorage };
  /** Server-computed read-only columns (counts, derived texts), by wire field. */
  computed?: Readonly<Record<string, SQL>>;
}

export type Row = Record<string, unknown>;

/** The column a list page carries its filtered set's size in (never part of a row). */
const TOTAL = '__total';
export type RepoFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  messageKey: string;
  params?: Record<string, string | number>;
  validation?: FieldMessage[];
};

const storageOf = (r: StoredResource) => r.config.storage;
const columnOf = (r: StoredResource, field: string) => storageOf(r).columns.find((c) => c.field === field);
const keyColumn = (r: StoredResource) => columnOf(r, r.config.keyField) as ResourceColumn;

function keyCondition(r: StoredResource, key: string | number): SQL | null {
  const column = keyColumn(r);
  const cast = castValue(column.kind, String(key));
  return cast.ok ? sql`${storedExpression(storageOf(r), column)} = ${cast.value}` : null;
}

/** The filter conditions of a list query, or the messages of the values that cannot be compared. */
export function filterConditions(
  r: StoredResource,
  query: ListQuery,
): { ok: true; where: SQL[] } | { ok: false; validation: FieldMessage[] } {
  const where: SQL[] = [];
  const validation: FieldMessage[] = [];
  for (const column of storageOf(r).columns.filter((c) => c.filter)) {
    const raw = query[column.field];
    if (raw === undefined || raw === '') continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String).filter((v) => v !== '');
    const expression = storedExpression(storageOf(r), column);
    if (column.kind === 'text') {
      const alternatives = values.map((v) => sql`lower(${expression}) LIKE ${prefixPattern(v)}`);
      if (alternatives.length) where.push(sql`(${sql.join(alternatives, sql` OR `)})`);
      continue;
    }
    const casts = values.map((v) => castValue(column.kind, v));
    if (casts.some((c) => !c.ok)) {
      validation.push({ field: column.field, message: 'masterData.resource.invalidFilter' });
      continue;
    }
    const list = casts.map((c) => (c.ok ? c.value : sql`null`));
    if (list.length) where.push(sql`${expression} IN (${sql.join(list, sql`, `)})`);
  }
  return validation.length ? { ok: false, validation } : { ok: true, where };
}

export interface ListPage {
  rows: Row[];
  count: number;
}

/** A page of rows (every row without a page size), sorted and filtered as asked, in scope. */
export async function listRows(
  orm: Orm,
  r: StoredResource,
  query: ListQuery,
  visibility: CenterVisibility,
): Promise<{ ok: true; page: ListPage } | RepoFailure> {
  const storage = storageOf(r);
  const sortField = query.sortBy ?? storage.defaultSort.field;
  const sortColumn = columnOf(r, sortField);
  if (!sortColumn?.sort && sortField !== storage.defaultSort.field) {
    return {
      ok: false,
      status: 400,
      messageKey: 'server.invalidBody',
      validation: [{ field: 'sortBy', message: 'masterData.resource.unknownSort' }],
    };
  }
  const filters = filterConditions(r, query);
  if (!filters.ok)
    return { ok: false, status: 400, messageKey: 'server.invalidBody', validation: filters.validation };
  const where = sql.join(
    [scopeCondition(storage.scope, visibility, query.distributionCenterId ?? null), ...filters.where],
    sql` AND `,
  );
  const direction = sql.raw(
    (query.sortDirection ?? storage.defaultSort.direction) === 'desc' ? 'DESC' : 'ASC',
  );
  const order = sql`${storedExpression(storage, sortColumn as ResourceColumn)} ${direction} NULLS LAST, t.id ${direction}`;
  // The page is chosen first with only the joins its filters and sort need; the columns of its
  // rows are read afterwards, so a large filtered set is never joined and formatted as a whole.
  const used = refsOf(storage, [
    sortField,
    ...storage.columns.filter((c) => c.filter && query[c.field] !== undefined).map((c) => c.field),
  ]);
  const narrow = sql`FROM ${ident(storage.table)} t${joins(storage, used)} WHERE ${where}`;
  const paging =
    query.pageSize === undefined
      ? sql``
      : sql` LIMIT ${query.pageSize} OFFSET ${(query.pageIndex ?? 0) * query.pageSize}`;
  if (query.pageSize === undefined) {
    const all = await rows<Row>(
      orm,
      sql`SELECT ${selectList(storage, r.computed)} FROM ${ident(storage.table)} t${joins(storage)}
          WHERE t.id IN (SELECT t.id ${narrow}) ORDER BY ${order}`,
    );
    return { ok: true, page: { rows: all, count: all.length } };
  }
  // The page and the size of the whole filtered set in one query (the window counts before the
  // limit); a page past the end has no row to carry it, so only then is it counted on its own.
  const found = await rows<Row & { [TOTAL]: number }>(
    orm,
    sql`SELECT ${selectList(storage, r.computed)}, w.total AS "${sql.raw(TOTAL)}"
          FROM ${ident(storage.table)} t
          JOIN (SELECT t.id, count(*) OVER ()::int AS total ${narrow} ORDER BY ${order}${paging}) w ON w.id = t.id${joins(storage)}
         ORDER BY ${order}`,
  );
  const count = found.length
    ? Number(found[0]?.[TOTAL])
    : Number((await first<{ n: number }>(orm, sql`SELECT count(*)::int AS n ${narrow}`))?.n ?? 0);
  const page = found.map(({ [TOTAL]: _total, ...row }) => row);
  return { ok: true, page: { rows: page, count } };
}

interface Located {
  id: number;
  centerId: number | null;
  row: Row;
}

/** One record by its key; one in a center the user may not see answers as a missing one (404). */
export async function findRow(
  orm: Orm,
  r: StoredResource,
  key: string | number,
  visibility: CenterVisibility,
): Promise<{ ok: true; found: Located } | RepoFailure> {
  const storage = storageOf(r);
  const condition = keyCondition(r, key);
  const notFound: RepoFailure = {
    ok: false,
    status: 404,
    messageKey: 'masterData.resource.notFound',
    params: { key: String(key) },
  };
  if (!condition) return notFound;
  const center = centerColumnOf(storage.scope);
  const centerSelect = center ? sql`t.${ident(center)}` : sql`null::int`;
  // A key unique only within a center (an order's refNo) names the user's own record first.
  const own =
    center && !visibility.all && visibility.centers.length
      ? sql`(${centerSelect} = ANY(${sql`ARRAY[${sql.join(
          visibility.centers.map((c) => sql`${c}`),
          sql`, `,
        )}]::int[]`})) DESC NULLS LAST, `
      : sql``;
  const found = await first<Row & { __id: number; __center: number | null }>(
    orm,
    sql`SELECT t.id AS "__id", ${centerSelect} AS "__center", ${selectList(storage, r.computed)}
        FROM ${ident(storage.table)} t${joins(storage)} WHERE ${condition} ORDER BY ${own}t.id LIMIT 1`,
  );
  if (!found) return notFound;
  const { __id: id, __center: centerId, ...row } = found;
  if (storage.scope.kind === 'self-region' && !visibility.all) {
    const inRegion = await first<{ n: number }>(
      orm,
      sql`SELECT count(*)::int AS n FROM distribution_centers WHERE region_id = ${id} AND id = ANY(${sql`ARRAY[${sql.join(
        visibility.centers.map((c) => sql`${c}`),
        sql`, `,
      )}]::int[]`})`,
    );
    // Another region's record answers as a missing one: nobody learns what exists elsewhere.
    if (visibility.centers.length === 0 || !inRegion?.n) return notFound;
  }
  const shared =
    storage.scope.kind === 'center' && storage.scope.nullMeansShared === true && centerId === null;
  if (center && !shared && !canSeeCenter(visibility, centerId)) return notFound;
  return { ok: true, found: { id, centerId, row } };
}

/** Ids of the records of a list of keys, all of them in scope, or why not. */
export async function findRows(
  orm: Orm,
  r: StoredResource,
  keys: readonly (string | number)[],
  visibility: CenterVisibility,
): Promise<{ ok: true; found: Located[] } | RepoFailure> {
  const found: Located[] = [];
  for (const key of new Set(keys)) {
    const one = await findRow(orm, r, key, visibility);
    if (!one.ok) return one;
    found.push(one.found);
  }
  return { ok: true, found };
}

export { columnName };
