import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionCenterSchema, fieldDefinitionListSchema, regionSchema } from '@rota/core';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Distribution centers and regions: Admin writes, managers read their own, nothing used is deleted. */
describe('distribution centers and regions', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let region: string;
  let own: number;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc, region] = await Promise.all([
      t.token('admin@demo.rota'),
      t.token('dc1@demo.rota'),
      t.token('region@demo.rota'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: 'regions' | 'distribution_centers') =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))?.n ?? 0;
  const idOf = async (table: 'regions' | 'distribution_centers', name: string) =>
    (await first<{ id: number }>(t.db.orm, sql`SELECT id FROM ${sql.raw(table)} WHERE name = ${name}`))
      ?.id as number;

  it('creates regions and centers; a center names its region, an unknown one is refused', async () => {
    const regions = await t.call('POST', '/api/regions', {
      token: admin,
      body: [{ name: 'Marmara' }, { name: 'Ege', country: 'Türkiye' }, { name: 'Boş bölge' }],
    });
    expect(regions.status, JSON.stringify(regions.envelope)).toBe(201);
    expect(regions.envelope.message).toBe('Region successfully added');
    const twice = await t.call('POST', '/api/regions', { token: admin, body: [{ name: 'marmara' }] });
    expect(twice.status).toBe(400);
    expect(twice.envelope.validationMessages).toEqual([
      { field: '0.name', messages: ['This value is already used by another record.'] },
    ]);

    const before = await count('distribution_centers');
    const refused = await t.call('POST', '/api/distribution-centers', {
      token: admin,
      body: [
        { name: 'DC Ataşehir', latitude: 40.98, longitude: 29.12, regionName: 'Marmara' },
        { name: 'DC Nowhere', latitude: 95, longitude: 29, regionName: 'Karadeniz' },
        { name: 'DC Eksik' },
      ],
    });
    expect(refused.status).toBe(400);
    const fields = (refused.envelope.validationMessages ?? []).map((v) => (v as { field: string }).field);
    expect(fields.sort()).toEqual(['1.latitude', '2.latitude', '2.longitude']);
    const unknown = await t.call('POST', '/api/distribution-centers', {
      token: admin,
      body: [{ name: 'DC Nowhere', latitude: 41, longitude: 29, regionName: 'Karadeniz' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.validationMessages).toEqual([
      { field: '0.regionName', messages: ['No such record was found. Choose one from the list.'] },
    ]);
    expect(await count('distribution_centers')).toBe(before);

    const created = await t.call('POST', '/api/distribution-centers', {
      token: admin,
      body: [
        { name: 'DC Ataşehir', latitude: 40.98, longitude: 29.12, city: 'İstanbul', regionName: 'Marmara' },
        { name: 'DC İzmir', latitude: 38.42, longitude: 27.14, city: 'İzmir', regionName: 'Ege' },
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Distribution center successfully added');
  });

  it('lists, filters, gets and updates centers with PUT and PATCH', async () => {
    const list = await t.call('GET', '/api/distribution-centers?regionName=mar', { token: admin });
    const rows = (list.envelope.data as unknown[]).map((r) => distributionCenterSchema.parse(r));
    expect(rows.map((r) => r.name)).toEqual(['DC Ataşehir']);
    expect(rows[0]).toMatchObject({
      latitude: 40.98,
      longitude: 29.12,
      city: 'İstanbul',
      regionName: 'Marmara',
    });

    const put = await t.call('PUT', `/api/distribution-centers/${own}`, {
      token: admin,
      body: { regionName: 'Marmara', phoneNumber: '+902160000000' },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);
    expect(put.envelope.message).toBe('Distribution center successfully updated');
    const patch = await t.call('PATCH', `/api/distribution-centers/${own}`, {
      token: admin,
      body: { district: 'Kadıköy' },
    });
    expect(patch.status).toBe(200);
    const one = await t.call('GET', `/api/distribution-centers/${own}`, { token: admin });
    expect(one.envelope.data).toMatchObject({
      name: 'Test DC Kadıköy',
      regionName: 'Marmara',
      phoneNumber: '+902160000000',
      district: 'Kadıköy',
    });
    const clash = await t.call('PATCH', `/api/distribution-centers/${own}`, {
      token: admin,
      body: { name: 'dc ataşehir' },
    });
    expect(clash.status).toBe(400);
  });

  it('counts the centers of each region', async () => {
    const list = await t.call('GET', '/api/regions', { token: admin });
    const regions = (list.envelope.data as unknown[]).map((r) => regionSchema.parse(r));
    const byName = Object.fromEntries(regions.map((r) => [r.name, r.distributionCenterCount]));
    expect(byName).toEqual({ 'Boş bölge': 0, Ege: 1, Marmara: 2, 'Test region': 1 });
    expect(regions[0]?.country).toBe('Türkiye');
    expect(regions[0]?.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const renamed = await t.call('PATCH', `/api/regions/${await idOf('regions', 'Ege')}`, {
      token: admin,
      body: { name: 'Ege Bölgesi' },
    });
    expect(renamed.status).toBe(200);
    const izmir = await t.call(
      'GET',
      `/api/distribution-centers/${await idOf('distribution_centers', 'DC İzmir')}`,
      {
        token: admin,
      },
    );
    expect((izmir.envelope.data as { regionName: string }).regionName).toBe('Ege Bölgesi');
  });

  it('shows a DC Manager only their center, and lets only an Admin write', async () => {
    const list = await t.call('GET', '/api/distribution-centers', { token: dc });
    expect((list.envelope.data as { id: number }[]).map((r) => r.id)).toEqual([own]);
    const foreign = await t.call('GET', `/api/distribution-centers/${other}`, { token: dc });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.envelope)).not.toContain('Bakırköy');
    const regions = await t.call('GET', '/api/regions', { token: dc });
    expect((regions.envelope.data as { name: string }[]).map((r) => r.name)).toEqual(['Marmara']);
    const put = await t.call('PUT', `/api/distribution-centers/${own}`, { token: dc, body: { note: 'x' } });
    expect(put.status).toBe(403);
    const post = await t.call('POST', '/api/regions', { token: dc, body: [{ name: 'Kendi bölgem' }] });
    expect(post.status).toBe(403);
    expect(await idOf('regions', 'Kendi bölgem')).toBeUndefined();
  });

  it("shows a Region Manager the centers of their region and nothing of another's", async () => {
    const marmara = await idOf('regions', 'Marmara');
    await t.db.orm.execute(sql`UPDATE users SET region_id = ${marmara} WHERE email = 'region@demo.rota'`);
    const list = await t.call('GET', '/api/distribution-centers', { token: region });
    expect((list.envelope.data as { name: string }[]).map((r) => r.name)).toEqual([
      'DC Ataşehir',
      'Test DC Kadıköy',
    ]);
    expect((await t.call('GET', `/api/distribution-centers/${other}`, { token: region })).status).toBe(404);
    const regions = await t.call('GET', '/api/regions', { token: region });
    expect((regions.envelope.data as { name: string }[]).map((r) => r.name)).toEqual(['Marmara']);
    const ege = await t.call('GET', `/api/regions/${await idOf('regions', 'Ege Bölgesi')}`, {
      token: region,
    });
    expect(ege.status).toBe(404);
    const patch = await t.call('PATCH', `/api/regions/${marmara}`, { token: region, body: { name: 'X' } });
    expect(patch.status).toBe(403);
  });

  it('refuses to delete a region with centers or a center in use, naming what uses it', async () => {
    const regionsBefore = await count('regions');
    const marmara = await idOf('regions', 'Marmara');
    const empty = await idOf('regions', 'Boş bölge');
    const refused = await t.call('DELETE', '/api/regions', { token: admin, body: [empty, marmara] });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      'Region "Marmara" cannot be deleted: 2 distribution centers use it. Nothing was deleted.',
    );
    expect(await count('regions')).toBe(regionsBefore);

    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id)
          VALUES ('DCL-1', 'Ataşehir depo', 40.98, 29.12, ${await idOf('distribution_centers', 'DC Ataşehir')})`,
    );
    const centersBefore = await count('distribution_centers');
    const used = await t.call('DELETE', '/api/distribution-centers', {
      token: admin,
      body: [await idOf('distribution_centers', 'DC Ataşehir')],
    });
    expect(used.status).toBe(409);
    expect(used.envelope.message).toBe(
      'Distribution center "DC Ataşehir" cannot be deleted: 1 locations use it. Nothing was deleted.',
    );
    const staff = await t.call('DELETE', '/api/distribution-centers', { token: admin, body: [own] });
    expect(staff.status).toBe(409);
    expect(staff.envelope.message).toContain('users use it');
    expect(await count('distribution_centers')).toBe(centersBefore);

    const izmir = await idOf('distribution_centers', 'DC İzmir');
    const denied = await t.call('DELETE', '/api/distribution-centers', { token: region, body: [izmir] });
    expect(denied.status).toBe(403);
    const done = await t.call('DELETE', '/api/distribution-centers', { token: admin, body: [izmir] });
    expect(done.status).toBe(200);
    const gone = await t.call('DELETE', '/api/regions', { token: admin, body: [empty] });
    expect(gone.status).toBe(200);
    expect(await count('distribution_centers')).toBe(centersBefore - 1);
    expect(await count('regions')).toBe(regionsBefore - 1);
  });

  it('answers both forms in the request language', async () => {
    const dcForm = await t.call('GET', '/api/distribution-centers/input-field-options', {
      token: dc,
      headers: { 'accept-language': 'tr' },
    });
    const fields = fieldDefinitionListSchema.parse(dcForm.envelope.data);
    expect(fields.map((f) => f.name)).toContain('regionName');
    expect(fields.find((f) => f.name === 'latitude')).toMatchObject({
      displayName: 'Enlem',
      min: -90,
      max: 90,
    });
    const regionForm = await t.call('GET', '/api/regions/input-field-options', { token: admin });
    expect(fieldDefinitionListSchema.parse(regionForm.envelope.data).map((f) => f.name)).toEqual([
      'name',
      'country',
    ]);
  });
});
