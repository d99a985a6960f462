import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  repoRoot,
  runRota,
  startRotaInTerminal,
  startServer,
  tempConfigDir,
  type RunResult,
  type TestServer,
} from '../testing/cli-harness.js';

/**
 * The operator's loop against a real server: the README's sequence replayed line by line, then
 * what an operator meets beyond it (a refused sign-in, an existing job, unplanned orders, Go
 * Live rules, drivers, people's formats, colours on a terminal).
 */
const PASSWORD = 'Demo!2345';
let server: TestServer;
let config: string;

// No --server after the README's login: the sign-in file remembers it.
const rota = (args: readonly string[], env: Record<string, string> = {}, input?: string) =>
  runRota(args, { env: { ROTA_CONFIG_DIR: config, ...env }, ...(input === undefined ? {} : { input }) });
const json = <T>(result: RunResult): T => JSON.parse(result.stdout.trim()) as T;

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
}, 30_000);

/** The orders MORNING-1 took: once it is live, another job takes them only by name. */
async function morningOrders(): Promise<string> {
  const signIn = await fetch(`${server.url}/auth/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.rota', password: PASSWORD }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const input = await fetch(`${server.url}/api/jobs/MORNING-1/job-input`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  return ((await input.json()) as { data: { orderRefNoList: string[] } }).data.orderRefNoList.join(',');
}

/** The lines between the README's operator-sequence markers. */
function readmeSequence(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const block =
    /<!-- cli-operator-sequence -->\s*```sh\n([\s\S]*?)```\s*<!-- \/cli-operator-sequence -->/.exec(readme);
  expect(block, 'the README shows the operator sequence').not.toBeNull();
  return (block?.[1] ?? '').split('\n').filter((line) => line.trim().length > 0);
}

describe("the README's operator sequence", () => {
  it('runs as written: login once, create, queue, watch, show, approve, export, track', async () => {
    const results: RunResult[] = [];
    for (const line of readmeSequence()) {
      const piped = /^echo "\$ROTA_PASSWORD" \| (.*)$/.exec(line);
      const command = (piped?.[1] ?? line).replace('http://localhost:8080', server.url);
      expect(command, line).toMatch(/^npx rota /);
      expect(command, 'plain words, no quoting').not.toMatch(/["'#]/);
      const result = await rota(command.split(/\s+/).slice(2), {}, piped ? `${PASSWORD}\n` : undefined);
      expect(result.code, `${line}\n${result.stderr}`).toBe(0);
      results.push(result);
    }
    const [login, who, , , watched, shown, versions, , approved, exported, tracked] = results;
    expect(login?.stdout).toContain(`Signed in to ${server.url} as admin@demo.rota`);
    expect(who?.stdout).toContain(`server: ${server.url} (sign-in accepted)`);
    expect(watched?.stdout).toContain('Job MORNING-1 ended SUCCESS');
    expect(shown?.stdout).toMatch(/Approval\s+pending/);
    expect(versions?.stdout).toMatch(/\*$/m);
    expect(approved?.stdout).toContain('The plan is live: route details were sent to the drivers.');
    // Job Summary as the grid shows it: labelled columns in the spec's order, units named, numbers.
    const [header, ...summaryRows] = (exported?.stdout ?? '').trim().split('\n');
    expect(header).toBe(
      'Arrival,Departure,Locations,Orders,Plate,Service Duration (min),Total Distance (km),Total Duration (min),Travel Duration (min),Waiting Duration (min)',
    );
    expect(summaryRows.length).toBeGreaterThan(0);
    for (const row of summaryRows) expect(row).toMatch(/^[^,]*,[^,]*,\d+,\d+,[^,]+(,\d+(\.\d+)?){5}$/);
    expect(exported?.stderr).toContain('to standard output');
    // The live view once, as one JSON line: every vehicle of the plan at its depot.
    const view = json<{ jobRefNo: string; vehicles: { status: string }[] }>(tracked ?? exported!);
    expect(view.jobRefNo).toBe('MORNING-1');
    expect(view.vehicles.length).toBeGreaterThan(0);
    expect(view.vehicles.every((v) => v.status === 'AT_DEPOT')).toBe(true);
    const after = json<{ route: { approval: string } }>(await rota(['--json', 'jobs', 'show', 'MORNING-1']));
    expect(after.route.approval).toBe('approved');
  }, 240_000);
});

describe('rota beyond the sequence', () => {
  it('says the sign-in is refused when the server no longer accepts it, and ROTA_SERVER overrides', async () => {
    const file = path.join(config, 'logins.json');
    const saved = fs.readFileSync(file, 'utf8');
    const stored = JSON.parse(saved) as { logins: Record<string, { token: string }> };
    const login = stored.logins[server.url];
    if (!login) throw new Error('signed in by the README sequence');
    login.token = `${login.token.slice(0, -4)}AAAA`;
    fs.writeFileSync(file, JSON.stringify(stored));
    const refused = await rota(['whoami']);
    fs.writeFileSync(file, saved);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server at ${server.url} no longer accepts your sign-in:`);
    expect(refused.stderr).toContain('Run `rota login` again.');
    const elsewhere = await rota(['whoami'], { ROTA_SERVER: 'http://127.0.0.1:9' });
    expect(elsewhere.stderr).toContain('Not signed in to http://127.0.0.1:9');
  }, 90_000);

  it('refuses to overwrite an existing job unless --replace', async () => {
    const args = ['jobs', 'create', 'MORNING-1', '--center', '1', '--all-orders', '--all-vehicles'];
    const refused = await rota(args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('A job MORNING-1 already exists (APPROVED).');
    expect(refused.stderr).toContain('--replace');
    // MORNING-1 went live with the day's orders: "all orders" leaves every one out, naming why.
    const evening = ['jobs', 'create', 'EVENING-1', '--center', '1', '--all-vehicles'];
    const none = await rota([...evening, '--all-orders']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/can be planned \(\d+ left out: in a live plan/);
    const orders = await morningOrders();
    const created = await rota([...evening, '--orders', orders]);
    expect(created.code).toBe(0);
    const replaced = await rota([
      '--json',
      ...evening,
      '--orders',
      orders,
      '--max-runtime',
      '1',
      '--replace',
    ]);
    expect(replaced.code).toBe(0);
    // Not queued: no plan yet, and the commands that read one say so.
    const versions = await rota(['jobs', 'versions', 'EVENING-1']);
    expect(versions.stdout).toBe('Job EVENING-1 has no plan yet (AWAITING_CONFIGURATION).\n');
    const shown = await rota(['jobs', 'show', 'EVENING-1']);
    expect(shown.stdout).toMatch(/^Status\s+AWAITING_CONFIGURATION$/m);
    expect(shown.stdout).not.toMatch(/^Route/m);
  }, 90_000);

  it('shows times in the local zone and distances and durations in units, fitted to the terminal', async () => {
    const rows = json<{ jobRefNo: string; createDate: string }[]>(
      await rota(['--json', 'jobs', 'list', '--ref', 'MORNING-1']),
    );
    const created = new Date(rows[0]?.createDate ?? '');
    for (const zone of ['Asia/Tokyo', 'America/New_York']) {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(created)
          .map((p) => [p.type, p.value]),
      );
      const listed = await rota(['jobs', 'list', '--ref', 'MORNING-1'], { ROTA_TIME_ZONE: zone });
      // Day first, as the web shows dates (DD-MM-YYYY HH:mm:ss), never month first.
      expect(listed.stdout).toContain(
        `${parts['day']}-${parts['month']}-${parts['year']} ${parts['hour']}:${parts['minute']}:${parts['second']}`,
      );
    }
    const summary = await rota(['jobs', 'summary', 'MORNING-1'], { COLUMNS: '72' });
    expect(summary.code).toBe(0);
    const lines = summary.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Plate\s+Depar/);
    expect(summary.stdout).not.toContain('totalDistance');
    expect(lines[2]).toMatch(/\d+(\.\d)? km|\d+ m/);
    expect(lines[2]).toMatch(/\b\d+:\d{2}\b/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(72);
    const raw = json<Record<string, unknown>[]>(await rota(['--json', 'jobs', 'summary', 'MORNING-1']));
    expect(Object.keys(raw[0] ?? {})).toEqual(expect.arrayContaining(['totalDistance', 'arrival', 'plate']));
  }, 90_000);

  it('warns of unplanned orders, fails with --require-all, and keeps Go Live rules and drivers', async () => {
    // Routes of at most 1.5 hours cannot serve the day's 97 orders: some are left out.
    const params = path.join(config, 'short-routes.json');
    fs.writeFileSync(params, JSON.stringify({ maxRouteDurationInHours: 1.5 }));
    // The day's orders are in MORNING-1's live plan: named, they are planned again.
    const orders = await morningOrders();
    const create = ['jobs', 'create', 'SHORT-1', '--center', '1', '--orders', orders, '--all-vehicles'];
    expect((await rota([...create, '--params', params, '--max-runtime', '1', '--queue'])).code).toBe(0);
    const watched = await rota(['jobs', 'watch', 'SHORT-1', '--poll', '1', '--timeout', '120']);
    expect(watched.code).toBe(0);
    expect(watched.stderr).toMatch(/^Warning: \d+ of \d+ orders (are|is) not planned\.\n {2}\S+/);
    const news = watched.stdout.trim().split('\n').slice(0, -1);
    expect(new Set(news.map((l) => l.replace(/\b\d+(\.\d+)?\s?s\b/g, ''))).size).toBe(news.length);
    const strict = await rota(['--json', 'jobs', 'watch', 'SHORT-1', '--require-all']);
    expect(strict.code).toBe(1);
    // NDJSON: the end record, then the error of --require-all as the stream's last line.
    const [end, error] = strict.stdout.trim().split('\n').slice(-2);
    expect(json<{ type: string; unplannedOrders: number }>({ ...strict, stdout: end ?? '' })).toMatchObject({
      type: 'end',
      unplannedOrders: expect.any(Number),
    });
    expect(
      json<{ unplannedOrders: number }>({ ...strict, stdout: end ?? '' }).unplannedOrders,
    ).toBeGreaterThan(0);
    expect(JSON.parse(error ?? '')).toMatchObject({ error: { code: expect.any(String) } });
    expect(strict.stderr).toMatch(/rota: \d+ of \d+ orders (are|is) not planned \(--require-all\)\./);
    expect((await rota(['jobs', 'show', 'SHORT-1', '--require-all'])).code).toBe(1);

    const drivers = json<{
      vehicles: { vehicleRefNo: string; driverRefNo: string | null; isAssigned: boolean }[];
    }>(await rota(['--json', 'jobs', 'drivers', 'SHORT-1']));
    const [first, second] = drivers.vehicles.filter((v) => v.isAssigned && v.driverRefNo);
    if (!first || !second) throw new Error('two vehicles of the plan with drivers');
    const moved = await rota([
      '--json',
      'jobs',
      'drivers',
      'SHORT-1',
      '--assign',
      `${second.vehicleRefNo}=${first.driverRefNo}`,
    ]);
    expect(moved.code).toBe(0);
    const after = json<typeof drivers>(moved).vehicles;
    expect(after.find((v) => v.vehicleRefNo === second.vehicleRefNo)?.driverRefNo).toBe(first.driverRefNo);
    expect(after.find((v) => v.vehicleRefNo === first.vehicleRefNo)?.driverRefNo).toBeNull();
    const unknown = await rota(['jobs', 'drivers', 'SHORT-1', '--assign', `${first.vehicleRefNo}=DRV-NONE`]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no driver DRV-NONE for job SHORT-1.');

    // MORNING-1 went live with vehicles of the same day: this plan may not.
    const blocked = await rota(['jobs', 'approve', 'SHORT-1']);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toBe('rota: Vehicles already in use for an approved job!\n');
    const noRoute = await rota(['jobs', 'discard', 'SHORT-1', '--route', '999999']);
    expect(noRoute.code).toBe(1);
    expect(noRoute.stderr).toMatch(/Job SHORT-1 has no route 999999\. Routes: \d+/);
    const discarded = await rota(['jobs', 'discard', 'SHORT-1']);
    expect(discarded.code).toBe(0);
    expect(discarded.stdout).toContain('The plan is discarded.');
    // The same decision again changes nothing and is no failure; the other one is refused.
    const again = await rota(['jobs', 'approve', 'MORNING-1']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Job MORNING-1 is already approved (live); nothing to do.');
    const undo = await rota(['jobs', 'discard', 'MORNING-1']);
    expect(undo.code).toBe(1);
    expect(undo.stderr).toContain('Job MORNING-1 is already decided: approved (live). Nothing changed.');
  }, 240_000);

  it('writes a template to standard output with --out -', async () => {
    const result = await runRota(['templates', 'download', 'order', '--out', '-'], {
      env: { ROTA_CONFIG_DIR: config },
    });
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('PK')).toBe(true);
    expect(result.stderr).toContain('to standard output');
    expect(fs.existsSync(path.join(repoRoot, '-'))).toBe(false);
  }, 90_000);

  it('draws the live watch in colour on a terminal, and without colour under NO_COLOR', async () => {
    const env = { ROTA_CONFIG_DIR: config };
    // A foreground colour: ESC [ 30-37 or 90-97 m.
    const colour = new RegExp(`${String.fromCharCode(27)}\\[(3[0-7]|9[0-7])m`);
    const coloured = await startRotaInTerminal(['jobs', 'watch', 'MORNING-1'], env).done;
    expect(coloured.code).toBe(0);
    expect(coloured.stdout).toContain('MORNING-1');
    expect(coloured.stdout).toMatch(colour);
    const plain = await startRotaInTerminal(['jobs', 'watch', 'MORNING-1'], { ...env, NO_COLOR: '1' }).done;
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('MORNING-1');
    expect(plain.stdout).not.toMatch(colour);
  }, 60_000);
});
