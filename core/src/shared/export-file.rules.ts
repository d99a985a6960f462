import { DATE_FORMATS, formatDate } from './date-format.js';

/**
 * Grid exports (web and CLI): typed cells (numbers as numbers, timestamps as dates in local time),
 * CSV as Excel opens it. A text cell that a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) is neutralised, so an exported name can never run as a formula.
 */
export interface ExportColumn {
  readonly field: string;
  readonly header: string;
  /** How the value is written; without it numbers, booleans and ISO timestamps are recognised. */
  readonly kind?: ExportKind;
}

/** Converted kinds: a stored unit into the unit the header names. */
export const EXPORT_KINDS = {
  /** seconds, written as minutes */
  durationMinutes: { unit: 'min', convert: (v: number) => Math.round((v / 60) * 100) / 100 },
  /** seconds as they are */
  seconds: { unit: 's', convert: (v: number) => v },
  /** metres, written as kilometres */
  distanceKm: { unit: 'km', convert: (v: number) => Math.round(v) / 1000 },
  /** a fraction, written as a percentage */
  percent: { unit: '%', convert: (v: number) => Math.round(v * 10000) / 100 },
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;

/** A cell as a sheet stores it; null is an empty cell (no value at all, not empty text). */
export type ExportCell = string | number | boolean | Date | null;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spreadsheets keep no time zone: a date cell is the wall-clock time. The returned Date's UTC
 * fields are `at`'s local fields, as sheet writers (exceljs) store UTC fields.
 */
export function wallClock(at: Date): Date {
  return new Date(
    Date.UTC(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()),
  );
}

/** An ISO timestamp as local wall-clock time, a YYYY-MM-DD day as that day; null for other text. */
export function exportDateOf(value: string): Date | null {
  if (ISO_DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : day;
  }
  if (!ISO_TIMESTAMP.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : wallClock(at);
}

/** The header with the unit its kind writes in, e.g. "Service Duration (min)"; callers label the unit. */
export function exportHeader(column: ExportColumn, unitLabel: (unit: string) => string = (u) => u): string {
  return column.kind ? `${column.header} (${unitLabel(EXPORT_KINDS[column.kind].unit)})` : column.header;
}

type Row = Readonly<Record<string, unknown>>;

/** UTF-8 byte order mark: Excel reads a CSV file as UTF-8 (Turkish letters) only with it. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would take for a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A cell's text: nested values as JSON, nothing for null. */
export function exportCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A cell of an .xlsx sheet: numbers (in the column kind's unit) and booleans as they are, ISO
 * timestamps and days as dates in local time, everything else as text (the sheet writer stores
 * text as a plain string cell, never as a formula). No value (null, undefined, empty text) is an
 * empty cell.
 */
export function exportCellValue(value: unknown, kind?: ExportKind): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  if (kind && value !== null && value !== undefined && value !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return EXPORT_KINDS[kind].convert(n);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return wallClock(value);
  if (typeof value === 'string') return exportDateOf(value) ?? value;
  return exportCellText(value);
}

/** Number formats of date cells in a sheet (unambiguous in English and Turkish). */
export const EXPORT_DATE_NUM_FMT = { dateTime: 'yyyy-mm-dd hh:mm:ss', date: 'yyyy-mm-dd' } as const;

/** One sheet row: the typed cells in column order and each date cell's number format. */
export function exportRow(
  columns: readonly ExportColumn[],
  row: Readonly<Record<string, unknown>>,
): { values: ExportCell[]; numFmts: (string | undefined)[] } {
  const values = columns.map((c) => exportCellValue(row[c.field], c.kind));
  const numFmts = values.map((cell, i) => {
    if (!(cell instanceof Date)) return undefined;
    const raw = row[columns[i]?.field ?? ''];
    return typeof raw === 'string' && ISO_DAY.test(raw)
      ? EXPORT_DATE_NUM_FMT.date
      : EXPORT_DATE_NUM_FMT.dateTime;
  });
  return { values, numFmts };
}

/** A CSV cell: typed as in a sheet, dates as YYYY/MM/DD HH:mm:ss; formula-like text neutralised. */
export function csvCellText(value: unknown, kind?: ExportKind): string {
  const cell = exportCellValue(value, kind);
  if (cell instanceof Date) {
    const midnight = cell.getUTCHours() + cell.getUTCMinutes() + cell.getUTCSeconds() === 0;
    const day = typeof value === 'string' && ISO_DAY.test(value);
    return formatDate(cell, day && midnight ? DATE_FORMATS.dataDate : DATE_FORMATS.dataDateTime, {
      utc: true,
    });
  }
  const text = exportCellText(cell);
  return typeof cell === 'number' || typeof cell === 'boolean' || !looksLikeFormula(text) ? text : `'${text}`;
}

function quote(text: string): string {
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: the BOM, the header row, then one line per row, lines parted by CRLF. */
export function toCsv(columns: readonly ExportColumn[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => quote(csvCellText(c.header))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(csvCellText(row[c.field], c.kind))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}`;
}

/** The columns of rows without column definitions: every field, in the order first seen. */
export function columnsOf(rows: readonly Row[]): ExportColumn[] {
  const fields = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) fields.add(field);
  return [...fields].map((field) => ({ field, header: field }));
}

/** A sheet name Excel accepts: no \ / ? * [ ] :, at most 31 characters. */
export function sheetNameOf(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';
}
