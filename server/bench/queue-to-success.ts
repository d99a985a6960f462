/**
 * Time from "queue" to SUCCESS through the real server path: POST jobs/partial-job with
 * queue: true, the database queue, the worker-thread solver and the stored result, for the demo
 * day (first distribution center, today's orders, up to ten vehicles) and for a generated day of
 * 1,000 orders (forty vehicles).
 *
 *   npx tsx --conditions=@rota/source server/bench/queue-to-success.ts [--seconds 10]
 *
 * `--seconds` is the solver's time limit (the job's maximumRuntimeInMinutes); the figures printed
 * are what a planner waits: queue -> SOLVING, SOLVING -> SUCCESS (solve and store), and in total.
 * Uses an in-memory PGlite, or DATABASE_URL when set (a scratch database is made and dropped).
 */
import { createPrng } from '../src/demo/generator/index.js';
import type { JobStatusUpdate } from '@rota/core/daily-plan';
import { first, rows, sql, type Database } from '../src/db/database.js';
import { openTestDatabase } from '../src/testing/test-database.js';
import {
  createDailyPlanTestApp,
  type DailyPlanTestApp,
} from '../src/daily-plan/testing/daily-plan-test-app.js';
import { jobInput } from '../src/daily-plan/testing/job-helpers.js';
import { findJobByRef } from '../src/daily-plan/job.repository.js';
import { buildProblem } from '../src/solver/problem-builder.js';
import { runInWorker } from '../src/solver/solve-runner.js';
import { createGeometricTravelMatrix } from '../src/solver/travel-matrix.js';

const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A day of `count` orders at the center's customer places, and `fleet` more vehicles. */
async function generateDay(
  db: Database,
  centerId: number,
  day: string,
  count: number,
  fleet: number,
): Promise<{ orders: string[]; vehicles: string[] }> {
  const prng = createPrng(1000);
  const places = await rows<{ id: number }>(
    db.orm,
    sql`SELECT id FROM locations WHERE distribution_center_id = ${centerId} AND NOT is_depot AND id NOT IN (SELECT location_id FROM depots) ORDER BY id`,
  );
  const template = await first<{ id: number }>(
    db.orm,
    sql`SELECT id FROM vehicles WHERE distribution_center_id = ${centerId} ORDER BY weight_capacity DESC, id LIMIT 1`,
  );
  const orders: string[] = [];
  for (let i = 0; i < count; i += 250) {
    const values = [];
    for (let j = i; j < Math.min(count, i + 250); j++) {
      const refNo = `GEN-${String(j + 1).padStart(4, '0')}`;
      orders.push(refNo);
      const place = places[prng.int(0, places.length - 1)] as { id: number };
      values.push(
        sql`(${refNo}, ${centerId}, ${day}::date, 'DELIVERY', ${place.id}, ${prng.int(5, 40)}, ${prng.int(1, 10) / 10}, 5)`,
      );
    }
    await db.orm.execute(
      sql`INSERT INTO orders (ref_no, distribution_center_id, order_date, order_type, location_id, weight, volume, custom_service_duration)
          VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  const vehicles: string[] = [];
  for (let k = 1; k <= fleet; k++) {
    const refNo = `GEN-VEH-${String(k).padStart(3, '0')}`;
    vehicles.push(refNo);
    await db.orm.execute(
      sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id, arrival_location_id,
            shift_start, shift_end, fixed_cost, duration_unit_cost, distance_unit_cost, weight_capacity, volume_capacity, insurance_limit)
          SELECT ${refNo}, ${`34 GEN ${String(k).padStart(3, '0')}`}, vehicle_type_id, distribution_center_id, departure_location_id,
            arrival_location_id, '07:00', '20:00', fixed_cost, duration_unit_cost, distance_unit_cost, weight_capacity, volume_capacity, 0
          FROM vehicles WHERE id = ${template?.id}`,
    );
  }
  return { orders, vehicles };
}

