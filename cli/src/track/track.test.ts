import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rotaCommandLine,
  runRota,
  startRota,
  startServer,
  tempConfigDir,
  type TestServer,
} from '../testing/cli-harness.js';

/**
 * `rota track` and `rota orders status` against a real server: a job goes live, its drivers
 * report through the API (`rota simulate drivers`), and the terminal follows it; the output
 * formats (-o json|yaml|csv|table, --no-headers, NDJSON) on the same day.
 */
const PASSWORD = 'Demo!2345';
let server: TestServer;
let config: string;
const env = (extra: Record<string, string> = {}) => ({ ROTA_CONFIG_DIR: config, ...extra });
const rota = (args: readonly string[], input?: string, extra: Record<string, string> = {}) =>
  runRota(args, { env: env(extra), ...(input === undefined ? {} : { input }) });

async function someOrders(count: number): Promise<string> {
  const login = await fetch(`${server.url}/auth/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.rota', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const response = await fetch(
    `${server.url}/api/orders?distributionCenterId=1&pageIndex=0&pageSize=${count}&sortBy=refNo`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const rows = ((await response.json()) as { data: { orderResultDetails: { refNo: string }[] } }).data
    .orderResultDetails;
  return rows.map((row) => row.refNo).join(',');
}

const records = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

let watchOutput = '';

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  const orders = await someOrders(12);
  const steps: [string[], string?][] = [
    [['login', '--server', server.url, '--email', 'admin@demo.rota', '--password-stdin'], `${PASSWORD}\n`],
    [
      [
        'jobs',
        'create',
        'TRACK-1',
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
    [['jobs', 'queue', 'TRACK-1']],
    [['--json', 'jobs', 'watch', 'TRACK-1', '--poll', '1']],
    [['jobs', 'approve', 'TRACK-1']],
  ];
  for (const [args, input] of steps) {
    const result = await rota(args, input);
    expect(result.code, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
    if (args.includes('watch')) watchOutput = result.stdout;
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
}, 30_000);

describe('rota track', () => {
  it('prints a live job once: every vehicle with its next stop and ETA, as JSON or as a table', async () => {
    const once = await rota(['track', 'TRACK-1', '--json', '--once']);
    expect(once.code, once.stderr).toBe(0);
    const [snapshot, ...rest] = records(once.stdout);
    expect(rest).toHaveLength(0);
    expect(snapshot).toMatchObject({ jobRefNo: 'TRACK-1', cause: 'start', finished: false });
    const vehicles = snapshot?.['vehicles'] as { status: string; next: { eta: string | null } | null }[];
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.every((v) => v.status === 'AT_DEPOT' && v.next !== null)).toBe(true);

    const table = await rota(['track', 'TRACK-1', '--once'], undefined, { COLUMNS: '120' });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^Job TRACK-1 live, \d+ vehicles, at \d\d:\d\d\n/);
    expect(table.stdout).toMatch(/VEHICLE\s+DRIVER\s+STATUS\s+ORDERS\s+NEXT STOP\s+ETA\s+TIMING/);
    expect(table.stdout).toContain('at depot');
    const turkish = await rota(['track', 'TRACK-1', '--once'], undefined, {
      ROTA_LANG: 'tr',
      COLUMNS: '120',
    });
    expect(turkish.stdout).toMatch(/ARAÇ\s+SÜRÜCÜ\s+DURUM/);
  }, 120_000);

  it('follows the drivers live: one JSON line per update, the vehicles moving on', async () => {
    const track = startRota(['--json', 'track', 'TRACK-1', '--poll', '2', '--duration', '40'], {
      env: env(),
    });
    const deadline = Date.now() + 30_000;
    while (!track.stdout().includes('\n') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    // The hub connections open after the first read: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const played = await rota([
      '--json',
      'simulate',
      'drivers',
      '--job',
      'TRACK-1',
      // Long enough (seconds) for the hub connections to be up while the drivers report.
      '--speed',
      '2000x',
      '--seed',
      '3',
      '--report-every',
      '600',
      // No --driver-password: the demo driver signs in with the demo password, and drivers without
      // a sign-in get one with the simulator's own (the demo password is too short for a new one).
    ]);
    expect(played.code, played.stderr).toBe(0);
    const done = await track.done;
    expect(done.code, done.stderr).toBe(0);
    const lines = records(done.stdout);
    expect(lines[0]).toMatchObject({ cause: 'start', finished: false });
    const causes = new Set(lines.map((l) => l['cause']));
    // Timeline events from the hub; on a loaded machine the read every --poll seconds may bring them first.
    expect(causes.has('timeline') || causes.has('poll'), [...causes].join(',')).toBe(true);
    const last = lines.at(-1) as {
      finished: boolean;
      vehicles: { status: string; stopsDone: number; positions: number }[];
    };
    expect(last.vehicles.some((v) => v.stopsDone > 0)).toBe(true);
    if (last.finished) expect(done.stderr).toContain('Every vehicle of TRACK-1 has finished its route.');
  }, 200_000);

  it('refuses a job that is not live, and lists the orders of a live job by state', async () => {
    const created = await rota([
      'jobs',
      'create',
      'TRACK-DRAFT',
      '--center',
      '1',
      '--all-orders',
      '--all-vehicles',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const refused = await rota(['track', 'TRACK-DRAFT', '--once']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Job TRACK-DRAFT is not live (AWAITING_CONFIGURATION)');

    const orders = await rota(['orders', 'status', '--job', 'TRACK-1', '-o', 'json']);
    expect(orders.code, orders.stderr).toBe(0);
    const rows = JSON.parse(orders.stdout) as { orderRefNo: string; status: string }[];
    expect(rows.length).toBe(12);
    const text = await rota(['orders', 'status', '--job', 'TRACK-1'], undefined, { COLUMNS: '160' });
    expect(text.stdout).toMatch(/JOB\s+ORDER\s+STATUS/);
    expect(text.stdout).toMatch(/12 orders: /);
    expect((await rota(['orders', 'status'])).code).toBe(2);

    // The Order Tracking grid exported as the page shows it: its columns, labels and order.
    const exported = await rota([
      'export',
      'order-tracking',
      '--job',
      'TRACK-1',
      '--format',
      'csv',
      '--out',
      '-',
    ]);
    expect(exported.code, exported.stderr).toBe(0);
    const [header, ...lines] = exported.stdout.trimEnd().split('\n');
    expect(header).toBe('Order,Name,Status,Action,Location,Client,Vehicle,Visit Order,Amount');
    expect(lines).toHaveLength(12);
    const turkish = await rota(
      ['export', 'order-tracking', '--job', 'TRACK-1', '--format', 'csv', '--out', '-'],
      undefined,
      { ROTA_LANG: 'tr' },
    );
    expect(turkish.stdout.split('\n')[0]).toBe(
      'Sipariş,Ad,Durum,İşlem,Lokasyon,Müşteri,Araç,Ziyaret Sırası,Miktar',
    );
  }, 240_000);
});

describe('output formats', () => {
  it('streams jobs watch as NDJSON: a record per change, the end last', () => {
    const lines = records(watchOutput);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatchObject({ type: 'end', jobRefNo: 'TRACK-1', outcome: 'succeeded' });
    expect(lines.slice(0, -1).every((l) => l['type'] === 'status')).toBe(true);
  });

  it('prints -o yaml, -o csv (LF, no BOM, final newline) and --no-headers; --json is -o json', async () => {
    const json = await rota(['jobs', 'list', '-o', 'json']);
    const alias = await rota(['jobs', 'list', '--json']);
    expect(json.code).toBe(0);
    expect(json.stdout).toBe(alias.stdout);
    const jobs = JSON.parse(json.stdout) as { jobRefNo: string }[];

    const yaml = await rota(['jobs', 'list', '-o', 'yaml']);
    expect(yaml.code, yaml.stderr).toBe(0);
    expect(yaml.stdout).toMatch(/^- jobRefNo: "TRACK/m);

    const csv = await rota(['jobs', 'list', '--output', 'csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.stdout).not.toContain('\r');
    expect(csv.stdout.endsWith('\n')).toBe(true);
    const csvLines = csv.stdout.trimEnd().split('\n');
    expect(csvLines[0]).toMatch(/^jobRefNo,/);
    expect(csvLines).toHaveLength(jobs.length + 1);
    const bare = await rota(['jobs', 'list', '-o', 'csv', '--no-headers']);
    expect(bare.stdout.trimEnd().split('\n')).toEqual(csvLines.slice(1));

    const table = await rota(['jobs', 'list', '--no-headers']);
    expect(table.stdout).not.toMatch(/^-+/m);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(jobs.length);
    expect((await rota(['jobs', 'list', '-o', 'xml'])).code).toBe(2);
    expect((await rota(['jobs', 'list', '--json', '-o', 'csv'])).code).toBe(2);
  }, 180_000);
});

describe('completion of values that change', () => {
  it('completes export resources, upload kinds and the server’s jobs (kept a minute)', async () => {
    const jobs = await rota(['__complete', 'jobs']);
    expect(jobs.code, jobs.stderr).toBe(0);
    expect(jobs.stdout.split('\n')).toContain('TRACK-1');
    const cache = JSON.parse(fs.readFileSync(`${config}/completion-cache.json`, 'utf8')) as Record<
      string,
      { jobs: string[] }
    >;
    expect(Object.values(cache)[0]?.jobs).toContain('TRACK-1');

    const script = await rota(['completion', 'bash']);
    const complete = (words: string) =>
      spawnSync(
        'bash',
        [
          '-c',
          `${script.stdout}\nrota() { "${process.execPath}" "${rotaCommandLine([])[1]}" "$@"; }\n` +
            `COMP_WORDS=(${words}); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _rota; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: 'utf8', env: { ...process.env, ROTA_CONFIG_DIR: config } },
      ).stdout.trim();
    expect(complete('rota export cargo-t')).toBe('cargo-types');
    expect(complete('rota upload order-')).toBe('');
    expect(complete('rota upload ord')).toBe('order');
    expect(complete('rota track TRACK-')).toContain('TRACK-1');
    expect(complete('rota export job-summary --job TRACK-')).toContain('TRACK-1');
  }, 180_000);
});

