import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadHistorySchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from './upload.fixtures.js';

/** GET datauploads/{id}/file: the sheet an upload was made from, kept through the file store. */
describe('kept upload files', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const historyIds = async (token: string) =>
    ((await t.call('GET', '/api/datauploads', { token })).envelope.data as unknown[]).map((r) => {
      const row = uploadHistorySchema.parse(r);
      return { id: row.id as number, name: row.name, hasFile: row.hasFile };
    });
  const download = (id: number | string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/datauploads/${id}/file`,
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const made = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        { refNo: 'KF-L', name: 'Market Moda', latitude: 40.98, longitude: 29.03, distributionCenterId: own },
      ],
    });
    expect(made.status, JSON.stringify(made.envelope)).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers the exact bytes of a stored and of a refused upload under its own name; a dry run keeps none', async () => {
    const good = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Amount'],
      ['KF-1', '2026-06-01', 'KF-L', 3],
    ]);
    const bad = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Amount'],
      ['KF-2', '2026-06-01', 'KF-NOPE', 3],
    ]);
    expect((await upload(t, 'order', 'kontrol.xlsx', good, { token: dc, dryRun: true })).status).toBe(200);
    expect((await upload(t, 'order', 'sipariş listesi.xlsx', good, { token: dc })).status).toBe(200);
    expect((await upload(t, 'order', 'hatalı.xlsx', bad, { token: dc })).status).toBe(400);
    const entries = await historyIds(dc);
    expect(entries.map((e) => e.name).sort()).toEqual(['hatalı.xlsx', 'sipariş listesi.xlsx']);
    expect(entries.map((e) => e.hasFile)).toEqual([true, true]);
    for (const [name, bytes] of [
      ['sipariş listesi.xlsx', good],
      ['hatalı.xlsx', bad],
    ] as const) {
      const id = entries.find((e) => e.name === name)?.id as number;
      const res = await download(id, dc);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toBe(
        name === 'hatalı.xlsx' ? 'KF-2' : 'KF-1',
      );
    }
    // The same bytes sent again are kept once.
    expect((await upload(t, 'order', 'hatalı again.xlsx', bad, { token: dc })).status).toBe(400);
    const kept = await first<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM stored_files WHERE key LIKE 'uploads/sheets/%'`,
    );
    expect(kept?.n).toBe(2);
  });

  it('lists which entries kept a file; answers 404 with a message for another center’s upload, an unknown id and an entry without a file', async () => {
    await t.db.orm.execute(
      sql`INSERT INTO data_uploads (name, type, status, distribution_center_id) VALUES
            ('other-center.xlsx', 'order', 'SUCCESS', ${other}), ('before-files.xlsx', 'order', 'SUCCESS', ${own})`,
    );
    const ids = await historyIds(admin);
    const idOf = (name: string) => ids.find((e) => e.name === name)?.id as number;
    // The list says which entries kept their sheet: only those offer a download.
    expect(Object.fromEntries(ids.map((e) => [e.name, e.hasFile]))).toEqual({
      'sipariş listesi.xlsx': true,
      'hatalı.xlsx': true,
      'hatalı again.xlsx': true,
      'other-center.xlsx': false,
      'before-files.xlsx': false,
    });
    const otherCenter = await download(idOf('other-center.xlsx'), dc);
    expect(otherCenter.statusCode).toBe(404);
    expect(otherCenter.json()).toMatchObject({ success: false, message: 'Not found.' });
    expect((await download(idOf('other-center.xlsx'), admin)).json()).toMatchObject({
      message: 'The file other-center.xlsx was not kept: uploads made before files were kept have none.',
    });
    const before = await download(idOf('before-files.xlsx'), dc);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toContain('before-files.xlsx');
    expect((await download(999_999, admin)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-3', '99999999999'])
      expect((await download(id, admin)).statusCode, id).toBe(400);
  });
});
