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
 * integration project's global setup (./integration-setup.ts) brings the build up to
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

export interface PipedResult {
  /** rota's own exit code. */
  readonly code: number | null;
  /** What came out of the other end of the pipe, byte for byte. */
  readonly stdout: Buffer;
  readonly stderr: string;
}

/**
 * Runs `rota ARGS | READER` in a shell, so standard output is a real pipe as at a prompt
 * (`spawn`'s own pipes are socket pairs, which hold more). The default reader starts reading
 * only after a second: the pipe is full while rota writes and ends.
 */
export function runRotaThroughPipe(
  args: readonly string[],
  options: RunOptions & { readonly reader?: string } = {},
): Promise<PipedResult> {
  const reader = options.reader ?? '{ sleep 1; cat; }';
  const child = spawn(
    'bash',
    ['-c', `"$@" | ${reader}; exit "\${PIPESTATUS[0]}"`, 'bash', ...rotaCommandLine(args)],
    {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: Buffer[] = [];
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks), stderr }));
  });
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
  /** Kills the server process at once (SIGKILL), as a crash would end it; `stop` still cleans up. */
  kill(): Promise<void>;
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
 * project's global setup makes it: ./integration-setup.ts), once it is ready; null
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

/** A built server process listening (once up) on `url`, and what it has printed so far. */
interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  log(): string;
}

/** Starts the built server with demo data on `dataDir` (and `env`), on a free port. */
async function spawnServer(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ROTA_DEMO: 'true',
      // A job asks for whole minutes of solving; the tests' solves stop sooner.
      ROTA_SOLVER_MAX_RUNTIME_MS: '8000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { url: `http://localhost:${port}`, child, log: () => log };
}

/** Whether the server answers its health check before `timeoutMs` (false once it has exited). */
async function answers(server: ServerProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Stops the process (SIGTERM, then SIGKILL after `graceMs`); its exit code, null when killed. */
async function stopProcess(child: ChildProcess, graceMs: number): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    if (child.exitCode === null && child.signalCode === null) {
      const killed = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await killed;
    }
  }
  return child.exitCode;
}

/**
 * Migrates and seeds `dataDir` with the demo operation: a server is started on it, and stopped
 * once it answers. It must stop cleanly (exit 0), so that the folder can be copied as it is.
 */
export async function seedDataTemplate(dataDir: string, timeoutMs = 150_000): Promise<void> {
  const server = await spawnServer(dataDir);
  const up = await answers(server, timeoutMs);
  const code = await stopProcess(server.child, 30_000);
  if (!up) throw new Error(`The template server did not start:\n${server.log()}`);
  if (code !== 0) throw new Error(`The template server exited with ${code}:\n${server.log()}`);
}

/**
 * Starts the built Rota server on a fresh data folder (PGlite with demo data), or on
 * a fresh database of the PostgreSQL server that DATABASE_URL names. On PGlite the folder is a
 * copy of the seeded template when there is one, so the server does not migrate and seed again.
 * `dataDir` starts it on that embedded data folder as it is instead (removed again by `stop`).
 */
export async function startServer(
  timeoutMs = 150_000,
  options: { readonly dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-data-'));
  const database = options.dataDir ? null : await freshDatabase();
  const template = database || options.dataDir ? null : await seededTemplate(timeoutMs);
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const server = await spawnServer(
    dataDir,
    database ? { DATABASE_URL: database.url } : options.dataDir ? { DATABASE_URL: '' } : {},
  );
  const stop = async () => {
    await stopProcess(server.child, 12_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const kill = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
  };
  if (await answers(server, timeoutMs)) return { url: server.url, dataDir, kill, stop };
  await stop();
  throw new Error(`The server did not start on ${server.url}:\n${server.log()}`);
}

/** A fresh, empty config folder for one test's sign-ins. */
export function tempConfigDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-config-'));
}
