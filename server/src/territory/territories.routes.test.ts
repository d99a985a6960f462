import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locationTerritoryRowSchema,
  overlappingLocationsResponseSchema,
  territoryLocationSchema,
  territorySchema,
} from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Territories end to end: polygon, locations in visit order, overlaps, transfer, the map filter. */
describe('territories', () => {
  let t: TestApp;
  let admin: string;
  let own: number;
  // A square around TL-1, TL-2 and the depot TL-D; TL-3 lies outside it.
  const square = '40.99,28.99;40.99,29.02;41.02,29.02;41.02,28.99';
  const territory = async (id: number) => {
    const res = await t.call('GET', `/api/territory/${id}`, { token: admin });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return territorySchema.parse(res.envelope.data);
  };
  const create = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/territory', { token: admin, body });
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    return (res.envelope.data as { id: number }).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [own] = t.centers;
    admin = await t.token('admin@demo.rota');
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, is_depot) VALUES
          ('TL-1', 'Moda Bakkal', 41.0, 29.0, ${own}, false), ('TL-2', 'Fenerbahçe Fırın', 41.01, 29.01, ${own}, false),
          ('TL-3', 'Kozyatağı Market', 41.05, 29.05, ${own}, false), ('TL-D', 'Moda Depo', 41.005, 29.005, ${own}, true)`,
    );
    await t.db.orm.execute(sql`INSERT INTO vehicle_types (ref_no, name) VALUES ('TVT', 'Kamyonet')`);
    await t.db.orm.execute(
      sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
            arrival_location_id, shift_start, shift_end)
          SELECT 'TV-1', '34 TR 001', vt.id, ${own}, l.id, l.id, '08:00', '18:00' FROM vehicle_types vt, locations l
          WHERE vt.ref_no = 'TVT' AND l.ref_no = 'TL-D'`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a territory with its locations in order, its centre from the polygon, and reads it back', async () => {
    const res = await t.call('POST', '/api/territory', {
      token: admin,
      body: {
        name: 'Kadıköy Sahil',
        polygon: square,
        distributionCenterId: own,
        defaultVehicleRefNo: 'TV-1',
        daysOfWeek: '4,0,2',
        daysOfMonth: '15,1',
        tag: 'Sahil',
        startDate: '2026-06-01',
        endDate: '2026-12-31',
        seperationType: 'Soft',
        locationRefNoList: ['TL-2', 'TL-1'],
      },
    });
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    expect(res.envelope.message).toBe('Territory is added');
    const saved = await territory((res.envelope.data as { id: number }).id);
    expect(saved).toMatchObject({
      name: 'Kadıköy Sahil',
      latitude: 41.005,
      longitude: 29.005,
      polygon: square,
      defaultVehicleRefNo: 'TV-1',
      defaultVehiclePlate: '34 TR 001',
      daysOfWeek: '0,2,4',
      daysOfMonth: '1,15',
      tag: 'Sahil',
      startDate: '2026-06-01',
      endDate: '2026-12-31',
      seperationType: 'Soft',
      distributionCenterId: own,
      locationRefNoList: ['TL-2', 'TL-1'],
      locationList: [
        { locationRefNo: 'TL-2', visitOrder: 1 },
        { locationRefNo: 'TL-1', visitOrder: 2 },
      ],
      locationCount: 2,
    });
    expect(saved.distributionCenterName).toEqual(expect.any(String));
    const list = await t.call('GET', '/api/territory', { token: admin });
    expect((list.envelope.data as unknown[]).map((r) => territorySchema.parse(r).name)).toContain(
      'Kadıköy Sahil',
    );
  });

  it('refuses a polygon of two points, an end before the start and an unknown location, storing nothing', async () => {
    const count = async () =>
      (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM territories`))?.n ?? 0;
    const before = await count();
    const bad = await t.call('POST', '/api/territory', {
      token: admin,
      body: {
        name: 'Yarım',
        polygon: '41,29;41.1,29.1',
        distributionCenterId: own,
        startDate: '2026-06-02',
        endDate: '2026-06-01',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages).toEqual(
      expect.arrayContaining([
        { field: 'polygon', messages: ['Draw a polygon of at least 3 points.'] },
        { field: 'endDate', messages: ['The end date must not be before the start date.'] },
      ]),
    );
    const unknown = await t.call('POST', '/api/territory', {
      token: admin,
      body: { name: 'Boş', polygon: square, distributionCenterId: own, locationRefNoList: ['TL-NOPE'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.validationMessages).toEqual([
      {
        field: 'locationList.0.locationRefNo',
        messages: ['No such record was found. Choose one from the list.'],
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('reports overlapping locations, moves them on save, and transfers one to another territory', async () => {
    const overlap = await t.call('POST', '/api/territory/overlapping-locations', {
      token: admin,
      body: {
        name: 'Moda',
        defaultVehicleRefNo: null,
        startDate: null,
        endDate: null,
        daysOfWeek: null,
        daysOfMonth: null,
        locationRefNoList: ['TL-1', 'TL-3'],
      },
    });
    expect(overlap.status).toBe(200);
    const found = overlappingLocationsResponseSchema.parse(overlap.envelope.data);
    expect(found).toEqual([
      {
        territoryId: expect.any(Number),
        territoryName: 'Kadıköy Sahil',
        locations: [{ locationRefNo: 'TL-1', locationName: 'Moda Bakkal' }],
      },
    ]);
    const sahil = found[0]?.territoryId as number;
    const moda = await create({
      name: 'Moda',
      polygon: '40.9,28.9;40.9,29.1;41.1,29.1;41.1,28.9',
      distributionCenterId: own,
      locationList: [
        { locationRefNo: 'TL-3', visitOrder: 5 },
        { locationRefNo: 'TL-1', visitOrder: 2 },
      ],
    });
    expect((await territory(moda)).locationRefNoList).toEqual(['TL-1', 'TL-3']);
    expect((await territory(sahil)).locationRefNoList).toEqual(['TL-2']);

    const moved = await t.call('PUT', '/api/location-territory', {
      token: admin,
      body: { currentTerritoryId: moda, locationRefNo: 'TL-3', newTerritoryId: sahil },
    });
    expect(moved.status, JSON.stringify(moved.envelope)).toBe(200);
    const rows = await t.call('GET', '/api/location-territory', { token: admin });
    const grid = (rows.envelope.data as unknown[]).map((r) => locationTerritoryRowSchema.parse(r));
    expect(grid.filter((r) => r.locationRefNo.startsWith('TL-'))).toEqual([
      {
        locationRefNo: 'TL-2',
        territoryId: sahil,
        territoryName: 'Kadıköy Sahil',
        locationName: 'Fenerbahçe Fırın',
      },
      {
        locationRefNo: 'TL-3',
        territoryId: sahil,
        territoryName: 'Kadıköy Sahil',
        locationName: 'Kozyatağı Market',
      },
      { locationRefNo: 'TL-1', territoryId: moda, territoryName: 'Moda', locationName: 'Moda Bakkal' },
    ]);
    const again = await t.call('PUT', '/api/location-territory', {
      token: admin,
      body: { currentTerritoryId: moda, locationRefNo: 'TL-3', newTerritoryId: sahil },
    });
    expect(again.status).toBe(400);
    expect(again.envelope.validationMessages).toEqual([
      { field: 'locationRefNo', messages: ['This location is not in the territory.'] },
    ]);
  });

  it('saves visit orders from 1 and lists the locations a territory matches', async () => {
    const sahil = (
      await first<{ id: number }>(t.db.orm, sql`SELECT id FROM territories WHERE name = 'Kadıköy Sahil'`)
    )?.id as number;
    const saved = await t.call('PUT', `/api/territory/${sahil}/location-visit-orders`, {
      token: admin,
      body: {
        territoryId: sahil,
        locations: [
          { locationRefNo: 'TL-3', visitOrder: 7 },
          { locationRefNo: 'TL-2', visitOrder: 9 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.envelope)).toBe(200);
    expect((await territory(sahil)).locationList).toEqual([
      { locationRefNo: 'TL-3', visitOrder: 1 },
      { locationRefNo: 'TL-2', visitOrder: 2 },
    ]);
    const stranger = await t.call('PUT', `/api/territory/${sahil}/location-visit-orders`, {
      token: admin,
      body: { territoryId: sahil, locations: [{ locationRefNo: 'TL-1', visitOrder: 1 }] },
    });
    expect(stranger.status).toBe(400);

    const matching = await t.call('GET', `/api/territory/matching?territoryId=${sahil}`, { token: admin });
    expect(matching.status).toBe(200);
    const locations = (matching.envelope.data as unknown[]).map((l) => territoryLocationSchema.parse(l));
    // Its own two in visit order, then TL-1 inside the polygon (held by another territory); never the depot.
    expect(locations.map((l) => [l.refNo, l.visitOrder])).toEqual([
      ['TL-3', 1],
      ['TL-2', 2],
      ['TL-1', null],
    ]);
  });

  it('filters the map by tag, days and dates, and refuses a bad date', async () => {
    const names = async (query: string) => {
      const res = await t.call('GET', `/api/territory/filtered?${query}`, { token: admin });
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      return (res.envelope.data as unknown[]).map((r) => territorySchema.parse(r).name);
    };
    expect(await names('tag=sahil')).toEqual(['Kadıköy Sahil']);
    expect(await names(`distributionCenterId=${own}&daysOfWeek=1`)).toEqual(['Moda']);
    expect(await names(`distributionCenterId=${own}&daysOfWeek=2,3`)).toEqual(['Kadıköy Sahil', 'Moda']);
    expect(await names('startdate=2027-01-01&enddate=2027-01-31')).toEqual(['Moda']);
    const bad = await t.call('GET', '/api/territory/filtered?startdate=01.06.2026', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages).toEqual([
      { field: 'startdate', messages: ['Please enter a valid date (YYYY-MM-DD).'] },
    ]);
  });

  it('updates the fields it names, keeping the locations, and deletes a list of territories', async () => {
    const moda = (await first<{ id: number }>(t.db.orm, sql`SELECT id FROM territories WHERE name = 'Moda'`))
      ?.id as number;
    const updated = await t.call('PUT', `/api/territory/${moda}`, {
      token: admin,
      body: { tag: 'İç', polygon: '41,29;41,29.2;41.2,29.2;41.2,29' },
    });
    expect(updated.status, JSON.stringify(updated.envelope)).toBe(200);
    expect(await territory(moda)).toMatchObject({
      name: 'Moda',
      tag: 'İç',
      latitude: 41.1,
      longitude: 29.1,
      locationRefNoList: ['TL-1'],
    });
    for (const body of [
      { seperationType: null },
      { name: '' },
      { seperationType: 'Medium' },
      { polygon: 'x' },
    ]) {
      const refused = await t.call('PUT', `/api/territory/${moda}`, { token: admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const deleted = await t.call('DELETE', '/api/territory', {
      token: admin,
      body: { territoryIds: [moda] },
    });
    expect(deleted.status, JSON.stringify(deleted.envelope)).toBe(200);
    expect((await t.call('GET', `/api/territory/${moda}`, { token: admin })).status).toBe(404);
    const left = await first<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM territory_locations WHERE territory_id = ${moda}`,
    );
    expect(left?.n).toBe(0);
  });
});
