import { exportCellValue, sheetNameOf, type ExportColumn } from '@rota/core';

export { columnsOf, toCsv, type ExportColumn } from '@rota/core';

export type ExportFormat = 'xlsx' | 'csv';

type Row = Readonly<Record<string, unknown>>;

/**
 * An .xlsx workbook with one sheet named after the page, a bold header row. Text cells are plain
 * string cells: a name starting with = or @ stays text and never becomes a formula.
 */
export async function toXlsx(sheetName: string, columns: readonly ExportColumn[], rows: readonly Row[]) {
  // exceljs takes a moment to load: only exports to .xlsx pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(12, c.header.length + 2),
  }));
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, exportCellValue(row[c.field])])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
