import { writeExportWorkbook, type ExportColumn } from '@rota/core';

export { columnsOf, toCsv, type ExportColumn } from '@rota/core';

export type ExportFormat = 'xlsx' | 'csv';

type Row = Readonly<Record<string, unknown>>;

/** The .xlsx file of an export, written by core's one export module (the web UI writes the same sheet). */
export async function toXlsx(sheetName: string, columns: readonly ExportColumn[], rows: readonly Row[]) {
  // exceljs takes a moment to load: only exports to .xlsx pay for it.
  const { default: ExcelJS } = await import('exceljs');
  return Buffer.from(await writeExportWorkbook(new ExcelJS.Workbook(), sheetName, columns, rows));
}
