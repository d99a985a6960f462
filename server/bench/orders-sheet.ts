import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** The locations the orders name (BL-0001 … BL-1000), made by the benches before uploading. */
export const LOCATIONS = 1_000;

/** The sheet, written with the streaming writer as an operator's export would be. */
export async function ordersSheet(orders: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders');
  sheet
    .addRow(['Reference No', 'Name', 'Date', 'Location', 'Amount', 'Weight', 'Serve after', 'Serve before'])
    .commit();
  for (let i = 1; i <= orders; i++) {
    const location = `BL-${String(1 + (i % LOCATIONS)).padStart(4, '0')}`;
    sheet
      .addRow([
        `BO-${String(i).padStart(6, '0')}`,
        `Sipariş ${i}`,
        `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
        location,
        1 + (i % 10),
        (i % 97) * 1.5,
        '09:00',
        '17:30',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
