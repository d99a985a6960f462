import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadHistorySchema } from '@rota/core';
import { sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** GET datauploads: the History Data tab, newest first, a DC Manager's own center only, read-only. */
describe('upload history', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    await t.db.orm.execute(
      sql`INSERT INTO data_uploads (name, type, status, distribution_center_id, created_at) VALUES
          ('konumlar.xlsx', 'location', 'Succeeded', ${own}, '2026-11-20T08:00:00Z'),
          ('siparisler.xlsx', 'order', 'Failed', ${own}, '2026-11-21T09:30:00Z'),
          ('araclar.xlsx', 'vehicle', 'Succeeded', ${other}, '2026-11-22T10:00:00Z'),
          ('bolgeler.xlsx', 'territory-polygon-input', 'Succeeded', NULL, '2026-11-23T11:00:00Z')`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every upload to an Admin, newest first, in the spec fields', async () => {
    const res = await t.call('GET', '/api/datauploads', { token: admin });
    expect(res.status).toBe(200);
    const rows = (res.envelope.data as unknown[]).map((r) => uploadHistorySchema.parse(r));
    expect(rows.map((r) => r.name)).toEqual([
      'bolgeler.xlsx',
      'araclar.xlsx',
      'siparisler.xlsx',
      'konumlar.xlsx',
    ]);
    expect(rows[2]).toMatchObject({ status: 'Failed', type: 'order', createdAt: '2026-11-21T09:30:00Z' });
    const paged = await t.call(
      'GET',
      '/api/datauploads?pageSize=1&pageIndex=1&sortBy=name&sortDirection=asc',
      {
        token: admin,
      },
    );
    expect((paged.envelope.data as { name: string }[]).map((r) => r.name)).toEqual(['bolgeler.xlsx']);
    expect(paged.response.headers['x-total-count']).toBe('4');
  });

  it("shows a DC Manager their center's uploads only, filtered as asked", async () => {
    const res = await t.call('GET', '/api/datauploads', { token: dc });
    expect((res.envelope.data as { name: string }[]).map((r) => r.name)).toEqual([
      'siparisler.xlsx',
      'konumlar.xlsx',
    ]);
    const filtered = await t.call('GET', '/api/datauploads?status=succ', { token: dc });
    expect((filtered.envelope.data as { name: string }[]).map((r) => r.name)).toEqual(['konumlar.xlsx']);
    const foreign = await t.call('GET', `/api/datauploads?distributionCenterId=${t.centers[1]}`, {
      token: dc,
    });
    expect(foreign.status).toBe(403);
  });

  it('is read-only', async () => {
    const post = await t.call('POST', '/api/datauploads', { token: admin, body: [{ name: 'x' }] });
    expect(post.status).toBe(404);
    const del = await t.call('DELETE', '/api/datauploads', { token: admin, body: [1] });
    expect(del.status).toBe(404);
    const form = await t.call('GET', '/api/datauploads/input-field-options', { token: admin });
    expect(form.envelope.data).toEqual([]);
  });
});
