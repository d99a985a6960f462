import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runRota } from '../testing/cli-harness.js';

const solomonDir = path.join(repoRoot, 'test-fixtures/benchmarks/solomon');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-solve-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Customer {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

/** A Solomon file read on its own (not with the optimizer's parser), to check plans independently. */
function readSolomon(text: string) {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim().startsWith('NUMBER'));
  const [, capacity] = (lines[at + 1] ?? '').trim().split(/\s+/).map(Number);
  const rows = lines
    .map((l) => l.trim().split(/\s+/).map(Number))
    .filter((cells) => cells.length === 7 && cells.every(Number.isFinite));
  const nodes: Customer[] = rows.map(([id, x, y, demand, ready, due, service]) => ({
    id: id!,
    x: x!,
    y: y!,
    demand: demand!,
    ready: ready!,
    due: due!,
    service: service!,
  }));
  return { capacity: capacity!, depot: nodes[0]!, customers: nodes.slice(1) };
}

/** Every customer once, capacity, service started by the due date, back at the depot in time. */
function checkSolomonPlan(text: string, routes: number[][]) {
  const { capacity, depot, customers } = readSolomon(text);
  const byId = new Map(customers.map((c) => [c.id, c]));
  const dist = (a: Customer, b: Customer) => Math.hypot(a.x - b.x, a.y - b.y);
  const errors: string[] = [];
  let distance = 0;
  for (const route of routes) {
    let at = depot;
    let time = 0;
    let load = 0;
    for (const id of route) {
      const c = byId.get(id);
      if (!c) {
        errors.push(`unknown customer ${id}`);
        continue;
      }
      distance += dist(at, c);
      time = Math.max(time + dist(at, c), c.ready);
      if (time > c.due + 1e-6) errors.push(`customer ${id} served at ${time} after ${c.due}`);
      time += c.service;
      load += c.demand;
      at = c;
    }
    distance += dist(at, depot);
    if (time + dist(at, depot) > depot.due + 1e-6) errors.push('late back at the depot');
    if (load > capacity) errors.push(`load ${load} over ${capacity}`);
  }
  const served = routes.flat().sort((a, b) => a - b);
  if (JSON.stringify(served) !== JSON.stringify(customers.map((c) => c.id).sort((a, b) => a - b)))
    errors.push('customers missing or served twice');
  return { errors, distance };
}

