import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expandedSize, megabytes, type Limits } from './xlsx-limits.js';

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

/**
 * Reads the first sheet of an .xlsx with the streaming reader: the header row and the data rows
 * (rows with no value are skipped). Refused before opening when the zip's entries expand past
 * the cap, and while reading when the rows pass theirs.
 */
export async function readSheet(bytes: Buffer, limits: Limits): Promise<SheetRead> {
  const expanded = expandedSize(bytes);
  if (expanded === null) return { ok: false, messageKey: 'masterData.upload.unreadable' };
  if (expanded > limits.maxExpandedBytes)
    return {
      ok: false,
      messageKey: 'masterData.upload.expandsTooFar',
      params: { max: megabytes(limits.maxExpandedBytes) },
    };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  let headers: (string | null)[] | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(plainValue);
        if (headers === null) {
          if (blankRow(values)) continue;
          headers = values.map((v) => (v === null ? null : String(v instanceof Date ? '' : v).trim()));
          continue;
        }
        if (blankRow(values)) continue;
        if (rows.length >= limits.maxRows)
          return { ok: false, messageKey: 'masterData.upload.tooManyRows', params: { max: limits.maxRows } };
        rows.push({ row: row.number, cells: values });
      }
      break;
    }
  } catch {
    return { ok: false, messageKey: 'masterData.upload.unreadable' };
  }
  if (headers === null || rows.length === 0) return { ok: false, messageKey: 'masterData.upload.noRows' };
  return { ok: true, headers, rows };
}
