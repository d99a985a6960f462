import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';
import { ensureResourceIndexes } from '../master-data/resource-indexes.js';

let migratedDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: PGlite loaded from a dump of a migrated one
 * (migrating once per worker), or, when DATABASE_URL is set, a new database on that server that
 * is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const name = `rota_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: target.toString() });
    await migrate(db);
    await ensureResourceIndexes(db);
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
    await ensureResourceIndexes(db);
    const client = (db.orm as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return openDatabase({ loadDataDir: await migratedDump });
}
