import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tool's version: cli/package.json's, read beside src/ or dist/ so it cannot drift. */
export function cliVersion(): string {
  const file = path.join(packageRoot, 'package.json');
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}

/**
 * The commit the tool runs from, named as the server names its own in `/api/health`:
 * `ROTA_COMMIT` when set (an install without `.git`), else git's `HEAD` of the checkout, else
 * `unknown`.
 */
export function cliCommit(env: NodeJS.ProcessEnv = process.env): string {
  if (env['ROTA_COMMIT']) return env['ROTA_COMMIT'];
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
