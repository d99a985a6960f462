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
  // `fill` and `font` take exceljs's fill and font objects (see `paintCell`).
  addRow(values: unknown[]): { getCell(index: number): { numFmt: string; fill: object; font: object } };
  getRow(index: number): { font: { bold?: boolean } };
}

/**
 * The fill colour (#rgb or #rrggbb) of a body cell, from its row as written and its column;
 * nothing (or a value that is not a hex colour) leaves the cell plain.
 */
export type ExportCellFill = (
  row: Readonly<Record<string, unknown>>,
  column: ExportColumn,
) => string | null | undefined;

/** #rgb or #rrggbb as exceljs's opaque ARGB, or null when it is not a hex colour. */
function argbOf(colour: string | null | undefined): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour ?? '')?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `FF${full.toUpperCase()}`;
}

/** Black text on light fills, white on dark ones (by the fill's relative luminance, WCAG's weights). */
function textArgbOn(argb: string): string {
  const [r, g, b] = [2, 4, 6].map((at) => {
    const c = parseInt(argb.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Where black and white text contrast equally with the fill.
  return luminance > 0.179 ? 'FF000000' : 'FFFFFFFF';
}

function paintCell(cell: { fill: object; font: object }, colour: string | null | undefined): void {
  const argb = argbOf(colour);
  if (!argb) return;
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
  cell.font = { color: { argb: textArgbOn(argb) } };
}

/**
 * One sheet named after the page with a bold header row: numbers as numbers, dates as dates in
 * local time (with their number format), text as plain string cells, so a name starting with =
 * or @ never becomes a formula; body cells filled where `fill` gives them a colour (with a text
 * colour readable on it). Returns the writer's file bytes.
 */
export async function writeExportWorkbook<Out>(
  workbook: ExportWorkbook<Out>,
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
  fill?: ExportCellFill,
): Promise<Out> {
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2) }));
  for (const row of rows) {
    const { values, numFmts } = exportRow(columns, row);
    const added = sheet.addRow(values);
    numFmts.forEach((numFmt, i) => {
      if (numFmt) added.getCell(i + 1).numFmt = numFmt;
    });
    if (fill) columns.forEach((column, i) => paintCell(added.getCell(i + 1), fill(row, column)));
  }
  sheet.getRow(1).font = { bold: true };
  return workbook.xlsx.writeBuffer();
}
