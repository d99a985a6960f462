import { sql, type SQL } from 'drizzle-orm';
import type { ResourceColumn } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { rows } from '../db/database.js';
import type { Row, StoredResource } from './resource.repository.js';
import { ident, joins, storedExpression } from './resource-sql.repository.js';
import type { WriteScope } from './resource-writes.js';

/**
 * The set-based steps of inserting many records at once (a create list, an uploaded sheet):
 * references resolved with one query per referenced column, uniqueness with one query per unique
 * set, rows inserted with multi-row INSERTs in chunks. The rules and messages are those of the
 * single-record path in resource-writes.ts, which calls these.
 */

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A text[] of any length bound as one parameter (a list of bound values is capped by PostgreSQL). */
const textArray = (list: readonly string[]): SQL =>
  sql`ARRAY(SELECT v FROM jsonb_array_elements_text(${JSON.stringify(list)}::jsonb) WITH ORDINALITY AS e(v, n) ORDER BY n)`;

/** A referenced record: its id, and its center when the reference is center-scoped. */
export interface RefTarget {
  id: number;
  center: number | null;
}

/** Referenced records by reference field, then by the name the items give. */
export type RefLookup = ReadonlyMap<string, ReadonlyMap<string, RefTarget>>;

/** Every record the items name through reference columns, one query per column. */
export async function resolveRefs(
  scope: WriteScope,
  r: StoredResource,
  items: readonly Row[],
): Promise<RefLookup> {
  const out = new Map<string, Map<string, RefTarget>>();
  for (const column of r.config.storage.columns) {
    if (!column.ref || column.readOnly || column.from) continue;
    const names = [
      ...new Set(
        items
          .map((i) => i[column.field])
          .filter((v) => !isBlank(v))
          .map(String),
      ),
    ];
    const found = new Map<string, RefTarget>();
    out.set(column.field, found);
    if (names.length === 0) continue;
    const center = column.ref.centerScoped ? sql`distribution_center_id` : sql`null::int`;
    const by = ident(column.ref.by);
    const targets = await rows<{ id: number; center: number | null; name: string }>(
      scope.orm,
      sql`SELECT DISTINCT ON (${by}::text) id, ${center} AS center, ${by}::text AS name
          FROM ${ident(column.ref.table)} WHERE ${by}::text = ANY(${textArray(names)}) ORDER BY ${by}::text, id`,
    );
    for (const target of targets) found.set(target.name, { id: target.id, center: target.center });
  }
  return out;
}

const keyOf = (values: readonly unknown[]) =>
  JSON.stringify(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : String(v))));

/**
 * Items whose unique field sets another stored record already holds, one query per set (text
 * compared case-insensitively, as the single-record check does). `rows` are the items as they
 * will be stored (a center filled in); the messages are prefixed with the item's index.
 */
export async function storedClashes(
  scope: WriteScope,
  r: StoredResource,
  items: readonly Row[],
): Promise<FieldMessage[]> {
  const storage = r.config.storage;
  const out: FieldMessage[] = [];
  for (const set of storage.unique) {
    const columns = set.map((f) => storage.columns.find((c) => c.field === f) as ResourceColumn);
    const complete = items
      .map((item, index) => ({ index, values: set.map((f) => item[f]) }))
      .filter((e) => !e.values.some(isBlank));
    if (complete.length === 0) continue;
    const lists = columns.map((column, n) => {
      const values = complete.map((e) => String(e.values[n]));
      return column.kind === 'text' ? values.map((v) => v.toLowerCase()) : values;
    });
    const stored = columns.map((column) =>
      column.kind === 'text'
        ? sql`lower(${storedExpression(storage, column)})`
        : sql`(${storedExpression(storage, column)})::text`,
    );
    const unnest = sql.join(
      lists.map((list) => textArray(list)),
      sql`, `,
    );
    const found = await rows<{ key: unknown[] }>(
      scope.orm,
      sql`SELECT DISTINCT ARRAY[${sql.join(stored, sql`, `)}] AS key FROM ${ident(storage.table)} t${joins(storage)}
          WHERE (${sql.join(stored, sql`, `)}) IN (SELECT * FROM unnest(${unnest}))`,
    );
    const taken = new Set(found.map((f) => keyOf(f.key)));
    const field = set[set.length - 1] as string;
    for (const e of complete)
      if (taken.has(keyOf(e.values)))
        out.push({ field: `${e.index}.${field}`, message: 'masterData.resource.duplicate' });
  }
  return out;
}

/**
 * Rows per INSERT. Each INSERT binds one parameter, the chunk's rows as a JSON array (about 0.5 KB
 * a row), so its size bounds only the text held at once; 1,000 rows keep that near half a megabyte
 * while a 100,000-row sheet takes 100 statements.
 */
const ROWS_PER_INSERT = 1_000;

/**
 * Inserts rows a chunk at a time, rows of one column set together: each chunk's rows go to the
 * database as one JSON array that it reads into the table's row type (`jsonb_populate_recordset`),
 * so no statement grows with the rows and each row's values are made only when its chunk is
 * written.
 */
export async function insertPrepared(
  scope: WriteScope,
  r: StoredResource,
  count: number,
  valuesOf: (index: number) => Promise<Map<string, unknown>>,
): Promise<number[]> {
  const table = ident(r.config.storage.table);
  const ids: number[] = [];
  for (let start = 0; start < count;) {
    const end = Math.min(count, start + ROWS_PER_INSERT);
    const groups = new Map<string, { index: number; values: Map<string, unknown> }[]>();
    for (let index = start; index < end; index++) {
      const values = await valuesOf(index);
      const names = [...values.keys()].join(',');
      const group = groups.get(names);
      if (group) group.push({ index, values });
      else groups.set(names, [{ index, values }]);
    }
    for (const [joined, part] of groups) {
      const names = joined.split(',').map((n) => ident(n));
      const json = JSON.stringify(part.map(({ values }) => Object.fromEntries(values)));
      const inserted = await rows<{ id: number }>(
        scope.orm,
        sql`INSERT INTO ${table} (${sql.join(names, sql`, `)})
            SELECT ${sql.join(names, sql`, `)}
            FROM jsonb_populate_recordset(null::${table}, ${json}::jsonb) WITH ORDINALITY ORDER BY ordinality
            RETURNING id`,
      );
      // RETURNING gives the rows in the order the SELECT gives them, the array's.
      inserted.forEach((row, n) => (ids[(part[n] as { index: number }).index] = row.id));
    }
    start = end;
  }
  return ids;
}
