import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadHistorySchema, uploadReportSchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from './upload.fixtures.js';

/** POST file-upload/{kind}: a sheet of orders stored all or none, reported row by row. */
describe('order uploads', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const orders = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM orders`))?.n ?? 0;
  const header = ['Reference No', 'Date', 'Location', 'Amount', 'Serve after', 'Currency'];
  const good = [
    ['UP-1', '2026-06-01', 'L-A', 3, '09:00', 'TRY'],
    ['UP-2', new Date(Date.UTC(2026, 5, 2)), 'L-A', 1.5, null, 'EUR'],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const made = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        { refNo: 'L-A', name: 'Market Moda', latitude: 40.98, longitude: 29.03, distributionCenterId: own },
        {
          refNo: 'L-C',
          name: 'Market Yeşilköy',
          latitude: 40.96,
          longitude: 28.82,
          distributionCenterId: other,
        },
      ],
    });
    expect(made.status, JSON.stringify(made.envelope)).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a file with one bad row with that row’s problem, storing nothing', async () => {
    const file = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Distribution center', 'Amount'],
      ['UP-1', '2026-06-01', 'L-A', own, 3],
      ['UP-2', '2026-13-01', 'L-A', own, 1],
      ['UP-3', '2026-06-01', 'L-NOPE', own, 1],
    ]);
    const res = await upload(t, 'order', 'siparisler.xlsx', file, { token: admin });
    expect(res.status).toBe(400);
    expect(res.envelope.success).toBe(false);
    const report = uploadReportSchema.parse(res.envelope.data);
    expect(report).toMatchObject({ status: 'FAILED', rowCount: 3, written: 0, dryRun: false });
    expect(report.problems).toEqual([
      { row: 3, column: 'Date', value: '2026-13-01', message: 'Please enter a valid date (YYYY-MM-DD).' },
      {
        row: 4,
        column: 'Location',
        value: 'L-NOPE',
        message: 'No such record was found. Choose one from the list.',
      },
    ]);
    expect(res.envelope.message).toBe('siparisler.xlsx: 2 problems; nothing was stored.');
    expect(await orders()).toBe(0);
  });

  it('checks a dry run without writing, then stores the fixed file and keeps it in the history', async () => {
    const file = await xlsxOf([header, ...good]);
    const dry = await upload(t, 'order', 'siparisler.xlsx', file, { token: dc, dryRun: true });
    expect(dry.status, JSON.stringify(dry.envelope)).toBe(200);
    expect(uploadReportSchema.parse(dry.envelope.data)).toMatchObject({
      status: 'SUCCESS',
      dryRun: true,
      rowCount: 2,
      written: 0,
    });
    expect(await orders()).toBe(0);
    const history = async () =>
      (await t.call('GET', '/api/datauploads', { token: admin })).envelope.data as unknown[];
    expect(await history()).toHaveLength(1);

    const res = await upload(t, 'order', 'siparisler.xlsx', file, { token: dc });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect(uploadReportSchema.parse(res.envelope.data)).toMatchObject({ status: 'SUCCESS', written: 2 });
    const stored = await t.call('GET', '/api/orders?sortBy=refNo', { token: dc });
    const rows = (stored.envelope.data as { orderResultDetails: Record<string, unknown>[] })
      .orderResultDetails;
    expect(
      rows.map((r) => [r['refNo'], r['date'], r['distributionCenterId'], r['serveAfter'], r['currency']]),
    ).toEqual([
      ['UP-1', '2026-06-01', own, '09:00', 'TRY'],
      ['UP-2', '2026-06-02', own, null, 'EUR'],
    ]);
    const kept = (await history()).map((r) => uploadHistorySchema.parse(r));
    expect(kept[0]).toMatchObject({ name: 'siparisler.xlsx', type: 'order', status: 'SUCCESS' });
    expect(kept[1]).toMatchObject({ status: 'FAILED' });
    expect(kept[0]?.distributionCenterId).toBe(own);
  });

  it('refuses a reference used twice in the file or already stored, in Turkish when asked', async () => {
    const file = await xlsxOf([
      ['Referans No', 'Tarih', 'Konum'],
      ['UP-1', '2026-06-03', 'L-A'],
      ['UP-9', '2026-06-03', 'L-A'],
      ['up-9', '2026-06-03', 'L-A'],
    ]);
    const res = await upload(t, 'order', 'tekrar.xlsx', file, { token: dc, language: 'tr' });
    expect(res.status).toBe(400);
    const report = uploadReportSchema.parse(res.envelope.data);
    expect(report.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, 'Referans No', 'Bu değer başka bir kayıtta kullanılıyor.'],
      [4, 'Referans No', 'Bu değer başka bir kayıtta kullanılıyor.'],
    ]);
    expect(res.envelope.message).toBe('tekrar.xlsx: 2 sorun; hiçbir şey kaydedilmedi.');
    expect(await orders()).toBe(2);
  });

  it("keeps a DC Manager to their center, answering another center's location as the create route does", async () => {
    const foreign = await xlsxOf([header.slice(0, 3), ['UP-5', '2026-06-04', 'L-C']]);
    const res = await upload(t, 'order', 'x.xlsx', foreign, { token: dc });
    expect(res.status).toBe(400);
    const created = await t.call('POST', '/api/orders', {
      token: dc,
      body: [{ refNo: 'UP-5', date: '2026-06-04', locationRefNo: 'L-C' }],
    });
    expect(created.status).toBe(400);
    const message = created.envelope.validationMessages[0]?.messages[0];
    expect(message).toBeTruthy();
    expect(uploadReportSchema.parse(res.envelope.data).problems).toEqual([
      { row: 2, column: 'Location', value: 'L-C', message },
    ]);
    const named = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Distribution center'],
      ['UP-6', '2026-06-04', 'L-A', other],
    ]);
    const res2 = await upload(t, 'order', 'y.xlsx', named, { token: dc });
    expect(res2.status).toBe(400);
    expect(uploadReportSchema.parse(res2.envelope.data).problems).toMatchObject([
      { row: 1, column: 'Distribution center', message: 'Unknown column "Distribution center".' },
    ]);
    expect(await orders()).toBe(2);
  });

  it('applies the order rules of the create route (a location of another center)', async () => {
    const file = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Distribution center'],
      ['UP-7', '2026-06-04', 'L-C', own],
    ]);
    const res = await upload(t, 'order', 'z.xlsx', file, { token: admin });
    expect(res.status).toBe(400);
    expect(uploadReportSchema.parse(res.envelope.data).problems).toMatchObject([
      { row: 2, column: 'Location', message: expect.stringContaining('another distribution center') },
    ]);
  });

  it('accepts a downloaded template filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/doc/DC_Manager/order_template.xlsx?lang=tr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers.slice(0, 3)).toEqual(['Referans No', 'Ad', 'Tarih']);
    expect(headers).not.toContain('Dağıtım merkezi');
    const currency = headers.indexOf('Para birimi') + 1;
    expect(currency).toBeGreaterThan(0);
    expect(String(sheet.getCell(1, currency).note)).toContain('TRY, USD, EUR');
    const at = (name: string) => headers.indexOf(name) + 1;
    const row = sheet.getRow(2);
    row.getCell(at('Referans No')).value = 'TPL-1';
    row.getCell(at('Tarih')).value = '2026-06-05';
    row.getCell(at('Konum')).value = 'L-A';
    row.getCell(currency).value = 'USD';
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const stored = await upload(t, 'order', 'sablon.xlsx', filled, { token: dc });
    expect(stored.status, JSON.stringify(stored.envelope)).toBe(200);
    const order = await first<{ currency: string; center: number }>(
      t.db.orm,
      sql`SELECT currency, distribution_center_id AS center FROM orders WHERE ref_no = 'TPL-1'`,
    );
    expect(order).toEqual({ currency: 'USD', center: own });
  });

  it('stores a sheet longer than one INSERT statement, every row once', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => [`MANY-${i}`, '2026-06-06', 'L-A', i % 7]);
    const res = await upload(
      t,
      'order',
      'cok.xlsx',
      await xlsxOf([['refNo', 'date', 'locationRefNo', 'amount'], ...many]),
      {
        token: dc,
      },
    );
    expect(res.status, JSON.stringify(res.envelope.message)).toBe(200);
    const stored = await first<{ n: number; amounts: number }>(
      t.db.orm,
      sql`SELECT count(DISTINCT ref_no)::int AS n, sum(amount)::int AS amounts FROM orders WHERE ref_no LIKE 'MANY-%'`,
    );
    expect(stored).toEqual({ n: 1200, amounts: many.reduce((sum, row) => sum + (row[3] as number), 0) });
  });
});
