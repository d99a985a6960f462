import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ensureChangeCounters } from './change-counters.js';
import { rows, type Database } from './database.js';

/**
 * Versioned SQL migrations: `migrations/NNNN_name.sql`, applied in name order, each once, each in
 * its own transaction, recorded in `schema_migrations`. Keep the SQL to what PostgreSQL 15 runs.
 */
export const migrationsDir = findMigrationsDir();

/** Beside this file when running from source; the package's `src/db/migrations` when built. */
function findMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../src/db/migrations')];
  return candidates.find((dir) => fs.existsSync(dir)) ?? (candidates[0] as string);
}

export function listMigrations(dir = migrationsDir): { version: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), file: path.join(dir, name) }));
}

export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.orm.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await rows<{ version: string }>(db.orm, sql`SELECT version FROM schema_migrations`)).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const { version, file } of listMigrations(dir)) {
    if (done.has(version)) continue;
    const text = fs.readFileSync(file, 'utf8');
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql.raw(text));
      await tx.execute(sql`INSERT INTO schema_migrations (version) VALUES (${version})`);
    });
    applied.push(version);
  }
  await ensureChangeCounters(db);
  return applied;
}
