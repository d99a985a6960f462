// Global setup of the vitest `integration` project: its tests start the built `rota` and server
// (cli/src/testing/cli-harness.ts), so the build is brought up to date first (`tsc -b` only
// rebuilds what changed; about a second when nothing did).
//
// Then, on PGlite, one server is started in the background on a new data folder and stopped
// again: migrated and seeded with the demo operation, that folder is the template every test
// server copies (ROTA_TEST_DATA_TEMPLATE), instead of each migrating and seeding its own (about
// 9 s of the 13 s a server takes to start here). The folder says `ready` or `failed` when done.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on `dataDir`, waits until it answers, stops it and waits for it to exit. */
async function seedTemplate(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ROTA_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the template server exited with ${code}:\n${log}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the template server did not start:\n${log}`);
}

export function setup() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('tsc -b failed: the integration tests need the build');
  if (process.env.DATABASE_URL) return undefined;

  const holder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-template-'));
  const dataDir = path.join(holder, 'data');
  process.env.ROTA_TEST_DATA_TEMPLATE = holder;
  const done = seedTemplate(dataDir).then(
    () => fs.writeFileSync(path.join(holder, 'ready'), ''),
    (error) => fs.writeFileSync(path.join(holder, 'failed'), String(error?.message ?? error)),
  );
  return async () => {
    await done;
    fs.rmSync(holder, { recursive: true, force: true });
  };
}
