import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { territoryPlanningJobSchema, type TerritoryPlanningJob } from '@rota/core';
import { rows, sql } from '../db/database.js';
import { runtimeOf } from '../daily-plan/job-runtime.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * What a territory plan run does to the territories already there: it replaces only those an
 * earlier run of the same plan made, never takes a location from another territory, and says in
 * its result (the API's answer) what it created, changed, removed and kept.
 */
describe('territory plan runs and the territories already there', () => {
  let t: TestApp;
  let admin: string;
  let own: number;
  const refs = Array.from({ length: 40 }, (_, i) => `KP-${String(i + 1).padStart(2, '0')}`);
  const handA = refs.slice(0, 11);
  const handB = refs.slice(11, 23);
  // A hand-made territory whose tag happens to be the plan's reference.
  const sameTag = refs.slice(23, 25);
  const jobRefNo = 'Hafta 49';

  const locationsOf = async (name: string) =>
    (
      await rows<{ refNo: string }>(
        t.db.orm,
        sql`SELECT l.ref_no AS "refNo" FROM territory_locations tl JOIN territories x ON x.id = tl.territory_id
            JOIN locations l ON l.id = tl.location_id WHERE x.name = ${name} ORDER BY tl.visit_order`,
      )
    ).map((r) => r.refNo);
  const handMade = async (name: string, tag: string, locationRefNoList: string[]) => {
    const res = await t.call('POST', '/api/territory', {
      token: admin,
      body: {
        name,
        tag,
        polygon: '40.9,28.9;40.9,29.1;41.1,29.1;41.1,28.9',
        distributionCenterId: own,
        locationRefNoList,
      },
    });
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    return (res.envelope.data as { id: number }).id;
  };
  const run = async (): Promise<TerritoryPlanningJob> => {
    const res = await t.call('POST', '/api/territory-planning-job', {
      token: admin,
      body: {
        jobRefNo,
        depotRefNo: 'KP-D',
        locationRefNos: refs,
        jobParameterDto: { vehicleCount: 2, workingDays: '0,1,2,3,4' },
        queue: true,
      },
    });
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    const runtime = runtimeOf(t.app);
    runtime.queue.poke();
    const read = async () =>
      territoryPlanningJobSchema.parse(
        (await t.call('GET', `/api/territory-planning-job/${encodeURIComponent(jobRefNo)}`, { token: admin }))
          .envelope.data,
      );
    await expect
      .poll(
        async () => {
          await runtime.queue.idle();
          return (await read()).status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('SUCCESS');
    return read();
  };

  let ids: { a: number; b: number; tagged: number };
  beforeAll(async () => {
    t = await createTestApp();
    [own] = t.centers;
    admin = await t.token('admin@demo.rota');
    await t.db.orm.execute(
      sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, is_depot, service_duration)
          VALUES ('KP-D', 'Plan Depo', 41.0, 29.0, ${own}, true, 0)`,
    );
    for (const [i, ref] of refs.entries())
      await t.db.orm.execute(
        sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, service_duration)
            VALUES (${ref}, ${`Müşteri ${i + 1}`}, ${41 + ((i % 8) - 4) * 0.006}, ${29 + (Math.floor(i / 8) - 2) * 0.008}, ${own}, 5)`,
      );
    await t.db.orm.execute(sql`INSERT INTO vehicle_types (ref_no, name) VALUES ('KVT', 'Kamyonet')`);
    for (const n of [1, 2])
      await t.db.orm.execute(
        sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
              arrival_location_id, shift_start, shift_end)
            SELECT ${`KV-${n}`}, ${`34 KP 00${n}`}, vt.id, ${own}, l.id, l.id, '08:00', '18:00'
            FROM vehicle_types vt, locations l WHERE vt.ref_no = 'KVT' AND l.ref_no = 'KP-D'`,
      );
    ids = {
      a: await handMade('Elle Çizilen A', 'Perakende', handA),
      b: await handMade('Elle Çizilen B', 'Perakende', handB),
      tagged: await handMade('Elle Çizilen C', jobRefNo, sameTag),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  let first: TerritoryPlanningJob;
  it('leaves the hand-made territories their locations and says what it created and kept', async () => {
    first = await run();
    expect(await locationsOf('Elle Çizilen A')).toEqual(handA);
    expect(await locationsOf('Elle Çizilen B')).toEqual(handB);
    expect(await locationsOf('Elle Çizilen C')).toEqual(sameTag);
    const result = first.result!;
    expect(result.kept).toEqual([
      { id: ids.a, name: 'Elle Çizilen A', locationCount: 11, keptLocationCount: 11 },
      { id: ids.b, name: 'Elle Çizilen B', locationCount: 12, keptLocationCount: 12 },
      { id: ids.tagged, name: 'Elle Çizilen C', locationCount: 2, keptLocationCount: 2 },
    ]);
    expect(result.changed).toEqual([]);
    expect(result.removed).toEqual([]);
    expect(result.created.map((c) => c.name)).toEqual([`${jobRefNo} 1`, `${jobRefNo} 2`]);
    // The planner divided the 15 locations no territory held.
    expect(result.created.reduce((s, c) => s + c.locationCount, 0)).toBe(15);
    expect(result.territoryIds).toEqual(result.created.map((c) => c.id));
    expect(result.requiredVisits).toBe(15);
    const planned = [...(await locationsOf(`${jobRefNo} 1`)), ...(await locationsOf(`${jobRefNo} 2`))];
    expect(planned.sort()).toEqual(refs.slice(25));
  });

  it('replaces only its own territories when the plan is made again', async () => {
    const removed = await t.call('DELETE', '/api/territory-planning-job', {
      token: admin,
      body: { jobRefNos: [jobRefNo] },
    });
    expect(removed.status, JSON.stringify(removed.envelope)).toBe(200);
    // A hand-made territory takes one of the planned locations meanwhile.
    const moved = (await locationsOf(`${jobRefNo} 1`))[0]!;
    const put = await t.call('PUT', `/api/territory/${ids.a}`, {
      token: admin,
      body: { locationRefNoList: [...handA, moved] },
    });
    expect(put.status, JSON.stringify(put.envelope)).toBe(200);

    const again = (await run()).result!;
    const before = first.result!.created;
    expect(again.created).toEqual([]);
    expect(again.changed.map((c) => [c.id, c.name])).toEqual(before.map((c) => [c.id, c.name]));
    expect(again.changed.reduce((s, c) => s + c.locationCount, 0)).toBe(14);
    expect(again.changed.map((c) => c.previousLocationCount)).toEqual(
      before.map((c) => c.locationCount - (c.name === `${jobRefNo} 1` ? 1 : 0)),
    );
    expect(again.kept.map((k) => [k.name, k.locationCount, k.keptLocationCount])).toEqual([
      ['Elle Çizilen A', 12, 12],
      ['Elle Çizilen B', 12, 12],
      ['Elle Çizilen C', 2, 2],
    ]);
    expect(await locationsOf('Elle Çizilen A')).toEqual([...handA, moved]);
    expect(await locationsOf('Elle Çizilen B')).toEqual(handB);
  });
});
