import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPlan, euclideanMatrices } from '@rota/test-fixtures';
import type { Problem } from '@rota/optimizer';
import { runInWorker, solverThreads, type SolveOutcome } from './solve-runner.js';

const points = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 0, y: 10 },
  { x: 10, y: 10 },
  { x: 5, y: 5 },
];
const problem: Problem = {
  dimensions: ['weight'],
  matrices: euclideanMatrices(points),
  vehicles: [{ id: 'v1', startLocation: 0, endLocation: 0, shift: { start: 0, end: 1000 }, capacity: [10] }],
  orders: [1, 2, 3, 4].map((location) => ({
    id: `o${location}`,
    type: 'DELIVERY' as const,
    location,
    amounts: [2],
    serviceDuration: 1,
  })),
};
const script = (name: string) => new URL(`./testing/${name}`, import.meta.url);

describe('runInWorker', () => {
  it('solves in a worker thread from the TypeScript sources, reporting progress', async () => {
    let reports = 0;
    const outcome = await runInWorker(problem, {
      timeLimitMs: 300,
      progressEveryMs: 0,
      onProgress: () => (reports += 1),
    });
    expect(outcome.ok).toBe(true);
    expect(reports).toBeGreaterThan(0);
    const plan = (outcome as Extract<SolveOutcome, { ok: true }>).plan;
    expect(plan.totals.assigned).toBe(4);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('runs parallel searches that share their best plan and answers the best one', async () => {
    let reports = 0;
    const outcome = await runInWorker(problem, {
      timeLimitMs: 300,
      threads: 2,
      progressEveryMs: 0,
      onProgress: () => (reports += 1),
    });
    expect(outcome.ok ? 'solved' : outcome.reason).toBe('solved');
    const plan = (outcome as Extract<SolveOutcome, { ok: true }>).plan;
    expect(plan.totals.assigned).toBe(4);
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(reports).toBeGreaterThan(0);
  });

  it('runs one search unless told; auto divides the cores among the solves that run at once', () => {
    expect(solverThreads({}, 2)).toBe(1);
    expect(solverThreads({ ROTA_SOLVER_THREADS: 'x' }, 4)).toBe(1);
    expect(solverThreads({ ROTA_SOLVER_THREADS: 'auto' }, 2)).toBe(2);
    expect(solverThreads({ ROTA_SOLVER_THREADS: 'auto' }, 8)).toBe(1);
    expect(solverThreads({ ROTA_SOLVER_THREADS: 'auto', ROTA_SOLVER_CONCURRENCY: '2' }, 8)).toBe(4);
    expect(solverThreads({ ROTA_SOLVER_THREADS: 'auto', ROTA_SOLVER_CONCURRENCY: '3' }, 8)).toBe(2);
    expect(solverThreads({ ROTA_SOLVER_THREADS: '3' }, 8)).toBe(3);
    expect(solverThreads({ ROTA_SOLVER_THREADS: '16' }, 8)).toBe(8);
  });

  it('ends with the reason when the thread crashes, throws or hangs', async () => {
    const crashed = await runInWorker(problem, { timeLimitMs: 200, script: script('crash-worker.mjs') });
    expect(crashed).toEqual({ ok: false, reason: 'The solver stopped unexpectedly (exit code 3).' });
    const thrown = await runInWorker(problem, { timeLimitMs: 200, script: script('throw-worker.mjs') });
    expect(thrown).toEqual({ ok: false, reason: 'The solver crashed: engine exploded' });
    const started = Date.now();
    const hung = await runInWorker(problem, {
      timeLimitMs: 200,
      graceMs: 300,
      script: script('hang-worker.mjs'),
    });
    expect(hung).toEqual({ ok: false, reason: 'The solver did not finish within 1 s and was stopped.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('runs the built worker from server/dist under the Node flags `npm start` gives the server', async () => {
    const built = new URL('../../dist/solver/solve-runner.js', import.meta.url);
    expect(
      fs.existsSync(fileURLToPath(built)),
      'server/dist is built (`tsc -b`) before the server tests',
    ).toBe(true);
    // The flags of the README's start (`npm start`), read from the root package.json.
    const start = (
      JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
        scripts: { start: string };
      }
    ).scripts.start;
    const flags = /\bnode ((?:--\S+ )*)server\/dist\/main\.js/.exec(start)?.[1]?.trim().split(' ') ?? [];
    expect(flags).toContain('--max-old-space-size=1024');
    const legs = JSON.stringify(Array.from(problem.matrices.distance));
    const code = `import(${JSON.stringify(built.href)}).then(async (runner) => {
      const problem = ${JSON.stringify(problem)};
      const legs = Float64Array.from(${legs});
      problem.matrices = { size: ${problem.matrices.size}, distance: legs, duration: legs };
      const outcome = await runner.runInWorker(problem, { timeLimitMs: 300 });
      process.stdout.write(outcome.ok ? 'solved' : outcome.reason);
    })`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rota-runner-')), 'solve.mjs');
    fs.writeFileSync(file, code);
    const child = spawnSync(process.execPath, [...flags, file], { encoding: 'utf8', timeout: 30_000 });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('solved');
  });
});
