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

/**
 * Column widths that fit `width`: first the gap narrows to one space, then text columns give
 * up a character at a time (widest first, down to 8), then number columns lose header
 * characters down to their widest value (a number is never cut), then text down to 3.
 */
function fitWidths(
  natural: readonly number[],
  values: readonly number[],
  right: ReadonlySet<number>,
  width: number | null,
): { widths: number[]; gap: number } {
  const widths = [...natural];
  const total = (gap: number) => widths.reduce((sum, w) => sum + w, 0) + gap * (widths.length - 1);
  if (width === null || total(2) <= width) return { widths, gap: 2 };
  const floors: ((i: number) => number | null)[] = [
    (i) => (right.has(i) ? null : Math.min(natural[i] ?? 0, 8)),
    (i) => (right.has(i) ? Math.max(values[i] ?? 0, 1) : null),
    (i) => (right.has(i) ? null : Math.min(natural[i] ?? 0, 3)),
  ];
  for (const floor of floors) {
    while (total(1) > width) {
      let widest = -1;
      for (let i = 0; i < widths.length; i++) {
        const min = floor(i);
        if (
          min !== null &&
          (widths[i] ?? 0) > min &&
          (widest < 0 || (widths[i] ?? 0) > (widths[widest] ?? 0))
        )
          widest = i;
      }
      if (widest < 0) break;
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  }
  return { widths, gap: 1 };
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
  const values = headers.map((_h, i) => Math.max(0, ...rows.map((r) => (r[i] ?? '').length)));
  const natural = headers.map((h, i) => Math.max(h.length, values[i] ?? 0));
  const right = new Set(options.right ?? []);
  const { widths, gap } = fitWidths(natural, values, right, options.width ?? null);
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => {
        const w = widths[i] ?? 0;
        const text = cut(c, w);
        return right.has(i) ? text.padStart(w) : text.padEnd(w);
      })
      .join(' '.repeat(gap))
      .trimEnd();
  return [format(headers), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)];
}
