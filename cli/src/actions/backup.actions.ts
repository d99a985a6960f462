import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportFileName } from '@rota/core/shared';
import { failureError } from '../api/server-client.js';
import { findServerEntry } from '../commands/serve.command.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';

export interface BackupOptions {
  out?: string;
}

export interface RestoreOptions {
  dataDir?: string;
}

/** The embedded server's snapshot (`server/src/admin/backup.routes.ts`). */
const BACKUP_PATH = 'admin/backup';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * DATABASE_URL for PostgreSQL's tools: the password goes in PGPASSWORD, never on a command line
 * that `ps` shows; `label` names the database without it.
 */
export function databaseConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv; label: string } {
  try {
    const parsed = new URL(url);
    const password = decodeURIComponent(parsed.password);
    parsed.password = '';
    const dbname = parsed.toString();
    return { dbname, env: password ? { PGPASSWORD: password } : {}, label: dbname.replace(/\?.*$/, '') };
  } catch {
    // A key=value connection string: passed on as it is.
    return { dbname: url, env: {}, label: 'DATABASE_URL' };
  }
}

/** What a backup file is, from its first bytes. */
export function backupKind(head: Uint8Array): 'embedded' | 'postgres' | 'unknown' {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  return 'unknown';
}

/** Runs a program of PostgreSQL's client tools or the server's; its standard error goes through. */
async function runTool(
  ctx: CommandContext,
  tool: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, {
    env: { ...ctx.io.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new CliError(t('cli.backupToolMissing', { tool })) : error),
    );
    child.once('close', (exitCode) => resolve(exitCode));
  });
  return { code, stdout, stderr };
}

/** Writes the file through `FILE.partial`: a backup that fails never leaves a file that looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
    return fs.statSync(file).size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(t('cli.cannotWrite', { file, detail: (error as Error).message }));
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function dumpDatabase(ctx: CommandContext, url: string, options: BackupOptions): Promise<void> {
  const connection = databaseConnection(url);
  const file = path.resolve(options.out ?? exportFileName('rota-backup', new Date(), 'dump'));
  const bytes = await writeWhole(file, async (partial) => {
    const args = ['--format=custom', `--file=${partial}`, `--dbname=${connection.dbname}`];
    const run = await runTool(ctx, 'pg_dump', 'pg_dump', args, connection.env);
    ctx.io.stderr.write(run.stderr);
    if (run.code !== 0)
      throw new CliError(t('cli.backupToolFailed', { tool: 'pg_dump', code: run.code ?? 'signal' }));
  });
  const report = { kind: 'postgres', database: connection.label, file, bytes };
  ctx.out.result(report, () => [
    t('cli.backupDumped', { database: connection.label, file, size: sizeText(bytes) }),
  ]);
}

/**
 * `rota backup [--out FILE]`: with DATABASE_URL, `pg_dump --format=custom` of that database;
 * otherwise the snapshot of the signed-in server's embedded database (Admins only).
 */
export async function backup(ctx: CommandContext, options: BackupOptions): Promise<void> {
  const url = ctx.io.env['DATABASE_URL'];
  if (url) return dumpDatabase(ctx, url, options);
  ctx.login();
  const file = path.resolve(options.out ?? exportFileName('rota-backup', new Date(), 'tar.gz'));
  const result = await ctx.http().bytes({ url: BACKUP_PATH });
  if (!result.ok) throw failureError(ctx.server, result.error);
  const bytes = await writeWhole(file, async (partial) => fs.writeFileSync(partial, result.data));
  const report = { kind: 'embedded', server: ctx.server, file, bytes };
  ctx.out.result(report, () => [t('cli.backupSaved', { server: ctx.server, file, size: sizeText(bytes) })]);
}

function readHead(file: string): Uint8Array {
  try {
    const handle = fs.openSync(file, 'r');
    try {
      const head = Buffer.alloc(8);
      const read = fs.readSync(handle, head, 0, head.length, 0);
      return head.subarray(0, read);
    } finally {
      fs.closeSync(handle);
    }
  } catch (error) {
    throw usageError(t('cli.restoreFileUnreadable', { file, detail: (error as Error).message }));
  }
}

