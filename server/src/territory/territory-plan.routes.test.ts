import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  territoryApi,
  territoryPlanningJobSchema,
  territoryPlanSummarySchema,
  type TerritoryPlanningJob,
} from '@rota/core';
import { first, rows, sql } from '../db/database.js';
import { runtimeOf } from '../daily-plan/job-runtime.js';
import { hubEventAuthorizer } from '../security/hub-access.js';
import { expectServed } from '../testing/contract.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Territory plans end to end: the dialog's payload is checked (nothing stored on a refusal), a
 * plan waits for configuration or runs in the solver queue, and its territories are stored.
 */
describe('territory plans', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const refs = Array.from({ length: 40 }, (_, i) => `PL-${String(i + 1).padStart(2, '0')}`);
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM territory_plans`))!.n;
  const submit = (body: Record<string, unknown>, token = admin) =>
    t.call('POST', '/api/territory-planning-job', { token, body });
  const valid = (extra: Record<string, unknown> = {}) => ({
    jobRefNo: 'Hafta 48',
    depotRefNo: 'PL-D',
    locationRefNos: refs,
    jobParameterDto: { workingDays: '0,1,2,3,4', dayStart: '08:00', dayEnd: '18:00', speedKmh: 30 },
    queue: false,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    admin = await t.token('admin@demo.rota');
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, is_depot, service_duration)
          VALUES ('PL-D', 'Plan Depo', 41.0, 29.0, ${own}, true, 0), ('PL-X', 'Öteki Bakkal', 40.6, 28.6, ${other}, false, 5)`,
    );
    for (const [i, ref] of refs.entries())
      await t.db.orm.execute(
        sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, service_duration)
            VALUES (${ref}, ${`Plan Müşteri ${i + 1}`}, ${41 + ((i % 8) - 4) * 0.006}, ${29 + (Math.floor(i / 8) - 2) * 0.008}, ${own}, 5)`,
      );
    // Half the locations have weekly data: 1 to 3 visits, Monday to Friday allowed, some morning windows.
    await t.db.orm.execute(
      sql`INSERT INTO territory_planning_inputs (location_id, demand, service_duration, weekly_visit_frequency,
            monday_visit, tuesday_visit, wednesday_visit, thursday_visit, friday_visit, monday_tw_start, monday_tw_end)
          SELECT id, 3, 10, 1 + id % 3, true, true, true, true, true,
                 CASE WHEN id % 4 = 0 THEN '08:00'::time END, CASE WHEN id % 4 = 0 THEN '12:00'::time END
          FROM locations WHERE ref_no LIKE 'PL-%' AND ref_no NOT IN ('PL-D', 'PL-X') AND id % 2 = 0`,
    );
    await t.db.orm.execute(sql`INSERT INTO vehicle_types (ref_no, name) VALUES ('PVT', 'Kamyonet')`);
    for (const n of [1, 2, 3])
      await t.db.orm.execute(
        sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
              arrival_location_id, shift_start, shift_end)
            SELECT ${`PV-${n}`}, ${`34 PL 00${n}`}, vt.id, ${own}, l.id, l.id, '08:00', '18:00'
            FROM vehicle_types vt, locations l WHERE vt.ref_no = 'PVT' AND l.ref_no = 'PL-D'`,
      );
    await t.db.orm.execute(
      sql`UPDATE users SET distribution_center_id = ${other} WHERE lower(email) = 'dc1@demo.rota'`,
    );
    dc = await t.token('dc1@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves every territory plan call of core', async () => {
    for (const [, call] of Object.entries(territoryApi).filter(([, c]) =>
      c.path.startsWith('territory-planning-job'),
    ))
      await expectServed(t, admin, { method: call.method, path: call.path.replace(/:(\w+)/g, 'none') });
  });

  it('offers the parameter form', async () => {
    const res = await t.call('GET', '/api/territory-planning-job-parameter/input-field-options', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect((res.envelope.data as { name: string }[]).map((f) => f.name)).toEqual([
      'vehicleCount',
      'workingDays',
      'dayStart',
      'dayEnd',
      'speedKmh',
    ]);
  });

  it.each([
    ['a short reference', { jobRefNo: 'ab' }, 'jobRefNo', 'Reference number must be at least 3 characters.'],
    ['a reference with other characters', { jobRefNo: 'Hafta#48' }, 'jobRefNo', undefined],
    ['no depot', { depotRefNo: '' }, 'depotRefNo', undefined],
    ['an unknown depot', { depotRefNo: 'NOPE' }, 'depotRefNo', undefined],
    ['a depot that is a customer', { depotRefNo: 'PL-01' }, 'depotRefNo', 'This location is not a depot.'],
    ['no location', { locationRefNos: [] }, 'locationRefNos', undefined],
    ['another center’s location', { locationRefNos: ['PL-01', 'PL-X'] }, 'locationRefNos.1', undefined],
    ['the depot among the locations', { locationRefNos: ['PL-D'] }, 'locationRefNos.0', undefined],
    ['a location twice', { locationRefNos: ['PL-01', 'PL-01'] }, 'locationRefNos', undefined],
    [
      'a day ending before it starts',
      { jobParameterDto: { dayStart: '18:00', dayEnd: '08:00' } },
      'jobParameterDto.dayEnd',
      'The day must end after it starts.',
    ],
    [
      'a day number out of the week',
      { jobParameterDto: { workingDays: '0,9' } },
      'jobParameterDto.workingDays',
      undefined,
    ],
    [
      'a time that does not read',
      { jobParameterDto: { dayStart: '25:00' } },
      'jobParameterDto.dayStart',
      'Give a time as HH:mm.',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, change, field, message) => {
    const res = await submit(valid(change));
    expect(res.status, JSON.stringify(res.envelope)).toBe(400);
    const validation = res.envelope.validationMessages as { field: string; messages: string[] }[];
    expect(validation.map((v) => v.field)).toContain(field);
    if (message) expect(validation.flatMap((v) => v.messages)).toContain(message);
    expect(await count()).toBe(0);
  });

  let saved: TerritoryPlanningJob;
  it('saves a plan awaiting configuration (Confirm) and lists it', async () => {
    const res = await submit(valid());
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    saved = territoryPlanningJobSchema.parse(res.envelope.data);
    expect(saved).toMatchObject({
      jobRefNo: 'Hafta 48',
      depotRefNo: 'PL-D',
      depotName: 'Plan Depo',
      status: 'AWAITING_CONFIGURATION',
      statusDisplay: 'Awaiting Configuration',
      locationCount: 40,
      queue: false,
      version: 1,
    });
    expect(saved.locationRefNos).toEqual(refs);
    const grid = await t.call('GET', '/api/territory-planning-job', { token: admin });
    expect((grid.envelope.data as TerritoryPlanningJob[]).map((r) => r.jobRefNo)).toEqual(['Hafta 48']);
    const one = await t.call('GET', `/api/territory-planning-job/${saved.refNo}`, { token: admin });
    expect(territoryPlanningJobSchema.parse(one.envelope.data).refNo).toBe(saved.refNo);
  });

  it('hides the plan from a user of another center', async () => {
    const grid = await t.call('GET', '/api/territory-planning-job', { token: dc });
    expect(grid.envelope.data).toEqual([]);
    const one = await t.call('GET', `/api/territory-planning-job/${saved.refNo}`, { token: dc });
    expect(one.status).toBe(404);
    const res = await submit(valid({ locationRefNos: ['PL-X'] }), dc);
    expect(res.status).toBe(400);
  });

  it('runs the plan through the solver queue (Confirm & Queue) and stores its territories', async () => {
    const res = await submit(
      valid({ queue: true, jobParameterDto: { vehicleCount: 2, workingDays: '0,1,2,3,4' } }),
    );
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect((res.envelope.data as TerritoryPlanningJob).status).toBe('QUEUED');
    const runtime = runtimeOf(t.app);
    runtime.queue.poke();
    await expect
      .poll(
        async () => {
          await runtime.queue.idle();
          const one = await t.call('GET', `/api/territory-planning-job/${saved.refNo}`, { token: admin });
          return (one.envelope.data as TerritoryPlanningJob).status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const done = territoryPlanningJobSchema.parse(
      (await t.call('GET', `/api/territory-planning-job/${saved.refNo}`, { token: admin })).envelope.data,
    );
    expect(done.version).toBe(2);
    expect(done.progress).toBe(100);
    expect(done.runTime).toBeGreaterThan(0);
    const result = done.result!;
    expect(result.territoryCount).toBe(2);
    expect(result.placedVisits).toBe(result.requiredVisits);
    expect(result.unplaced).toEqual([]);
    // Locations without weekly data are visited once; with it, 1 + id % 3 times.
    const expected = await first<{ n: number }>(
      t.db.orm,
      sql`SELECT sum(COALESCE(i.weekly_visit_frequency, 1))::int AS n FROM locations l
          LEFT JOIN territory_planning_inputs i ON i.location_id = l.id WHERE l.ref_no = ANY(${`{${refs.join(',')}}`}::text[])`,
    );
    expect(result.requiredVisits).toBe(expected!.n);
    const territories = await rows<{
      name: string;
      locations: number;
      vehicle: string | null;
      days: number[];
    }>(
      t.db.orm,
      sql`SELECT t.name, (SELECT count(*)::int FROM territory_locations tl WHERE tl.territory_id = t.id) AS locations,
            (SELECT v.ref_no FROM vehicles v WHERE v.id = t.default_vehicle_id) AS vehicle, t.days_of_week AS days
          FROM territories t WHERE t.tag = 'Hafta 48' ORDER BY t.name`,
    );
    expect(territories.map((r) => r.name)).toEqual(['Hafta 48 1', 'Hafta 48 2']);
    expect(territories.map((r) => r.vehicle)).toEqual(['PV-1', 'PV-2']);
    expect(territories.reduce((s, r) => s + r.locations, 0)).toBe(40);
    // The map shows them: each has a polygon and its locations in visit order from 1.
    const listed = await t.call('GET', '/api/territory', { token: admin });
    const mine = (
      listed.envelope.data as { name: string; polygon: string; locationList: { visitOrder: number }[] }[]
    ).filter((x) => x.name.startsWith('Hafta 48'));
    expect(mine).toHaveLength(2);
    for (const x of mine) {
      expect(x.polygon.split(';').length).toBeGreaterThanOrEqual(3);
      expect(x.locationList.map((l) => l.visitOrder)).toEqual(x.locationList.map((_, i) => i + 1));
    }
  });

  it('refuses to change a plan that has run', async () => {
    const res = await submit(valid());
    expect(res.status).toBe(409);
    expect(res.envelope.message).toBe('Only a plan awaiting configuration can be changed.');
  });

  it('sums the plans up', async () => {
    const res = await t.call('GET', '/api/territory-planning-job/summary', { token: admin });
    expect(territoryPlanSummarySchema.parse(res.envelope.data)).toMatchObject({
      jobCount: 1,
      successCount: 1,
      failedCount: 0,
      locationCount: 40,
    });
  });

  it('deletes plans that are not running, and only those the user sees', async () => {
    const queued = await submit(valid({ jobRefNo: 'Sırada Bekleyen', queue: false }));
    expect(queued.status).toBe(201);
    await t.db.orm.execute(
      sql`UPDATE territory_plans SET status = 'QUEUED' WHERE job_ref_no = 'Sırada Bekleyen'`,
    );
    const running = await t.call('DELETE', '/api/territory-planning-job', {
      token: admin,
      body: { jobRefNos: ['Sırada Bekleyen'] },
    });
    expect(running.status).toBe(409);
    expect(running.envelope.message).toBe('Territory plan Sırada Bekleyen is running and cannot be deleted.');
    const hidden = await t.call('DELETE', '/api/territory-planning-job', {
      token: dc,
      body: { jobRefNos: ['Hafta 48'] },
    });
    expect(hidden.status).toBe(400);
    const empty = await t.call('DELETE', '/api/territory-planning-job', {
      token: admin,
      body: { jobRefNos: [] },
    });
    expect(empty.status).toBe(400);
    expect(await count()).toBe(2);
    await t.db.orm.execute(
      sql`UPDATE territory_plans SET status = 'AWAITING_CONFIGURATION' WHERE job_ref_no = 'Sırada Bekleyen'`,
    );
    const done = await t.call('DELETE', '/api/territory-planning-job', {
      token: admin,
      body: { jobRefNos: ['Sırada Bekleyen'] },
    });
    expect(done.status, JSON.stringify(done.envelope)).toBe(200);
    expect(await count()).toBe(1);
  });

  it('sends live plan updates only to users who see the plan’s center', async () => {
    const authorize = await hubEventAuthorizer(t.app.platform)({
      hub: 'joboperationhub',
      audience: 'all',
      target: 'ReceiveTerritoryPlanUpdate',
      args: [{ refNo: saved.refNo, distributionCenterId: own }],
    } as never);
    const user = (center: number, roles = ['DC Manager']) => ({
      userId: '9',
      roles,
      claims: ['daily-plan;read'],
      distributionCenterId: center,
    });
    expect(authorize(user(own) as never)).toBe(true);
    expect(authorize(user(other) as never)).toBe(false);
    expect(authorize(user(own, ['Driver']) as never)).toBe(false);
  });
});