describe('decisions once more', () => {
  it('approving a live job again changes nothing and exits 0; deleting it needs --force', async () => {
    const again = await rota(['jobs', 'approve', 'TRACK-1']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Job TRACK-1 is already approved (live); nothing to do.');
    const json = await rota(['--json', 'jobs', 'approve', 'TRACK-1']);
    expect(JSON.parse(json.stdout)).toMatchObject({ jobRefNo: 'TRACK-1', approved: true, unchanged: true });
    // The other decision is still refused.
    expect((await rota(['jobs', 'discard', 'TRACK-1'])).code).toBe(1);
    // Versions as `jobs versions` and `jobs show` number them.
    const byNumber = await rota(['jobs', 'approve', 'TRACK-1', '1']);
    expect(byNumber.code, byNumber.stderr).toBe(0);
    expect(byNumber.stderr).toContain('already approved');
    const unknown = await rota(['jobs', 'approve', 'TRACK-1', '9']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Job TRACK-1 has no version 9. Versions: 1.');

    const kept = await rota(['jobs', 'delete', 'TRACK-1', '--yes']);
    expect(kept.code).toBe(2);
    expect(kept.stderr).toContain(
      'TRACK-1 is live (approved): its drivers follow that plan. Deleting it needs --force.',
    );
    const deleted = await rota(['jobs', 'delete', 'TRACK-1', '--yes', '--force']);
    expect(deleted.code, deleted.stderr).toBe(0);
  }, 240_000);
});
