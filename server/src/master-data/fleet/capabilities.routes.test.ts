import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, rows, sql } from '../../db/database.js';
import { saveSettings } from '../../admin/settings.repository.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedFleetPlaces, vehicleItem } from './fleet.fixtures.js';

type Messages = { field: string; messages: string[] }[];
const fieldsOf = (messages: unknown) => ((messages ?? []) as Messages).map((m) => m.field).sort();

describe('vehicle type and vehicle capability constraints', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFleetPlaces(t);
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    // Shared master data is written here by a DC Manager too: the general settings allow it.
    await saveSettings(t.db, 'general', { managersWriteSharedData: true }, null);
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
