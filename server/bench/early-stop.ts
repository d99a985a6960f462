/**
 * Early stopping against the full Maximum Runtime: each day is solved twice in this process with
 * the same seed and the same ceiling, once to the ceiling (what every solve did before) and once
 * with `stopWhenConverged` (what the server does), and the time saved and the distance lost are
 * printed. Days: a small job (the demo center's first 6 orders on 1 vehicle), the demo day (first
 * distribution center, today's orders, ten vehicles, built by the server's problem builder) and
 * the optimizer benchmark's generated 1,000-order, 50-vehicle day.
 *
 *   npx tsx --conditions=@rota/source server/bench/early-stop.ts [--ceiling 60] [--days small,demo,generated]
 */
import { solve, type Plan, type Problem } from '@rota/optimizer';
import { generatedDay } from '../../optimizer/bench/generated.js';
import { rows, sql } from '../src/db/database.js';
import { openTestDatabase } from '../src/db/test-database.js';
import {
  createDailyPlanTestApp,
  type DailyPlanTestApp,
} from '../src/daily-plan/testing/daily-plan-test-app.js';
import { jobInput } from '../src/daily-plan/testing/job-helpers.js';
import { findJobByRef } from '../src/daily-plan/job.repository.js';
import { buildProblem } from '../src/solver/problem-builder.js';
import { createGeometricTravelMatrix } from '../src/solver/travel-matrix.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const ceilingMs = Number(arg('ceiling', '60')) * 1000;
const days = arg('days', 'small,demo,generated').split(',');

async function serverProblem(
  t: DailyPlanTestApp,
  token: string,
  refNo: string,
  orders: string[],
  vehicles: string[],
): Promise<Problem> {
  const input = jobInput({
    refNo,
    centerId: t.centerId,
    orders,
    vehicles,
    queue: false,
    seconds: ceilingMs / 1000,
  });
  const answer = await t.call('POST', '/api/jobs/partial-job', { token, body: input });
  if (answer.status !== 201) throw new Error(`${refNo}: ${answer.status} ${answer.envelope.message}`);
  const job = await findJobByRef(t.db.orm, refNo);
  if (!job) throw new Error(`${refNo} was not stored`);
  const built = await buildProblem(t.db.orm, job.id, createGeometricTravelMatrix(), {
    maxTimeLimitMs: ceilingMs,
  });
  return built.problem;
}

function line(label: string, plan: Plan): string {
  return (
    `${label.padEnd(10)} ${(plan.elapsedMs / 1000).toFixed(2).padStart(6)} s  ${plan.stoppedBy.padEnd(10)} ` +
    `${String(plan.totals.vehicles).padStart(3)} vehicles  ${(plan.totals.distance / 1000).toFixed(2).padStart(9)} km  ` +
    `${plan.totals.unassigned} unassigned  ${plan.iterations} iterations`
  );
}

function compare(name: string, problem: Problem): void {
  process.stdout.write(`\n${name}: ${problem.orders.length} orders, ${problem.vehicles.length} vehicles\n`);
  const full = solve(problem, { seed: 1, timeLimitMs: ceilingMs });
  process.stdout.write(`${line('full', full)}\n`);
  const early = solve(problem, { seed: 1, timeLimitMs: ceilingMs, stopWhenConverged: true });
  process.stdout.write(`${line('converged', early)}\n`);
  const lost = ((early.totals.distance - full.totals.distance) / full.totals.distance) * 100;
  const saved = ((full.elapsedMs - early.elapsedMs) / full.elapsedMs) * 100;
  process.stdout.write(
    `=> ${name}: ${(early.elapsedMs / 1000).toFixed(2)} s instead of ${(full.elapsedMs / 1000).toFixed(2)} s ` +
      `(${saved.toFixed(1)} % saved), distance ${lost >= 0 ? '+' : ''}${lost.toFixed(2)} %, ` +
      `vehicles ${early.totals.vehicles} vs ${full.totals.vehicles}, unassigned ${early.totals.unassigned} vs ${full.totals.unassigned}\n`,
  );
}

process.stdout.write(`Ceiling ${ceilingMs / 1000} s, seed 1, one solve at a time in this process\n`);
if (days.includes('small') || days.includes('demo')) {
  const db = await openTestDatabase();
  const t = await createDailyPlanTestApp({ db, startQueue: false });
  try {
    const admin = await t.token('admin@demo.rota');
    const orderRefs = (
      await rows<{ ref_no: string }>(
        t.db.orm,
        sql`SELECT ref_no FROM orders WHERE distribution_center_id = ${t.centerId} AND order_date = ${t.today}::date ORDER BY id`,
      )
    ).map((r) => r.ref_no);
    const vehicleRefs = (
      await rows<{ ref_no: string }>(
        t.db.orm,
        sql`SELECT ref_no FROM vehicles WHERE distribution_center_id = ${t.centerId} ORDER BY id`,
      )
    ).map((r) => r.ref_no);
    if (days.includes('small'))
      compare(
        'small job',
        await serverProblem(t, admin, 'BENCH-SMALL', orderRefs.slice(0, 6), vehicleRefs.slice(0, 1)),
      );
    if (days.includes('demo'))
      compare('demo day', await serverProblem(t, admin, 'BENCH-DEMO', orderRefs, vehicleRefs.slice(0, 10)));
  } finally {
    await t.close();
  }
}
if (days.includes('generated')) compare('generated 1,000-order day', generatedDay());
