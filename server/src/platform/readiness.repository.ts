import { rows, sql, type Orm } from '../db/database.js';

/** A query the database answers without reading any table: is it there? */
export async function pingDatabase(orm: Orm): Promise<void> {
  await orm.execute(sql`SELECT 1`);
}

/** The versions of the migrations applied to the database. */
export async function appliedMigrationVersions(orm: Orm): Promise<string[]> {
  const applied = await rows<{ version: string }>(orm, sql`SELECT version FROM schema_migrations`);
  return applied.map((row) => row.version);
}
