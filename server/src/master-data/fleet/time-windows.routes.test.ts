import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedFleetPlaces } from './fleet.fixtures.js';

type Messages = { field: string; messages: string[] }[];
const fieldsOf = (messages: unknown) => ((messages ?? []) as Messages).map((m) => m.field).sort();

describe('location and operation-type time windows', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFleetPlaces(t);
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
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
    const filtered = await t.call(
      'GET',
      '/api/location-type-time-window-constraints?locationName=cust&sortBy=startTime&sortDirection=desc',
      { token: admin },
    );
    expect((filtered.envelope.data as { locationRefNo: string }[]).map((w) => w.locationRefNo)).toEqual([
      'CUS-A',
    ]);
    const byStart = await t.call('GET', '/api/location-type-time-window-constraints?sortBy=startTime', {
      token: admin,
    });
    const starts = (byStart.envelope.data as { startTime: string }[]).map((w) => w.startTime);
    expect(starts).toEqual([...starts].sort());
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
    ).toBe(404);
    expect(
      (await t.call('DELETE', '/api/time-window-constraints/location', { token: dc, body: [foreignId] }))
        .status,
    ).toBe(404);
    expect(await windows()).toBe(before);
  });
});
