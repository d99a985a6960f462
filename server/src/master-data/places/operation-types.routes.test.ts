import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../../db/database.js';
import { saveSettings } from '../../admin/settings.repository.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Operation types: global records with an action; refused deletes name what uses them. */
describe('operation types', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM operation_types`))?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    // Shared master data is written here by a DC Manager too: the general settings allow it.
    await saveSettings(t.db, 'general', { managersWriteSharedData: true }, null);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists with dates, filters by action, updates and reads one', async () => {
    const created = await t.call('POST', '/api/operation-types', {
      token: dc,
      body: [
        { refNo: 'OT-1', name: 'Teslimat', actionDisplay: 'Teslim et', serviceDuration: 10 },
        { refNo: 'OT-2', name: 'İade', action: 'PICKUP', description: 'Boş kasa' },
      ],
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Operation type successfully added');
    const all = await t.call('GET', '/api/operation-types', { token: admin });
    const rows = all.envelope.data as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ refNo: 'OT-1', action: 'DELIVERY', serviceDuration: 10 });
    expect(String(rows[0]?.['createDate'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const pickups = await t.call('GET', '/api/operation-types?action=PICKUP', { token: admin });
    expect((pickups.envelope.data as { refNo: string }[]).map((r) => r.refNo)).toEqual(['OT-2']);
    const updated = await t.call('PUT', '/api/operation-types/OT-1', {
      token: dc,
      body: { serviceDuration: 15, refNo: 'OT-CHANGED' },
    });
    expect(updated.status).toBe(200);
    const one = await t.call('GET', '/api/operation-types/OT-1', { token: dc });
    expect(one.envelope.data).toMatchObject({ refNo: 'OT-1', name: 'Teslimat', serviceDuration: 15 });
  });

  it('refuses an unknown action, a negative duration and a taken name, storing nothing', async () => {
    const before = await count();
    const bad = await t.call('POST', '/api/operation-types', {
      token: admin,
      body: [
        { refNo: 'OT-3', name: 'Uçuş', action: 'FLY' },
        { refNo: 'OT-4', name: 'Kısa', serviceDuration: -5 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.action', '1.serviceDuration']);
    const taken = await t.call('POST', '/api/operation-types', {
      token: admin,
      body: [{ refNo: 'OT-5', name: 'teslimat' }],
    });
    expect(taken.status).toBe(400);
    expect(taken.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.name']);
    expect(await count()).toBe(before);
  });

  it("changing the action changes its orders' type; deleting a used one is refused, naming the use", async () => {
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id) VALUES ('L-OT', 'Loc OT', 41, 29, ${t.centers[0]})`,
    );
    await t.db.orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, order_date, location_id, operation_type_id)
          SELECT 'O-OT', ${t.centers[0]}, current_date, l.id, ot.id FROM locations l, operation_types ot
          WHERE l.ref_no = 'L-OT' AND ot.ref_no = 'OT-1'`,
    );
    const orderType = async () =>
      (
        await first<{ type: string }>(
          t.db.orm,
          sql`SELECT order_type AS type FROM orders WHERE ref_no = 'O-OT'`,
        )
      )?.type;
    expect(await orderType()).toBe('DELIVERY');
    await t.call('PUT', '/api/operation-types/OT-1', { token: admin, body: { action: 'PICKUP' } });
    expect(await orderType()).toBe('PICKUP');

    await t.db.orm.execute(
      sql`INSERT INTO location_planned_visits (location_id, operation_type_id, days_of_week)
          SELECT l.id, ot.id, '1,3' FROM locations l, operation_types ot WHERE l.ref_no = 'L-OT' AND ot.ref_no = 'OT-2'`,
    );
    const before = await count();
    const byOrder = await t.call('DELETE', '/api/operation-types', { token: admin, body: ['OT-1'] });
    expect(byOrder.status).toBe(409);
    expect(byOrder.envelope.message).toBe(
      'Operation type "Teslimat" cannot be deleted: 1 orders use it. Nothing was deleted.',
    );
    const byVisit = await t.call('DELETE', '/api/operation-types', { token: admin, body: ['OT-2'] });
    expect(byVisit.status).toBe(409);
    expect(byVisit.envelope.message).toBe(
      'Operation type "İade" cannot be deleted: 1 planned visits use it. Nothing was deleted.',
    );
    expect(await count()).toBe(before);
    await t.call('POST', '/api/operation-types', { token: admin, body: [{ refNo: 'OT-6', name: 'Boş' }] });
    const done = await t.call('DELETE', '/api/operation-types', { token: dc, body: ['OT-6'] });
    expect(done.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('offers the action as a select in the form', async () => {
    const form = await t.call('GET', '/api/operation-types/input-field-options', { token: dc });
    const action = (form.envelope.data as { name: string; type: string; options: unknown }[]).find(
      (f) => f.name === 'action',
    );
    expect(action).toMatchObject({
      type: 'singleSelect',
      options: [
        { key: 'DELIVERY', value: 'Delivery' },
        { key: 'PICKUP', value: 'Pickup' },
      ],
    });
  });
});
