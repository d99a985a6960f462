/**
 * Live-operations load: a fleet of drivers reporting positions through the drivers' API while a
 * back-office client follows every vehicle on trackandtracehub with the official SignalR client.
 *
 *   npx tsx --conditions=@rota/source server/bench/tracking-load.ts [--vehicles 200] [--minutes 60] [--every 5] [--speed 30]
 *
 * The server runs in this process on an embedded database (PGlite) with the demo operation, one
 * approved job of `--vehicles` vehicles (one visit each) and a Driver sign-in per vehicle. Each
 * vehicle reports a position every `--every` seconds of simulated time for `--minutes` simulated
 * minutes; simulated time runs `--speed` times faster than real time, and a round of reports is
 * sent only when the previous one was answered (the server sets the pace when it cannot keep
 * up). Prints reports accepted per second, p50/p95/p99 latency from sending a report to the
 * SignalR client receiving it, and the resident memory of the process (server and load).
 */
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { first, sql } from '../src/db/database.js';
import { hashPassword } from '../src/auth/passwords.js';
import { createDailyPlanTestApp } from '../src/daily-plan/testing/daily-plan-test-app.js';
import { DEMO_PASSWORD } from '../src/seed/platform-seed.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const vehicleCount = argument('vehicles', 200);
const minutes = argument('minutes', 60);
const every = argument('every', 5);
const speed = argument('speed', 30);
const JOB = 'BENCH-LIVE';

const t = await createDailyPlanTestApp({ startQueue: false });
const orm = t.db.orm;
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// One approved job whose every vehicle has its own driver and one visit.
const place = await first<{ id: number; ref_no: string; name: string; latitude: number; longitude: number }>(
  orm,
  sql`SELECT id, ref_no, name, latitude, longitude FROM locations WHERE distribution_center_id = ${t.centerId} ORDER BY id LIMIT 1`,
);
const template = await first<{ id: number }>(
  orm,
  sql`SELECT min(id) AS id FROM vehicles WHERE distribution_center_id = ${t.centerId}`,
);
const role = await first<{ id: number }>(orm, sql`SELECT id FROM roles WHERE name = 'Driver'`);
if (!place || !template || !role)
  throw new Error('the demo operation has no location, vehicle or Driver role');
