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

export interface TableOptions {
  /** The terminal's width: wide text columns are cut (with …) until the table fits. */
  readonly width?: number | null;
  /** Columns aligned right (numbers, durations, distances). */
  readonly right?: readonly number[];
}

const GAP = 2;
const MIN_COLUMN = 6;

/** Column widths that fit `width`: the widest column gives up a character at a time. */
function fitWidths(natural: readonly number[], headers: readonly string[], width: number | null): number[] {
  const widths = [...natural];
  if (width === null) return widths;
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP * (widths.length - 1);
  while (total() > width) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      const floor = Math.min(natural[i] ?? 0, Math.max(MIN_COLUMN, Math.min(headers[i]?.length ?? 0, 12)));
      if ((widths[i] ?? 0) > floor && (widest < 0 || (widths[i] ?? 0) > (widths[widest] ?? 0))) widest = i;
    }
    if (widest < 0) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
  return widths;
}

function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/** A plain text table: columns padded to their widest cell, cut to fit the terminal's width. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): string[] {
  const natural = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const widths = fitWidths(natural, headers, options.width ?? null);
  const right = new Set(options.right ?? []);
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => {
        const w = widths[i] ?? 0;
        const text = cut(c, w);
        return right.has(i) ? text.padStart(w) : text.padEnd(w);
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  return [format(headers), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)];
}
