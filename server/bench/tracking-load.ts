/**
 * Live-operations load: a fleet of drivers reporting positions through the drivers' API while a
 * back-office client follows every vehicle on trackandtracehub with the official SignalR client.
 *
 *   npx tsx --conditions=@rota/source server/bench/tracking-load.ts [--vehicles 200] [--minutes 60] [--every 5] [--batch 12] [--speed max|N]
 *
 * The server runs in this process on an embedded database (PGlite) with the demo operation, one
 * approved job of `--vehicles` vehicles (one visit each) and a Driver sign-in per vehicle. Each
 * vehicle takes a position every `--every` seconds of simulated time for `--minutes` simulated
 * minutes and posts them `--batch` at a time (a device sending once a minute by default; the
 * drivers' API takes up to 500). The clock is simulated: with `--speed max` (the default) every
 * vehicle posts its next batch as soon as its previous one is answered, so the server sets the
 * pace; with a number, simulated time runs that many times faster than real time and a batch is
 * not sent before its last position is due (the vehicles' sending phases spread evenly). Prints positions accepted per second, p50/p95/p99
 * latency from posting a position to the SignalR client receiving it, and the resident memory of
 * the process (server and load) with the JavaScript heap. Each vehicle loads its route first.
 */
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { DRIVER_BATCH_LIMIT } from '@rota/core/tracking';
import { first, sql } from '../src/db/database.js';
import { hashPassword } from '../src/auth/passwords.js';
import { createDailyPlanTestApp } from '../src/daily-plan/testing/daily-plan-test-app.js';
import { DEMO_PASSWORD } from '../src/seed/platform-seed.js';

const text = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const argument = (name: string, fallback: number) => {
  const given = text(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const vehicleCount = argument('vehicles', 200);
const minutes = argument('minutes', 60);
const every = argument('every', 5);
const batch = argument('batch', 12);
if (!Number.isInteger(batch) || batch > DRIVER_BATCH_LIMIT)
  throw new Error(`--batch must be a whole number from 1 to ${DRIVER_BATCH_LIMIT}`);
const speed = text('speed') === undefined || text('speed') === 'max' ? null : argument('speed', 1);
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

const reportsPerVehicle = Math.floor((minutes * 60) / every);
const batchesPerVehicle = Math.ceil(reportsPerVehicle / batch);
// Each device first loads its route, as the driver app does; this also opens its connection, which
// the load generator would otherwise open under full load (the first batches then waited up to
// 18 s in the generator before reaching the server, which answered each in under 0.3 s).
await Promise.all(
  drivers.map(async (token) => {
    const response = await fetch(`${base}/api/driver/routes?jobRefNo=${JOB}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`driver route: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }),
);
// How long the server takes over a position batch, from its headers being read to the answer sent:
// apart from the time a request waits in this process before the server reads it.
const handled: number[] = [];
t.app.server.on('request', (request, response) => {
  if (request.url !== '/api/driver/positions') return;
  const at = performance.now();
  response.on('finish', () => handled.push(performance.now() - at));
});
let accepted = 0;
let refused = 0;
let requests = 0;
let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const sample = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 500);
const began = performance.now();

/** One vehicle's device: its batches in order, each posted once the previous one is answered. */
async function drive(token: string, v: number): Promise<void> {
  const latitude = Number((place!.latitude + v * 0.001).toFixed(6));
  for (let b = 0; b < batchesPerVehicle; b++) {
    const reports = Array.from(
      { length: Math.min(batch, reportsPerVehicle - b * batch) },
      (_, k) => b * batch + k,
    );
    const last = reports.at(-1) as number;
    if (speed !== null) {
      // Devices do not post in step: each vehicle's sending phase is spread over one batch's span.
      const phase = (v / vehicleCount) * batch * every * 1000;
      const wait = began + (last * every * 1000 + phase) / speed - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const positions = reports.map((r) => ({
      latitude,
      longitude: Number((place!.longitude + r * 0.00001).toFixed(6)),
      recordedAt: new Date(start + r * every * 1000).toISOString(),
    }));
    const postedAt = performance.now();
    for (const p of positions) sent.set(`${p.latitude},${p.longitude}`, postedAt);
    const response = await fetch(`${base}/api/driver/positions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ jobRefNo: JOB, positions }),
    });
    requests += 1;
    const answer = (await response.json()) as { data?: { accepted?: number } };
    const taken = response.ok ? (answer.data?.accepted ?? 0) : 0;
    accepted += taken;
    refused += positions.length - taken;
  }
}
await Promise.all(drivers.map((token, v) => drive(token, v)));
const wall = (performance.now() - began) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
clearInterval(sample);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
await connection.stop();

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (values: readonly number[], p: number) =>
  values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const pct = (p: number) => percentile(sorted, p);
const serverSorted = [...handled].sort((a, b) => a - b);
const serverPct = (p: number) => percentile(serverSorted, p).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pace = speed === null ? 'as fast as answered' : `at ${speed}x`;
const simulated = (reportsPerVehicle * every) / wall;
process.stdout.write(
  [
    `tracking load: ${vehicleCount} vehicles, a position every ${every} s for ${minutes} simulated min, ${batch} per request, ${pace}`,
    `positions accepted: ${accepted} in ${requests} requests over ${wall.toFixed(1)} s = ${(accepted / wall).toFixed(0)} positions/s, ${(requests / wall).toFixed(0)} requests/s (refused ${refused}); simulated time ran ${simulated.toFixed(1)}x real time`,
    `position -> SignalR client: ${latencies.length} received, p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`,
    `server time per request: p50 ${serverPct(50)} ms, p95 ${serverPct(95)} ms, p99 ${serverPct(99)} ms`,
    `resident memory (server and load in one process): now ${mb(process.memoryUsage().rss)}, peak ${mb(peakRss)}; JavaScript heap peak ${mb(peakHeap)}`,
    '',
  ].join('\n'),
);
await t.close();
process.exit(0);
