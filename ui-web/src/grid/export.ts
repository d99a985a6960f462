/** Grid export: CSV by core's rules, .xlsx with exceljs (loaded only when asked for). */
import { exportCellValue, sheetNameOf, type ExportColumn } from '@rota/core';

export { toCsv, type ExportColumn } from '@rota/core';

/**
 * One sheet named after the page with a bold header row. Text cells are plain string cells, so
 * a name starting with = or @ stays text and never becomes a formula.
 */
export async function toXlsx(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Blob> {
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
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
