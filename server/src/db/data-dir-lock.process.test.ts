import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scale-out/processes.js';
import { DATA_DIR_LOCK_FILE } from './data-dir-lock.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainScript = path.join(repoRoot, 'server/src/main.ts');

interface Server {
  child: ChildProcess;
  output(): string;
  /** The exit code, or undefined when the process still runs after `timeoutMs`. */
  exit(timeoutMs: number): Promise<number | null | undefined>;
}

/** `npm start`'s server from sources, on the embedded database in `dataDir`. */
async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--conditions=@rota/source', '--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ROTA_DEMO: 'true',
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
      PGLITE_SHARED_BUFFERS: '16MB',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exit: (timeoutMs) =>
      Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs))]),
  };
}

async function running(server: Server, timeoutMs = 180_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!/Rota is running on/.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`the server ended: ${server.output()}`);
    if (Date.now() > end) throw new Error(`the server did not start: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-lock-process-'));
const started: Server[] = [];
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const onServer = !!process.env['DATABASE_URL'];

describe.skipIf(onServer)(
  `one server per embedded data folder${onServer ? " (skipped: DATABASE_URL is set, and the lock is the embedded database's)" : ''}`,
  () => {
    it('refuses a second server on the folder and starts again after the first was killed', async () => {
      const first = await startServer(dataDir);
      started.push(first);
      await running(first);

      const second = await startServer(dataDir);
      started.push(second);
      const code = await second.exit(60_000);
      expect(code, second.output()).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid} on`);
      expect(second.output()).not.toMatch(/Rota is running/);

      first.child.kill('SIGKILL');
      await first.exit(30_000);
      const third = await startServer(dataDir);
      started.push(third);
      await running(third);
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8')) as {
        pid: number;
      };
      expect(lock.pid).toBe(third.child.pid);

      third.child.kill('SIGTERM');
      expect(await third.exit(30_000), third.output()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    }, 420_000);
  },
);
