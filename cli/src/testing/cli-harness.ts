import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (cli/src/testing or cli/dist/testing, three levels up). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The programs as users run them: the built `rota` and server (`tsc -b` output). The
 * integration project's global setup (scripts/build-for-integration.mjs) brings the build up to
 * date before any test starts them, so a test never runs an older build than the sources.
 */
const rotaBin = path.join(repoRoot, 'cli/bin/rota.js');
const serverMain = path.join(repoRoot, 'server/dist/main.js');

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string;
  readonly cwd?: string;
  /** Keep standard input open (the caller writes to it). */
  readonly keepStdinOpen?: boolean;
}

export interface RunningCli {
  readonly child: ChildProcess;
  readonly done: Promise<RunResult>;
  stdout(): string;
  stderr(): string;
}

/** Starts `rota ARGS` as a child process with pipes (no terminal, as in CI). */
export function startRota(args: readonly string[], options: RunOptions = {}): RunningCli {
  const child = spawn(process.execPath, [rotaBin, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (options.input !== undefined) child.stdin?.write(options.input);
  if (!options.keepStdinOpen) child.stdin?.end();
  const done = new Promise<RunResult>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done, stdout: () => stdout, stderr: () => stderr };
}

export function runRota(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return startRota(args, options).done;
}

/** The command line that runs `rota ARGS`. */
export function rotaCommandLine(args: readonly string[]): string[] {
  return [process.execPath, rotaBin, ...args];
}

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Starts `rota ARGS` on a real pseudo-terminal (util-linux `script`), as a person at a terminal
 * runs it: prompts ask, Ink draws, Ctrl-C (\x03 written to stdin) goes through the terminal.
 * `env` replaces the environment (no NO_COLOR unless given); the exit code is rota's own.
 */
export function startRotaInTerminal(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): RunningCli {
  const command = rotaCommandLine(args).map(shellQuote).join(' ');
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: process.env['HOME'] ?? '/tmp',
      TERM: 'xterm-256color',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<RunResult>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done, stdout: () => stdout, stderr: () => stderr };
}

export interface TestServer {
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * With DATABASE_URL (the PostgreSQL run of the suite), a new database on that server for one
 * test file, dropped again when its server stops: runs never meet each other's jobs.
 */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const url = process.env['DATABASE_URL'];
  if (!url) return null;
  const { default: pg } = await import('pg');
  const name = `rota_cli_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The data folder of a server that was started once with demo data and stopped (the integration
 * project's global setup makes it: scripts/build-for-integration.mjs), once it is ready; null
 * where there is none (another runner, or DATABASE_URL) or it could not be made.
 */
async function seededTemplate(timeoutMs: number): Promise<string | null> {
  const holder = process.env['ROTA_TEST_DATA_TEMPLATE'];
  if (!holder || !fs.existsSync(holder)) return null;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(path.join(holder, 'ready'))) return path.join(holder, 'data');
    if (fs.existsSync(path.join(holder, 'failed'))) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/**
 * Starts the built Rota server on a fresh data folder (PGlite with demo data), or on
 * a fresh database of the PostgreSQL server that DATABASE_URL names. On PGlite the folder is a
 * copy of the seeded template when there is one, so the server does not migrate and seed again.
 */
export async function startServer(timeoutMs = 150_000): Promise<TestServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-data-'));
  const database = await freshDatabase();
  const template = database ? null : await seededTemplate(timeoutMs);
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ROTA_DEMO: 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not start on ${url}:\n${log}`);
}

/** A fresh, empty config folder for one test's sign-ins. */
export function tempConfigDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-config-'));
}
