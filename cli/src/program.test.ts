import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProgram, runCli } from './program.js';
import type { CliIo } from './context.js';
import { sampleLogin } from './testing/login-token.fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** In-process streams: no terminal, as in CI. */
function fakeIo(env: Record<string, string> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  stdin.end();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-unit-'));
  dirs.push(config);
  const io: CliIo = { stdout, stderr, stdin, env: { ROTA_CONFIG_DIR: config, ...env } };
  return { io, out: () => out, err: () => err };
}

const run = (args: string[], env?: Record<string, string>) => {
  const fake = fakeIo(env);
  return runCli(['node', 'rota', ...args], fake.io).then((code) => ({
    code,
    out: fake.out(),
    err: fake.err(),
  }));
};

describe('rota program', () => {
  it('defaults the server address to localhost:8080', () => {
    const program = buildProgram(fakeIo().io);
    const jobs = program.commands.find((c) => c.name() === 'jobs');
    expect(program.opts()['server'] ?? program.getOptionValue('server')).toBe('http://localhost:8080');
    expect(jobs?.commands.map((c) => c.name())).toEqual([
      'list',
      'create',
      'queue',
      'rerun',
      'delete',
      'watch',
      'summary',
      'show',
      'versions',
      'diff',
      'approve',
      'discard',
      'drivers',
    ]);
  });

  it('prints help on every command and exits 0', async () => {
    for (const args of [
      ['--help'],
      ['jobs', '--help'],
      ['jobs', 'watch', '--help'],
      ['solve', '--help'],
      ['export', '--help'],
    ]) {
      const result = await run(args);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/^Usage: rota/);
    }
    const login = await run(['login', '--help']);
    expect(login.out).toContain('--password-stdin');
    expect(login.out).toContain('--phone <phone>');
  });

  it('exits 2 on usage errors and says what was wrong', async () => {
    const unknown = await run(['jobs', 'frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown command 'frobnicate'");
    const missing = await run(['solve']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--instance <file>' not specified");
    const limit = await run(['jobs', 'list', '--limit', '0']);
    expect(limit.code).toBe(2);
    expect(limit.err).toContain('--limit');
  });

  it('exits 1 naming the missing sign-in, and --json prints the error as JSON', async () => {
    const result = await run(['--server', 'http://rota.example:9000/', '--json', 'whoami']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toEqual({
      error: {
        code: 'NOT_SIGNED_IN',
        message:
          'Not signed in to http://rota.example:9000. Run `rota login --server http://rota.example:9000` first.',
        issues: [],
      },
    });
    expect(result.err).toContain('rota: Not signed in to http://rota.example:9000');
  });

  it('takes the server from ROTA_SERVER when --server is absent', async () => {
    const result = await run(['whoami'], { ROTA_SERVER: 'http://elsewhere:1234' });
    expect(result.err).toContain('Not signed in to http://elsewhere:1234');
  });

  it('says the server cannot be reached', async () => {
    const fake = fakeIo();
    const file = path.join(fake.io.env['ROTA_CONFIG_DIR']!, 'logins.json');
    const server = 'http://127.0.0.1:9';
    const login = sampleLogin({ expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    fs.writeFileSync(file, JSON.stringify({ logins: { [server]: login } }));
    const code = await runCli(['node', 'rota', '--server', server, 'jobs', 'list'], fake.io);
    expect(code).toBe(1);
    expect(fake.err()).toContain(`Cannot reach the server at ${server}`);
  });

  it('says when the stored sign-in has expired', async () => {
    const fake = fakeIo();
    const file = path.join(fake.io.env['ROTA_CONFIG_DIR']!, 'logins.json');
    const login = sampleLogin({ expiresAt: '2020-01-01T00:00:00.000Z' });
    fs.writeFileSync(file, JSON.stringify({ logins: { 'http://localhost:8080': login } }));
    const code = await runCli(['node', 'rota', 'jobs', 'list'], fake.io);
    expect(code).toBe(1);
    expect(fake.err()).toContain('expired at 2020-01-01T00:00:00.000Z');
  });
});
