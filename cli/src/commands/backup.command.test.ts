import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

/** `rota backup` and `rota restore` as an operator runs them, on both databases. */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-backup-test-'));
const config = tempConfigDir();
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(config, { recursive: true, force: true });
}, 60_000);

// The CLI never sees DATABASE_URL here unless a call gives it: the embedded path is the default.
const rota = (args: readonly string[], env: Record<string, string> = {}, input?: string) =>
  runRota(args, {
    env: { ROTA_CONFIG_DIR: config, DATABASE_URL: '', ...env },
    ...(input === undefined ? {} : { input }),
  });

async function signIn(server: TestServer): Promise<void> {
  const login = ['--server', server.url, 'login', '--email', 'admin@demo.rota', '--password-stdin'];
  expect((await rota(login, {}, 'Demo!2345\n')).code).toBe(0);
}

/**
 * What the restored server must answer the same: the job written just before the backup, and
 * every row of the master data an operation plans with (read over HTTP with the CLI's sign-in).
 */
async function readBack(server: TestServer): Promise<unknown[]> {
  const logins = JSON.parse(fs.readFileSync(path.join(config, 'logins.json'), 'utf8')) as {
    logins: Record<string, { token: string }>;
  };
  const token = logins.logins[server.url]?.token;
  const reads = ['jobs/BACKUP-1/job-input', 'orders', 'locations', 'vehicles', 'driver/drivers', 'regions'];
  return Promise.all(
    reads.map(async (read) => {
      const answer = await fetch(`${server.url}/api/${read}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, read).toBe(200);
      return { read, data: ((await answer.json()) as { data: unknown }).data };
    }),
  );
}

describe('rota backup and rota restore, embedded database', () => {
  it.skipIf(!!process.env['DATABASE_URL'])(
    'backs up a running server and restores into a new folder that a server starts on with every row',
    async () => {
      const server = await startServer();
      servers.push(server);
      await signIn(server);
      // A row written just before the backup, while the server runs.
      const created = await rota([
        'jobs',
        'create',
        'BACKUP-1',
        '--center',
        '1',
        '--all-orders',
        '--all-vehicles',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const before = await readBack(server);
      // The demo's orders, hundreds of them: a restore that lost rows cannot answer the same.
      expect(JSON.stringify(before[1]).length).toBeGreaterThan(10_000);

      const file = path.join(work, 'rota.tar.gz');
      const backup = await rota(['backup', '--out', file, '--json']);
      expect(backup.code, backup.stderr).toBe(0);
      expect(JSON.parse(backup.stdout)).toMatchObject({
        kind: 'embedded',
        file,
        bytes: fs.statSync(file).size,
      });
      await server.stop();

      const restored = path.join(work, 'restored');
      const restore = await rota(['restore', file, '--data-dir', restored]);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(new RegExp(`^Restored .* into ${restored}: \\d+ tables, \\d+ rows`));

      const revived = await startServer(150_000, { dataDir: restored });
      servers.push(revived);
      // A new folder has a new token key: the operator signs in again.
      await signIn(revived);
      expect(await readBack(revived)).toEqual(before);
    },
    240_000,
  );
});

const hasTool = (tool: string) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
const postgresUrl = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresReason = (() => {
  const missing = ['pg_dump', 'pg_restore', 'psql', 'pg_isready'].filter((tool) => !hasTool(tool));
  if (missing.length > 0) return `${missing.join(', ')} not installed`;
  const ready = spawnSync('pg_isready', ['--dbname', postgresUrl], { stdio: 'ignore' });
  return ready.status === 0 ? null : `no PostgreSQL server answers at ${postgresUrl}`;
})();
if (postgresReason) console.log(`Skipping the PostgreSQL round trip of rota backup: ${postgresReason}.`);

const psql = (url: string, command: string) => {
  const run = spawnSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', command], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
  return run.stdout.trim();
};
const databaseUrl = (name: string) => {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('rota backup and rota restore, PostgreSQL', () => {
  it.skipIf(postgresReason !== null)(
    'dumps a database with pg_dump and restores it into an empty one, refusing one that is not',
    async () => {
      const suffix = crypto.randomBytes(4).toString('hex');
      const [source, target] = [`rota_backup_src_${suffix}`, `rota_backup_dst_${suffix}`];
      psql(postgresUrl, `CREATE DATABASE ${source}`);
      psql(postgresUrl, `CREATE DATABASE ${target}`);
      try {
        psql(
          databaseUrl(source),
          `CREATE SCHEMA queue; CREATE TABLE queue.job (id serial PRIMARY KEY, name text);
           CREATE TABLE orders (id serial PRIMARY KEY, ref text UNIQUE, weight numeric);
           INSERT INTO orders (ref, weight) SELECT 'ORD-' || g, g / 10.0 FROM generate_series(1, 2000) g;
           INSERT INTO queue.job (name) VALUES ('solve')`,
        );
        const file = path.join(work, 'rota.dump');
        const backup = await rota(['backup', '--out', file], { DATABASE_URL: databaseUrl(source) });
        expect(backup.code, backup.stderr).toBe(0);
        expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

        const restore = await rota(['restore', file], { DATABASE_URL: databaseUrl(target) });
        expect(restore.code, restore.stderr).toBe(0);
        const read = `SELECT count(*), sum(weight), max(ref) FROM orders`;
        expect(psql(databaseUrl(target), read)).toBe(psql(databaseUrl(source), read));
        expect(psql(databaseUrl(target), `SELECT name FROM queue.job`)).toBe('solve');
        // The sequence goes on where it was: a new row gets a new key.
        expect(psql(databaseUrl(target), `INSERT INTO orders (ref) VALUES ('NEW') RETURNING id`)).toBe(
          '2001',
        );

        const over = await rota(['restore', file], { DATABASE_URL: databaseUrl(source) });
        expect(over.code).toBe(1);
        expect(over.stderr).toContain('already holds 2 tables');
      } finally {
        psql(postgresUrl, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
        psql(postgresUrl, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      }
    },
    60_000,
  );
});
