/** Grid export: CSV by core's rules, .xlsx with exceljs (loaded only when asked for). */
import type { ColDef, ValueFormatterFunc } from 'ag-grid-community';
import {
  exportHeader,
  writeExportWorkbook,
  type ExportCellFill,
  type ExportColumn,
  type ExportKind,
} from '@rota/core';

export { toCsv, type ExportColumn, type ExportKind } from '@rota/core';

/** A cell's fill colour (#rgb or #rrggbb) by its value as written; nothing leaves it plain. */
export type ExportFill = (value: unknown) => string | null | undefined;

/**
 * What a grid column may say about its export: a kind converts its value into the unit the header
 * names; 'value' writes the raw value typed (a timestamp as a date) instead of the display text;
 * `exportFill` colours its cells in the .xlsx (a CSV has no colours).
 */
export interface ExportContext {
  exportAs?: ExportKind | 'value';
  exportFill?: ExportFill;
}

type GridColumn<Row> = ColDef<Row> & { context?: ExportContext };

export interface GridExportColumn extends ExportColumn {
  /** The grid's display text, for columns without a typed value. */
  format?: ValueFormatterFunc | string | undefined;
  /** The .xlsx fill of its cells. */
  fill?: ExportFill;
}

/**
 * Export columns of a grid: typed columns (context.exportAs) write their value in the unit the
 * header names; columns holding text keep their display formatter; timestamps and numbers
 * without a formatter are written as dates and numbers.
 */
export function exportColumns<Row>(
  columns: readonly GridColumn<Row>[],
  unitLabel: (unit: string) => string,
): GridExportColumn[] {
  return columns
    .filter((c) => c.field)
    .map((c): GridExportColumn => {
      const fill = c.context?.exportFill;
      const base: GridExportColumn = {
        field: String(c.field),
        header: c.headerName ?? String(c.field),
        ...(fill ? { fill } : {}),
      };
      const kind = c.context?.exportAs;
      if (kind === 'value') return base;
      if (kind) return { ...base, kind, header: exportHeader({ ...base, kind }, unitLabel) };
      return { ...base, format: c.valueFormatter as ValueFormatterFunc | string | undefined };
    });
}

/** Rows as the export writes them: typed values, or the display text of formatted columns. */
export function exportRowsOf<Row extends Record<string, unknown>>(
  columns: readonly GridExportColumn[],
  rows: readonly Row[],
): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((c) => [
        c.field,
        typeof c.format === 'function'
          ? c.format({ value: row[c.field], data: row } as Parameters<ValueFormatterFunc>[0])
          : row[c.field],
      ]),
    ),
  );
}

/** The columns' fills as core's export writer takes them; none when no column is filled. */
function cellFillOf(columns: readonly GridExportColumn[]): ExportCellFill | undefined {
  const fills = new Map(columns.flatMap((c) => (c.fill ? [[c.field, c.fill] as const] : [])));
  if (fills.size === 0) return undefined;
  return (row, column) => fills.get(column.field)?.(row[column.field]);
}

/**
 * The .xlsx file of a grid export, written by core's one export module (exceljs loaded only when
 * asked for); the cells of columns with a fill in their colour.
 */
export async function toXlsx(
  sheetName: string,
  columns: readonly GridExportColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const buffer = await writeExportWorkbook(
    new ExcelJS.Workbook(),
    sheetName,
    columns,
    rows,
    cellFillOf(columns),
  );
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
