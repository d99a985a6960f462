import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadReportSchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from './upload.fixtures.js';

/** An upload stores its rows and its history entry together, or neither. */
describe('uploads stored all or nothing, history included', () => {
  let t: TestApp;
  let dc: string;
  const count = async (table: 'orders' | 'data_uploads') =>
    (
      await first<{ n: number }>(
        t.db.orm,
        table === 'orders'
          ? sql`SELECT count(*)::int AS n FROM orders WHERE ref_no LIKE 'AN-%'`
          : sql`SELECT count(*)::int AS n FROM data_uploads`,
      )
    )?.n ?? 0;
  const sheet = () =>
    xlsxOf([
      ['Reference No', 'Date', 'Location'],
      ['AN-1', '2026-06-06', 'AN-L'],
      ['AN-2', '2026-06-06', 'AN-L'],
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.token('admin@demo.rota');
    dc = await t.token('dc1@demo.rota');
    const made = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        {
          refNo: 'AN-L',
          name: 'Market Moda',
          latitude: 40.98,
          longitude: 29.03,
          distributionCenterId: t.centers[0],
        },
      ],
    });
    expect(made.status, JSON.stringify(made.envelope)).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a file name with a NUL or too long before writing anything', async () => {
    const res = await upload(t, 'order', 'siparis\u0000.xlsx', await sheet(), { token: dc });
    expect(res.status).toBe(400);
    expect(res.envelope.message).toBe(
      'The file name must be at most 255 characters long, without control characters; rename the file.',
    );
    const long = await upload(t, 'order', `${'s'.repeat(256)}.xlsx`, await sheet(), {
      token: dc,
      language: 'tr',
    });
    expect(long.status).toBe(400);
    expect(long.envelope.message).toBe(
      'Dosya adı en çok 255 karakter olmalı ve denetim karakteri içermemeli; dosyayı yeniden adlandırın.',
    );
    expect(await count('orders')).toBe(0);
    expect(await count('data_uploads')).toBe(0);
  });

  it('stores no row when its history entry cannot be written, and records the refusal', async () => {
    // A stored upload's entry is refused by the database; a refused upload's entry is not.
    await t.db.orm.execute(
      sql`ALTER TABLE data_uploads ADD CONSTRAINT no_stored_entry CHECK (status <> 'SUCCESS' OR name <> 'gecmissiz.xlsx')`,
    );
    try {
      const res = await upload(t, 'order', 'gecmissiz.xlsx', await sheet(), { token: dc });
      expect(res.status).toBe(400);
      expect(uploadReportSchema.parse(res.envelope.data)).toMatchObject({ status: 'FAILED', written: 0 });
      expect(await count('orders')).toBe(0);
      const entries = await first<{ statuses: string[] }>(
        t.db.orm,
        sql`SELECT array_agg(status) AS statuses FROM data_uploads WHERE name = 'gecmissiz.xlsx'`,
      );
      expect(entries?.statuses).toEqual(['FAILED']);
    } finally {
      await t.db.orm.execute(sql`ALTER TABLE data_uploads DROP CONSTRAINT no_stored_entry`);
    }
    const stored = await upload(t, 'order', 'kayitli.xlsx', await sheet(), { token: dc });
    expect(stored.status, JSON.stringify(stored.envelope.message)).toBe(200);
    expect(await count('orders')).toBe(2);
    expect(await count('data_uploads')).toBe(2);
  });
});
