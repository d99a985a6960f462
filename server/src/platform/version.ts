import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `/api/health` and the probes name: the server package's version and the commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

// src/platform and dist/platform both sit two folders below the package's package.json.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let known: BuildInfo | undefined;

/**
 * The version comes from `server/package.json`. The commit is `ROTA_COMMIT` when set (an image
 * built without `.git` passes it in), otherwise what git says of the checkout the server runs
 * from, read once; `unknown` when neither answers.
 */
export function buildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  if (known && !env['ROTA_COMMIT']) return known;
  const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const info = { version: manifest.version ?? 'unknown', commit: env['ROTA_COMMIT'] || gitCommit() };
  if (!env['ROTA_COMMIT']) known = info;
  return info;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: packageRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
  } catch {
    return 'unknown';
  }
}
