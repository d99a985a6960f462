/**
 * Does the time of an answer tell whether an account exists? Server time (in-process, through
 * the real routes) of phone sign-in for a known and an unknown number, and of password sign-in
 * with a wrong password for a known and an unknown e-mail; p50 and p95 over the runs.
 *
 *   npx tsx --conditions=@rota/source server/bench/sign-in-timing.ts [--runs 40]
 *
 * Uses an in-memory PGlite, or DATABASE_URL when set (a scratch database is made and dropped).
 */
import { createTestApp, type TestApp } from '../src/testing/test-app.js';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 40;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function time(t: TestApp, payload: object): Promise<{ p50: number; p95: number; statuses: string }> {
  const ms: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/authenticate/login',
      payload,
      remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
    });
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
    statuses.add(res.statusCode);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), statuses: [...statuses].join('/') };
}

const t = await createTestApp({
  throttle: { windowMs: 60_000, perAccount: 100_000, perAddress: 100_000 },
});
try {
  const cases: [string, object][] = [
    ['phone sign-in, known number', { email: '905320000002', skipPassword: true }],
    ['phone sign-in, unknown number', { email: '905559998877', skipPassword: true }],
    ['wrong password, known e-mail', { email: 'region@demo.rota', password: 'Wrong!pass1' }],
    ['wrong password, unknown e-mail', { email: 'nobody@demo.rota', password: 'Wrong!pass1' }],
  ];
  console.log(`runs per case: ${runs}, database: ${t.db.kind}`);
  console.log('| case | status | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- |');
  for (const [label, payload] of cases) {
    const { p50, p95, statuses } = await time(t, payload);
    console.log(`| ${label} | ${statuses} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
  }
} finally {
  await t.close();
}
