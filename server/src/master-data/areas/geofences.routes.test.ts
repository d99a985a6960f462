import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldDefinitionListSchema, geofenceSchema } from '@rota/core';
import { first, rows, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Geofences end to end: the spec's polygon text, its two rules, and the center scoping. */
describe('geofences', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    // A location of each center; a geofence of the other center around the second one.
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id) VALUES
          ('GL-1', 'Moda İskele', 41.0, 29.0, ${own}), ('GL-2', 'Bakırköy Çarşı', 40.5, 28.5, ${other})`,
    );
    await t.db.orm.execute(
      sql`INSERT INTO geofences (name, type, distribution_center_id, polygon, days_of_week) VALUES
          ('Öteki merkez', 1, ${other}, '[{"lat":40.6,"lng":28.6},{"lat":40.7,"lng":28.6},{"lat":40.7,"lng":28.7}]', '{0,2}')`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM geofences`))?.n ?? 0;
  const otherId = async () =>
    (await first<{ id: number }>(t.db.orm, sql`SELECT id FROM geofences WHERE name = 'Öteki merkez'`))
      ?.id as number;
  // A square beside GL-1 (41.0, 29.0), not containing it.
  const square = '41.100000,29.100000;41.200000,29.100000;41.200000,29.200000;41.100000,29.200000';

  it('creates from the spec body, answers "Geofencing is added", and reads back the same text', async () => {
    const created = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [
        {
          name: 'Kadıköy çarşı',
          type: 0,
          distributionCenterId: own,
          polygon: square,
          daysOfWeek: '4,0,2',
          daysOfMonth: '1,15',
          specialDates: '2026-12-31',
        },
        { name: 'Fenerbahçe', type: 1, distributionCenterId: own, polygon: square, daysOfWeek: [5, 6] },
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Geofencing is added');
    const list = await t.call('GET', `/api/geofences?distributionCenterId=${own}`, { token: admin });
    expect(list.response.headers['x-total-count']).toBe('2');
    const rowsOf = (list.envelope.data as unknown[]).map((r) => geofenceSchema.parse(r));
    expect(rowsOf.map((g) => g.name)).toEqual(['Fenerbahçe', 'Kadıköy çarşı']);
    const avoid = rowsOf[1];
    expect(avoid).toMatchObject({
      type: 0,
      typeDisplay: 'Avoid',
      distributionCenterId: own,
      polygon: '41.1,29.1;41.2,29.1;41.2,29.2;41.1,29.2',
      daysOfWeek: '0,2,4',
      daysOfMonth: '1,15',
      specialDates: '2026-12-31',
      daysOfWeekDisplay: 'Monday, Wednesday, Friday',
    });
    expect(rowsOf[0]).toMatchObject({ typeDisplay: 'Area Control', daysOfWeek: '5,6', specialDates: '' });
    const polygon = await first<{ polygon: unknown }>(
      t.db.orm,
      sql`SELECT polygon FROM geofences WHERE name = 'Kadıköy çarşı'`,
    );
    expect(polygon?.polygon).toEqual([
      { lat: 41.1, lng: 29.1 },
      { lat: 41.2, lng: 29.1 },
      { lat: 41.2, lng: 29.2 },
      { lat: 41.1, lng: 29.2 },
    ]);
    const one = await t.call('GET', `/api/geofences/${avoid?.id}`, { token: dc });
    expect(one.envelope.data).toMatchObject({ name: 'Kadıköy çarşı', polygon: avoid?.polygon });
  });

  it('refuses a polygon with a location of its center inside or on an edge, storing nothing', async () => {
    const before = await stored();
    const around = '40.900000,28.900000;41.100000,28.900000;41.100000,29.100000';
    const refused = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [
        { name: 'İyi olan', type: 0, distributionCenterId: own, polygon: square },
        { name: 'İçinde konum var', type: 0, distributionCenterId: own, polygon: around },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.validationMessages).toEqual([
      { field: '1.polygon', messages: ['There is a location in the geofence area you draw.'] },
    ]);
    // GL-1 (41.0, 29.0) on the edge from (41.0, 28.9) to (41.0, 29.1).
    const edge = await t.call('POST', '/api/geofences', {
      token: dc,
      body: [
        { name: 'Kenarda', type: 0, polygon: '41.000000,28.900000;41.000000,29.100000;41.050000,29.000000' },
      ],
    });
    expect(edge.status).toBe(400);
    expect(edge.envelope.validationMessages?.[0]).toMatchObject({ field: '0.polygon' });
    // The same area is free for the other center, whose location lies elsewhere.
    const elsewhere = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [{ name: 'Öteki merkezde', type: 0, distributionCenterId: other, polygon: around }],
    });
    expect(elsewhere.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('needs 3 or 4 points, and a polygon that reads', async () => {
    const before = await stored();
    for (const polygon of [
      '41.1,29.1;41.2,29.1',
      '1,1;1,2;2,2;2,1;1.5,0.5',
      '41.1,29.1;hello;41.2,29.2',
      '',
    ]) {
      const res = await t.call('POST', '/api/geofences', {
        token: admin,
        body: [{ name: 'Bozuk', type: 0, distributionCenterId: own, polygon }],
      });
      expect(res.status, polygon).toBe(400);
      const messages = res.envelope.validationMessages?.flatMap(
        (v) => (v as { messages: string[] }).messages,
      );
      expect(messages, polygon).toEqual([polygon === '' ? 'Required field' : 'You must enter 3 or 4 dots!']);
    }
    const badDay = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [
        {
          name: 'Gün',
          type: 0,
          distributionCenterId: own,
          polygon: square,
          daysOfWeek: '7',
          specialDates: '2026-02-30',
        },
      ],
    });
    expect(badDay.status).toBe(400);
    const badDate = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [
        { name: 'Tarih', type: 0, distributionCenterId: own, polygon: square, specialDates: '2026-02-30' },
      ],
    });
    expect(badDate.status).toBe(400);
    const badType = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [{ name: 'Tip', type: 7, distributionCenterId: own, polygon: square }],
    });
    expect(badType.status).toBe(400);
    const noCenter = await t.call('POST', '/api/geofences', {
      token: admin,
      body: [{ name: 'Merkezsiz', type: 0, polygon: square }],
    });
    expect(noCenter.envelope.validationMessages).toEqual([
      { field: '0.distributionCenterId', messages: ['Distribution center is required.'] },
    ]);
    const odd: [string, string, unknown][] = [
      ['POST', '/api/geofences', [{ name: 'Sayı', type: 0, distributionCenterId: own, polygon: 12 }]],
      [
        'POST',
        '/api/geofences',
        [{ name: 'Liste', type: 0, distributionCenterId: own, polygon: square, daysOfWeek: { a: 1 } }],
      ],
      [
        'POST',
        '/api/geofences',
        [{ name: 'Tarih', type: 0, distributionCenterId: own, polygon: square, specialDates: ['yarın'] }],
      ],
      ['PUT', '/api/geofences/abc', { name: 'x' }],
      ['DELETE', '/api/geofences', ['abc']],
      ['GET', '/api/geofences?type=abc', undefined],
      ['GET', '/api/geofences?sortBy=polygon', undefined],
    ];
    for (const [method, url, body] of odd) {
      const res = await t.call(method as 'GET', url, {
        token: admin,
        ...(body === undefined ? {} : { body }),
      });
      expect(res.status, `${method} ${url}`).toBe(400);
    }
    expect(await stored()).toBe(before);
  });

  it('updates with PUT; a new polygon or center is checked again, other changes are not', async () => {
    const id = (
      await first<{ id: number }>(t.db.orm, sql`SELECT id FROM geofences WHERE name = 'Kadıköy çarşı'`)
    )?.id as number;
    const renamed = await t.call('PUT', `/api/geofences/${id}`, {
      token: dc,
      body: { name: 'Kadıköy çarşı içi', type: 1, daysOfWeek: '' },
    });
    expect(renamed.status, JSON.stringify(renamed.envelope)).toBe(200);
    const after = await t.call('GET', `/api/geofences/${id}`, { token: dc });
    expect(after.envelope.data).toMatchObject({
      name: 'Kadıköy çarşı içi',
      typeDisplay: 'Area Control',
      daysOfWeek: '',
      daysOfMonth: '1,15',
      polygon: '41.1,29.1;41.2,29.1;41.2,29.2;41.1,29.2',
    });
    const inside = await t.call('PUT', `/api/geofences/${id}`, {
      token: dc,
      body: { polygon: '40.9,28.9;41.1,28.9;41.1,29.1' },
    });
    expect(inside.status).toBe(400);
    expect(inside.envelope.validationMessages).toEqual([
      { field: 'polygon', messages: ['There is a location in the geofence area you draw.'] },
    ]);
    const unchanged = await t.call('GET', `/api/geofences/${id}`, { token: dc });
    expect((unchanged.envelope.data as { polygon: string }).polygon).toBe(
      '41.1,29.1;41.2,29.1;41.2,29.2;41.1,29.2',
    );
  });

  it("keeps a DC Manager to their center's geofences: another center's answers as a missing one (404), never its content", async () => {
    const id = await otherId();
    const list = await t.call('GET', '/api/geofences', { token: dc });
    const names = (list.envelope.data as { name: string; distributionCenterId: number }[]).map(
      (g) => g.distributionCenterId,
    );
    expect(new Set(names)).toEqual(new Set([own]));
    const one = await t.call('GET', `/api/geofences/${id}`, { token: dc });
    expect(one.status).toBe(404);
    expect(JSON.stringify(one.envelope)).not.toContain('Öteki merkez');
    expect((await t.call('GET', `/api/geofences?distributionCenterId=${other}`, { token: dc })).status).toBe(
      403,
    );
    const put = await t.call('PUT', `/api/geofences/${id}`, { token: dc, body: { name: 'Benim' } });
    expect(put.status).toBe(404);
    const del = await t.call('DELETE', '/api/geofences', { token: dc, body: [id] });
    expect(del.status).toBe(404);
    const moved = await t.call('POST', '/api/geofences', {
      token: dc,
      body: [{ name: 'Oraya', type: 0, distributionCenterId: other, polygon: square }],
    });
    expect(moved.status).toBe(400);
    const still = await rows<{ name: string; distribution_center_id: number }>(
      t.db.orm,
      sql`SELECT name, distribution_center_id FROM geofences WHERE id = ${id} OR name = 'Oraya'`,
    );
    expect(still).toEqual([{ name: 'Öteki merkez', distribution_center_id: other }]);
    const defaulted = await t.call('POST', '/api/geofences', {
      token: dc,
      body: [{ name: 'Kendi merkezim', type: 0, polygon: square }],
    });
    expect(defaulted.status).toBe(201);
    const mine = await first<{ c: number }>(
      t.db.orm,
      sql`SELECT distribution_center_id AS c FROM geofences WHERE name = 'Kendi merkezim'`,
    );
    expect(mine?.c).toBe(own);
  });

  it('deletes a list of ids, answers the form, and guards by claim', async () => {
    const ids = (
      await rows<{ id: number }>(
        t.db.orm,
        sql`SELECT id FROM geofences WHERE distribution_center_id = ${own} ORDER BY id`,
      )
    ).map((r) => r.id);
    const before = await stored();
    const missing = await t.call('DELETE', '/api/geofences', { token: dc, body: [ids[0], 999_999] });
    expect(missing.status).toBe(404);
    expect(await stored()).toBe(before);
    const done = await t.call('DELETE', '/api/geofences', { token: dc, body: ids });
    expect(done.status).toBe(200);
    expect(await stored()).toBe(before - ids.length);
    const form = await t.call('GET', '/api/geofences/input-field-options', {
      token: dc,
      headers: { 'accept-language': 'tr' },
    });
    const fields = fieldDefinitionListSchema.parse(form.envelope.data);
    expect(fields.map((f) => f.name)).toEqual([
      'name',
      'type',
      'distributionCenterId',
      'polygon',
      'daysOfWeek',
      'daysOfMonth',
      'specialDates',
    ]);
    expect(fields[1]?.options).toEqual([
      { key: 0, value: 'Kaçın' },
      { key: 1, value: 'Alan Kontrolü' },
    ]);
    expect(fields[4]?.options?.[0]).toEqual({ key: 0, value: 'Pazartesi' });
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/geofences', { token: driver })).status).toBe(403);
  });
});
