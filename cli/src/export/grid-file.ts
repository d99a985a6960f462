import {
  CSV_BOM,
  csvCellText,
  writeExportWorkbook,
  type ExportCellFill,
  type ExportColumn,
} from '@rota/core';

export { columnsOf, type ExportColumn } from '@rota/core';

export type ExportFormat = 'xlsx' | 'csv';

type Row = Readonly<Record<string, unknown>>;

function quote(text: string): string {
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV export as the terminal writes it: the cells of core's export rule (typed, formula-like
 * text neutralised), LF lines and a final newline; the UTF-8 byte order mark only with `bom`
 * (Excel then reads Turkish letters right).
 */
export function toCsv(columns: readonly ExportColumn[], rows: readonly Row[], bom = false): string {
  const lines = [columns.map((c) => quote(csvCellText(c.header))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(csvCellText(row[c.field], c.kind))).join(','));
  return `${bom ? CSV_BOM : ''}${lines.join('\n')}\n`;
}

/**
 * The .xlsx file of an export, written by core's one export module (the web UI writes the same
 * sheet); cells `fill` colours are filled in their colour.
 */
export async function toXlsx(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Row[],
  fill?: ExportCellFill,
) {
  // exceljs takes a moment to load: only exports to .xlsx pay for it.
  const { default: ExcelJS } = await import('exceljs');
  return Buffer.from(await writeExportWorkbook(new ExcelJS.Workbook(), sheetName, columns, rows, fill));
}
