import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderConstraints, OrderListResponse } from '@rota/core';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Orders over the resource pipeline: center scoping, filters, rules, refusals and constraints. */
describe('orders', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const day = '2026-05-04';
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM orders`))?.n ?? 0;
  const list = async (token: string, query = '') => {
    const res = await t.call('GET', `/api/orders${query}`, { token });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return res.envelope.data as OrderListResponse;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const setup = [
      await t.call('POST', '/api/operation-types', {
        token: admin,
        body: [
          { refNo: 'OT-T', name: 'Teslimat', action: 'DELIVERY', serviceDuration: 10 },
          { refNo: 'OT-I', name: 'İade', action: 'PICKUP' },
        ],
      }),
      await t.call('POST', '/api/cargo-types', { token: admin, body: [{ refNo: 'CT-K', name: 'Kuru' }] }),
      await t.call('POST', '/api/locations', {
        token: admin,
        body: [
          { refNo: 'L-A', name: 'Market Moda', latitude: 40.98, longitude: 29.03, distributionCenterId: own },
          { refNo: 'L-B', name: 'Manav Moda', latitude: 40.99, longitude: 29.02, distributionCenterId: own },
          {
            refNo: 'L-C',
            name: 'Market Yeşilköy',
            latitude: 40.96,
            longitude: 28.82,
            distributionCenterId: other,
          },
        ],
      }),
    ];
    for (const res of setup) expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    await t.db.orm.execute(
      sql`INSERT INTO depots (ref_no, name, distribution_center_id, location_id)
          SELECT 'D-1', 'Depo Kadıköy', ${own}, id FROM locations WHERE ref_no = 'L-B'`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates orders; a DC Manager's go to their center, the reference unique within a center", async () => {
    const mine = await t.call('POST', '/api/orders', {
      token: dc,
      body: [
        {
          refNo: 'SO-1',
          name: 'Koli',
          date: day,
          locationRefNo: 'L-A',
          cargoTypeRefNo: 'CT-K',
          operationTypeRefNo: 'OT-T',
          amount: 3,
          weight: 12.5,
          invoiceAmount: 1200,
          serveAfter: '09:00',
          serveBefore: '12:30',
          createdByDepot: 'D-1',
          customServiceDuration: 25,
        },
        { refNo: 'SO-2', date: day, locationRefNo: 'L-B', operationTypeRefNo: 'OT-I' },
        { refNo: 'SO-3', date: '2026-05-05', locationRefNo: 'L-A' },
      ],
    });
    expect(mine.status, JSON.stringify(mine.envelope)).toBe(201);
    expect(mine.envelope.message).toBe('Order successfully added');
    const theirs = await t.call('POST', '/api/orders', {
      token: admin,
      body: [{ refNo: 'SO-1', date: day, locationRefNo: 'L-C', distributionCenterId: other }],
    });
    expect(theirs.status, JSON.stringify(theirs.envelope)).toBe(201);
    const centers = await first<{ own: number; other: number }>(
      t.db.orm,
      sql`SELECT count(*) FILTER (WHERE distribution_center_id = ${own})::int AS own,
                 count(*) FILTER (WHERE distribution_center_id = ${other})::int AS other FROM orders`,
    );
    expect(centers).toEqual({ own: 3, other: 1 });

    const before = await count();
    const again = await t.call('POST', '/api/orders', {
      token: dc,
      body: [{ refNo: 'so-1', date: day, locationRefNo: 'L-A' }],
    });
    expect(again.status).toBe(400);
    expect(again.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.refNo']);
    expect(await count()).toBe(before);
  });

  it('answers the spec shape: names beside references, the nested location, the stats', async () => {
    const data = await list(dc, `?date=${day}`);
    expect(data.count).toBe(2);
    const first = data.orderResultDetails.find((o) => o.refNo === 'SO-1') as Order;
    expect(first).toMatchObject({
      date: day,
      distributionCenterId: own,
      locationRefNo: 'L-A',
      locationName: 'Market Moda',
      cargoTypeName: 'Kuru',
      operationTypeName: 'Teslimat',
      orderType: 'DELIVERY',
      amount: 3,
      weight: 12.5,
      invoiceAmountString: '1200.00',
      currency: 'TRY',
      serveAfter: '09:00',
      serveBefore: '12:30',
      createdByDepot: 'D-1',
      createdByDepotName: 'Depo Kadıköy',
      customServiceDuration: 25,
      isOptional: false,
      location: { refNo: 'L-A', name: 'Market Moda', latitude: 40.98, longitude: 29.03 },
    });
    // the operation type decides the order type
    expect(data.orderResultDetails.find((o) => o.refNo === 'SO-2')?.orderType).toBe('PICKUP');
    // spec 02: the orders list holds orderResultDetails; the Summary reads orders/stats
    expect(data).not.toHaveProperty('orderStats');
    const centerStats = await t.call('GET', '/api/orders/stats', { token: dc });
    expect(centerStats.envelope.data).toEqual({
      count: 3,
      distribution: [
        { key: 'DELIVERY', count: 2 },
        { key: 'PICKUP', count: 1 },
      ],
    });
    const stats = await t.call('GET', '/api/orders/stats', { token: admin });
    expect((stats.envelope.data as { count: number }).count).toBe(4);
  });

  it("filters by date and by the location's name, as the Orders grid opens", async () => {
    const byName = await list(dc, `?locationName=${encodeURIComponent('market')}`);
    expect(byName.orderResultDetails.map((o) => o.refNo).sort()).toEqual(['SO-1', 'SO-3']);
    const both = await list(dc, `?date=${day}&locationName=market`);
    expect(both.orderResultDetails.map((o) => o.refNo)).toEqual(['SO-1']);
    const all = await list(admin, `?date=${day}&locationName=market`);
    expect(all.orderResultDetails.map((o) => [o.refNo, o.locationName])).toEqual([
      ['SO-1', 'Market Moda'],
      ['SO-1', 'Market Yeşilköy'],
    ]);
    const oneCenter = await list(admin, `?distributionCenterId=${other}`);
    expect(oneCenter.orderResultDetails.map((o) => o.locationRefNo)).toEqual(['L-C']);
    const badDate = await t.call('GET', '/api/orders?date=yesterday', { token: dc });
    expect(badDate.status).toBe(400);
    expect(badDate.envelope.validationMessages?.map((v) => v.field)).toEqual(['date']);
  });

  it("keeps a DC Manager to their center: another center's order answers as a missing one (404) and is left as it was", async () => {
    const own = await t.call('GET', '/api/orders/SO-1', { token: dc });
    expect(own.envelope.data).toMatchObject({ locationRefNo: 'L-A' });
    await t.db.orm.execute(sql`INSERT INTO orders (ref_no, distribution_center_id, order_date, location_id)
      SELECT 'SO-9', ${other}, ${day}::date, id FROM locations WHERE ref_no = 'L-C'`);
    const get = await t.call('GET', '/api/orders/SO-9', { token: dc });
    expect(get.status).toBe(404);
    expect(JSON.stringify(get.envelope)).not.toContain('Yeşilköy');
    const put = await t.call('PUT', '/api/orders/SO-9', { token: dc, body: { name: 'Mine now' } });
    expect(put.status).toBe(404);
    const del = await t.call('DELETE', '/api/orders', { token: dc, body: ['SO-2', 'SO-9'] });
    expect(del.status).toBe(404);
    const constraints = await t.call('GET', '/api/orders/SO-9/constraints', { token: dc });
    expect(constraints.status).toBe(404);
    const listOther = await t.call('GET', `/api/orders?distributionCenterId=${other}`, { token: dc });
    expect(listOther.status).toBe(403);
    const kept = await first<{ name: string | null; n: number }>(
      t.db.orm,
      sql`SELECT (SELECT name FROM orders WHERE ref_no = 'SO-9') AS name, count(*)::int AS n FROM orders`,
    );
    expect(kept).toEqual({ name: null, n: 5 });
    const refused = await t.call('POST', '/api/orders', {
      token: dc,
      body: [{ refNo: 'SO-X', date: day, locationRefNo: 'L-C' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.locationRefNo']);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/orders', {
      token: admin,
      body: [
        { refNo: 'SO-20', date: '2026-02-31x', locationRefNo: 'L-A', distributionCenterId: own },
        { refNo: 'SO-21', date: day, locationRefNo: 'L-A', distributionCenterId: own, serveAfter: '25:00' },
        { refNo: 'SO-22', date: day, distributionCenterId: own, amount: -1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.envelope.validationMessages?.map((v) => v.field)).toEqual([
      '0.date',
      '1.serveAfter',
      '2.locationRefNo',
      '2.amount',
    ]);
    const rules = await t.call('POST', '/api/orders', {
      token: admin,
      body: [
        { refNo: 'SO-24', date: day, locationRefNo: 'L-C', distributionCenterId: own },
        {
          refNo: 'SO-25',
          date: day,
          locationRefNo: 'L-A',
          distributionCenterId: own,
          operationTypeRefNo: 'OT-I',
          orderType: 'DELIVERY',
        },
        { refNo: 'SO-26', date: day, locationRefNo: 'NOPE', distributionCenterId: own },
      ],
    });
    expect(rules.status).toBe(400);
    expect(rules.envelope.validationMessages).toEqual(
      expect.arrayContaining([
        {
          field: '0.locationRefNo',
          messages: ['The location belongs to another distribution center than the order.'],
        },
        {
          field: '1.orderType',
          messages: [
            "The order type must be the operation type's action; leave it empty to take it from the operation type.",
          ],
        },
      ]),
    );
    const window = await t.call('POST', '/api/orders', {
      token: admin,
      body: [
        {
          refNo: 'SO-23',
          date: day,
          locationRefNo: 'L-A',
          distributionCenterId: own,
          serveAfter: '14:00',
          serveBefore: '10:00',
        },
      ],
    });
    expect(window.status).toBe(400);
    expect(window.envelope.validationMessages).toEqual([
      { field: '0.serveBefore', messages: ['Serve before must be after serve after.'] },
    ]);
    const serve = await t.call('PUT', '/api/orders/SO-1', { token: dc, body: { serveAfter: '13:00' } });
    expect(serve.status).toBe(400);
    expect(serve.envelope.validationMessages?.map((v) => v.field)).toEqual(['serveBefore']);
    expect(await count()).toBe(before);
  });

  it('updates what it names, keeps the custom service duration, and deletes', async () => {
    const updated = await t.call('PUT', '/api/orders/SO-1', {
      token: dc,
      body: { name: 'Koli (5)', amount: 5, customServiceDuration: 90, operationTypeRefNo: 'OT-I' },
    });
    expect(updated.status, JSON.stringify(updated.envelope)).toBe(200);
    const one = await t.call('GET', '/api/orders/SO-1', { token: dc });
    expect(one.envelope.data).toMatchObject({
      name: 'Koli (5)',
      amount: 5,
      customServiceDuration: 25,
      operationTypeName: 'İade',
      orderType: 'PICKUP',
      serveBefore: '12:30',
    });
    const done = await t.call('DELETE', '/api/orders', { token: dc, body: ['SO-3'] });
    expect(done.status).toBe(200);
    expect((await t.call('GET', '/api/orders/SO-3', { token: dc })).status).toBe(404);
  });

  it('answers the constraints that apply to an order: its window, its place and operation, capable vehicles', async () => {
    await t.db.orm.execute(sql`INSERT INTO time_window_constraints (location_id, start_time, end_time, days)
      SELECT id, '08:00', '11:00', ARRAY[0]::smallint[] FROM locations WHERE ref_no = 'L-A'`);
    await t.db.orm.execute(sql`INSERT INTO time_window_constraints (operation_type_id, start_time, end_time)
      SELECT id, '10:00', '16:00' FROM operation_types WHERE ref_no = 'OT-I'`);
    await t.db.orm.execute(sql`INSERT INTO vehicle_types (ref_no, name) VALUES ('VT-K', 'Kamyonet')`);
    await t.db.orm
      .execute(sql`INSERT INTO vehicle_type_operation_type_constraints (vehicle_type_id, operation_type_id, is_capable)
      SELECT vt.id, ot.id, false FROM vehicle_types vt, operation_types ot WHERE vt.ref_no = 'VT-K' AND ot.ref_no = 'OT-I'`);
    const res = await t.call('GET', '/api/orders/SO-1/constraints', { token: dc });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    const data = res.envelope.data as OrderConstraints;
    expect(data).toMatchObject({ refNo: 'SO-1', serveAfter: '09:00', serveBefore: '12:30' });
    expect(
      data.timeWindows.map((w) => [w.startTime, w.endTime, w.days, w.locationRefNo, w.operationTypeRefNo]),
    ).toEqual([
      ['08:00', '11:00', '0', 'L-A', null],
      ['10:00', '16:00', null, null, 'OT-I'],
    ]);
    expect(data.capabilities).toEqual([
      expect.objectContaining({ vehicleTypeRefNo: 'VT-K', operationTypeRefNo: 'OT-I', isCapable: false }),
    ]);
    expect((await t.call('GET', '/api/orders/NOPE/constraints', { token: dc })).status).toBe(404);
  });
});