/** The folder to restore into: new, or an empty folder. */
function checkFolder(dir: string): void {
  if (!fs.existsSync(dir)) return;
  if (!fs.statSync(dir).isDirectory()) throw usageError(t('cli.restoreFolderIsFile', { dir }));
  if (fs.readdirSync(dir).length > 0) throw usageError(t('cli.restoreFolderNotEmpty', { dir }));
}

async function restoreDataDir(ctx: CommandContext, file: string, dataDir: string): Promise<void> {
  const dir = path.resolve(dataDir);
  checkFolder(dir);
  const entry = findServerEntry(undefined, 'restore');
  if (!entry) throw new CliError(t('cli.serverNotInstalled'));
  const run = await runTool(ctx, 'node', process.execPath, [...entry, path.resolve(file), dir]);
  if (run.code !== 0) {
    const detail = run.stderr.trim() || `exit ${run.code ?? 'signal'}`;
    throw new CliError(t('cli.restoreFailed', { detail }), run.code === 2 ? EXIT.usage : EXIT.failure);
  }
  const restored = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
    tables: number;
    rows: number;
    schemaVersion: string;
  };
  const report = { kind: 'embedded', file, dataDir: dir, ...restored };
  ctx.out.result(report, () => [
    t('cli.restored', {
      file,
      dir,
      tables: restored.tables,
      rows: restored.rows,
      schema: restored.schemaVersion,
    }),
  ]);
}

/** Tables in the database that no extension owns (PostGIS's spatial_ref_sys does not count). */
const OWN_TABLES = `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg_toast%' AND NOT EXISTS (SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

async function restoreDatabase(ctx: CommandContext, file: string, url: string): Promise<void> {
  const connection = databaseConnection(url);
  const count = await runTool(
    ctx,
    'psql',
    'psql',
    ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', `--dbname=${connection.dbname}`, '-c', OWN_TABLES],
    connection.env,
  );
  if (count.code !== 0) {
    ctx.io.stderr.write(count.stderr);
    throw new CliError(t('cli.backupToolFailed', { tool: 'psql', code: count.code ?? 'signal' }));
  }
  const tables = Number(count.stdout.trim());
  if (tables > 0)
    throw new CliError(t('cli.restoreDatabaseNotEmpty', { database: connection.label, count: tables }));
  // One transaction: a restore that fails leaves the database as empty as it was.
  const args = [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${connection.dbname}`,
    path.resolve(file),
  ];
  const run = await runTool(ctx, 'pg_restore', 'pg_restore', args, connection.env);
  ctx.io.stderr.write(run.stderr);
  if (run.code !== 0)
    throw new CliError(t('cli.backupToolFailed', { tool: 'pg_restore', code: run.code ?? 'signal' }));
  const report = { kind: 'postgres', file, database: connection.label };
  ctx.out.result(report, () => [t('cli.restoredDatabase', { file, database: connection.label })]);
}

/**
 * `rota restore FILE [--data-dir DIR]`: the file says which database it is. A snapshot of the
 * embedded database goes into the new or empty folder DIR; a pg_dump archive into the empty
 * PostgreSQL database DATABASE_URL names.
 */
export async function restore(ctx: CommandContext, file: string, options: RestoreOptions): Promise<void> {
  const kind = backupKind(readHead(file));
  if (kind === 'unknown') throw usageError(t('cli.restoreFileUnknown', { file }));
  if (kind === 'embedded') {
    if (!options.dataDir) throw usageError(t('cli.restoreNeedsDataDir', { file }));
    return restoreDataDir(ctx, file, options.dataDir);
  }
  const url = ctx.io.env['DATABASE_URL'];
  if (!url || options.dataDir) throw usageError(t('cli.restoreNeedsDatabase', { file }));
  return restoreDatabase(ctx, file, url);
}
