import fs from 'node:fs';
import path from 'node:path';
import type { CommandContext } from '../context.js';
import { t } from '../messages.js';
import { CliError } from './cli-error.js';

/** `--out -`: the file goes to standard output, the command's own report to standard error. */
export const STDOUT = '-';

/** The file to write: `-` as it is, else the absolute path of --out or of the default name. */
export function outTarget(out: string | undefined, defaultName: string): string {
  const chosen = out ?? defaultName;
  return chosen === STDOUT ? STDOUT : path.resolve(chosen);
}

export function writeOut(ctx: CommandContext, file: string, content: string | Uint8Array): void {
  if (file === STDOUT) {
    ctx.io.stdout.write(content);
    return;
  }
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    throw new CliError(t('cli.cannotWrite', { file, detail: (error as Error).message }));
  }
}

/** The report of a written file: on standard error when the file itself took standard output. */
export function reportOut(ctx: CommandContext, file: string, value: unknown, line: string): void {
  if (file === STDOUT) ctx.out.note(ctx.structured ? JSON.stringify(value) : line);
  else ctx.out.result(value, () => [line]);
}
