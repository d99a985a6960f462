import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldDefinitionListSchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { saveSettings } from '../admin/settings.repository.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** The resource pipeline on its simplest entry: cargo types, end to end over the database. */
describe('cargo types through the resource pipeline', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    // Shared master data is written here by a DC Manager too: the general settings allow it.
    await saveSettings(t.db, 'general', { managersWriteSharedData: true }, null);
  });
  afterAll(async () => {
    await t?.close();
  });
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM cargo_types`))?.n ?? 0;

  it('creates a list, pages, sorts and filters on the server', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      refNo: `CT-${String(i).padStart(2, '0')}`,
      name: `${i % 2 ? 'Soğuk' : 'Kuru'} yük ${i}`,
      description: null,
    }));
    const created = await t.call('POST', '/api/cargo-types', { token: admin, body: items });
    expect(created.status).toBe(201);
    expect(created.envelope.message).toBe('Cargo type successfully added');

    const page = await t.call(
      'GET',
      '/api/cargo-types?pageIndex=1&pageSize=10&sortBy=refNo&sortDirection=desc',
      {
        token: admin,
      },
    );
    expect(page.status).toBe(200);
    expect(page.response.headers['x-total-count']).toBe('25');
    const rows = page.envelope.data as { refNo: string }[];
    expect(rows.map((r) => r.refNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `CT-${String(14 - i).padStart(2, '0')}`),
    );

    const filtered = await t.call('GET', `/api/cargo-types?name=${encodeURIComponent('soğuk')}`, {
      token: admin,
    });
    expect((filtered.envelope.data as unknown[]).length).toBe(12);
    const literal = await t.call('GET', '/api/cargo-types?name=%25', { token: admin });
    expect(literal.envelope.data).toEqual([]);
  });

  it('gets, updates and keeps what an update leaves out', async () => {
    const one = await t.call('GET', '/api/cargo-types/CT-03', { token: admin });
    expect(one.envelope.data).toMatchObject({ refNo: 'CT-03', name: 'Soğuk yük 3' });
    const updated = await t.call('PUT', '/api/cargo-types/CT-03', {
      token: dc,
      body: { description: 'Frozen goods' },
    });
    expect(updated.status, JSON.stringify(updated.envelope)).toBe(200);
    expect(updated.envelope.message).toBe('Cargo type successfully updated');
    const again = await t.call('GET', '/api/cargo-types/CT-03', { token: admin });
    expect(again.envelope.data).toMatchObject({ name: 'Soğuk yük 3', description: 'Frozen goods' });
    await t.call('PUT', '/api/cargo-types/CT-03', { token: admin, body: { description: null } });
    const cleared = await t.call('GET', '/api/cargo-types/CT-03', { token: admin });
    expect(cleared.envelope.data).toMatchObject({ name: 'Soğuk yük 3', description: null });
    const missing = await t.call('PUT', '/api/cargo-types/NOPE', { token: admin, body: { name: 'x' } });
    expect(missing.status).toBe(404);
  });

  it('refuses bad input with the field named, and stores nothing of a refused list', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/cargo-types', {
      token: admin,
      body: [
        { refNo: 'NEW-1', name: 'Yeni' },
        { refNo: 'NEW-2', name: '' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.envelope.validationMessages).toEqual([{ field: '1.name', messages: ['Required field'] }]);
    const clash = await t.call('POST', '/api/cargo-types', {
      token: admin,
      body: [
        { refNo: 'NEW-1', name: 'Yeni' },
        { refNo: 'ct-01', name: 'Copy of an existing reference' },
        { refNo: 'NEW-1', name: 'Same reference twice' },
      ],
    });
    expect(clash.status).toBe(400);
    const fields = (clash.envelope.validationMessages ?? []).map((v) => (v as { field: string }).field);
    expect(fields.sort()).toEqual(['1.refNo', '2.refNo']);
    expect(await count()).toBe(before);
    const sort = await t.call('GET', '/api/cargo-types?sortBy=password', { token: admin });
    expect(sort.status).toBe(400);
    const notList = await t.call('POST', '/api/cargo-types', { token: admin, body: { refNo: 'x' } });
    expect(notList.status).toBe(400);
  });

  it('refuses to delete what orders use, naming it, and deletes nothing', async () => {
    const center = t.centers[0];
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id) VALUES ('L-CT', 'Loc CT', 41, 29, ${center})`,
    );
    await t.db.orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, order_date, location_id, cargo_type_id)
          SELECT 'O-CT', ${center}, current_date, l.id, c.id FROM locations l, cargo_types c WHERE l.ref_no = 'L-CT' AND c.ref_no = 'CT-05'`,
    );
    const before = await count();
    const refused = await t.call('DELETE', '/api/cargo-types', { token: admin, body: ['CT-04', 'CT-05'] });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      'Cargo type "Soğuk yük 5" cannot be deleted: 1 orders use it. Nothing was deleted.',
    );
    expect(await count()).toBe(before);
    const done = await t.call('DELETE', '/api/cargo-types', { token: admin, body: ['CT-04', 'CT-06'] });
    expect(done.status).toBe(200);
    expect(await count()).toBe(before - 2);
  });

  it('answers the form, the stats and the empty fallback; guards by claim', async () => {
    const form = await t.call('GET', '/api/cargo-types/input-field-options', {
      token: admin,
      headers: { 'accept-language': 'tr' },
    });
    const fields = fieldDefinitionListSchema.parse(form.envelope.data);
    expect(fields.map((f) => f.name)).toEqual(['refNo', 'name', 'description']);
    expect(fields[1]?.displayName).toBe('Ad');
    const stats = await t.call('GET', '/api/cargo-types/stats', { token: admin });
    expect((stats.envelope.data as { count: number }).count).toBe(await count());
    const empty = await t.call('GET', '/api/cargo-types/no-content-data-results', { token: admin });
    expect(empty.envelope.data).toEqual([]);
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/cargo-types', { token: driver })).status).toBe(403);
    expect((await t.call('GET', '/api/cargo-types')).status).toBe(401);
  });
});
