// Global setup of the vitest `integration` project: its tests start the built `rota` and server
// (./cli-harness.ts), so the build is brought up to date first (`tsc -b` only rebuilds what
// changed; about a second when nothing did).
//
// Then, on PGlite, one server is started in the background on a new data folder and stopped
// again: migrated and seeded with the demo operation, that folder is the template every test
// server copies (ROTA_TEST_DATA_TEMPLATE), instead of each migrating and seeding its own (about
// 9 s of the 13 s a server takes to start here). The folder says `ready` or `failed` when done.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, seedDataTemplate } from './cli-harness.js';

export function setup(): (() => Promise<void>) | undefined {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('tsc -b failed: the integration tests need the build');
  if (process.env['DATABASE_URL']) return undefined;

  const holder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-template-'));
  process.env['ROTA_TEST_DATA_TEMPLATE'] = holder;
  const done = seedDataTemplate(path.join(holder, 'data')).then(
    () => fs.writeFileSync(path.join(holder, 'ready'), ''),
    (error: unknown) =>
      fs.writeFileSync(path.join(holder, 'failed'), error instanceof Error ? error.message : String(error)),
  );
  return async () => {
    await done;
    fs.rmSync(holder, { recursive: true, force: true });
  };
}