async function timeJob(
  t: DailyPlanTestApp,
  token: string,
  label: string,
  refNo: string,
  orders: string[],
  vehicles: string[],
): Promise<void> {
  const seen: { status: string; at: number; result: string | null }[] = [];
  const off = t.app.backplane.subscribe((m) => {
    const update = m.args[0] as JobStatusUpdate | undefined;
    if (m.target === 'ReceiveJobStatusUpdate' && update?.jobRefNo === refNo)
      seen.push({ status: update.status, at: performance.now(), result: update.result });
  });
  const queuedAt = performance.now();
  const answer = await t.call('POST', '/api/jobs/partial-job', {
    token,
    body: jobInput({ refNo, centerId: t.centerId, orders, vehicles, queue: true, seconds }),
  });
  if (answer.status !== 201)
    throw new Error(`${label}: the job was not created (${answer.status} ${answer.envelope.message})`);
  const final = () => seen.find((s) => ['SUCCESS', 'INFEASIBLE', 'FAILED'].includes(s.status));
  while (!final()) await new Promise((resolve) => setTimeout(resolve, 20));
  off();
  const solving = seen.find((s) => s.status === 'SOLVING');
  const done = final() as (typeof seen)[number];
  const ms = (a: number, b: number) => `${((b - a) / 1000).toFixed(2)} s`;
  process.stdout.write(
    `${label.padEnd(26)} ${String(orders.length).padStart(5)} orders ${String(vehicles.length).padStart(3)} vehicles | ` +
      `queue->SOLVING ${solving ? ms(queuedAt, solving.at) : '-'} | SOLVING->${done.status} ${solving ? ms(solving.at, done.at) : '-'} | ` +
      `queue->${done.status} ${ms(queuedAt, done.at)} | ${done.result ?? ''}\n`,
  );
}

/**
 * Where SOLVING -> SUCCESS goes beyond the search, for a job already solved: building the
 * problem again (orders, vehicles, travel matrix, as the server does), then a solve in a new
 * worker thread whose wall time less the search's own time is the thread's start-up and the
 * plan's way back. The rest of SOLVING -> SUCCESS is storing the plan and publishing it.
 */
async function breakdown(t: DailyPlanTestApp, refNo: string): Promise<void> {
  const job = await findJobByRef(t.db.orm, refNo);
  if (!job) throw new Error(`${refNo} was not stored`);
  const t0 = performance.now();
  const built = await buildProblem(t.db.orm, job.id, createGeometricTravelMatrix(), {
    maxTimeLimitMs: seconds * 1000,
  });
  const t1 = performance.now();
  const outcome = await runInWorker(built.problem, { timeLimitMs: built.context.timeLimitMs });
  const t2 = performance.now();
  if (!outcome.ok) throw new Error(`${refNo}: ${outcome.reason}`);
  const search = outcome.plan.elapsedMs;
  process.stdout.write(
    `  ${refNo}: building the problem ${((t1 - t0) / 1000).toFixed(2)} s | worker ${((t2 - t1) / 1000).toFixed(2)} s ` +
      `(search ${(search / 1000).toFixed(2)} s, ${outcome.plan.stoppedBy}; start-up and answer ${((t2 - t1 - search) / 1000).toFixed(2)} s)\n`,
  );
}

const db = await openTestDatabase();
const t = await createDailyPlanTestApp({ db, runtime: { maxTimeLimitMs: seconds * 1000 } });
try {
  const admin = await t.token('admin@demo.rota');
  const demoOrders = await t.call<{ orderResultDetails: { refNo: string }[] }>(
    'GET',
    `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
    { token: admin },
  );
  const demoVehicles = await t.call<{ vehicleResultList: { refNo: string }[] }>(
    'GET',
    `/api/vehicles?distributionCenterId=${t.centerId}`,
    { token: admin },
  );
  process.stdout.write(`Solver time limit ${seconds} s, database ${db.kind}\n`);
  await timeJob(
    t,
    admin,
    'demo day (first DC)',
    'BENCH-DEMO',
    demoOrders.envelope.data.orderResultDetails.map((o) => o.refNo),
    demoVehicles.envelope.data.vehicleResultList.slice(0, 10).map((v) => v.refNo),
  );
  const generated = await generateDay(db, t.centerId, nextDay(t.today), 1000, 40);
  await timeJob(t, admin, 'generated 1,000-order day', 'BENCH-1000', generated.orders, generated.vehicles);
  process.stdout.write('Breakdown of SOLVING -> SUCCESS (the same jobs solved again outside the queue):\n');
  await breakdown(t, 'BENCH-DEMO');
  await breakdown(t, 'BENCH-1000');
} finally {
  await t.close();
}
