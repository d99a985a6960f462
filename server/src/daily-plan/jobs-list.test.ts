import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@rota/core/daily-plan';
import { rows, sql } from '../db/database.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from './testing/job-helpers.js';

let t: DailyPlanTestApp;
let admin: string;
let orders: string[];
let vehicles: string[];

/** A call with a language, answering the status, the envelope and the total header. */
async function ask(method: 'GET' | 'POST', url: string, options: { body?: unknown; lang?: string } = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': options.lang ?? 'en' },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return {
    status: response.statusCode,
    total: response.headers['x-total-count'],
    body: response.json() as {
      message: string;
      data: { jobList: Job[]; totalCount: number } | null;
      validationMessages: { field: string; messages: string[] }[];
    },
  };
}

beforeAll(async () => {
  t = await createDailyPlanTestApp({ runtime: { maxTimeLimitMs: 60_000 } });
  admin = await t.token('admin@demo.rota');
  orders = (
    await rows<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT ref_no FROM orders WHERE distribution_center_id = ${t.centerId} AND order_date = ${t.today}::date ORDER BY id`,
    )
  ).map((r) => r.ref_no);
  vehicles = (
    await rows<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT ref_no FROM vehicles WHERE distribution_center_id = ${t.centerId} ORDER BY id`,
    )
  ).map((r) => r.ref_no);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('GET jobs pages on the server', () => {
  it('answers one page, sorted and filtered, with the total of every match', async () => {
    for (let i = 1; i <= 25; i++) {
      const refNo = `PAGE-${String(i).padStart(2, '0')}`;
      const saved = await ask('POST', '/api/jobs/partial-job', {
        body: jobInput({ refNo, centerId: t.centerId, orders: [], vehicles: [], queue: false }),
      });
      expect(saved.status).toBe(201);
    }
    const query = 'jobRefNo=PAGE-&sortBy=jobRefNo&sortDirection=asc&pageSize=10';
    const first = await ask('GET', `/api/jobs?${query}&pageIndex=0`);
    expect(first.total).toBe('25');
    expect(first.body.data?.totalCount).toBe(25);
    expect(first.body.data?.jobList.map((j) => j.jobRefNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `PAGE-${String(i + 1).padStart(2, '0')}`),
    );
    const last = await ask('GET', `/api/jobs?${query}&pageIndex=2`);
    expect(last.body.data?.jobList.map((j) => j.jobRefNo)).toEqual([
      'PAGE-21',
      'PAGE-22',
      'PAGE-23',
      'PAGE-24',
      'PAGE-25',
    ]);
    const down = await ask('GET', '/api/jobs?jobRefNo=PAGE-&sortBy=jobRefNo&sortDirection=desc&pageSize=3');
    expect(down.body.data?.jobList.map((j) => j.jobRefNo)).toEqual(['PAGE-25', 'PAGE-24', 'PAGE-23']);
    const none = await ask('GET', '/api/jobs?jobRefNo=NO-SUCH-JOB');
    expect(none.total).toBe('0');
    expect(none.body.data?.jobList).toEqual([]);
  });

  it('shows the vehicles the plan uses and the center name; the result in the reader language', async () => {
    const body = jobInput({
      refNo: 'USED-VEHICLES',
      centerId: t.centerId,
      orders: orders.slice(0, 6),
      vehicles: vehicles.slice(0, 3),
      queue: true,
      seconds: 60,
    });
    expect((await ask('POST', '/api/jobs/partial-job', { body })).status).toBe(201);
    await waitForStatus(t, admin, 'USED-VEHICLES', ['SUCCESS', 'INFEASIBLE'], 60_000);
    const en = await ask('GET', '/api/jobs?jobRefNo=USED-VEHICLES');
    const job = en.body.data?.jobList[0] as Job;
    const [used] = await rows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM route_vehicles rv JOIN jobs j ON j.current_route_id = rv.route_id WHERE j.ref_no = 'USED-VEHICLES'`,
    );
    expect(job.vehicleCount).toBe(used?.n);
    expect(job.selectedVehicleCount).toBe(3);
    const [center] = await rows<{ name: string }>(
      t.db.orm,
      sql`SELECT name FROM distribution_centers WHERE id = ${t.centerId}`,
    );
    expect(job.distributionCenterName).toBe(center?.name);
    // Six orders on a one-minute ceiling: the search converges long before it.
    expect(job.runTime).toBeLessThan(10);
    expect(job.result).toMatch(/; stopped after \d+ s: no further improvement$/);
    const tr = await ask('GET', '/api/jobs?jobRefNo=USED-VEHICLES', { lang: 'tr' });
    expect(tr.body.data?.jobList[0]?.result).toMatch(/ sn sonra durduruldu: daha fazla iyileşme yok$/);
  }, 90_000);
});

describe('POST jobs/partial-job names the field of every bad parameter', () => {
  const bad = (jobParameterDto: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...jobInput({
      refNo: 'BAD-PARAMS',
      centerId: t.centerId,
      orders: orders.slice(0, 1),
      vehicles: vehicles.slice(0, 2),
      queue: false,
    }),
    ...extra,
    jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 2, ...jobParameterDto },
  });
  const messages = (answer: Awaited<ReturnType<typeof ask>>) =>
    Object.fromEntries(answer.body.validationMessages.map((m) => [m.field, m.messages]));

  it('in English and in Turkish, and stores nothing', async () => {
    const body = bad({ maximumRuntimeInMinutes: -5, trafficSeverityRate: 500 });
    const en = await ask('POST', '/api/jobs/partial-job', { body });
    expect(en.status).toBe(400);
    expect(messages(en)).toEqual({
      'jobParameterDto.maximumRuntimeInMinutes': [
        'Maximum Runtime (minutes): Value must be between 1 and 60.',
      ],
      'jobParameterDto.trafficSeverityRate': ['Traffic Severity Rate (%): Value must be between 0 and 100.'],
    });
    const tr = await ask('POST', '/api/jobs/partial-job', { body, lang: 'tr' });
    expect(messages(tr)['jobParameterDto.trafficSeverityRate']).toEqual([
      'Trafik Yoğunluğu Oranı (%): Değer 0 ile 100 arasında olmalıdır.',
    ]);
    const stored = await ask('GET', '/api/jobs?jobRefNo=BAD-PARAMS');
    expect(stored.body.data?.jobList).toEqual([]);
  });

  it('a minimum route time above the maximum, too many vehicles, a departure off the globe', async () => {
    const durations = await ask('POST', '/api/jobs/partial-job', {
      body: bad({ minRouteDurationInHours: 9, maxRouteDurationInHours: 4 }),
    });
    expect(messages(durations)).toEqual({
      'jobParameterDto.minRouteDurationInHours': [
        'Min Route Duration (hours): Must not be greater than Max Route Duration.',
      ],
    });
    const fleet = await ask('POST', '/api/jobs/partial-job', { body: bad({ maxNumberOfVehicles: 5 }) });
    expect(messages(fleet)).toEqual({
      'jobParameterDto.maxNumberOfVehicles': ['Max Number Of Vehicles: Value must be between 0 and 2.'],
    });
    const place = { refNo: '999,29', name: 'Nowhere', latitude: 999, longitude: 29 };
    const vehicle = vehicles[0] as string;
    const offGlobe = await ask('POST', '/api/jobs/partial-job', {
      lang: 'tr',
      body: bad(
        {},
        {
          vehicleConfigurations: [
            {
              vehicleRefNo: vehicle,
              shiftStart: '08:00',
              shiftEnd: '18:00',
              departureLocation: place,
              arrivalLocation: { ...place, latitude: 41 },
            },
          ],
        },
      ),
    });
    expect(offGlobe.status).toBe(400);
    expect(messages(offGlobe)).toEqual({
      [`vehicleConfigurations.${vehicle}.departureLocation.latitude`]: [
        `${vehicle} Çıkış Lokasyonu enlemi: Değer -90 ile 90 arasında olmalıdır.`,
      ],
    });
  });
});
