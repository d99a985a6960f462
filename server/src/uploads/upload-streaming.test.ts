import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadReportSchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_REPORTED_PROBLEMS } from './problem-list.js';
import { upload, xlsxOf } from './upload.fixtures.js';
import { SHEET_CHUNK_ROWS } from './xlsx-reader.js';

/** A sheet longer than one chunk: checked and written chunk by chunk, all or none, its report bounded. */
describe('uploads read in chunks', () => {
  let t: TestApp;
  let dc: string;
  const rowsOver = SHEET_CHUNK_ROWS + 500;
  const orders = async () =>
    (
      await first<{ n: number }>(
        t.db.orm,
        sql`SELECT count(*)::int AS n FROM orders WHERE ref_no LIKE 'CH-%'`,
      )
    )?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    const [own, other] = t.centers;
    dc = await t.token('dc1@demo.rota');
    const admin = await t.token('admin@demo.rota');
    const made = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        {
          refNo: 'CH-L',
          name: 'Market Kadıköy',
          latitude: 40.98,
          longitude: 29.03,
          distributionCenterId: own,
        },
        {
          refNo: 'CH-X',
          name: 'Market Bakırköy',
          latitude: 40.97,
          longitude: 28.85,
          distributionCenterId: other,
        },
      ],
    });
    expect(made.status, JSON.stringify(made.envelope)).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the first problems and counts the rest when every row is wrong, storing nothing', async () => {
    const rows = Array.from({ length: rowsOver }, (_, i) => [`CH-${i}`, '2026-06-06', 'CH-NOPE']);
    const file = await xlsxOf([['Reference No', 'Date', 'Location'], ...rows]);
    const res = await upload(t, 'order', 'hepsi-yanlis.xlsx', file, { token: dc });
    expect(res.status).toBe(400);
    const report = uploadReportSchema.parse(res.envelope.data);
    expect(report).toMatchObject({ status: 'FAILED', rowCount: rowsOver, written: 0 });
    expect(report.problems).toHaveLength(MAX_REPORTED_PROBLEMS + 1);
    expect(report.problems[0]).toMatchObject({ row: 2, column: 'Location', value: 'CH-NOPE' });
    const left = rowsOver - MAX_REPORTED_PROBLEMS;
    expect(report.problems.at(-1)).toEqual({
      row: MAX_REPORTED_PROBLEMS + 2,
      column: null,
      value: null,
      message: `${left} more problems are not listed; correct the rows above and upload again.`,
    });
    expect(res.envelope.message).toBe(`hepsi-yanlis.xlsx: ${rowsOver} problems; nothing was stored.`);
    expect(await orders()).toBe(0);
  });

  it("refuses a reference repeated in a later chunk and a row of another center's location, with their rows", async () => {
    const rows = Array.from({ length: rowsOver }, (_, i) => [`CH-${i}`, '2026-06-06', 'CH-L']);
    const late = rowsOver - 10;
    rows[late] = ['ch-3', '2026-06-06', 'CH-L'];
    rows[late + 1] = [`CH-${late + 1}`, '2026-06-06', 'CH-X'];
    const file = await xlsxOf([['Reference No', 'Date', 'Location'], ...rows]);
    const res = await upload(t, 'order', 'tekrar.xlsx', file, { token: dc });
    expect(res.status).toBe(400);
    const report = uploadReportSchema.parse(res.envelope.data);
    expect(report.problems.map((p) => [p.row, p.column, p.value, p.message])).toEqual([
      [late + 2, 'Reference No', 'ch-3', 'This value is already used by another record.'],
      [late + 3, 'Location', 'CH-X', 'The location belongs to another distribution center than the order.'],
    ]);
    expect(await orders()).toBe(0);

    rows[late] = [`CH-${late}`, '2026-06-06', 'CH-L'];
    rows[late + 1] = [`CH-${late + 1}`, '2026-06-06', 'CH-L'];
    const fixed = await upload(
      t,
      'order',
      'duzgun.xlsx',
      await xlsxOf([['Reference No', 'Date', 'Location'], ...rows]),
      {
        token: dc,
      },
    );
    expect(fixed.status, JSON.stringify(fixed.envelope.message)).toBe(200);
    expect(uploadReportSchema.parse(fixed.envelope.data)).toMatchObject({
      written: rowsOver,
      rowCount: rowsOver,
    });
    expect(await orders()).toBe(rowsOver);
  });
});