describe('rota solve', () => {
  it('solves a small Solomon instance (C101, first 25 customers) and prints the checkable JSON shape', async () => {
    const full = fs.readFileSync(path.join(solomonDir, 'C101.txt'), 'utf8').split('\r\n');
    const depotLine = full.findIndex((l) => /^\s+0\s+40\s+50\s/.test(l));
    const small = [...full.slice(0, depotLine + 26), ''].join('\r\n');
    const file = path.join(work, 'C101-25.txt');
    fs.writeFileSync(file, small);

    const result = await runRota(['solve', '--instance', file, '--time-limit', '2', '--seed', '7', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as { vehicles: number; distance: number; routes: number[][] };
    expect(Object.keys(plan)).toEqual(['vehicles', 'distance', 'routes', 'unassigned']);
    expect(plan.vehicles).toBe(plan.routes.length);

    const check = checkSolomonPlan(small, plan.routes);
    expect(check.errors).toEqual([]);
    expect(plan.distance).toBeCloseTo(check.distance, 6);
    // The optimum of C101 with 25 customers is 191.3 with 3 vehicles (Solomon's published table).
    expect(plan.distance).toBeLessThan(191.3 * 1.03);
  }, 60_000);

  it('solves a CVRPLIB instance by its extension, with the vehicles objective', async () => {
    const file = path.join(repoRoot, 'test-fixtures/benchmarks/cvrplib-x/X-n101-k25.vrp');
    const result = await runRota([
      '--json',
      'solve',
      '--instance',
      file,
      '--objective',
      'vehicles',
      '--time-limit',
      '1',
    ]);
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as { vehicles: number; distance: number; routes: number[][] };
    const text = fs.readFileSync(file, 'utf8');
    const coords = text.slice(text.indexOf('NODE_COORD_SECTION'), text.indexOf('DEMAND_SECTION'));
    const ids = [...coords.matchAll(/^\s*(\d+)\s+\d+\s+\d+\s*$/gm)].map((m) => Number(m[1]));
    const depot = Number(/DEPOT_SECTION\s+(\d+)/.exec(text)?.[1]);
    // Numbered as CVRPLIB solution files number them: the depot is 0, node k is customer k - 1.
    const customers = ids
      .filter((id) => id !== depot)
      .map((id) => id - depot)
      .sort((a, b) => a - b);
    expect(plan.routes.flat().sort((a, b) => a - b)).toEqual(customers);
    expect(plan.vehicles).toBeGreaterThanOrEqual(26);
  }, 60_000);

  it('names an unreadable instance as a usage error and a wrong format as a failure', async () => {
    const missing = await runRota(['solve', '--instance', path.join(work, 'nope.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read the instance');
    const garbage = path.join(work, 'garbage.txt');
    fs.writeFileSync(garbage, 'not an instance\n');
    const wrong = await runRota(['solve', '--instance', garbage, '--time-limit', '1']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('is not a solomon instance');
  }, 60_000);

  /** C101 cut to its first 25 customers (the file ends at a line break, so it is whole). */
  function c101Small(edit: (lines: string[], depotLine: number) => void = () => {}): string {
    const full = fs.readFileSync(path.join(solomonDir, 'C101.txt'), 'utf8').split('\r\n');
    const depotLine = full.findIndex((l) => /^\s+0\s+40\s+50\s/.test(l));
    const lines = full.slice(0, depotLine + 26);
    edit(lines, depotLine);
    return [...lines, ''].join('\r\n');
  }

  it('refuses a file cut in the middle of a customer row, naming the line', async () => {
    const file = path.join(work, 'C101-cut.txt');
    fs.writeFileSync(file, c101Small().replace(/\r\n$/, '').slice(0, -20));
    const cut = await runRota(['solve', '--instance', file, '--iterations', '10']);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain('Solomon file, line 35: expected 7 numbers');
  }, 60_000);

  it('lists a customer no vehicle can reach in time with its constraint, and fails with --require-all', async () => {
    // Customer 5 (at 42,65, 15.1 from the depot) must be served by time 10.
    const file = path.join(work, 'C101-unreachable.txt');
    fs.writeFileSync(
      file,
      c101Small((lines, depot) => {
        lines[depot + 5] = '    5      42         65         10          0         10         90   ';
      }),
    );
    const lenient = await runRota(['--json', 'solve', '--instance', file, '--iterations', '2000']);
    expect(lenient.code).toBe(0);
    const plan = JSON.parse(lenient.stdout) as { routes: number[][]; unassigned: unknown[] };
    expect(plan.unassigned).toEqual([{ customer: 5, reason: 'TIME_WINDOW' }]);
    expect(plan.routes.flat()).not.toContain(5);
    const text = await runRota(['solve', '--instance', file, '--iterations', '2000']);
    expect(text.stdout).toContain('unassigned 5: TIME_WINDOW');
    const strict = await runRota(['solve', '--instance', file, '--iterations', '2000', '--require-all']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('unassigned 5: TIME_WINDOW');
    expect(strict.stderr).toContain('1 customer is left out (--require-all).');
  }, 60_000);

  it('runs two searches in threads sharing their best plan, and refuses --threads 0', async () => {
    const file = path.join(work, 'C101-threads.txt');
    const text = c101Small();
    fs.writeFileSync(file, text);
    const result = await runRota([
      '--json',
      'solve',
      '--instance',
      file,
      '--time-limit',
      '1',
      '--threads',
      '2',
    ]);
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as { distance: number; routes: number[][]; unassigned: unknown[] };
    expect(plan.unassigned).toEqual([]);
    const check = checkSolomonPlan(text, plan.routes);
    expect(check.errors).toEqual([]);
    expect(plan.distance).toBeCloseTo(check.distance, 6);
    const zero = await runRota(['solve', '--instance', file, '--threads', '0']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('Option --threads: a whole number above 0');
  }, 60_000);

  it('gives the same plan for the same seed under an iteration budget', async () => {
    const file = path.join(repoRoot, 'test-fixtures/benchmarks/solomon/R101.txt');
    const run = () => runRota(['--json', 'solve', '--instance', file, '--iterations', '1500', '--seed', '4']);
    const [first, second] = [await run(), await run()];
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const other = await runRota([
      '--json',
      'solve',
      '--instance',
      file,
      '--iterations',
      '1500',
      '--seed',
      '5',
    ]);
    expect(other.stdout).not.toBe(first.stdout);
  }, 120_000);
});

describe('rota bench', () => {
  it('runs one instance and reports the gap to the best known distance', async () => {
    const result = await runRota([
      '--json',
      'bench',
      '--set',
      'solomon',
      '--instances',
      'C101',
      '--time-limit',
      '1',
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      rows: { instance: string; distance: number; bksDistance: number; gap: number; feasible: boolean }[];
      summary: { group: string; instances: number }[];
    };
    expect(report.rows).toHaveLength(1);
    const [row] = report.rows;
    expect(row).toMatchObject({ instance: 'C101', bksDistance: 828.94, feasible: true, errors: [] });
    expect(row!.gap).toBeCloseTo((100 * (row!.distance - 828.94)) / 828.94, 9);
    expect(report.summary.map((s) => s.group)).toEqual(['C1', 'ALL']);
  }, 60_000);

  it('repeats the set with --runs seeds and gives per class the mean and range over the runs', async () => {
    const args = ['bench', '--instances', 'C101,R101', '--iterations', '300', '--seed', '3', '--runs', '2'];
    const json = await runRota(['--json', ...args]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as {
      runs: { seed: number; rows: { instance: string; vehicles: number; gap: number }[] }[];
      overRuns: {
        group: string;
        vehicles: { mean: number; min: number; max: number };
        averageGap: { mean: number; min: number; max: number };
        feasible: number;
        plans: number;
      }[];
    };
    expect(report.runs.map((r) => r.seed)).toEqual([3, 4]);
    // Each run is the single run of its seed (same iterations, same plan).
    const single = await runRota([
      '--json',
      'bench',
      '--instances',
      'R101',
      '--iterations',
      '300',
      '--seed',
      '4',
    ]);
    const alone = JSON.parse(single.stdout) as { rows: { distance: number }[] };
    const second = report.runs[1]!.rows.find((r) => r.instance === 'R101') as unknown as { distance: number };
    expect(second.distance).toBe(alone.rows[0]!.distance);
    const r1 = report.overRuns.find((s) => s.group === 'R1')!;
    const gaps = report.runs.map((run) => run.rows.find((r) => r.instance === 'R101')!.gap);
    expect(r1.averageGap.mean).toBeCloseTo((gaps[0]! + gaps[1]!) / 2, 9);
    expect(r1.averageGap.min).toBeCloseTo(Math.min(...gaps), 9);
    expect(r1.averageGap.max).toBeCloseTo(Math.max(...gaps), 9);
    const all = report.overRuns.find((s) => s.group === 'ALL')!;
    const fleets = report.runs.map((run) => run.rows.reduce((n, r) => n + r.vehicles, 0));
    expect(all.vehicles).toEqual({
      mean: (fleets[0]! + fleets[1]!) / 2,
      min: Math.min(...fleets),
      max: Math.max(...fleets),
    });
    expect(all).toMatchObject({ feasible: 4, plans: 4 });
    const text = await runRota(args);
    expect(text.stdout).toContain('run 2 of 2, seed 4');
    // Each run's class lines and the lines over the runs give averages to three decimals.
    expect(text.stdout.match(/^ALL +2 +\d+ \(\d+\) +[+-]\d+\.\d{3}% +\d+\.\ds +2\/2$/gm)).toHaveLength(2);
    expect(text.stdout).toMatch(/^over 2 runs, seeds 3, 4: mean \(lowest to highest\)$/m);
    expect(text.stdout).toMatch(
      /^ALL +\d+(\.\d)? \(\d+ to \d+\) +[+-]\d+\.\d{3}% \([+-]\d+\.\d{3}% to [+-]\d+\.\d{3}%\) +4\/4$/m,
    );
    const zero = await runRota([...args.slice(0, -1), '0']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('Option --runs: a whole number above 0');
  }, 120_000);

  it('groups generated instances by class and shows no best known fleet for them', async () => {
    const dir = path.join(work, 'generated', 'solomon');
    fs.mkdirSync(dir, { recursive: true });
    const c101 = fs.readFileSync(path.join(solomonDir, 'C101.txt'), 'utf8');
    for (const name of ['G-C1-100-s1', 'G-C1-100-s2']) fs.writeFileSync(path.join(dir, `${name}.txt`), c101);
    const args = ['bench', '--dir', path.dirname(dir), '--set', 'solomon', '--iterations', '200'];
    const json = await runRota(['--json', ...args]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as {
      summary: { group: string; instances: number; bksVehicles: number | null }[];
    };
    expect(report.summary).toMatchObject([
      { group: 'G-C1-100', instances: 2, bksVehicles: null },
      { group: 'ALL', instances: 2, bksVehicles: null },
    ]);
    const text = await runRota(args);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^G-C1-100 +2 +\d+ \(-\) +- /m);
  }, 60_000);
});
