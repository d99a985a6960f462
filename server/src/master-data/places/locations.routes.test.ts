import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type LocationRow = {
  refNo: string;
  name: string;
  latitude: number;
  longitude: number;
  distributionCenterId: number;
  distributionCenterName: string | null;
  locationType: string | null;
  timeWindows: { startTime: string; endTime: string; days: string | null }[];
};

/** Locations over the resource pipeline: CRUD, center scoping, refusals, the coordinate move. */
describe('locations', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const location = (refNo: string, name: string, center?: number, extra: Record<string, unknown> = {}) => ({
    refNo,
    name,
    latitude: 41,
    longitude: 29,
    ...(center === undefined ? {} : { distributionCenterId: center }),
    ...extra,
  });
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM locations`))?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const created = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        location('L-1', 'Market Kadıköy', own, { locationType: 'Market' }),
        location('L-2', 'Otel Moda', own, { locationType: 'Otel' }),
        location('L-3', 'Market Bakırköy', other, { locationType: 'Market' }),
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Location successfully added');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists in the spec shape with the count per location type, filtered and paged', async () => {
    const all = await t.call('GET', '/api/locations?pageIndex=0&pageSize=2&sortBy=name', { token: admin });
    expect(all.status).toBe(200);
    expect(all.response.headers['x-total-count']).toBe('3');
    const data = all.envelope.data as {
      locationResultList: LocationRow[];
      count: number;
      locationStats: { count: number; distribution: { key: string; count: number }[] };
    };
    expect(data.count).toBe(3);
    expect(data.locationResultList.map((l) => l.name)).toEqual(['Market Bakırköy', 'Market Kadıköy']);
    expect(data.locationResultList[1]).toMatchObject({
      refNo: 'L-1',
      distributionCenterId: own,
      distributionCenterName: 'Test DC Kadıköy',
      timeWindows: [],
    });
    expect(data.locationStats).toEqual({
      count: 3,
      distribution: [
        { key: 'Market', count: 2 },
        { key: 'Otel', count: 1 },
      ],
    });
    const byName = await t.call('GET', `/api/locations?name=${encodeURIComponent('market k')}`, {
      token: admin,
    });
    expect((byName.envelope.data as { locationResultList: LocationRow[] }).locationResultList).toHaveLength(
      1,
    );
    const stats = await t.call('GET', `/api/locations/stats?distributionCenterId=${own}`, { token: admin });
    expect(stats.envelope.data).toEqual({
      count: 2,
      distribution: [
        { key: 'Market', count: 1 },
        { key: 'Otel', count: 1 },
      ],
    });
  });

  it("keeps a DC Manager to their center's locations: another's answers as a missing one (404) and stays as it was", async () => {
    const list = await t.call('GET', '/api/locations', { token: dc });
    const rows = (list.envelope.data as { locationResultList: LocationRow[] }).locationResultList;
    expect(rows.map((l) => l.refNo).sort()).toEqual(['L-1', 'L-2']);
    const foreign = await t.call('GET', '/api/locations/L-3', { token: dc });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.envelope)).not.toContain('Bakırköy');
    const put = await t.call('PUT', '/api/locations/L-3', { token: dc, body: { name: 'Taken over' } });
    expect(put.status).toBe(404);
    const del = await t.call('DELETE', '/api/locations', { token: dc, body: ['L-3'] });
    expect(del.status).toBe(404);
    const move = await t.call('PATCH', '/api/locations/L-3/coordinate', {
      token: dc,
      body: { latitude: 40, longitude: 28 },
    });
    expect(move.status).toBe(404);
    const windows = await t.call('GET', '/api/location-type-time-window-constraints/L-3', { token: dc });
    expect(windows.status).toBe(404);
    const otherCenter = await t.call('GET', `/api/locations?distributionCenterId=${other}`, { token: dc });
    expect(otherCenter.status).toBe(403);
    const still = await t.call('GET', '/api/locations/L-3', { token: admin });
    expect(still.envelope.data).toMatchObject({ name: 'Market Bakırköy', latitude: 41, longitude: 29 });
  });

  it("puts a DC Manager's new location in their center and refuses another center", async () => {
    const mine = await t.call('POST', '/api/locations', { token: dc, body: [location('L-DC', 'Büfe Moda')] });
    expect(mine.status, JSON.stringify(mine.envelope)).toBe(201);
    const stored = await first<{ center: number }>(
      t.db.orm,
      sql`SELECT distribution_center_id AS center FROM locations WHERE ref_no = 'L-DC'`,
    );
    expect(stored?.center).toBe(own);
    const before = await count();
    const theirs = await t.call('POST', '/api/locations', {
      token: dc,
      body: [location('L-DC2', 'Büfe Bakırköy', other)],
    });
    expect(theirs.status).toBe(400);
    expect(theirs.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.distributionCenterId']);
    expect(await count()).toBe(before);
  });

  it('refuses a missing or taken name and bad coordinates, naming the field and storing nothing', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/locations', {
      token: admin,
      body: [location('L-10', '', own), location('L-12', 'Yeni', own, { latitude: 91 })],
    });
    expect(res.status).toBe(400);
    expect(res.envelope.validationMessages).toEqual([
      { field: '0.name', messages: ['Location name is required.'] },
      { field: '1.latitude', messages: ['Value must be between -90 and 90.'] },
    ]);
    const taken = await t.call('POST', '/api/locations', {
      token: admin,
      body: [location('L-13', 'Fine one', own), location('L-11', 'market kadıköy', other)],
    });
    expect(taken.status).toBe(400);
    expect(taken.envelope.validationMessages).toEqual([
      { field: '1.name', messages: ['This value is already used by another record.'] },
    ]);
    const admin400 = await t.call('POST', '/api/locations', {
      token: admin,
      body: [location('L-14', 'No center')],
    });
    expect(admin400.status).toBe(400);
    expect(admin400.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.distributionCenterId']);
    const rename = await t.call('PUT', '/api/locations/L-2', {
      token: admin,
      body: { name: 'market bakırköy' },
    });
    expect(rename.status).toBe(400);
    expect(rename.envelope.validationMessages?.map((v) => v.field)).toEqual(['name']);
    expect(await count()).toBe(before);
  });

  it('moves a marker with coordinates rounded to 5 decimals', async () => {
    const moved = await t.call('PATCH', '/api/locations/L-1/coordinate', {
      token: dc,
      body: { latitude: 40.987654321, longitude: 29.1 },
    });
    expect(moved.status).toBe(200);
    expect(moved.envelope.data).toEqual({ latitude: 40.98765, longitude: 29.1 });
    const one = await t.call('GET', '/api/locations/L-1', { token: dc });
    expect(one.envelope.data).toMatchObject({ latitude: 40.98765, longitude: 29.1 });
    const bad = await t.call('PATCH', '/api/locations/L-1/coordinate', {
      token: dc,
      body: { latitude: 140, longitude: 29 },
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages?.map((v) => v.field)).toEqual(['latitude']);
    const missing = await t.call('PATCH', '/api/locations/NOPE/coordinate', {
      token: dc,
      body: { latitude: 40, longitude: 29 },
    });
    expect(missing.status).toBe(404);
  });

  it("answers a location's time windows, also inside the location", async () => {
    await t.db.orm.execute(
      sql`INSERT INTO time_window_constraints (location_id, start_time, end_time, days)
          SELECT id, '09:00', '12:00', ARRAY[0, 2]::smallint[] FROM locations WHERE ref_no = 'L-2'`,
    );
    const windows = await t.call('GET', '/api/location-type-time-window-constraints/L-2', { token: dc });
    expect(windows.status).toBe(200);
    expect(windows.envelope.data).toEqual([
      expect.objectContaining({
        startTime: '09:00',
        endTime: '12:00',
        days: '0,2',
        date: null,
        locationRefNo: 'L-2',
        locationName: 'Otel Moda',
      }),
    ]);
    const one = await t.call('GET', '/api/locations/L-2', { token: dc });
    expect((one.envelope.data as LocationRow).timeWindows).toEqual([
      expect.objectContaining({ startTime: '09:00', endTime: '12:00', days: '0,2' }),
    ]);
  });

  it('refuses to delete a location that orders or vehicles use, naming them, and deletes nothing', async () => {
    await t.db.orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, order_date, location_id)
          SELECT 'O-L1', ${own}, current_date, id FROM locations WHERE ref_no = 'L-1'`,
    );
    await t.db.orm.execute(sql`INSERT INTO vehicle_types (ref_no, name) VALUES ('VT-1', 'Kamyonet')`);
    await t.db.orm.execute(
      sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
            arrival_location_id, shift_start, shift_end)
          SELECT 'V-1', '34 ABC 1', vt.id, ${own}, l.id, l.id, '08:00', '18:00'
          FROM vehicle_types vt, locations l WHERE vt.ref_no = 'VT-1' AND l.ref_no = 'L-DC'`,
    );
    const before = await count();
    const byOrder = await t.call('DELETE', '/api/locations', { token: dc, body: ['L-2', 'L-1'] });
    expect(byOrder.status).toBe(409);
    expect(byOrder.envelope.message).toBe(
      'Location "Market Kadıköy" cannot be deleted: 1 orders use it. Nothing was deleted.',
    );
    const byVehicle = await t.call('DELETE', '/api/locations', { token: dc, body: ['L-DC'] });
    expect(byVehicle.status).toBe(409);
    expect(byVehicle.envelope.message).toBe(
      'Location "Büfe Moda" cannot be deleted: 1 vehicles (as departure location) use it. Nothing was deleted.',
    );
    expect(await count()).toBe(before);
    const done = await t.call('DELETE', '/api/locations', { token: dc, body: ['L-2'] });
    expect(done.status).toBe(200);
    expect(await count()).toBe(before - 1);
    const windows = await first<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM time_window_constraints WHERE location_id IS NOT NULL`,
    );
    expect(windows?.n).toBe(0);
  });

  it('answers the form in the asked language, the empty fallback, and guards by claim', async () => {
    const form = await t.call('GET', '/api/locations/input-field-options', {
      token: dc,
      headers: { 'accept-language': 'tr' },
    });
    const fields = form.envelope.data as { name: string; displayName: string }[];
    expect(fields.find((f) => f.name === 'latitude')?.displayName).toBe('Enlem');
    const empty = await t.call('GET', '/api/locations/no-content-data-results', { token: dc });
    expect(empty.envelope.data).toEqual({ locationResultList: [], count: 0 });
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/locations', { token: driver })).status).toBe(403);
    expect(
      (await t.call('PATCH', '/api/locations/L-1/coordinate', { body: { latitude: 1, longitude: 1 } }))
        .status,
    ).toBe(401);
  });
});
