import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rows, type Orm } from '../db/database.js';
import type { StoredResource } from './resource.repository.js';
import { scopeCondition } from './resource-scope.repository.js';
import type { CenterVisibility } from './resource-scope.rules.js';
import { ident, joins, selectList, storedExpression } from './resource-sql.repository.js';

const dialect = new PgDialect();

/** What any list of the resource may read: its table, joins, scope and computed columns. */
export function readStatement(r: StoredResource): string {
  const storage = r.config.storage;
  return dialect.sqlToQuery(
    sql`SELECT ${selectList(storage, r.computed)} FROM ${ident(storage.table)} t${joins(storage)}
        WHERE ${scopeCondition(storage.scope, { all: false, centers: [1] }, 1)}`,
  ).sql;
}

export async function statsOf(
  orm: Orm,
  r: StoredResource,
  visibility: CenterVisibility,
  center: number | null,
) {
  const storage = r.config.storage;
  const where = scopeCondition(storage.scope, visibility, center);
  const column = storage.columns.find((c) => c.field === storage.statsBy);
  const from = sql`FROM ${ident(storage.table)} t${joins(storage)}`;
  const distribution = column
    ? await rows<{ key: string | null; count: number }>(
        orm,
        sql`SELECT (${storedExpression(storage, column)})::text AS key, count(*)::int AS count ${from} WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
      )
    : [];
  const total = await rows<{ n: number }>(orm, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
  return { count: total[0]?.n ?? 0, distribution };
}
