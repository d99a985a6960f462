import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

/** `rota simulate drivers` against a real server: a job goes live and its drivers report through the API. */
const PASSWORD = 'Demo!2345';
let server: TestServer;
let config: string;
const rota = (args: readonly string[], input?: string) =>
  runRota(args, { env: { ROTA_CONFIG_DIR: config }, ...(input === undefined ? {} : { input }) });

async function token(): Promise<string> {
  const login = await fetch(`${server.url}/auth/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.rota', password: PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The first orders of center 1: enough stops for every kind of report, few enough to play quickly. */
async function someOrders(count: number): Promise<string> {
  const response = await fetch(
    `${server.url}/api/orders?distributionCenterId=1&pageIndex=0&pageSize=${count}&sortBy=refNo`,
    { headers: { authorization: `Bearer ${await token()}` } },
  );
  const rows = ((await response.json()) as { data: { orderResultDetails: { refNo: string }[] } }).data
    .orderResultDetails;
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.refNo).join(',');
}

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  const orders = await someOrders(30);
  const steps: [string[], string?][] = [
    [['login', '--server', server.url, '--email', 'admin@demo.rota', '--password-stdin'], `${PASSWORD}\n`],
    [
      [
        'jobs',
        'create',
        'SIM-1',
        '--center',
        '1',
        '--orders',
        orders,
        '--all-vehicles',
        '--max-vehicles',
        '2',
        '--max-runtime',
        '1',
      ],
    ],
    [['jobs', 'queue', 'SIM-1']],
    [['jobs', 'watch', 'SIM-1']],
    [['jobs', 'approve', 'SIM-1']],
  ];
  for (const [args, input] of steps) {
    const result = await rota(args, input);
    expect(result.code, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
}, 30_000);

async function track(): Promise<{ status: string; actualRoutes: unknown[] }[]> {
  const response = await fetch(`${server.url}/api/tracking_tracing/SIM-1/routes`, {
    headers: { authorization: `Bearer ${await token()}` },
  });
  return ((await response.json()) as { data: { status: string; actualRoutes: unknown[] }[] }).data;
}

describe('rota simulate drivers', () => {
  it('plays the approved plan through the drivers’ API; a second run with the same seed is all replays', async () => {
    const first = await rota([
      '--json',
      'simulate',
      'drivers',
      '--job',
      'SIM-1',
      '--speed',
      'max',
      '--seed',
      '7',
      '--report-every',
      '120',
    ]);
    expect(first.code, first.stderr).toBe(0);
    const tally = JSON.parse(first.stdout.trim()) as Record<string, number>;
    expect(tally['vehicles']).toBeGreaterThan(0);
    expect(tally['positions']).toBeGreaterThan(50);
    expect(tally['events']).toBeGreaterThan(0);
    expect(tally['steps']).toBeGreaterThan(0);
    expect(tally['doors']).toBeGreaterThan(0);
    expect(tally['failures']).toBe(0);
    const vehicles = await track();
    expect(vehicles.length).toBe(tally['vehicles']);
    expect(vehicles.every((v) => v.status === 'COMPLETED')).toBe(true);

    const again = await rota([
      '--json',
      'simulate',
      'drivers',
      '--job',
      'SIM-1',
      '--speed',
      'max',
      '--seed',
      '7',
      '--report-every',
      '120',
    ]);
    expect(again.code, again.stderr).toBe(0);
    const replay = JSON.parse(again.stdout.trim()) as Record<string, number>;
    const sent = tally['positions']! + tally['events']! + tally['steps']! + tally['doors']!;
    expect(replay).toMatchObject({
      positions: 0,
      events: 0,
      steps: 0,
      doors: 0,
      failures: 0,
      duplicates: sent,
    });
  }, 240_000);

  it('refuses a speed it cannot read', async () => {
    const result = await rota(['simulate', 'drivers', '--job', 'SIM-1', '--speed', 'fast']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--speed takes a factor such as 20x (or max), got "fast".');
  });
});
