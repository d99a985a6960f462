import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleListResponseSchema } from '@rota/core';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedFleetPlaces, vehicleItem } from './fleet.fixtures.js';

type Messages = { field: string; messages: string[] }[];

describe('vehicles and vehicle types through the resource pipeline', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let a: number;
  let b: number;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = t.centers;
    await seedFleetPlaces(t);
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
  });
  afterAll(async () => {
    await t?.close();
  });
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM vehicles`))?.n ?? 0;
  const stored = (refNo: string) =>
    first<{ plate: string; weight: number; center: number }>(
      t.db.orm,
      sql`SELECT plate, weight_capacity::float8 AS weight, distribution_center_id AS center FROM vehicles WHERE ref_no = ${refNo}`,
    );
  const fieldsOf = (messages: unknown) => ((messages ?? []) as Messages).map((m) => m.field).sort();

  it('creates vehicles and lists them as { vehicleResultList, count, vehicleStats } per center', async () => {
    const created = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [
        vehicleItem('V-1', '34 ABC 101', { distributionCenterId: a }),
        vehicleItem('V-2', '34 ABC 102', { distributionCenterId: a, vehicleTypeRefNo: 'VT-TRUCK' }),
        vehicleItem('V-B1', '06 B 1', {
          distributionCenterId: b,
          departureLocationRefNo: 'DEP-B',
          arrivalLocationRefNo: 'DEP-B',
        }),
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Vehicle successfully added');
    // a DC Manager's vehicle goes to their own center
    const own = await t.call('POST', '/api/vehicles', {
      token: dc,
      body: [vehicleItem('V-3', '34 ABC 103')],
    });
    expect(own.status, JSON.stringify(own.envelope)).toBe(201);
    expect((await stored('V-3'))?.center).toBe(a);

    const list = await t.call('GET', `/api/vehicles?distributionCenterId=${a}&pageSize=2&sortBy=plate`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.response.headers['x-total-count']).toBe('3');
    const data = vehicleListResponseSchema.parse(list.envelope.data);
    expect(data.count).toBe(3);
    expect(data.vehicleResultList.map((v) => v.refNo)).toEqual(['V-1', 'V-2']);
    expect(data.vehicleResultList[0]).toMatchObject({
      plate: '34 ABC 101',
      vehicleTypeRefNo: 'VT-VAN',
      vehicleTypeName: 'Van',
      departureLocationRefNo: 'DEP-A',
      departureLocationName: 'Depot A',
      arrivalLocationName: 'Depot A',
      departureLocation: { refNo: 'DEP-A', name: 'Depot A', latitude: 40.99, longitude: 29.03 },
      shiftStart: '08:00',
      shiftEnd: '17:00',
      weightCapacity: 1000,
      distributionCenterId: a,
    });
    expect(data.vehicleStats).toEqual({
      count: 3,
      distribution: [
        { key: 'Van', count: 2 },
        { key: 'Truck', count: 1 },
      ],
    });
    const stats = await t.call('GET', `/api/vehicles/stats`, { token: admin });
    expect(stats.envelope.data).toMatchObject({ count: 4 });
    const trucks = await t.call('GET', '/api/vehicles?vehicleTypeName=tru', { token: admin });
    expect(
      vehicleListResponseSchema.parse(trucks.envelope.data).vehicleResultList.map((v) => v.refNo),
    ).toEqual(['V-2']);
  });

  it("keeps a DC Manager to their center: another center's vehicle answers 403 and stays as it was", async () => {
    const mine = await t.call('GET', '/api/vehicles', { token: dc });
    const rows = vehicleListResponseSchema.parse(mine.envelope.data).vehicleResultList;
    expect(rows.map((v) => v.refNo).sort()).toEqual(['V-1', 'V-2', 'V-3']);
    expect((await t.call('GET', `/api/vehicles?distributionCenterId=${b}`, { token: dc })).status).toBe(403);
    expect((await t.call('GET', `/api/vehicles/stats?distributionCenterId=${b}`, { token: dc })).status).toBe(
      403,
    );

    const get = await t.call('GET', '/api/vehicles/V-B1', { token: dc });
    expect(get.status).toBe(404);
    expect(get.envelope.data ?? null).toBeNull();
    expect(JSON.stringify(get.envelope)).not.toContain('06 B 1');
    const put = await t.call('PUT', '/api/vehicles/V-B1', { token: dc, body: { plate: '06 B 9' } });
    expect(put.status).toBe(404);
    const del = await t.call('DELETE', '/api/vehicles', { token: dc, body: ['V-B1'] });
    expect(del.status).toBe(404);
    expect(await stored('V-B1')).toMatchObject({ plate: '06 B 1', center: b });

    // nor may a vehicle of theirs leave from another center's depot, or be filed under it
    const before = await count();
    const foreignDepot = await t.call('POST', '/api/vehicles', {
      token: dc,
      body: [vehicleItem('V-X', '34 X 1', { departureLocationRefNo: 'DEP-B' })],
    });
    expect(foreignDepot.status).toBe(400);
    expect(fieldsOf(foreignDepot.envelope.validationMessages)).toEqual(['0.departureLocationRefNo']);
    const foreignCenter = await t.call('POST', '/api/vehicles', {
      token: dc,
      body: [vehicleItem('V-X', '34 X 1', { distributionCenterId: b })],
    });
    expect(foreignCenter.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps a Region Manager to the centers of their region', async () => {
    const region = await first<{ id: number }>(
      t.db.orm,
      sql`INSERT INTO regions (name) VALUES ('Anadolu') RETURNING id`,
    );
    await t.db.orm.execute(sql`UPDATE distribution_centers SET region_id = ${region?.id} WHERE id = ${a}`);
    await t.db.orm.execute(
      sql`UPDATE users SET region_id = ${region?.id} WHERE lower(email) = 'region@demo.rota'`,
    );
    const manager = await t.token('region@demo.rota');
    const list = await t.call('GET', '/api/vehicles', { token: manager });
    const rows = vehicleListResponseSchema.parse(list.envelope.data).vehicleResultList;
    expect(rows.map((v) => v.refNo).sort()).toEqual(['V-1', 'V-2', 'V-3']);
    expect((await t.call('GET', '/api/vehicles/V-B1', { token: manager })).status).toBe(404);
    expect((await t.call('GET', '/api/vehicles/V-1', { token: manager })).status).toBe(200);
  });

  it('refuses bad input with the field named, and stores nothing of a refused list', async () => {
    const before = await count();
    const shift = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [
        vehicleItem('V-4', '34 ABC 104', { distributionCenterId: a }),
        vehicleItem('V-5', '34 ABC 105', { distributionCenterId: a, shiftStart: '18:00' }),
      ],
    });
    expect(shift.status).toBe(400);
    expect(shift.envelope.validationMessages).toEqual([
      { field: '1.shiftEnd', messages: ['Shift end must be after shift start'] },
    ]);
    const missing = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [
        { ...vehicleItem('V-6', '34 ABC 106', { distributionCenterId: a }), departureLocationRefNo: null },
      ],
    });
    expect(missing.envelope.validationMessages).toEqual([
      { field: '0.departureLocationRefNo', messages: ['Departure location is required'] },
    ]);
    const plate = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [vehicleItem('V-7', '34abc101', { distributionCenterId: a })],
    });
    expect(plate.status).toBe(400);
    expect(fieldsOf(plate.envelope.validationMessages)).toEqual(['0.plate']);
    const unknownType = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [vehicleItem('V-8', '34 ABC 108', { distributionCenterId: a, vehicleTypeRefNo: 'NOPE' })],
    });
    expect(fieldsOf(unknownType.envelope.validationMessages)).toEqual(['0.vehicleTypeRefNo']);
    const badTime = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [vehicleItem('V-9', '34 ABC 109', { distributionCenterId: a, shiftStart: '8 am' })],
    });
    expect(fieldsOf(badTime.envelope.validationMessages)).toEqual(['0.shiftStart']);
    expect(await count()).toBe(before);

    const notNumber = await t.call('PUT', '/api/vehicles/V-1', {
      token: admin,
      body: { weightCapacity: 'heavy' },
    });
    expect(notNumber.status).toBe(400);
    expect(fieldsOf(notNumber.envelope.validationMessages)).toEqual(['weightCapacity']);
    const early = await t.call('PUT', '/api/vehicles/V-1', { token: admin, body: { shiftEnd: '07:00' } });
    expect(early.status).toBe(400);
    expect(fieldsOf(early.envelope.validationMessages)).toEqual(['shiftEnd']);
    const samePlate = await t.call('PUT', '/api/vehicles/V-2', {
      token: admin,
      body: { plate: '34ABC 101' },
    });
    expect(fieldsOf(samePlate.envelope.validationMessages)).toEqual(['plate']);
    expect(await stored('V-1')).toMatchObject({ plate: '34 ABC 101', weight: 1000 });
    expect(await stored('V-2')).toMatchObject({ plate: '34 ABC 102' });
  });

  it('updates what the body names and keeps the rest', async () => {
    const put = await t.call('PUT', '/api/vehicles/V-1', {
      token: dc,
      body: { plate: '34 ABC 111', weightCapacity: 1250.5 },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);
    expect(put.envelope.message).toBe('Vehicle successfully updated');
    const one = await t.call('GET', '/api/vehicles/V-1', { token: dc });
    expect(one.envelope.data).toMatchObject({
      plate: '34 ABC 111',
      weightCapacity: 1250.5,
      vehicleTypeName: 'Van',
      shiftStart: '08:00',
    });
    // its own plate, spaced differently, is not a clash
    const respaced = await t.call('PUT', '/api/vehicles/V-1', { token: dc, body: { plate: '34ABC111' } });
    expect(respaced.status).toBe(200);
  });

  it('refuses to delete what other records use, naming it, and deletes nothing', async () => {
    await t.db.orm.execute(
      sql`INSERT INTO territories (name, distribution_center_id, default_vehicle_id)
          SELECT 'Kadıköy North', ${a}, id FROM vehicles WHERE ref_no = 'V-2'`,
    );
    const before = await count();
    const refused = await t.call('DELETE', '/api/vehicles', { token: admin, body: ['V-3', 'V-2'] });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      'Vehicle "V-2" cannot be deleted: 1 territories (as default vehicle) use it. Nothing was deleted.',
    );
    expect(await count()).toBe(before);
    const usedType = await t.call('DELETE', '/api/vehicle-types', { token: admin, body: ['VT-VAN'] });
    expect(usedType.status).toBe(409);
    expect(usedType.envelope.message).toBe(
      'Vehicle type "Van" cannot be deleted: 3 vehicles use it. Nothing was deleted.',
    );
    const done = await t.call('DELETE', '/api/vehicles', { token: dc, body: ['V-3'] });
    expect(done.status).toBe(200);
    expect(await count()).toBe(before - 1);
  });

  it('shows vehicle types with display texts read from their numbers', async () => {
    const one = await t.call('GET', '/api/vehicle-types/VT-VAN', { token: admin });
    expect(one.envelope.data).toMatchObject({
      name: 'Van',
      fixedCost: 150.5,
      fixedCostDisplay: '150.5',
      weightCapacityDisplay: '1200',
      distanceUnitCostDisplay: '0',
    });
    const put = await t.call('PUT', '/api/vehicle-types/VT-VAN', {
      token: admin,
      body: { weightCapacity: 1300 },
    });
    expect(put.status).toBe(200);
    const list = await t.call('GET', '/api/vehicle-types?name=va', { token: dc });
    expect(list.envelope.data).toMatchObject([{ refNo: 'VT-VAN', weightCapacityDisplay: '1300' }]);
    const dup = await t.call('POST', '/api/vehicle-types', {
      token: admin,
      body: [{ refNo: 'VT-2', name: 'van' }],
    });
    expect(fieldsOf(dup.envelope.validationMessages)).toEqual(['0.name']);
  });

  it('answers the last position each vehicle reported, and says which have none', async () => {
    await t.db.orm.execute(
      sql`INSERT INTO vehicle_positions (vehicle_id, latitude, longitude, recorded_at)
          SELECT id, 40.1, 29.1, '2026-11-20T08:00:00Z'::timestamptz FROM vehicles WHERE ref_no = 'V-1'
          UNION ALL SELECT id, 40.2, 29.2, '2026-11-20T09:30:00Z'::timestamptz FROM vehicles WHERE ref_no = 'V-1'`,
    );
    const some = await t.call('POST', '/api/vehicles/last-recorded-locations', {
      token: dc,
      body: ['V-1', 'V-2'],
    });
    expect(some.status).toBe(200);
    expect(some.envelope.data).toEqual([
      { vehicleRefNo: 'V-1', latitude: 40.2, longitude: 29.2, timestamp: '2026-11-20T09:30:00Z' },
    ]);
    expect(some.envelope.message).toBe(
      'No recorded location found for "34 ABC 102". Please verify or add a location.',
    );
    const none = await t.call('POST', '/api/vehicles/last-recorded-locations', { token: dc, body: ['V-2'] });
    expect(none.envelope.data).toEqual([]);
    expect(none.envelope.message).toBe(
      'No recorded locations found for any vehicles. Please verify or add locations manually.',
    );
    const foreign = await t.call('POST', '/api/vehicles/last-recorded-locations', {
      token: dc,
      body: ['V-B1'],
    });
    expect(foreign.status).toBe(403);
  });

  it('answers the forms and the empty fallbacks; guards by claim', async () => {
    const form = await t.call('GET', '/api/vehicles/input-field-options', { token: admin });
    const names = (form.envelope.data as { name: string }[]).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['plate', 'shiftStart', 'shiftEnd', 'departureLocationRefNo']),
    );
    const empty = await t.call('GET', '/api/vehicles/no-content-data-results', { token: admin });
    expect(empty.envelope.data).toEqual({ vehicleResultList: [], count: 0 });
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/vehicles', { token: driver })).status).toBe(403);
    expect((await t.call('GET', '/api/vehicle-types')).status).toBe(401);
  });
});
