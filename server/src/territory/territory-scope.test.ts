import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { territorySchema } from '@rota/core';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A DC Manager reads and writes only their center's territories, a Region Manager their region's. */
describe('territory scope', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let region: string;
  let own: number;
  let other: number;
  let ownId: number;
  let otherId: number;
  const square = (lat: number, lng: number) =>
    `${lat},${lng};${lat},${lng + 0.1};${lat + 0.1},${lng + 0.1};${lat + 0.1},${lng}`;
  const names = (data: unknown) => (data as unknown[]).map((r) => territorySchema.parse(r).name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    admin = await t.token('admin@demo.rota');
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id) VALUES
          ('SL-1', 'Moda Manav', 41.05, 29.05, ${own}), ('SL-2', 'Bakırköy Manav', 40.55, 28.55, ${other})`,
    );
    const made = async (name: string, center: number, location: string, lat: number, lng: number) => {
      const res = await t.call('POST', '/api/territory', {
        token: admin,
        body: {
          name,
          polygon: square(lat, lng),
          distributionCenterId: center,
          locationRefNoList: [location],
        },
      });
      expect(res.status, JSON.stringify(res.envelope)).toBe(201);
      return (res.envelope.data as { id: number }).id;
    };
    ownId = await made('Kadıköy', own, 'SL-1', 41, 29);
    otherId = await made('Bakırköy', other, 'SL-2', 40.5, 28.5);
    const anadolu = await first<{ id: number }>(
      t.db.orm,
      sql`INSERT INTO regions (name) VALUES ('Trakya') RETURNING id`,
    );
    await t.db.orm.execute(
      sql`UPDATE distribution_centers SET region_id = ${anadolu?.id} WHERE id = ${other}`,
    );
    await t.db.orm.execute(
      sql`UPDATE users SET region_id = ${anadolu?.id} WHERE lower(email) = 'region@demo.rota'`,
    );
    [dc, region] = await Promise.all([t.token('dc1@demo.rota'), t.token('region@demo.rota')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows a DC Manager only their center's territories and location rows", async () => {
    expect(names((await t.call('GET', '/api/territory', { token: dc })).envelope.data)).toEqual(['Kadıköy']);
    expect(names((await t.call('GET', '/api/territory/filtered', { token: dc })).envelope.data)).toEqual([
      'Kadıköy',
    ]);
    const rows = (await t.call('GET', '/api/location-territory', { token: dc })).envelope.data as {
      locationRefNo: string;
    }[];
    expect(rows.map((r) => r.locationRefNo)).toEqual(['SL-1']);
    const overlap = await t.call('POST', '/api/territory/overlapping-locations', {
      token: dc,
      body: {
        name: 'Yeni',
        defaultVehicleRefNo: null,
        startDate: null,
        endDate: null,
        daysOfWeek: null,
        daysOfMonth: null,
        locationRefNoList: ['SL-1', 'SL-2'],
      },
    });
    expect((overlap.envelope.data as { territoryName: string }[]).map((o) => o.territoryName)).toEqual([
      'Kadıköy',
    ]);
  });

  it("answers a DC Manager another center's territory as a missing one, and a list of another center 403, changing nothing", async () => {
    // A record by its key: 404, as a missing one (nothing tells what exists elsewhere); a list
    // that names another center: 403, as every list does.
    const calls: [string, string, unknown, number][] = [
      ['GET', `/api/territory/${otherId}`, undefined, 404],
      ['GET', `/api/territory/matching?territoryId=${otherId}`, undefined, 404],
      ['GET', `/api/territory/filtered?distributionCenterId=${other}`, undefined, 403],
      ['GET', `/api/territory?distributionCenterId=${other}`, undefined, 403],
      ['PUT', `/api/territory/${otherId}`, { tag: 'x' }, 404],
      ['DELETE', '/api/territory', { territoryIds: [ownId, otherId] }, 404],
      [
        'PUT',
        `/api/territory/${otherId}/location-visit-orders`,
        { territoryId: otherId, locations: [{ locationRefNo: 'SL-2', visitOrder: 1 }] },
        404,
      ],
      [
        'PUT',
        '/api/location-territory',
        { currentTerritoryId: otherId, locationRefNo: 'SL-2', newTerritoryId: ownId },
        404,
      ],
    ];
    for (const [method, url, body, status] of calls) {
      const res = await t.call(method as 'GET', url, { token: dc, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(status);
    }
    const kept = await first<{ n: number; tag: string | null }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n, max(tag) AS tag FROM territories`,
    );
    expect(kept).toEqual({ n: 2, tag: null });
  });

  it("puts a DC Manager's new territory in their center and refuses another center or its location", async () => {
    const foreign = await t.call('POST', '/api/territory', {
      token: dc,
      body: { name: 'Dış', polygon: square(40.5, 28.5), distributionCenterId: other },
    });
    expect(foreign.status).toBe(400);
    const foreignLocation = await t.call('POST', '/api/territory', {
      token: dc,
      body: { name: 'Dış 2', polygon: square(40.5, 28.5), locationRefNoList: ['SL-2'] },
    });
    expect(foreignLocation.status).toBe(400);
    const mine = await t.call('POST', '/api/territory', {
      token: dc,
      body: { name: 'Moda', polygon: square(41, 29) },
    });
    expect(mine.status, JSON.stringify(mine.envelope)).toBe(201);
    const id = (mine.envelope.data as { id: number }).id;
    const read = await t.call('GET', `/api/territory/${id}`, { token: dc });
    expect(territorySchema.parse(read.envelope.data).distributionCenterId).toBe(own);
  });

  it("shows a Region Manager their region's centers only, and a Driver nothing", async () => {
    expect(names((await t.call('GET', '/api/territory', { token: region })).envelope.data)).toEqual([
      'Bakırköy',
    ]);
    expect((await t.call('GET', `/api/territory/${ownId}`, { token: region })).status).toBe(404);
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/territory', { token: driver })).status).toBe(403);
    expect((await t.call('GET', '/api/location-territory', { token: driver })).status).toBe(403);
  });
});
