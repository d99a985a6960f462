import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from './upload.fixtures.js';
import { UPLOAD_LIMITS, expandedSize } from './xlsx-limits.js';
import { readSheet } from './xlsx-reader.js';

/** Sets every central-directory entry's unpacked size, as a crafted zip bomb declares it. */
function declareExpanded(bytes: Buffer, size: number): Buffer {
  const out = Buffer.from(bytes);
  for (let at = 0; at + 4 <= out.length; at++)
    if (out.readUInt32LE(at) === 0x02014b50) out.writeUInt32LE(size, at + 24);
  return out;
}

describe('upload limits', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });
  const uploads = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM data_uploads`))?.n ?? 0;

  it('refuses what is not an .xlsx, by name and by content', async () => {
    const csv = await upload(t, 'location', 'konumlar.csv', Buffer.from('refNo,name\n1,a\n'), {
      token: admin,
    });
    expect(csv.status).toBe(400);
    expect(csv.envelope.message).toBe('Only .xlsx files can be uploaded.');
    const fake = await upload(t, 'location', 'konumlar.xlsx', Buffer.from('refNo,name\n1,a\n'), {
      token: admin,
      language: 'tr',
    });
    expect(fake.status).toBe(400);
    expect(fake.envelope.message).toBe('Dosya bir .xlsx çalışma kitabı olarak okunamıyor.');
    expect(await uploads()).toBe(0);
  });

  it('refuses a file over the size cap', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024, 1);
    const res = await upload(t, 'location', 'buyuk.xlsx', big, { token: admin });
    expect(res.status).toBe(400);
    expect(res.envelope.message).toBe('The file is larger than 20 MB.');
    // Under the cap (and over the server's default multipart limit) the file is read, then judged.
    const under = await upload(t, 'location', 'buyuk.xlsx', Buffer.alloc(15 * 1024 * 1024, 1), {
      token: admin,
    });
    expect(under.envelope.message).toBe('The file cannot be read as an .xlsx workbook.');
  });

  it('refuses a zip whose entries expand past the cap before opening it', async () => {
    const file = await xlsxOf([
      ['Reference No', 'Name'],
      ['L-1', 'Moda'],
    ]);
    expect(expandedSize(file)).toBeLessThan(100_000);
    const bomb = declareExpanded(file, 0x7fffffff);
    expect(expandedSize(bomb)).toBeGreaterThan(UPLOAD_LIMITS.maxExpandedBytes);
    const res = await upload(t, 'location', 'bomba.xlsx', bomb, { token: admin });
    expect(res.status).toBe(400);
    expect(res.envelope.message).toBe('The file expands to more than 400 MB when opened; it is refused.');
    expect(await uploads()).toBe(0);
  });

  it('refuses a sheet with more rows than the cap, and one with no data rows', async () => {
    const file = await xlsxOf([['Reference No'], ['a'], ['b'], [null], ['c'], ['d']]);
    const limits = { ...UPLOAD_LIMITS, maxRows: 3 };
    expect(await readSheet(file, limits)).toEqual({
      ok: false,
      messageKey: 'masterData.upload.tooManyRows',
      params: { max: 3 },
    });
    const read = await readSheet(file, { ...limits, maxRows: 4 });
    expect(read.ok && read.rows.map((r) => [r.row, r.cells[0]])).toEqual([
      [2, 'a'],
      [3, 'b'],
      [5, 'c'],
      [6, 'd'],
    ]);
    const empty = await xlsxOf([['Reference No', 'Name']]);
    const res = await upload(t, 'location', 'bos.xlsx', empty, { token: admin });
    expect(res.status).toBe(400);
    expect(res.envelope.message).toBe('The sheet has no data rows under its header row.');
  });

  it('answers 403 to a user without the upload claim, and refuses an unknown kind', async () => {
    const driver = await t.token('driver1@demo.rota');
    const file = await xlsxOf([['Reference No'], ['a']]);
    expect((await upload(t, 'location', 'a.xlsx', file, { token: driver })).status).toBe(403);
    const unknown = await upload(t, 'territory-polygons', 'a.xlsx', file, { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.validationMessages).toEqual([expect.objectContaining({ field: 'kind' })]);
  });
});
