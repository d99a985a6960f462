import type { Writable } from 'node:stream';

export interface FieldIssueText {
  readonly field: string;
  readonly message: string;
}

/** What a command writes: JSON with --json, lines a person reads otherwise. */
export interface Output {
  readonly json: boolean;
  /** The command's answer: `value` as JSON, or the lines. */
  result(value: unknown, lines: () => readonly string[]): void;
  /** A line for a person on stdout (nothing with --json). */
  line(text: string): void;
  /** A diagnostic on stderr (always). */
  note(text: string): void;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

export function createOutput(stdout: Writable, stderr: Writable, json: boolean): Output {
  return {
    json,
    stdout,
    stderr,
    result(value, lines) {
      if (json) stdout.write(`${JSON.stringify(value)}\n`);
      else for (const text of lines()) stdout.write(`${text}\n`);
    },
    line(text) {
      if (!json) stdout.write(`${text}\n`);
    },
    note(text) {
      stderr.write(`${text}\n`);
    },
  };
}

/** A plain text table: columns padded to their widest cell. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(headers), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)];
}
