import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadReportSchema } from '@rota/core';
import { rows, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from './upload.fixtures.js';

/** An Admin's location template names the center; the upload stores each row in the center named. */
describe('location uploads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills the Admin template in English: numbers, yes/no and the center column travel as the form sends them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/doc/Admin/location_template.xlsx',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const at = (name: string) => {
      const column = headers.indexOf(name) + 1;
      expect(column, `${name} in ${headers.join('|')}`).toBeGreaterThan(0);
      return column;
    };
    const [own, other] = t.centers;
    const fill = (row: number, values: Record<string, unknown>) => {
      for (const [name, value] of Object.entries(values))
        sheet.getCell(row, at(name)).value = value as ExcelJS.CellValue;
    };
    fill(2, {
      'Reference No': 'UL-1',
      Name: 'Market Moda',
      Latitude: 40.98,
      Longitude: 29.03,
      'Distribution center': own,
    });
    fill(3, {
      'Reference No': 'UL-2',
      Name: 'Market Avcılar',
      Latitude: '40,97',
      Longitude: 28.7,
      'Distribution center': other,
    });
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const stored = await upload(t, 'location', 'konumlar.xlsx', filled, { token: admin });
    expect(stored.status, JSON.stringify(stored.envelope)).toBe(200);
    expect(uploadReportSchema.parse(stored.envelope.data)).toMatchObject({ written: 2, problems: [] });
    expect(
      await rows(
        t.db.orm,
        sql`SELECT ref_no AS "refNo", latitude::float8 AS lat, distribution_center_id AS center FROM locations ORDER BY ref_no`,
      ),
    ).toEqual([
      { refNo: 'UL-1', lat: 40.98, center: own },
      { refNo: 'UL-2', lat: 40.97, center: other },
    ]);
  });

  it('takes a center by the name the screens show, in any case; a name no center has is refused on its cell', async () => {
    const [own] = t.centers;
    const named = await rows<{ name: string }>(
      t.db.orm,
      sql`SELECT name FROM distribution_centers WHERE id = ${own}`,
    );
    const name = named[0]?.name ?? '';
    const sheet = (center: string) =>
      xlsxOf([
        ['Reference No', 'Name', 'Latitude', 'Longitude', 'Distribution center'],
        ['UL-N1', 'Market Kadıköy', 40.99, 29.02, `  ${name.toLocaleUpperCase('tr')} `],
        ['UL-N2', 'Market Üsküdar', 41.02, 29.01, center],
      ]);
    const refused = await upload(t, 'location', 'konumlar.xlsx', await sheet('Merkez Yok'), {
      token: admin,
      language: 'tr',
    });
    expect(refused.status).toBe(400);
    expect(uploadReportSchema.parse(refused.envelope.data).problems).toEqual([
      {
        row: 3,
        column: 'Distribution center',
        value: 'Merkez Yok',
        message: '"Merkez Yok" adında bir dağıtım merkezi yok.',
      },
    ]);
    const stored = await upload(t, 'location', 'konumlar.xlsx', await sheet(name), { token: admin });
    expect(stored.status, JSON.stringify(stored.envelope)).toBe(200);
    expect(
      await rows(
        t.db.orm,
        sql`SELECT ref_no AS "refNo", distribution_center_id AS center FROM locations WHERE ref_no LIKE 'UL-N%' ORDER BY 1`,
      ),
    ).toEqual([
      { refNo: 'UL-N1', center: own },
      { refNo: 'UL-N2', center: own },
    ]);
  });

  it('notes on the center column of a template that it takes the name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/doc/Admin/location_template.xlsx',
      headers: { 'accept-language': 'en' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toContain('Distribution center');
    const cell = sheet.getRow(1).getCell(headers.indexOf('Distribution center') + 1);
    const note =
      typeof cell.note === 'string' ? cell.note : (cell.note?.texts ?? []).map((x) => x.text).join('');
    expect(note).toContain('The name of a distribution center as the screens show it, or its number.');
  });

  it('adds or updates weekly planning data by location, as its create route does, and refuses a bad row', async () => {
    const sheet = (rows: unknown[][]) =>
      xlsxOf([
        ['locationRefNo', 'demand', 'weeklyVisitFrequency', 'mondayVisit', 'mondayTwStart', 'mondayTwEnd'],
        ...rows,
      ]);
    const first = await upload(
      t,
      'location-territory-input',
      'haftalik.xlsx',
      await sheet([['UL-1', 10, 1, 'yes', '09:00', '12:00']]),
      {
        token: admin,
      },
    );
    expect(first.status, JSON.stringify(first.envelope)).toBe(200);
    const again = await upload(
      t,
      'location-territory-input',
      'haftalik.xlsx',
      await sheet([
        ['UL-1', 20, 1, 'yes', '09:00', '12:00'],
        ['UL-2', 5, 1, 'yes', '10:00', '11:00'],
      ]),
      { token: admin },
    );
    expect(again.status, JSON.stringify(again.envelope)).toBe(200);
    expect(uploadReportSchema.parse(again.envelope.data)).toMatchObject({ written: 2 });
    const stored = () =>
      rows(
        t.db.orm,
        sql`SELECT l.ref_no AS "refNo", w.demand::float8 AS demand FROM territory_planning_inputs w JOIN locations l ON l.id = w.location_id ORDER BY 1`,
      );
    expect(await stored()).toEqual([
      { refNo: 'UL-1', demand: 20 },
      { refNo: 'UL-2', demand: 5 },
    ]);
    const bad = await upload(
      t,
      'location-territory-input',
      'haftalik.xlsx',
      await sheet([
        ['UL-1', 30, 1, 'yes', '09:00', '12:00'],
        ['UL-2', 5, 1, 'yes', '11:00', '10:00'],
      ]),
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(uploadReportSchema.parse(bad.envelope.data).problems.map((p) => p.row)).toEqual([3]);
    expect(await stored()).toEqual([
      { refNo: 'UL-1', demand: 20 },
      { refNo: 'UL-2', demand: 5 },
    ]);
  });
});
