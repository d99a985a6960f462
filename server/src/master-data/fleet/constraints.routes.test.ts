import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, rows, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedFleetPlaces, vehicleItem } from './fleet.fixtures.js';

type Messages = { field: string; messages: string[] }[];
const fieldsOf = (messages: unknown) => ((messages ?? []) as Messages).map((m) => m.field).sort();

describe('time window and capability constraints', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFleetPlaces(t);
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const created = await t.call('POST', '/api/vehicles', {
      token: admin,
      body: [
        vehicleItem('V-1', '34 TW 1', { distributionCenterId: t.centers[0] }),
        vehicleItem('V-B', '06 TW 2', {
          distributionCenterId: t.centers[1],
          departureLocationRefNo: 'DEP-B',
          arrivalLocationRefNo: 'DEP-B',
        }),
      ],
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });
  const windows = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM time_window_constraints`))?.n ??
    0;
  const idOf = async (ref: string) =>
    (
      await first<{ id: number }>(
        t.db.orm,
        sql`SELECT w.id FROM time_window_constraints w LEFT JOIN locations l ON l.id = w.location_id
            LEFT JOIN operation_types o ON o.id = w.operation_type_id WHERE coalesce(l.ref_no, o.ref_no) = ${ref} ORDER BY w.id LIMIT 1`,
      )
    )?.id as number;

  it('creates, lists, updates and deletes location windows, each grid with its own kind', async () => {
    const created = await t.call('POST', '/api/location-type-time-window-constraints', {
      token: dc,
      body: [
        { locationRefNo: 'CUS-A', startTime: '09:00', endTime: '12:00', days: '0,2,4' },
        { locationRefNo: 'DEP-A', startTime: '06:00', endTime: '20:00' },
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    const ot = await t.call('POST', '/api/operation-type-time-window-constraints', {
      token: admin,
      body: [{ operationTypeRefNo: 'OT-ATM', startTime: '10:00', endTime: '16:00', date: '2026-12-01' }],
    });
    expect(ot.status, JSON.stringify(ot.envelope)).toBe(201);
    const admins = await t.call('POST', '/api/location-type-time-window-constraints', {
      token: admin,
      body: [{ locationRefNo: 'DEP-B', startTime: '07:00', endTime: '19:00' }],
    });
    expect(admins.status).toBe(201);

    const list = await t.call('GET', '/api/location-type-time-window-constraints', { token: dc });
    expect(list.response.headers['x-total-count']).toBe('2');
    expect(list.envelope.data).toMatchObject([
      {
        locationRefNo: 'CUS-A',
        locationName: 'Customer A',
        startTime: '09:00',
        endTime: '12:00',
        days: '0,2,4',
      },
      { locationRefNo: 'DEP-A', days: '' },
    ]);
    const otList = await t.call('GET', '/api/operation-type-time-window-constraints', { token: dc });
    expect(otList.envelope.data).toMatchObject([
      { operationTypeRefNo: 'OT-ATM', operationTypeName: 'ATM service', date: '2026-12-01' },
    ]);

    const id = await idOf('CUS-A');
    const put = await t.call('PUT', `/api/time-window-constraints/${id}/location`, {
      token: dc,
      body: { startTime: '08:30', endTime: '11:00', locationRefNo: 'CUS-A' },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);
    const stored = await first<{ s: string; e: string }>(
      t.db.orm,
      sql`SELECT start_time::text AS s, end_time::text AS e FROM time_window_constraints WHERE id = ${id}`,
    );
    expect(stored).toEqual({ s: '08:30:00', e: '11:00:00' });
    const otId = await idOf('OT-ATM');
    const otPut = await t.call('PUT', `/api/time-window-constraints/${otId}/operation-type`, {
      token: admin,
      body: { startTime: '11:00', endTime: '15:00', operationTypeRefNo: 'OT-DEL' },
    });
    expect(otPut.status).toBe(200);
    // the location grid's update path does not reach an operation type's window
    const crossed = await t.call('PUT', `/api/time-window-constraints/${otId}/location`, {
      token: admin,
      body: { startTime: '11:00', endTime: '15:00', locationRefNo: 'CUS-A' },
    });
    expect(crossed.status).toBe(404);

    const before = await windows();
    const del = await t.call('DELETE', '/api/time-window-constraints/operation-type', {
      token: admin,
      body: [otId],
    });
    expect(del.status).toBe(200);
    expect(await windows()).toBe(before - 1);
  });

  it('refuses windows that end before they start, bad times and foreign locations; stores nothing', async () => {
    const before = await windows();
    const order = await t.call('POST', '/api/location-type-time-window-constraints', {
      token: dc,
      body: [
        { locationRefNo: 'CUS-A', startTime: '09:00', endTime: '10:00' },
        { locationRefNo: 'CUS-A', startTime: '14:00', endTime: '13:00' },
      ],
    });
    expect(order.status).toBe(400);
    expect(order.envelope.validationMessages).toEqual([
      { field: '1.endTime', messages: ['The end time must be after the start time.'] },
    ]);
    const bad = await t.call('POST', '/api/operation-type-time-window-constraints', {
      token: admin,
      body: [{ operationTypeRefNo: 'OT-DEL', startTime: '25:00', endTime: '26:00', days: '0,9' }],
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.envelope.validationMessages)).toEqual(['0.days', '0.endTime', '0.startTime']);
    const foreign = await t.call('POST', '/api/location-type-time-window-constraints', {
      token: dc,
      body: [{ locationRefNo: 'DEP-B', startTime: '09:00', endTime: '10:00' }],
    });
    expect(fieldsOf(foreign.envelope.validationMessages)).toEqual(['0.locationRefNo']);
    expect(await windows()).toBe(before);

    const id = await idOf('DEP-A');
    const early = await t.call('PUT', `/api/time-window-constraints/${id}/location`, {
      token: dc,
      body: { startTime: '21:00', endTime: '20:00', locationRefNo: 'DEP-A' },
    });
    expect(early.status).toBe(400);
    const foreignId = await idOf('DEP-B');
    expect(
      (
        await t.call('PUT', `/api/time-window-constraints/${foreignId}/location`, {
          token: dc,
          body: { startTime: '09:00', endTime: '10:00', locationRefNo: 'DEP-B' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', '/api/time-window-constraints/location', { token: dc, body: [foreignId] }))
        .status,
    ).toBe(403);
    expect(await windows()).toBe(before);
  });

  it('keeps vehicle type capabilities as one record per type, one row per operation type', async () => {
    const created = await t.call('POST', '/api/vehicle-type-operationtype-constraints', {
      token: dc,
      body: [
        {
          vehicleTypeRefNo: 'VT-VAN',
          capableOperationTypeRefNoList: ['OT-DEL', 'OT-COLD'],
          nonCapableOperationTypeRefNoList: ['OT-ATM'],
        },
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    const list = await t.call('GET', '/api/vehicle-type-operationtype-constraints', { token: dc });
    expect(list.envelope.data).toEqual([
      {
        vehicleTypeRefNo: 'VT-VAN',
        vehicleTypeName: 'Van',
        capableOperationTypeRefNoList: ['OT-COLD', 'OT-DEL'],
        nonCapableOperationTypeRefNoList: ['OT-ATM'],
        capableOperationTypeName: 'Cold chain, Delivery',
        nonCapableOperationTypeName: 'ATM service',
      },
    ]);
    const put = await t.call('PUT', '/api/vehicle-type-operationtype-constraints/VT-VAN', {
      token: dc,
      body: {
        vehicleTypeRefNo: 'VT-VAN',
        capableOperationTypeRefNoList: ['OT-DEL'],
        nonCapableOperationTypeRefNoList: ['OT-ATM', 'OT-COLD'],
      },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);
    const stored = await rows<{ ref: string; capable: boolean }>(
      t.db.orm,
      sql`SELECT o.ref_no AS ref, c.is_capable AS capable FROM vehicle_type_operation_type_constraints c
          JOIN operation_types o ON o.id = c.operation_type_id ORDER BY o.ref_no`,
    );
    expect(stored).toEqual([
      { ref: 'OT-ATM', capable: false },
      { ref: 'OT-COLD', capable: false },
      { ref: 'OT-DEL', capable: true },
    ]);
    const one = await t.call('GET', '/api/vehicle-type-operationtype-constraints/VT-VAN', { token: dc });
    expect(one.envelope.data).toMatchObject({ nonCapableOperationTypeName: 'ATM service, Cold chain' });
  });

  it('refuses conflicting, unknown, repeated and empty capability records; stores nothing', async () => {
    const count = async () =>
      (
        await first<{ n: number }>(
          t.db.orm,
          sql`SELECT count(*)::int AS n FROM vehicle_type_operation_type_constraints`,
        )
      )?.n ?? 0;
    const before = await count();
    const res = await t.call('POST', '/api/vehicle-type-operationtype-constraints', {
      token: admin,
      body: [
        {
          vehicleTypeRefNo: 'VT-TRUCK',
          capableOperationTypeRefNoList: ['OT-DEL'],
          nonCapableOperationTypeRefNoList: ['OT-DEL'],
        },
        {
          vehicleTypeRefNo: 'VT-VAN',
          capableOperationTypeRefNoList: ['OT-DEL'],
          nonCapableOperationTypeRefNoList: [],
        },
        {
          vehicleTypeRefNo: 'NOPE',
          capableOperationTypeRefNoList: ['OT-X'],
          nonCapableOperationTypeRefNoList: [],
        },
        {
          vehicleTypeRefNo: 'VT-TRUCK',
          capableOperationTypeRefNoList: [],
          nonCapableOperationTypeRefNoList: [],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.envelope.validationMessages)).toEqual([
      '0.nonCapableOperationTypeRefNoList',
      '1.vehicleTypeRefNo',
      '2.vehicleTypeRefNo',
      '3.capableOperationTypeRefNoList',
      '3.vehicleTypeRefNo',
    ]);
    const notList = await t.call('PUT', '/api/vehicle-type-operationtype-constraints/VT-VAN', {
      token: admin,
      body: { capableOperationTypeRefNoList: 'OT-DEL' },
    });
    expect(notList.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("keeps vehicle capabilities to the vehicle's center", async () => {
    const mine = await t.call('POST', '/api/vehicle-operationtype-constraints', {
      token: dc,
      body: [
        {
          vehicleRefNo: 'V-1',
          capableOperationTypeRefNoList: ['OT-COLD'],
          nonCapableOperationTypeRefNoList: [],
        },
      ],
    });
    expect(mine.status, JSON.stringify(mine.envelope)).toBe(201);
    const theirs = await t.call('POST', '/api/vehicle-operationtype-constraints', {
      token: admin,
      body: [
        {
          vehicleRefNo: 'V-B',
          capableOperationTypeRefNoList: [],
          nonCapableOperationTypeRefNoList: ['OT-ATM'],
        },
      ],
    });
    expect(theirs.status).toBe(201);
    const list = await t.call('GET', '/api/vehicle-operationtype-constraints', { token: dc });
    expect(list.envelope.data).toEqual([
      {
        vehicleRefNo: 'V-1',
        vehiclePlate: '34 TW 1',
        capableOperationTypeRefNoList: ['OT-COLD'],
        nonCapableOperationTypeRefNoList: [],
        capableOperationTypeName: 'Cold chain',
        nonCapableOperationTypeName: null,
      },
    ]);
    expect(
      (await t.call('GET', '/api/vehicle-operationtype-constraints', { token: admin })).response.headers[
        'x-total-count'
      ],
    ).toBe('2');
    expect((await t.call('GET', '/api/vehicle-operationtype-constraints/V-B', { token: dc })).status).toBe(
      403,
    );
    const put = await t.call('PUT', '/api/vehicle-operationtype-constraints/V-B', {
      token: dc,
      body: { capableOperationTypeRefNoList: ['OT-ATM'], nonCapableOperationTypeRefNoList: [] },
    });
    expect(put.status).toBe(403);
    const foreign = await t.call('POST', '/api/vehicle-operationtype-constraints', {
      token: dc,
      body: [
        {
          vehicleRefNo: 'V-B',
          capableOperationTypeRefNoList: ['OT-DEL'],
          nonCapableOperationTypeRefNoList: [],
        },
      ],
    });
    expect(foreign.status).toBe(403);
    const kept = await t.call('GET', '/api/vehicle-operationtype-constraints/V-B', { token: admin });
    expect(kept.envelope.data).toMatchObject({
      capableOperationTypeRefNoList: [],
      nonCapableOperationTypeRefNoList: ['OT-ATM'],
    });
    const form = await t.call('GET', '/api/vehicle-operationtype-constraints/input-field-options', {
      token: dc,
    });
    expect((form.envelope.data as { name: string }[]).map((f) => f.name)).toEqual([
      'vehicleRefNo',
      'capableOperationTypeRefNoList',
      'nonCapableOperationTypeRefNoList',
    ]);
  });
});
