import { exportRow, sheetNameOf, type ExportColumn } from './export-file.rules.js';

/**
 * What a grid export needs of an .xlsx writer; exceljs's `Workbook` fits as it is. The web UI and
 * the CLI each load exceljs their own way (a lazy chunk, a Node import) and hand a workbook here,
 * so both write the same sheet.
 */
export interface ExportWorkbook<Out> {
  addWorksheet(name: string): ExportSheet;
  xlsx: { writeBuffer(): Promise<Out> };
}

export interface ExportSheet {
  columns: { header?: unknown; width?: number }[];
  addRow(values: unknown[]): { getCell(index: number): { numFmt: string } };
  getRow(index: number): { font: { bold?: boolean } };
}

/**
 * One sheet named after the page with a bold header row: numbers as numbers, dates as dates in
 * local time (with their number format), text as plain string cells, so a name starting with =
 * or @ never becomes a formula. Returns the writer's file bytes.
 */
export async function writeExportWorkbook<Out>(
  workbook: ExportWorkbook<Out>,
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
): Promise<Out> {
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
  return workbook.xlsx.writeBuffer();
}
