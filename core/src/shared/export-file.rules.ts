/**
 * Grid exports (web and CLI): one text per cell, CSV as Excel opens it. A text cell that a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is neutralised, so
 * an exported name can never run as a formula when the file is opened.
 */
export interface ExportColumn {
  readonly field: string;
  readonly header: string;
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
 * A cell of an .xlsx sheet: numbers and booleans as they are, everything else as text (the sheet
 * writer stores text as a plain string cell, never as a formula).
 */
export function exportCellValue(value: unknown): string | number | boolean {
  return typeof value === 'number' || typeof value === 'boolean' ? value : exportCellText(value);
}

/** A CSV cell: text that looks like a formula gets a leading apostrophe; numbers stay numbers. */
export function csvCellText(value: unknown): string {
  const text = exportCellText(value);
  return typeof value === 'number' || typeof value === 'boolean' || !looksLikeFormula(text)
    ? text
    : `'${text}`;
}

function quote(text: string): string {
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: the BOM, the header row, then one line per row, lines parted by CRLF. */
export function toCsv(columns: readonly ExportColumn[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => quote(csvCellText(c.header))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(csvCellText(row[c.field]))).join(','));
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
