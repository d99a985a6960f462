export type ExportFormat = 'xlsx' | 'csv';

export interface ExportColumn {
  readonly field: string;
  readonly header: string;
}

type Row = Readonly<Record<string, unknown>>;

/** The columns of rows without column definitions: every field, in the order first seen. */
export function columnsOf(rows: readonly Row[]): ExportColumn[] {
  const fields = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) fields.add(field);
  return [...fields].map((field) => ({ field, header: field }));
}

/** A cell as the web UI's export writes it: nested values as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function cellValue(value: unknown): string | number | boolean {
  return typeof value === 'number' || typeof value === 'boolean' ? value : cellText(value);
}

export function toCsv(columns: readonly ExportColumn[], rows: readonly Row[]): string {
  const quote = (text: string) => (/[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [columns.map((c) => quote(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(cellText(row[c.field]))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** An .xlsx workbook with one sheet named after the page, a bold header row. */
export async function toXlsx(sheetName: string, columns: readonly ExportColumn[], rows: readonly Row[]) {
  // exceljs takes a moment to load: only exports to .xlsx pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(12, c.header.length + 2),
  }));
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, cellValue(row[c.field])])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