const hash = await hashPassword(DEMO_PASSWORD);
const job = await first<{ id: number }>(
  orm,
  sql`INSERT INTO jobs (ref_no, distribution_center_id, status, task_date) VALUES (${JOB}, ${t.centerId}, 'APPROVED', ${t.today}::date) RETURNING id`,
);
const route = await first<{ id: number }>(
  orm,
  sql`INSERT INTO job_routes (job_id, version, status, is_feasible, is_approved) VALUES (${job!.id}, 1, 'APPROVED', true, true) RETURNING id`,
);
await orm.execute(sql`UPDATE jobs SET current_route_id = ${route!.id} WHERE id = ${job!.id}`);
const start = Date.parse(`${t.today}T06:00:00Z`);
for (let i = 1; i <= vehicleCount; i++) {
  const email = `bench-driver-${i}@demo.rota`;
  const driver = await first<{ id: number }>(
    orm,
    sql`INSERT INTO drivers (ref_no, distribution_center_id, given_name, surname, email, username)
        VALUES (${`BENCH-DRV-${i}`}, ${t.centerId}, 'Bench', ${`Driver ${i}`}, ${email}, ${email}) RETURNING id`,
  );
  const vehicle = await first<{ id: number }>(
    orm,
    sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
                              arrival_location_id, shift_start, shift_end, default_driver_id)
        SELECT ${`BENCH-VEH-${i}`}, ${`34 BNC ${i}`}, vehicle_type_id, distribution_center_id, departure_location_id,
               arrival_location_id, shift_start, shift_end, ${driver!.id}
          FROM vehicles WHERE id = ${template.id} RETURNING id`,
  );
  const rv = await first<{ id: number }>(
    orm,
    sql`INSERT INTO route_vehicles (route_id, vehicle_id, departure, end_time)
        VALUES (${route!.id}, ${vehicle!.id}, ${new Date(start).toISOString()}::timestamptz, ${new Date(start + 8 * 3_600_000).toISOString()}::timestamptz) RETURNING id`,
  );
  for (const [order, type, at] of [
    [0, 'start', start],
    [1, 'visit', start + 3_600_000],
  ] as const) {
    const iso = new Date(at).toISOString();
    await orm.execute(
      sql`INSERT INTO route_stops (route_vehicle_id, visit_order, type, location_id, location_ref_no, location_name,
                                   latitude, longitude, arrival, service_start, service_end)
          VALUES (${rv!.id}, ${order}, ${type}, ${place.id}, ${place.ref_no}, ${place.name}, ${place.latitude},
                  ${place.longitude}, ${iso}::timestamptz, ${iso}::timestamptz, ${iso}::timestamptz)`,
    );
  }
  await orm.execute(
    sql`INSERT INTO users (email, username, given_name, surname, password_hash, security_stamp, role_id, distribution_center_id)
        VALUES (${email}, ${email}, 'Bench', ${`Driver ${i}`}, ${hash}, ${`bench-${i}`}, ${role.id}, ${t.centerId})`,
  );
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/auth/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
const drivers: string[] = [];
for (let i = 1; i <= vehicleCount; i++) drivers.push(await signIn(`bench-driver-${i}@demo.rota`));

// The back office: one official SignalR client following every vehicle's positions.
const admin = await signIn('admin@demo.rota');
const connection = new HubConnectionBuilder()
  .withUrl(`${base}/hubs/trackandtracehub?jobRefNo=${JOB}`, { accessTokenFactory: () => admin })
  .configureLogging(LogLevel.Warning)
  .build();
const sent = new Map<string, number>();
const latencies: number[] = [];
connection.on('ReceiveLocationUpdate', (positions: { lat: number; lng: number }[]) => {
  const arrived = performance.now();
  for (const p of positions) {
    const key = `${p.lat},${p.lng}`;
    const at = sent.get(key);
    if (at !== undefined) {
      latencies.push(arrived - at);
      sent.delete(key);
    }
  }
});
await connection.start();
for (let i = 1; i <= vehicleCount; i++)
  await connection.invoke('JoinGroup', { jobRefNo: JOB, vehicleRefNo: `BENCH-VEH-${i}` });

const rounds = Math.floor((minutes * 60) / every);
let accepted = 0;
let refused = 0;
let peakRss = process.memoryUsage().rss;
const began = performance.now();
for (let round = 0; round < rounds; round++) {
  const due = began + (round * every * 1000) / speed;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const recordedAt = new Date(start + round * every * 1000).toISOString();
  await Promise.all(
    drivers.map(async (token, v) => {
      const latitude = Number((place.latitude + v * 0.001).toFixed(6));
      const longitude = Number((place.longitude + round * 0.00001).toFixed(6));
      sent.set(`${latitude},${longitude}`, performance.now());
      const response = await fetch(`${base}/api/driver/positions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ jobRefNo: JOB, positions: [{ latitude, longitude, recordedAt }] }),
      });
      if (response.ok) accepted += 1;
      else refused += 1;
      await response.arrayBuffer();
    }),
  );
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const wall = (performance.now() - began) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
await connection.stop();

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
process.stdout.write(
  [
    `tracking load: ${vehicleCount} vehicles, a report every ${every} s for ${minutes} simulated min at ${speed}x (${rounds} rounds)`,
    `reports accepted: ${accepted} in ${wall.toFixed(1)} s = ${(accepted / wall).toFixed(0)} reports/s (refused ${refused})`,
    `report -> SignalR client: ${latencies.length} received, p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`,
    `resident memory (server and load in one process): now ${mb(process.memoryUsage().rss)}, peak ${mb(peakRss)}`,
    '',
  ].join('\n'),
);
await t.close();
process.exit(0);
