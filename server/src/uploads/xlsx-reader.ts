import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expandedSize, megabytes, type Limits } from './xlsx-limits.js';
import { scanWorkbook } from './xlsx-scan.js';

/** A cell as the sheet holds it: text, number, boolean, date, or nothing. */
export type SheetValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the sheet shows (the header row is 1). */
  row: number;
  /** Values by column number (index 0 is column A). */
  cells: SheetValue[];
}

export type SheetRead =
  | { ok: true; headers: (string | null)[]; rows: SheetRow[] }
  | { ok: false; messageKey: string; params?: Record<string, string | number> };

/** The plain value of an exceljs cell: rich text, links and formulas give their text or result. */
export function plainValue(value: unknown): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((p) => p.text).join('');
    if (v.result !== undefined) return plainValue(v.result);
    if (v.text !== undefined) return plainValue(v.text);
  }
  return null;
}

const blankRow = (cells: SheetValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** A sheet that cannot be read on: its message key and parameters. */
export class SheetReadError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/** Data rows handed on at a time: what the upload checks and writes together. */
export const SHEET_CHUNK_ROWS = 1_000;

/** Characters of text a chunk holds at most: a chunk of long rows is handed on earlier. */
export const SHEET_CHUNK_CHARS = 4_000_000;

/** The characters of text a row holds. */
const charsOf = (cells: readonly SheetValue[]) =>
  cells.reduce<number>((sum, cell) => sum + (typeof cell === 'string' ? cell.length : 0), 0);

export type SheetOpened =
  | {
      ok: true;
      headers: (string | null)[];
      /** The data rows a chunk at a time; throws SheetReadError past the row cap or on a broken file. */
      chunks: AsyncGenerator<SheetRow[]>;
    }
  | { ok: false; messageKey: string; params?: Record<string, string | number> };

/**
 * A read that lost part of the file: exceljs's streaming reader (over unzipper's Parse) now and
 * then ends its walk through the zip after the first worksheet, about one read in 500 of the same
 * bytes; the workbook part or the shared strings the cells point to are then never read.
 */
class IncompleteRead extends Error {}

/** Opens of one file tried before it is called unreadable (a lost read is rare and independent). */
const OPEN_ATTEMPTS = 4;

/** A cell that still points into the shared strings: the strings were never read. */
const unresolved = (value: unknown) => typeof value === 'object' && value !== null && 'sharedString' in value;

/** The rows of the first sheet with a header row, as exceljs's streaming reader gives them. */
async function* sheetRows(bytes: Buffer): AsyncGenerator<{ number: number; values: SheetValue[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells = (row.values as unknown[]).slice(1);
        if (cells.some(unresolved)) throw new IncompleteRead();
        yield { number: row.number, values: cells.map(plainValue) };
      }
      return;
    }
  } catch (error) {
    if (error instanceof IncompleteRead || error instanceof SheetReadError) throw error;
    // A workbook part that was never read fails inside exceljs as a broken file does.
    throw new IncompleteRead();
  }
}

async function* chunksOf(
  bytes: Buffer,
  opened: AsyncGenerator<{ number: number; values: SheetValue[] }>,
  first: SheetRow,
  limits: Limits,
  size: number,
): AsyncGenerator<SheetRow[]> {
  let rows = opened;
  let chunk: SheetRow[] = [first];
  let chars = charsOf(first.cells);
  let count = 1;
  // The last row number taken: a read that is lost past the header opens the file again and
  // goes on after it (rows are numbered as the sheet numbers them, the same in every read).
  let last = first.row;
  let attempts = 1;
  for (;;) {
    try {
      for await (const { number, values } of rows) {
        if (number <= last) continue;
        last = number;
        if (blankRow(values)) continue;
        if (++count > limits.maxRows)
          throw new SheetReadError('masterData.upload.tooManyRows', { max: limits.maxRows });
        chunk.push({ row: number, cells: values });
        chars += charsOf(values);
        if (chunk.length >= size || chars >= SHEET_CHUNK_CHARS) {
          yield chunk;
          chunk = [];
          chars = 0;
        }
      }
      break;
    } catch (error) {
      if (!(error instanceof IncompleteRead)) throw error;
      if (++attempts > OPEN_ATTEMPTS) throw new SheetReadError('masterData.upload.unreadable');
      rows = sheetRows(bytes);
    }
  }
  if (chunk.length) yield chunk;
}

/**
 * Opens the first sheet of an .xlsx with the streaming reader: reads the header row and hands on
 * the data rows (rows with no value skipped) a chunk at a time (at most `chunkRows` rows and
 * about SHEET_CHUNK_CHARS characters), so a long sheet is never held whole. Refused before opening
 * when the zip declares too much or when what it really holds passes a limit (`scanWorkbook`,
 * which walks it before exceljs keeps anything), and while reading when the rows pass theirs.
 */
export async function openSheet(
  bytes: Buffer,
  limits: Limits,
  chunkRows: number = SHEET_CHUNK_ROWS,
): Promise<SheetOpened> {
  const expanded = expandedSize(bytes);
  if (expanded === null) return { ok: false, messageKey: 'masterData.upload.unreadable' };
  if (expanded > limits.maxExpandedBytes)
    return {
      ok: false,
      messageKey: 'masterData.upload.expandsTooFar',
      params: { max: megabytes(limits.maxExpandedBytes) },
    };
  // What the zip really holds, walked as exceljs will walk it, before exceljs keeps any of it.
  const refusal = await scanWorkbook(bytes, limits);
  if (refusal) return { ok: false, ...refusal };
  // A lost read at the header row opens the file again here; one past it, in `chunksOf`.
  for (let attempt = 1; attempt < OPEN_ATTEMPTS; attempt++) {
    const opened = await openOnce(bytes, limits, chunkRows);
    if (opened !== 'incomplete') return opened;
  }
  const opened = await openOnce(bytes, limits, chunkRows);
  return opened === 'incomplete' ? { ok: false, messageKey: 'masterData.upload.unreadable' } : opened;
}

async function openOnce(
  bytes: Buffer,
  limits: Limits,
  chunkRows: number,
): Promise<SheetOpened | 'incomplete'> {
  const rows = sheetRows(bytes);
  let headers: (string | null)[] | null = null;
  try {
    for (;;) {
      const next = await rows.next();
      if (next.done) return { ok: false, messageKey: 'masterData.upload.noRows' };
      const { number, values } = next.value;
      if (blankRow(values)) continue;
      if (headers === null) {
        headers = values.map((v) => (v === null ? null : String(v instanceof Date ? '' : v).trim()));
        continue;
      }
      if (limits.maxRows < 1)
        return { ok: false, messageKey: 'masterData.upload.tooManyRows', params: { max: limits.maxRows } };
      return {
        ok: true,
        headers,
        chunks: chunksOf(bytes, rows, { row: number, cells: values }, limits, chunkRows),
      };
    }
  } catch (error) {
    if (error instanceof IncompleteRead) return 'incomplete';
    if (error instanceof SheetReadError)
      return { ok: false, messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
}

/** The whole first sheet at once (for small sheets and tests); the upload streams with openSheet. */
export async function readSheet(bytes: Buffer, limits: Limits): Promise<SheetRead> {
  const opened = await openSheet(bytes, limits);
  if (!opened.ok) return opened;
  const rows: SheetRow[] = [];
  try {
    for await (const chunk of opened.chunks) rows.push(...chunk);
  } catch (error) {
    if (error instanceof SheetReadError)
      return { ok: false, messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
  return { ok: true, headers: opened.headers, rows };
}
