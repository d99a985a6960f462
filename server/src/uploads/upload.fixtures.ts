import ExcelJS from 'exceljs';
import type { TestApp } from '../testing/test-app.js';

/** An .xlsx of one sheet: the header row, then the rows as given (null leaves a cell empty). */
export async function xlsxOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const BOUNDARY = '----rota-upload-test';

/** A multipart body with one file in the field `file`. */
export function multipartFile(name: string, bytes: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POSTs a file to file-upload/{kind}. */
export function upload(
  t: TestApp,
  kind: string,
  name: string,
  bytes: Buffer,
  options: { token: string; dryRun?: boolean; language?: string },
) {
  return t.call('POST', `/api/file-upload/${kind}${options.dryRun ? '?dryRun=true' : ''}`, {
    token: options.token,
    body: multipartFile(name, bytes),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}
