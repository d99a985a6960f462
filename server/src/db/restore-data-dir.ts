import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { openDatabase, rows, sql, type Database } from './database.js';

/**
 * Restores a snapshot of the embedded database (`GET /api/admin/backup`: the gzipped tar of
 * `DATA_DIR/pgdata`) into a new data folder, which a server then starts on with every row. The
 * folder must be new or empty: a restore never mixes with, or overwrites, a database.
 */
export interface RestoredDataDir {
  dataDir: string;
  /** The latest migration the snapshot had applied. */
  schemaVersion: string;
  tables: number;
  rows: number;
}

/** A restore refused before anything was written: the file or the folder is not fit for it. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_CUSTOM_DUMP_MAGIC = 'PGDMP';

/** What the file is, from its first bytes: an embedded snapshot, a pg_dump custom archive, or neither. */
export function backupKind(head: Uint8Array): 'embedded' | 'postgres' | 'unknown' {
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'embedded';
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === PG_CUSTOM_DUMP_MAGIC) return 'postgres';
  return 'unknown';
}

function checkTarget(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  if (!fs.statSync(dataDir).isDirectory())
    throw new RestoreRefusedError(`${dataDir} is a file: name a new or empty folder to restore into.`);
  if (fs.readdirSync(dataDir).length > 0)
    throw new RestoreRefusedError(
      `${dataDir} is not empty: restore into a new or empty folder, never over a database.`,
    );
}

async function readSnapshot(file: string): Promise<Blob> {
  let head: Buffer;
  try {
    const handle = fs.openSync(file, 'r');
    head = Buffer.alloc(8);
    fs.readSync(handle, head, 0, head.length, 0);
    fs.closeSync(handle);
  } catch (error) {
    throw new RestoreRefusedError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const kind = backupKind(head);
  if (kind === 'postgres')
    throw new RestoreRefusedError(
      `${file} is a PostgreSQL dump (pg_dump): restore it into a PostgreSQL database with pg_restore.`,
    );
  if (kind !== 'embedded')
    throw new RestoreRefusedError(`${file} is not a backup of the embedded database (a .tar.gz).`);
  // The whole file inflated once (its checksum checked) before PGlite reads it: a cut or damaged
  // file is named here, before any folder is made.
  try {
    const discard = new Writable({ write: (_chunk, _encoding, next) => next() });
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), discard);
  } catch (error) {
    throw new RestoreRefusedError(`${file} is damaged or cut short (${(error as Error).message}).`);
  }
  // PGlite reads a gzipped tar by its type.
  return fs.openAsBlob(file, { type: 'application/x-gzip' });
}

/** Reads what the restored database holds; a snapshot of anything but Rota's database is refused. */
async function inspect(db: Database, dataDir: string): Promise<RestoredDataDir> {
  const tables = await rows<{ name: string }>(
    db.orm,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  if (!tables.some((table) => table.name === 'schema_migrations'))
    throw new RestoreRefusedError('The backup holds a database, but not one of Rota (no schema_migrations).');
  const [latest] = await rows<{ version: string }>(
    db.orm,
    sql`SELECT max(version) AS version FROM schema_migrations`,
  );
  let total = 0;
  // Every table read in full: a snapshot that restores but cannot be read fails here, not later.
  for (const table of tables) {
    const [count] = await rows<{ n: number }>(
      db.orm,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table.name)}`,
    );
    total += count?.n ?? 0;
  }
  return { dataDir, schemaVersion: latest?.version ?? 'none', tables: tables.length, rows: total };
}

export async function restoreDataDir(file: string, dataDir: string): Promise<RestoredDataDir> {
  const target = path.resolve(dataDir);
  checkTarget(target);
  const snapshot = await readSnapshot(file);
  const existed = fs.existsSync(target);
  let db: Database | undefined;
  try {
    db = await openDatabase({
      dataDir: target,
      loadDataDir: snapshot,
    });
    const restored = await inspect(db, target);
    await db.close();
    return restored;
  } catch (error) {
    await db?.close().catch(() => undefined);
    // Nothing half restored is left behind: the folder is as it was (absent or empty).
    if (existed)
      for (const entry of fs.readdirSync(target))
        fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    else fs.rmSync(target, { recursive: true, force: true });
    if (error instanceof RestoreRefusedError) throw error;
    throw new Error(`${file} could not be restored: ${(error as Error).message}`, { cause: error });
  }
}
