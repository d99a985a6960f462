import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../context.js';
import { runCli } from '../program.js';
import { backupKind, databaseConnection } from './backup.actions.js';
import { versionRequest } from './version.actions.js';

/** What `rota backup`, `rota restore` and `rota --version` decide before any server or tool answers. */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-backup-unit-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function run(args: string[], env: Record<string, string> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  stdin.end();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  const io: CliIo = { stdout, stderr, stdin, env: { ROTA_CONFIG_DIR: path.join(work, 'config'), ...env } };
  const code = await runCli(['node', 'rota', ...args], io);
  return { code, out, err };
}

const file = (name: string, content: string | Uint8Array) => {
  const at = path.join(work, name);
  fs.writeFileSync(at, content);
  return at;
};

describe('rota restore: the file says where it goes', () => {
  const snapshot = file('rota.tar.gz', Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]));
  const dump = file('rota.dump', 'PGDMP\x01\x0e\x00');

  it('tells the two kinds of backup apart, and neither from other files', () => {
    expect(backupKind(fs.readFileSync(snapshot))).toBe('embedded');
    expect(backupKind(fs.readFileSync(dump))).toBe('postgres');
    expect(backupKind(Buffer.from('PK\x03\x04'))).toBe('unknown');
  });

  it('answers every wrong combination with exit 2 and what to do', async () => {
    const cases: [string[], Record<string, string>, string][] = [
      [['restore', file('notes.txt', 'hello')], {}, 'is not a Rota backup'],
      [['restore', path.join(work, 'missing.tar.gz')], {}, 'Cannot read the backup'],
      [['restore', snapshot], {}, 'name the new folder to restore it into with --data-dir DIR'],
      [['restore', dump], {}, 'set DATABASE_URL to the empty PostgreSQL database'],
      [
        ['restore', dump, '--data-dir', path.join(work, 'new')],
        { DATABASE_URL: 'postgres://x/y' },
        'leave out --data-dir',
      ],
    ];
    for (const [args, env, message] of cases) {
      const result = await run(args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toContain(message);
    }
  });

  it('refuses a folder that holds anything, and a file in place of the folder', async () => {
    const full = path.join(work, 'full');
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'jwt-secret'), 'x');
    const refused = await run(['restore', snapshot, '--data-dir', full]);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      `rota: ${full} is not empty: restore into a new or empty folder, never over a database.\n`,
    );
    const onFile = await run(['restore', snapshot, '--data-dir', snapshot]);
    expect(onFile.code).toBe(2);
    expect(onFile.err).toContain('is a file');
  });
});

describe('rota backup on PostgreSQL', () => {
  it('names the missing tool when pg_dump is not installed, and leaves no file', async () => {
    const out = path.join(work, 'none.dump');
    const result = await run(['backup', '--out', out], {
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none',
      PATH: path.join(work, 'no-tools'),
    });
    expect(result.code).toBe(1);
    expect(result.err).toContain('pg_dump was not found: install the PostgreSQL client tools');
    expect(fs.existsSync(out)).toBe(false);
  });

  it('keeps the password off the command line and out of messages', () => {
    expect(databaseConnection('postgres://rota:s%40cret@db:5432/rota?sslmode=require')).toEqual({
      dbname: 'postgres://rota@db:5432/rota?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
      label: 'postgres://rota@db:5432/rota',
    });
  });
});

describe('rota --version', () => {
  it('is asked only alone, with the global --server and --json', () => {
    expect(versionRequest(['--version'])).toEqual({ server: undefined });
    expect(versionRequest(['--json', '--server', 'http://x:1', '-V'])).toEqual({ server: 'http://x:1' });
    expect(versionRequest(['--server=http://x:1', '--version'])).toEqual({ server: 'http://x:1' });
    expect(versionRequest(['jobs', 'list', '--version'])).toBeNull();
    expect(versionRequest(['--json'])).toBeNull();
  });

  it("prints the tool's version and commit, and says when the named server does not answer", async () => {
    const alone = await run(['--version', '--json']);
    expect(alone.code).toBe(0);
    expect(JSON.parse(alone.out)).toEqual({
      version: expect.any(String),
      commit: expect.any(String),
      server: null,
    });
    const lost = await run(['--server', 'http://127.0.0.1:9', '--version']);
    expect(lost.code).toBe(0);
    expect(lost.out).toMatch(/^rota \S+ \(commit \S+\)\n$/);
    expect(lost.err).toContain('server http://127.0.0.1:9: version unknown (connection refused');
  });
});
