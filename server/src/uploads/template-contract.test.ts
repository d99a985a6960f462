import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_UPLOAD_TEMPLATES, TERRITORY_UPLOAD_TEMPLATES, uploadReportSchema } from '@rota/core';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload } from './upload.fixtures.js';

/**
 * Every template, for each folder and language, is read back by its upload: no header of it is
 * unknown or missing, and its choice columns carry drop-down lists.
 */
describe('upload templates', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens['Admin'] = await t.token('admin@demo.rota');
    tokens['DC_Manager'] = await t.token('dc1@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const template of [...DATA_UPLOAD_TEMPLATES, ...TERRITORY_UPLOAD_TEMPLATES])
    for (const folder of ['Admin', 'DC_Manager'])
      for (const lang of ['en', 'tr'])
        it(`${template.templateName} (${folder}, ${lang})`, async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/doc/${folder}/${template.templateName}.xlsx?lang=${lang}`,
          });
          expect(res.statusCode).toBe(200);
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
          const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
          const width = (sheet.getRow(1).values as unknown[]).length - 1;
          expect(width).toBeGreaterThan(1);
          for (let column = 1; column <= width; column++) sheet.getCell(2, column).value = '?';
          const filled = Buffer.from(await workbook.xlsx.writeBuffer());
          const checked = await upload(t, template.kind, 'sablon.xlsx', filled, {
            token: tokens[folder] as string,
            dryRun: true,
            language: lang,
          });
          const report = uploadReportSchema.parse(checked.envelope.data);
          expect(report.problems.filter((p) => p.row === 1)).toEqual([]);
          expect(report.problems.length).toBeGreaterThan(0);
        });

  it('offers the order currency as a drop-down list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/doc/Admin/order_template.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const currency = headers.indexOf('Currency') + 1;
    expect(sheet.getCell(2, currency).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"TRY,USD,EUR"'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/doc/Admin/no_such_template.xlsx' })).statusCode).toBe(
      404,
    );
  });
});
