import { sql, type SQL } from 'drizzle-orm';
import type { ResourceColumn, ResourceStorage } from '@rota/core';
import { first, rows, type Orm } from '../db/database.js';
import { ident, joins, storedExpression } from './resource-sql.repository.js';

/** The statements of writing one declared record (resource-writes.ts checks before calling). */

type Reference = NonNullable<ResourceColumn['ref']>;

/** The record a reference names (the first by id), with its center when the reference is center-scoped. */
export function findReference(
  orm: Orm,
  ref: Reference,
  name: string,
): Promise<{ id: number; center: number | null } | undefined> {
  return first<{ id: number; center: number | null }>(
    orm,
    sql`SELECT id, ${ref.centerScoped ? sql`distribution_center_id` : sql`null::int`} AS center
        FROM ${ident(ref.table)} WHERE ${ident(ref.by)} = ${name} LIMIT 1`,
  );
}

/** Another record holding these values (text compared case-insensitively), other than `exceptId`. */
export function findUniqueClash(
  orm: Orm,
  storage: ResourceStorage,
  values: readonly { column: ResourceColumn; value: unknown }[],
  exceptId: number | null,
): Promise<{ id: number } | undefined> {
  const conditions: SQL[] = values.map(({ column, value }) =>
    column.kind === 'text'
      ? sql`lower(${storedExpression(storage, column)}) = lower(${String(value)})`
      : sql`${storedExpression(storage, column)} = ${value}`,
  );
  if (exceptId !== null) conditions.push(sql`t.id <> ${exceptId}`);
  return first<{ id: number }>(
    orm,
    sql`SELECT t.id FROM ${ident(storage.table)} t${joins(storage)} WHERE ${sql.join(conditions, sql` AND `)} LIMIT 1`,
  );
}

/** Sets the named columns of one record; the values reach the database as one JSON object read into the table's row type. */
export async function updateStoredRow(
  orm: Orm,
  tableName: string,
  id: number,
  values: ReadonlyMap<string, unknown>,
): Promise<void> {
  const table = ident(tableName);
  const sets = [...values.keys()].map((name) => sql`${ident(name)} = v.${ident(name)}`);
  await orm.execute(
    sql`UPDATE ${table} SET ${sql.join(sets, sql`, `)}
        FROM jsonb_populate_record(null::${table}, ${JSON.stringify(Object.fromEntries(values))}::jsonb) AS v
        WHERE ${table}.id = ${id}`,
  );
}

const idArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** The first of the records (by id) that a using table refers to, with how many of its rows do. */
export async function firstUse(
  orm: Orm,
  use: { table: string; column: string },
  ids: readonly number[],
): Promise<{ id: number; n: number } | undefined> {
  const users = await rows<{ id: number; n: number }>(
    orm,
    sql`SELECT ${ident(use.column)} AS id, count(*)::int AS n FROM ${ident(use.table)}
        WHERE ${ident(use.column)} = ANY(${idArray(ids)}) GROUP BY 1 ORDER BY 1 LIMIT 1`,
  );
  return users[0];
}

export async function deleteStoredRows(orm: Orm, tableName: string, ids: readonly number[]): Promise<void> {
  await orm.execute(sql`DELETE FROM ${ident(tableName)} WHERE id = ANY(${idArray(ids)})`);
}
