/**
 * Early stopping against the full Maximum Runtime: each day is solved twice in this process with
 * the same seed and the same ceiling, once to the ceiling (what every solve did before) and once
 * with `stopWhenConverged` (what the server does), and the time saved and the distance lost are
 * printed. Days: a small job (the demo center's first 6 orders on 1 vehicle), the demo day (first
 * distribution center, today's orders, ten vehicles, built by the server's problem builder) and
 * the optimizer benchmark's generated 1,000-order, 50-vehicle day. With several seeds, each seed
 * is run both ways and the means are compared: single runs of one day differ by a few per cent
 * from seed to seed, more than the 0.5 % the early stop may lose. The load average is printed
 * beside the figures, as the machine may be shared.
 *
 * With `--iterations N` no clock is involved: the full run stops after N iterations and the early
 * one when converged (or at N), so the figures are the same on any machine, busy or idle.
 *
 *   npx tsx --conditions=@rota/source server/bench/early-stop.ts [--ceiling 60] [--days small,demo,generated] [--seeds 1,2,3] [--iterations N]
 */
import { loadavg } from 'node:os';
import { solve, type Plan, type Problem } from '@rota/optimizer';
import { generatedDay } from '../../optimizer/bench/generated.js';
import { rows, sql } from '../src/db/database.js';
import { openTestDatabase } from '../src/testing/test-database.js';
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
const seeds = arg('seeds', '1').split(',').map(Number);
const iterations = Number(arg('iterations', '0'));
const budget = iterations > 0 ? { maxIterations: iterations } : { timeLimitMs: ceilingMs };

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
    `cost ${plan.totals.cost.toFixed(1)}  ${plan.totals.unassigned} unassigned  ${plan.iterations} iterations  ` +
    `load ${loadavg()[0]?.toFixed(1)}`
  );
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (a: number, b: number): string => {
  const x = ((a - b) / b) * 100;
  return `${x >= 0 ? '+' : ''}${x.toFixed(2)} %`;
};

function compare(name: string, problem: Problem): void {
  process.stdout.write(`\n${name}: ${problem.orders.length} orders, ${problem.vehicles.length} vehicles\n`);
  const full: Plan[] = [];
  const early: Plan[] = [];
  for (const seed of seeds) {
    full.push(solve(problem, { seed, ...budget }));
    process.stdout.write(`${line(`full ${seed}`, full.at(-1) as Plan)}\n`);
    early.push(solve(problem, { seed, ...budget, stopWhenConverged: true }));
    process.stdout.write(`${line(`early ${seed}`, early.at(-1) as Plan)}\n`);
  }
  const of = (plans: Plan[], f: (p: Plan) => number): number => mean(plans.map(f));
  const seconds = (p: Plan): number => p.elapsedMs / 1000;
  const km = (p: Plan): number => p.totals.distance / 1000;
  const cost = (p: Plan): number => p.totals.cost;
  const vehicles = (p: Plan): number => p.totals.vehicles;
  process.stdout.write(
    `=> ${name}, mean of ${seeds.length} seed(s): early ${of(early, seconds).toFixed(2)} s instead of ${of(full, seconds).toFixed(2)} s, ` +
      `distance ${of(early, km).toFixed(2)} against ${of(full, km).toFixed(2)} km (${pct(of(early, km), of(full, km))}), ` +
      `cost ${pct(of(early, cost), of(full, cost))}, vehicles ${of(early, vehicles).toFixed(1)} against ${of(full, vehicles).toFixed(1)}, ` +
      `unassigned ${early.reduce((a, p) => a + p.totals.unassigned, 0)} against ${full.reduce((a, p) => a + p.totals.unassigned, 0)}\n`,
  );
}

process.stdout.write(
  `${iterations > 0 ? `${iterations} iterations` : `ceiling ${ceilingMs / 1000} s`}, seeds ${seeds.join(',')}, one solve at a time in this process\n`,
);
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
