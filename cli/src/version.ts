import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tool's version: cli/package.json's, read beside src/ or dist/ so it cannot drift. */
export function cliVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}
