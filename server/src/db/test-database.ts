import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from './database.js';
import { ensureChangeCounters } from './change-counters.js';
import { listMigrations, migrate } from './migrate.js';

/**
 * What a test database holds beyond the migrations: the indexes derived from the resource
 * declarations, which the caller (server/src/testing/test-database.ts) supplies.
 */
export interface DerivedSchema {
  /** The derived statements, to name a template by (a changed statement makes a new one). */
  statements(): unknown;
  /** Creates them in a migrated database. */
  ensure(db: Database): Promise<unknown>;
}

let migratedDump: Promise<Blob> | undefined;
let templateName: Promise<string> | undefined;

/**
 * On a PostgreSQL server, a database migrated once per schema (its name carries a hash of the
 * migrations and the derived indexes) from which every test database is copied: copying takes
 * well under a second where migrating takes several. Workers make it one at a time (an advisory
 * lock); the templates of schemas older than the last three are dropped.
 */
function migratedTemplate(url: string, derived: DerivedSchema): Promise<string> {
  templateName ??= (async () => {
    const hash = crypto.createHash('sha1');
    for (const { version, file } of listMigrations()) hash.update(version).update(fs.readFileSync(file));
    hash.update(JSON.stringify(derived.statements())).update(ensureChangeCounters.toString());
    const name = `rota_test_template_${hash.digest('hex').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(7426111)');
      const found = await admin.query(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY oid DESC',
        ['rota_test_template_%'],
      );
      const names = found.rows.map((r: { datname: string }) => r.datname);
      // The two newest other schemas stay (another checkout may be testing on one of them).
      for (const old of names.filter((n) => n !== name).slice(2))
        await admin.query(`DROP DATABASE IF EXISTS ${old}`).catch(() => undefined);
      if (!names.includes(name)) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const target = new URL(url);
        target.pathname = `/${building}`;
        const db = await openDatabase({ databaseUrl: target.toString() });
        try {
          await migrate(db);
          await derived.ensure(db);
        } finally {
          await db.close();
        }
        // Named only when complete, so a run cut short never leaves a half-made template.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7426111)').catch(() => undefined);
      await admin.end();
    }
  })();
  return templateName;
}

/**
 * A fresh database for one test file, migrated and with the derived schema: PGlite loaded from a dump of a migrated one
 * (migrating once per worker), or, when DATABASE_URL is set, a new database on that server that
 * is dropped again on close.
 */
export async function openMigratedTestDatabase(derived: DerivedSchema): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const name = `rota_test_${crypto.randomBytes(6).toString('hex')}`;
    const template = await migratedTemplate(url, derived);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: target.toString() });
    return {
      ...db,
      close: async () => {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  migratedDump ??= (async () => {
    const db = await openDatabase({});
    await migrate(db);
    await derived.ensure(db);
    const client = (db.orm as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return openDatabase({ loadDataDir: await migratedDump });
}
