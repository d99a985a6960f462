/**
 * Server time of a master-data list page with a filter and a sort, over a large database:
 * 100,000 orders, 5,000 locations and 1,000 vehicles in two distribution centers. Each query is
 * answered through the real route (authentication, scope, the generic repository's SQL and the
 * declared indexes), in-process with `app.inject`; p50 and p95 over the runs are printed.
 *
 *   npx tsx --conditions=@rota/source server/bench/master-data-list.ts [--runs 200]
 *
 * Uses an in-memory PGlite, or DATABASE_URL when set (a scratch database is made and dropped).
 */
import { sql } from '../src/db/database.js';
import { createTestApp, type TestApp } from '../src/testing/test-app.js';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const ORDERS = 100_000;
const LOCATIONS = 5_000;
const VEHICLES = 1_000;
const DAYS = 20;

async function fill(t: TestApp): Promise<void> {
  const [a, b] = t.centers;
  const orm = t.db.orm;
  await orm.execute(sql`INSERT INTO cargo_types (ref_no, name) VALUES ('CT-1', 'Kuru'), ('CT-2', 'Soğuk')`);
  await orm.execute(
    sql`INSERT INTO operation_types (ref_no, name) VALUES ('OT-1', 'Teslimat'), ('OT-2', 'Toplama')`,
  );
  await orm.execute(
    sql`INSERT INTO vehicle_types (ref_no, name, weight_capacity) VALUES ('VT-1', 'Kamyonet', 1500)`,
  );
  await orm.execute(
    sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, location_type, city)
        SELECT 'L-' || lpad(i::text, 5, '0'), 'Müşteri ' || lpad(i::text, 5, '0'),
               40.9 + (i % 100) * 0.002, 28.8 + (i / 100) * 0.004,
               CASE WHEN i % 2 = 0 THEN ${a}::int ELSE ${b}::int END,
               (ARRAY['Market', 'Büfe', 'Restoran', 'Depo'])[1 + i % 4], 'İstanbul'
        FROM generate_series(1, ${LOCATIONS}::int) AS i`,
  );
  await orm.execute(
    sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
                              arrival_location_id, shift_start, shift_end, weight_capacity, volume_capacity)
        SELECT 'V-' || lpad(i::text, 4, '0'), '34 BM ' || lpad(i::text, 4, '0'), (SELECT id FROM vehicle_types LIMIT 1),
               CASE WHEN i % 2 = 0 THEN ${a}::int ELSE ${b}::int END,
               (SELECT id FROM locations WHERE ref_no = 'L-' || lpad((2 - i % 2)::text, 5, '0')),
               (SELECT id FROM locations WHERE ref_no = 'L-' || lpad((2 - i % 2)::text, 5, '0')),
               '08:00', '18:00', 1000 + i % 500, 10
        FROM generate_series(1, ${VEHICLES}::int) AS i`,
  );
  for (let start = 1; start <= ORDERS; start += 20_000) {
    await orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, name, order_date, location_id, cargo_type_id,
                              operation_type_id, amount, weight, volume)
          SELECT 'O-' || lpad(i::text, 6, '0'), l.distribution_center_id, 'Sipariş ' || i,
                 DATE '2026-11-01' + (i % ${DAYS}), l.id,
                 (SELECT id FROM cargo_types WHERE ref_no = 'CT-' || (1 + i % 2)),
                 (SELECT id FROM operation_types WHERE ref_no = 'OT-' || (1 + i % 2)),
                 1 + i % 10, (i % 97) * 1.5, (i % 13) * 0.1
          FROM generate_series(${start}::int, ${Math.min(ORDERS, start + 19_999)}::int) AS i
          JOIN locations l ON l.ref_no = 'L-' || lpad((1 + (i / ${DAYS}) % ${LOCATIONS})::text, 5, '0')`,
    );
  }
  await orm.execute(sql`ANALYZE`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(
  t: TestApp,
  token: string,
  url: string,
): Promise<{ p50: number; p95: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs + 10; i++) {
    const started = process.hrtime.bigint();
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (i >= 10) times.push(ms); // the first runs warm the caches
    const data = (response.json() as { data: Record<string, unknown[]> }).data;
    rows = (data['orderResultDetails'] ?? data['vehicleResultList'] ?? []).length;
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows };
}

const t = await createTestApp();
const fillStarted = Date.now();
await fill(t);
const fillSeconds = (Date.now() - fillStarted) / 1000;
const [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
const cases: [string, string, string][] = [
  [
    'DC Manager: a day, by reference',
    dc,
    '/api/orders?date=2026-11-07&sortBy=refNo&sortDirection=desc&pageSize=100&pageIndex=2',
  ],
  [
    'DC Manager: location name prefix, by date',
    dc,
    `/api/orders?locationName=${encodeURIComponent('Müşteri 012')}&sortBy=date&sortDirection=desc&pageSize=100`,
  ],
  [
    'Admin: a day, by weight',
    admin,
    '/api/orders?date=2026-11-03&sortBy=weight&sortDirection=desc&pageSize=100&pageIndex=5',
  ],
  [
    'Admin: reference prefix, by reference',
    admin,
    '/api/orders?refNo=O-04&sortBy=refNo&pageSize=100&pageIndex=10',
  ],
  [
    'Admin: vehicles of a center, by plate',
    admin,
    `/api/vehicles?distributionCenterId=${t.centers[0]}&sortBy=plate&pageSize=100&pageIndex=3`,
  ],
];
console.log(
  `database: ${t.db.kind}; ${ORDERS} orders, ${LOCATIONS} locations, ${VEHICLES} vehicles (filled in ${fillSeconds.toFixed(1)} s); ${runs} runs per query`,
);
console.log('| query | rows | p50 ms | p95 ms |');
console.log('| --- | --- | --- | --- |');
for (const [label, token, url] of cases) {
  const m = await measure(t, token, url);
  console.log(`| ${label} | ${m.rows} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} |`);
}
await t.close();
