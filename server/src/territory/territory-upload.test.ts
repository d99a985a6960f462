import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { territorySchema, uploadHistorySchema, uploadReportSchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload } from '../uploads/upload.fixtures.js';

/** Territory polygons uploaded from their template: all rows or none, locations from the polygons. */
describe('territory polygon uploads', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  const stored = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM territories`))?.n ?? 0;

  /** The template of a folder and language, with rows filled in by header label. */
  async function filledTemplate(folder: string, lang: string, rows: Record<string, unknown>[]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/doc/${folder}/territory_polygon_template.xlsx?lang=${lang}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      lang === 'en' ? 'territory_polygon_template.xlsx' : `territory_polygon_template_${lang}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    rows.forEach((values, index) => {
      for (const [name, value] of Object.entries(values)) {
        const column = headers.indexOf(name) + 1;
        expect(column, `${name} in ${headers.join('|')}`).toBeGreaterThan(0);
        sheet.getCell(index + 2, column).value = value as ExcelJS.CellValue;
      }
    });
    return { headers, file: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    [own] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, is_depot) VALUES
          ('UT-1', 'Moda Kasap', 41.0, 29.0, ${own}, false), ('UT-2', 'Moda Eczane', 41.05, 29.05, ${own}, false),
          ('UT-3', 'Göztepe Eczane', 41.15, 29.15, ${own}, false), ('UT-D', 'Moda Ambar', 41.02, 29.02, ${own}, true)`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the Admin template filled in English: each territory gets the free locations inside its polygon', async () => {
    const { headers, file } = await filledTemplate('Admin', 'en', [
      {
        Name: 'Moda',
        'Distribution Center': own,
        Polygon: '40.95,28.95;40.95,29.1;41.1,29.1;41.1,28.95',
        'Days of Week': '0,2,4',
        'Days of Month': '1,15',
        'Start Date': '2026-07-01',
        Tag: 'Sahil',
        'Separation Type': 'Soft',
      },
      {
        Name: 'Göztepe',
        'Distribution Center': own,
        Polygon: '41.0,29.0;41.0,29.2;41.2,29.2;41.2,29.0',
      },
    ]);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Polygon', 'Distribution Center', 'Default Vehicle']),
    );
    const dry = await upload(t, 'territory-polygon-input', 'bolgeler.xlsx', file, {
      token: admin,
      dryRun: true,
    });
    expect(dry.status, JSON.stringify(dry.envelope)).toBe(200);
    expect(await stored()).toBe(0);

    const res = await upload(t, 'territory-polygon-input', 'bolgeler.xlsx', file, { token: admin });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect(uploadReportSchema.parse(res.envelope.data)).toMatchObject({
      status: 'SUCCESS',
      rowCount: 2,
      written: 2,
    });
    const list = await t.call('GET', '/api/territory', { token: admin });
    const byName = new Map(
      (list.envelope.data as unknown[]).map((r) => territorySchema.parse(r)).map((r) => [r.name, r]),
    );
    expect(byName.get('Moda')).toMatchObject({
      latitude: 41.025,
      longitude: 29.025,
      daysOfWeek: '0,2,4',
      daysOfMonth: '1,15',
      startDate: '2026-07-01',
      tag: 'Sahil',
      seperationType: 'Soft',
      locationList: [
        { locationRefNo: 'UT-1', visitOrder: 1 },
        { locationRefNo: 'UT-2', visitOrder: 2 },
      ],
    });
    // UT-2 lies in both polygons: the earlier row keeps it.
    expect(byName.get('Göztepe')).toMatchObject({ seperationType: 'Hard', locationRefNoList: ['UT-3'] });
    const history = await t.call('GET', '/api/datauploads', { token: admin });
    const kept = (history.envelope.data as unknown[]).map((r) => uploadHistorySchema.parse(r));
    expect(kept[0]).toMatchObject({
      name: 'bolgeler.xlsx',
      type: 'territory-polygon-input',
      status: 'SUCCESS',
    });
  });

  it("refuses a DC Manager's Turkish sheet with a bad polygon row, storing none of it", async () => {
    const before = await stored();
    const { headers, file } = await filledTemplate('DC_Manager', 'tr', [
      { Ad: 'Kozyatağı', Poligon: '41.3,29.3;41.3,29.4;41.4,29.4' },
      { Ad: 'Yarım', Poligon: '41.3,29.3;41.4,29.4' },
      { Ad: 'Moda', Poligon: '41.3,29.3;41.3,29.4;41.4,29.4' },
      { Ad: 'Suadiye', Poligon: '41.3,29.3;41.3,29.4;41.4,29.4', 'Ayrım Tipi': 'Sert' },
    ]);
    expect(headers).not.toContain('Dağıtım Merkezi');
    const res = await upload(t, 'territory-polygon-input', 'bolge.xlsx', file, { token: dc, language: 'tr' });
    expect(res.status).toBe(400);
    const report = uploadReportSchema.parse(res.envelope.data);
    expect(report.problems.map((p) => [p.row, p.column, p.value])).toEqual([
      [3, 'Poligon', '41.3,29.3;41.4,29.4'],
      [4, 'Ad', 'Moda'],
      [5, 'Ayrım Tipi', 'Sert'],
    ]);
    expect(report.problems[0]?.message).toBe('En az 3 noktalı bir çokgen çizin.');
    expect(await stored()).toBe(before);

    const fixed = await filledTemplate('DC_Manager', 'tr', [
      { Ad: 'Kozyatağı', Poligon: '41.3,29.3;41.3,29.4;41.4,29.4', 'Ayrım Tipi': 'Hard' },
    ]);
    const ok = await upload(t, 'territory-polygon-input', 'bolge.xlsx', fixed.file, { token: dc });
    expect(ok.status, JSON.stringify(ok.envelope)).toBe(200);
    const row = await first<{ center: number }>(
      t.db.orm,
      sql`SELECT distribution_center_id AS center FROM territories WHERE name = 'Kozyatağı'`,
    );
    expect(row?.center).toBe(own);
  });
});
