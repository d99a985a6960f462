import { exportRow, sheetNameOf, type ExportColumn } from '@rota/core';

export { columnsOf, toCsv, type ExportColumn } from '@rota/core';

export type ExportFormat = 'xlsx' | 'csv';

type Row = Readonly<Record<string, unknown>>;

/**
 * An .xlsx workbook with one sheet named after the page, a bold header row. Numbers are numbers,
 * timestamps dates in local time; text cells are plain string cells: a name starting with = or @
 * stays text and never becomes a formula.
 */
export async function toXlsx(sheetName: string, columns: readonly ExportColumn[], rows: readonly Row[]) {
  // exceljs takes a moment to load: only exports to .xlsx pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2) }));
  for (const row of rows) {
    const { values, numFmts } = exportRow(columns, row);
    const added = sheet.addRow(values);
    numFmts.forEach((numFmt, i) => {
      if (numFmt) added.getCell(i + 1).numFmt = numFmt;
    });
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
