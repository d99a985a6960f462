import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';

/** With SCREENSHOTS_DIR set, photographs the page under that name. */
export async function look(page: Page, name: string): Promise<void> {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The template as the page's Download Template saves it (button named in the page's language). */
export async function downloadTemplate(
  page: Page,
  button: string,
  fileName: string,
): Promise<ExcelJS.Workbook> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  return workbook;
}

/** Fills the template's sheet under its headers: each row a map from header to cell. */
export async function filled(
  template: ExcelJS.Workbook,
  rows: Record<string, string | number>[],
): Promise<Buffer> {
  const sheet = template.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(String(cell.value), column));
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(values)) {
      const column = headers.get(header);
      if (!column) throw new Error(`the template has no column ${header}`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await template.xlsx.writeBuffer());
}
