/** Grid export: CSV by hand, .xlsx with exceljs (loaded only when asked for). */
export interface ExportColumn {
  field: string;
  header: string;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toCsv(columns: readonly ExportColumn[], rows: readonly Record<string, unknown>[]): string {
  const quote = (text: string) => (/[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [columns.map((c) => quote(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(cell(row[c.field]))).join(','));
  return lines.join('\r\n');
}

export async function toXlsx(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(12, c.header.length + 2),
  }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, cell(row[c.field])])));
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
