import type { Writable } from 'node:stream';

export interface FieldIssueText {
  readonly field: string;
  readonly message: string;
}

/** How a command's answer is printed: for people (table), or for scripts (json, yaml, csv). */
export const OUTPUT_FORMATS = ['table', 'json', 'yaml', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What a command writes: its answer in the chosen format, lines a person reads otherwise. */
export interface Output {
  readonly format: OutputFormat;
  /** The answer is JSON (`--json`, `-o json`). */
  readonly json: boolean;
  /** The answer is for a script (json, yaml or csv): no lines for people on standard output. */
  readonly structured: boolean;
  /** The command's answer: `value` in the format, or the lines. One per run. */
  result(value: unknown, lines: () => readonly string[]): void;
  /**
   * One update of a streaming command: a JSON line (NDJSON), a YAML document, CSV rows (the
   * header once); nothing in the table format (the command prints its own lines).
   */
  record(value: unknown): void;
  /** A line for a person on stdout (nothing in a structured format). */
  line(text: string): void;
  /** A diagnostic on stderr (always). */
  note(text: string): void;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/** What standard output has carried so far: an error then goes where it keeps the output one document. */
let written: 'nothing' | 'document' | 'stream' = 'nothing';
let headers = true;

export function stdoutCarries(): typeof written {
  return written;
}

/** `--no-headers`: tables and CSV without their header row. */
export function setHeaders(shown: boolean): void {
  headers = shown;
}

type Row = Record<string, unknown>;

function rowsOf(value: unknown): Row[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Row) : { value: item },
  );
}

function fieldsOf(rows: readonly Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) fields.add(field);
  return [...fields];
}

function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV of a value (a list gives a row per item; nested values as JSON): LF lines, a final newline. */
export function csvOf(value: unknown, fields?: readonly string[], withHeader = headers): string {
  const rows = rowsOf(value);
  const columns = fields ?? fieldsOf(rows);
  if (columns.length === 0) return '';
  const lines = rows.map((row) => columns.map((c) => csvCell(row[c])).join(','));
  if (withHeader) lines.unshift(columns.map(csvCell).join(','));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

const PLAIN_KEY = /^[A-Za-z_][\w.-]*$/;

function yamlScalar(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '.nan';
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(String(value));
}

function yamlLines(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}[]`];
    return value.flatMap((item) => {
      const inner = yamlLines(item, `${indent}  `);
      const first = (inner[0] ?? '').slice(indent.length + 2);
      return isNested(item) ? [`${indent}- ${first}`, ...inner.slice(1)] : [`${indent}- ${yamlScalar(item)}`];
    });
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Row).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return [`${indent}{}`];
    return entries.flatMap(([key, v]) => {
      const name = PLAIN_KEY.test(key) ? key : JSON.stringify(key);
      if (isNested(v)) return [`${indent}${name}:`, ...yamlLines(v, `${indent}  `)];
      return [`${indent}${name}: ${isEmpty(v) ? (Array.isArray(v) ? '[]' : '{}') : yamlScalar(v)}`];
    });
  }
  return [`${indent}${yamlScalar(value)}`];
}

const isEmpty = (v: unknown) => v !== null && typeof v === 'object' && Object.keys(v as object).length === 0;
const isNested = (v: unknown) => v !== null && typeof v === 'object' && !isEmpty(v);

/** YAML of a JSON value (block style, strings quoted as JSON strings, which YAML reads). */
export function yamlOf(value: unknown): string {
  return `${yamlLines(JSON.parse(JSON.stringify(value ?? null)) as unknown, '').join('\n')}\n`;
}

export function createOutput(
  stdout: Writable,
  stderr: Writable,
  format: OutputFormat | boolean = 'table',
): Output {
  const chosen: OutputFormat = format === true ? 'json' : format === false ? 'table' : format;
  let csvFields: string[] | null = null;
  return {
    format: chosen,
    json: chosen === 'json',
    structured: chosen !== 'table',
    stdout,
    stderr,
    result(value, lines) {
      written = 'document';
      if (chosen === 'json') stdout.write(`${JSON.stringify(value)}\n`);
      else if (chosen === 'yaml') stdout.write(yamlOf(value));
      else if (chosen === 'csv') stdout.write(csvOf(value));
      else for (const text of lines()) stdout.write(`${text}\n`);
    },
    record(value) {
      if (chosen === 'table') return;
      written = 'stream';
      if (chosen === 'json') stdout.write(`${JSON.stringify(value)}\n`);
      else if (chosen === 'yaml') stdout.write(`---\n${yamlOf(value)}`);
      else {
        const first = csvFields === null;
        csvFields ??= fieldsOf(rowsOf(value));
        stdout.write(csvOf(value, csvFields, first && headers));
      }
    },
    line(text) {
      if (chosen === 'table') stdout.write(`${text}\n`);
    },
    note(text) {
      stderr.write(`${text}\n`);
    },
  };
}

const headersShown = () => headers;

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
  const body = rows.map(format);
  return headersShown() ? [format(headers), format(widths.map((w) => '-'.repeat(w))), ...body] : body;
}
