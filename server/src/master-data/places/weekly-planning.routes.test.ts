import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type Visit = { id: number; locationName: string; locationRefNo: string; daysOfWeek: string } & Record<
  string,
  unknown
>;

/** Location planned visits and weekly planning data: a location's own rows, in its center. */
describe('planned visits and weekly planning data', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const rowsIn = async (table: 'location_planned_visits' | 'territory_planning_inputs') =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    const setup = [
      await t.call('POST', '/api/operation-types', {
        token: admin,
        body: [{ refNo: 'OT-T', name: 'Teslimat' }],
      }),
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
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds planned visits with days comma-joined and a flag per weekday', async () => {
    const created = await t.call('POST', '/api/location-planned-visits', {
      token: dc,
      body: {
        locationPlannedVisits: [
          { locationName: 'Market Moda', operationTypeName: 'Teslimat', daysOfWeek: '0,2,4' },
          { locationName: 'Manav Moda', daysOfWeek: '5' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    const list = await t.call('GET', '/api/location-planned-visits', { token: dc });
    const rows = list.envelope.data as Visit[];
    expect(rows.map((r) => [r.locationName, r.locationRefNo, r['operationTypeName'], r.daysOfWeek])).toEqual([
      ['Manav Moda', 'L-B', null, '5'],
      ['Market Moda', 'L-A', 'Teslimat', '0,2,4'],
    ]);
    expect(rows[1]).toMatchObject({
      mondayVisit: true,
      tuesdayVisit: false,
      wednesdayVisit: true,
      fridayVisit: true,
      sundayVisit: false,
    });
    const id = rows[1]?.id as number;
    const updated = await t.call('PUT', `/api/location-planned-visits/${id}`, {
      token: dc,
      body: { daysOfWeek: '1' },
    });
    expect(updated.status).toBe(200);
    const one = await t.call('GET', `/api/location-planned-visits/${id}`, { token: dc });
    expect(one.envelope.data).toMatchObject({ daysOfWeek: '1', mondayVisit: false, tuesdayVisit: true });
  });

  it('refuses bad days, unknown or foreign locations and a second visit of the same kind, storing nothing', async () => {
    const before = await rowsIn('location_planned_visits');
    const bad = await t.call('POST', '/api/location-planned-visits', {
      token: dc,
      body: {
        locationPlannedVisits: [{ locationName: 'Market Moda', daysOfWeek: '7' }, { daysOfWeek: '1' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages?.map((v) => v.field)).toEqual([
      'locationPlannedVisits.0.daysOfWeek',
      'locationPlannedVisits.1.locationName',
    ]);
    const refs = await t.call('POST', '/api/location-planned-visits', {
      token: dc,
      body: {
        locationPlannedVisits: [
          { locationName: 'Market Yeşilköy', daysOfWeek: '1' },
          { locationName: 'Nowhere', daysOfWeek: '1' },
        ],
      },
    });
    expect(refs.status).toBe(400);
    expect(refs.envelope.validationMessages?.map((v) => v.field)).toEqual([
      '0.locationName',
      '1.locationName',
    ]);
    const twice = await t.call('POST', '/api/location-planned-visits', {
      token: dc,
      body: {
        locationPlannedVisits: [
          { locationName: 'Market Moda', operationTypeName: 'Teslimat', daysOfWeek: '3' },
          { locationName: 'Manav Moda', daysOfWeek: '2' },
          { locationName: 'Market Moda', daysOfWeek: '2' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.envelope.validationMessages).toEqual([
      { field: '1.operationTypeName', messages: ['This value is already used by another record.'] },
    ]);
    const pair = await t.call('POST', '/api/location-planned-visits', {
      token: dc,
      body: {
        locationPlannedVisits: [
          { locationName: 'Market Moda', operationTypeName: 'Teslimat', daysOfWeek: '3' },
        ],
      },
    });
    expect(pair.status).toBe(400);
    expect(pair.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.operationTypeName']);
    expect(await rowsIn('location_planned_visits')).toBe(before);
  });

  it("keeps a DC Manager to their center's visits; the visits follow their location", async () => {
    const foreign = await t.call('POST', '/api/location-planned-visits', {
      token: admin,
      body: { locationPlannedVisits: [{ locationName: 'Market Yeşilköy', daysOfWeek: '3' }] },
    });
    expect(foreign.status).toBe(201);
    const visit = await first<{ id: number; center: number }>(
      t.db.orm,
      sql`SELECT v.id, v.distribution_center_id AS center FROM location_planned_visits v
          JOIN locations l ON l.id = v.location_id WHERE l.ref_no = 'L-C'`,
    );
    expect(visit?.center).toBe(other);
    const list = await t.call('GET', '/api/location-planned-visits', { token: dc });
    expect((list.envelope.data as Visit[]).map((v) => v.locationRefNo).sort()).toEqual(['L-A', 'L-B']);
    expect((await t.call('GET', `/api/location-planned-visits/${visit?.id}`, { token: dc })).status).toBe(
      404,
    );
    const put = await t.call('PUT', `/api/location-planned-visits/${visit?.id}`, {
      token: dc,
      body: { daysOfWeek: '0' },
    });
    expect(put.status).toBe(404);
    const del = await t.call('DELETE', '/api/location-planned-visits', {
      token: dc,
      body: { ids: [visit?.id] },
    });
    expect(del.status).toBe(404);
    const kept = await first<{ days: string }>(
      t.db.orm,
      sql`SELECT days_of_week AS days FROM location_planned_visits WHERE id = ${visit?.id}`,
    );
    expect(kept?.days).toBe('3');
    // moving the location to the manager's center moves its visits too
    await t.call('PUT', '/api/locations/L-C', { token: admin, body: { distributionCenterId: own } });
    expect((await t.call('GET', `/api/location-planned-visits/${visit?.id}`, { token: dc })).status).toBe(
      200,
    );
    await t.call('PUT', '/api/locations/L-C', { token: admin, body: { distributionCenterId: other } });
    const done = await t.call('DELETE', '/api/location-planned-visits', {
      token: admin,
      body: { ids: [visit?.id] },
    });
    expect(done.status).toBe(200);
  });

  const weekly = (locationRefNo: string, extra: Record<string, unknown> = {}) => ({
    locationRefNo,
    demand: 12.5,
    serviceDuration: 15,
    weeklyVisitFrequency: 2,
    mondayVisit: true,
    thursdayVisit: true,
    mondayTwStart: '09:00',
    mondayTwEnd: '12:00',
    visitFrequencyParameters: [
      { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: 3, dayOfWeeks: [[0, 3]] },
    ],
    ...extra,
  });

  it('adds weekly planning data with POST and updates it with POST again', async () => {
    const added = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: {
        territoryPlanningInputs: [
          weekly('L-A'),
          weekly('L-B', { weeklyVisitFrequency: 0, mondayVisit: false, thursdayVisit: false }),
        ],
      },
    });
    expect(added.status, JSON.stringify(added.envelope)).toBe(200);
    expect(added.envelope.data).toEqual({ added: 2, updated: 0 });
    const again = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: {
        territoryPlanningInputs: [weekly('L-A', { demand: 20, thursdayVisit: false, fridayVisit: true })],
      },
    });
    expect(again.status, JSON.stringify(again.envelope)).toBe(200);
    expect(again.envelope.data).toEqual({ added: 0, updated: 1 });
    expect(await rowsIn('territory_planning_inputs')).toBe(2);
    const one = await t.call('GET', '/api/territory-planning-input/L-A', { token: dc });
    expect(one.envelope.data).toMatchObject({
      locationRefNo: 'L-A',
      locationName: 'Market Moda',
      demand: 20,
      weeklyVisitFrequency: 2,
      weeklyVisits: '0,4',
      mondayVisit: true,
      thursdayVisit: false,
      fridayVisit: true,
      mondayTwStart: '09:00',
      mondayTwEnd: '12:00',
      tuesdayTwStart: null,
      visitFrequencyParameters: [
        { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: 3, dayOfWeeks: [[0, 3]] },
      ],
    });
  });

  it('refuses weekly data whose days or windows do not hold, or of another center, changing nothing', async () => {
    const before = await first(t.db.orm, sql`SELECT * FROM territory_planning_inputs ORDER BY id`);
    const bad = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: {
        territoryPlanningInputs: [
          weekly('L-B', { weeklyVisitFrequency: 3 }),
          weekly('L-A', { mondayTwEnd: '08:00' }),
          weekly('L-A', { visitFrequencyParameters: [{ visitFrequency: 9 }] }),
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.validationMessages).toEqual([
      {
        field: '0.weeklyVisitFrequency',
        messages: ['Choose as many visit days as the weekly visit frequency.'],
      },
    ]);
    const windows = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: { territoryPlanningInputs: [weekly('L-A', { mondayTwEnd: '08:00' })] },
    });
    expect(windows.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.mondayTwEnd']);
    const params = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: {
        territoryPlanningInputs: [weekly('L-A', { visitFrequencyParameters: [{ visitFrequency: 9 }] })],
      },
    });
    expect(params.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.visitFrequencyParameters']);
    const foreign = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: { territoryPlanningInputs: [weekly('L-C')] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.envelope.validationMessages?.map((v) => v.field)).toEqual(['0.locationRefNo']);
    expect(await first(t.db.orm, sql`SELECT * FROM territory_planning_inputs ORDER BY id`)).toEqual(before);
    expect(await rowsIn('territory_planning_inputs')).toBe(2);

    await t.call('POST', '/api/territory-planning-input', {
      token: admin,
      body: { territoryPlanningInputs: [weekly('L-C')] },
    });
    expect((await t.call('GET', '/api/territory-planning-input/L-C', { token: dc })).status).toBe(404);
    const overwrite = await t.call('POST', '/api/territory-planning-input', {
      token: dc,
      body: { territoryPlanningInputs: [weekly('L-C', { demand: 1 })] },
    });
    expect(overwrite.status).toBe(400);
    const list = await t.call('GET', '/api/territory-planning-input', { token: dc });
    expect((list.envelope.data as { locationRefNo: string }[]).map((r) => r.locationRefNo)).toEqual([
      'L-B',
      'L-A',
    ]);
  });

  it('deletes weekly data by location references; a location takes its own rows with it', async () => {
    const foreign = await t.call('DELETE', '/api/territory-planning-input', {
      token: dc,
      body: { locationRefNos: ['L-A', 'L-C'] },
    });
    expect(foreign.status).toBe(404);
    expect(await rowsIn('territory_planning_inputs')).toBe(3);
    const done = await t.call('DELETE', '/api/territory-planning-input', {
      token: dc,
      body: { locationRefNos: ['L-B'] },
    });
    expect(done.status).toBe(200);
    const location = await t.call('DELETE', '/api/locations', { token: dc, body: ['L-A'] });
    expect(location.status).toBe(200);
    expect(await rowsIn('territory_planning_inputs')).toBe(1);
    expect(await rowsIn('location_planned_visits')).toBe(1);
  });
});
