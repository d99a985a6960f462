import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.js';
import type { IndexStatement } from './resource-indexes.js';
import { ident } from './resource-sql.repository.js';

/** Whether the current schema holds an index of that name. */
export async function indexExists(orm: Orm, name: string): Promise<boolean> {
  const result = (await orm.execute(
    sql`SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ${name}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Creates the index (its columns checked by the caller: they reach the statement as written). */
export async function createIndex(orm: Orm, statement: IndexStatement): Promise<void> {
  await orm.execute(
    sql`CREATE INDEX IF NOT EXISTS ${ident(statement.name)} ON ${ident(statement.table)} (${sql.raw(statement.columns)})`,
  );
}
