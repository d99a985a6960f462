import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  runRota,
  startRota,
  startServer,
  tempConfigDir,
  type RunResult,
  type TestServer,
} from '../testing/cli-harness.js';

const ADMIN = 'admin@demo.rota';
const PASSWORD = 'Demo!2345';

let server: TestServer;
let config: string;
let work: string;

const rota = (args: readonly string[], input?: string, env: Record<string, string> = {}) =>
  runRota(['--server', server.url, ...args], {
    env: { ROTA_CONFIG_DIR: config, ...env },
    ...(input === undefined ? {} : { input }),
    cwd: work,
  });

const json = <T = Record<string, unknown>>(result: RunResult): T => JSON.parse(result.stdout.trim()) as T;

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-work-'));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('rota against a running server (no terminal)', () => {
  it('says who is missing a sign-in and exits 1', async () => {
    const result = await rota(['jobs', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Not signed in to ${server.url}`);
    expect(result.stderr).toContain('rota login');
  });

  it('refuses a wrong password with the server’s message and stores nothing', async () => {
    const result = await rota(['login', '--email', ADMIN, '--password-stdin'], 'not-the-password\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Sign-in failed: Email or Password is incorrect');
    expect(fs.existsSync(path.join(config, 'logins.json'))).toBe(false);
  });

  it('treats a login without e-mail or phone and no terminal as a usage error (exit 2)', async () => {
    const result = await rota(['login']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--email or --phone');
  });

  it('signs in with --password-stdin, keeps the token owner-only, and whoami names the user', async () => {
    const login = await rota(['--json', 'login', '--email', ADMIN, '--password-stdin'], `${PASSWORD}\n`);
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(json(login)).toMatchObject({ signedIn: true, email: ADMIN, roles: ['Admin'] });
    expect(login.stdout).not.toContain('token');

    const file = path.join(config, 'logins.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { logins: Record<string, { token: string }> };
    expect(stored.logins[server.url]?.token.length).toBeGreaterThan(20);

    const who = await rota(['whoami']);
    expect(who.code).toBe(0);
    expect(who.stdout).toContain(`<${ADMIN}>`);
    expect(who.stdout).toContain('roles: Admin');
  });

  it('signs in by phone: asks for the SMS code on standard input and stores that user’s sign-in', async () => {
    const admin = JSON.parse(fs.readFileSync(path.join(config, 'logins.json'), 'utf8')) as {
      logins: Record<string, { token: string }>;
    };
    const phoneConfig = tempConfigDir();
    const login = startRota(['--server', server.url, 'login', '--phone', '+905320000002'], {
      env: { ROTA_CONFIG_DIR: phoneConfig },
      keepStdinOpen: true,
    });
    await vi.waitFor(() => expect(login.stderr()).toContain('code was sent to'), {
      timeout: 30_000,
      interval: 100,
    });
    const outbox = await fetch(`${server.url}/api/dev/outbox?limit=5`, {
      headers: { Authorization: `Bearer ${admin.logins[server.url]?.token}` },
    });
    const messages = ((await outbox.json()) as { data: { recipient: string; body: string }[] }).data;
    const sms = messages.find((m) => m.recipient === '+905320000002');
    const code = /code is (\d+)/.exec(sms?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    login.child.stdin?.end(`${code}\n`);
    const done = await login.done;
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('as region@demo.rota');
    const who = await runRota(['--server', server.url, '--json', 'whoami'], {
      env: { ROTA_CONFIG_DIR: phoneConfig },
    });
    expect(json(who)).toMatchObject({ email: 'region@demo.rota' });
    fs.rmSync(phoneConfig, { recursive: true, force: true });
  }, 60_000);

  it('creates a job, queues it and watches it until SUCCESS', async () => {
    const created = await rota([
      '--json',
      'jobs',
      'create',
      'CLI-E2E-1',
      '--center',
      '1',
      '--all-orders',
      '--all-vehicles',
      '--max-runtime',
      '1',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const job = json<{ job: { jobRefNo: string; status: string; orderCount: number } }>(created).job;
    expect(job).toMatchObject({ jobRefNo: 'CLI-E2E-1', status: 'AWAITING_CONFIGURATION' });
    expect(job.orderCount).toBeGreaterThan(0);

    // Nothing would ever move a job nobody queued: the watch says so at once.
    const early = await rota(['jobs', 'watch', 'CLI-E2E-1']);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('not queued (AWAITING_CONFIGURATION): run `rota jobs queue CLI-E2E-1`');
    const queued = await rota(['jobs', 'queue', 'CLI-E2E-1']);
    expect(queued.code).toBe(0);
    const watched = await rota(['--json', 'jobs', 'watch', 'CLI-E2E-1', '--poll', '2', '--timeout', '120']);
    expect(watched.stderr).toBe('');
    expect(watched.code).toBe(0);
    // NDJSON: a record per change of status, the end last.
    const end = watched.stdout.trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(end)).toMatchObject({
      type: 'end',
      jobRefNo: 'CLI-E2E-1',
      status: 'SUCCESS',
      outcome: 'succeeded',
    });

    const rerun = await rota(['--json', 'jobs', 'rerun', 'CLI-E2E-1']);
    expect(rerun.code).toBe(0);
    expect(['QUEUED', 'SOLVING', 'SUCCESS']).toContain(json<{ job: { status: string } }>(rerun).job.status);
    const again = await rota(['jobs', 'watch', 'CLI-E2E-1', '--poll', '2', '--timeout', '120']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Job CLI-E2E-1 ended SUCCESS');

    const listed = await rota(['jobs', 'list', '--status', 'SUCCESS']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/CLI-E2E-1\s+SUCCESS/);

    const summary = await rota(['--json', 'jobs', 'summary', 'CLI-E2E-1']);
    expect(summary.code).toBe(0);
    const rows = json<{ plate: string; numberOfOrders: number }[]>(summary);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.numberOfOrders, 0)).toBeLessThanOrEqual(job.orderCount);
  }, 180_000);

  it('watches a job that ends INFEASIBLE and exits 1', async () => {
    // A route may last 36 seconds: no order can be served, so the plan is infeasible.
    const params = path.join(work, 'short-routes.json');
    fs.writeFileSync(params, JSON.stringify({ maxRouteDurationInHours: 0.01 }));
    const created = await rota([
      'jobs',
      'create',
      'CLI-E2E-SHORT',
      '--center',
      '1',
      '--all-orders',
      '--all-vehicles',
      '--params',
      params,
      '--max-runtime',
      '1',
      '--queue',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const watched = await rota([
      '--json',
      'jobs',
      'watch',
      'CLI-E2E-SHORT',
      '--poll',
      '2',
      '--timeout',
      '120',
    ]);
    expect(watched.code).toBe(1);
    // NDJSON: a record per change, the end record with the final state, then the error that
    // made the exit code.
    const [state, error] = watched.stdout
      .trim()
      .split('\n')
      .slice(-2)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(state).toMatchObject({
      type: 'end',
      jobRefNo: 'CLI-E2E-SHORT',
      status: 'INFEASIBLE',
      outcome: 'failed',
    });
    expect(error).toMatchObject({ error: { code: 'INFEASIBLE' } });
    expect(watched.stderr).toContain('Job CLI-E2E-SHORT ended INFEASIBLE');
    const plain = await rota(['jobs', 'watch', 'CLI-E2E-SHORT']);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toMatch(/CLI-E2E-SHORT\s+INFEASIBLE/);
    expect(plain.stderr).toContain('Job CLI-E2E-SHORT ended INFEASIBLE');
  }, 180_000);

  it('names an unknown job and exits 1', async () => {
    const missing = await rota(['jobs', 'watch', 'NO-SUCH-JOB']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no job NO-SUCH-JOB');
  });

  it('exports the jobs grid to .xlsx that exceljs reads back', async () => {
    const file = path.join(work, 'jobs.xlsx');
    const result = await rota(['export', 'jobs', '--format', 'xlsx', '--out', file]);
    expect(result.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Daily Plans');
    expect(sheet).toBeDefined();
    const header = (sheet!.getRow(1).values as unknown[]).slice(1);
    // The jobs grid's columns in the spec's order, labelled, the run time's unit named.
    expect(header).toEqual([
      'Job Ref No',
      'Status',
      'Orders',
      'Vehicles',
      'Run Time (s)',
      'Started At',
      'End Date',
      'Task Date',
      'Version',
      'Create Date',
      'Update Date',
      'Result',
    ]);
    const refColumn = header.indexOf('Job Ref No') + 1;
    // Typed cells: counts as numbers, the creation time as a date.
    expect(sheet!.getRow(2).getCell(header.indexOf('Orders') + 1).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet!.getRow(2).getCell(header.indexOf('Create Date') + 1).type).toBe(ExcelJS.ValueType.Date);
    const refs = [];
    for (let r = 2; r <= sheet!.rowCount; r++) refs.push(sheet!.getRow(r).getCell(refColumn).value);
    expect(refs).toContain('CLI-E2E-1');
  });

  it('names the file as the web UI does when --out is absent (page name and date)', async () => {
    const result = await rota(['--json', 'export', 'users', '--format', 'csv']);
    expect(result.code).toBe(0);
    const answer = json<{ file: string; rows: number }>(result);
    expect(path.basename(answer.file)).toMatch(/^Users_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}\.csv$/);
    expect(path.dirname(answer.file)).toBe(fs.realpathSync(work));
    const lines = fs.readFileSync(answer.file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(answer.rows + 1);
    expect(lines.join('\n')).toContain(ADMIN);
  });

  it('answers usage errors with exit 2 and the cause', async () => {
    const unknown = await rota(['export', 'nothing-like-this']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown resource "nothing-like-this"');
    const needsJob = await rota(['export', 'job-summary']);
    expect(needsJob.code).toBe(2);
    expect(needsJob.stderr).toContain('needs --job REF');
    const badFormat = await rota(['export', 'jobs', '--format', 'pdf']);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain("argument 'pdf' is invalid");
  });

  it('names the field the server rejected when a job cannot be saved', async () => {
    const result = await rota([
      'jobs',
      'create',
      'CLI-E2E-BAD',
      '--center',
      '1',
      '--orders',
      'NO-SUCH-ORDER',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/rota: .+/);
    expect(result.stderr).toContain('NO-SUCH-ORDER');
  });

  it('deletes a job and signs out', async () => {
    const deleted = await rota(['jobs', 'delete', 'CLI-E2E-1', '--yes']);
    expect(deleted.code).toBe(0);
    const after = await rota(['--json', 'jobs', 'list', '--ref', 'CLI-E2E-1']);
    expect(json<unknown[]>(after)).toEqual([]);
    const out = await rota(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`Signed out of ${server.url}`);
    const who = await rota(['whoami']);
    expect(who.code).toBe(1);
    expect(who.stderr).toContain('Not signed in');
  });
});
