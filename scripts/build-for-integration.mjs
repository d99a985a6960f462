// Global setup of the vitest `integration` project: its tests start the built `rota` and server
// (cli/src/testing/cli-harness.ts), so the build is brought up to date first (`tsc -b` only
// rebuilds what changed; about a second when nothing did).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function setup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('tsc -b failed: the integration tests need the build');
}
