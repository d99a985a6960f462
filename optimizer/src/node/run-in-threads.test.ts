import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PeriodicProblem } from '../periodic/index.js';
import { solveInstanceText } from '../instances/index.js';
import { runInThreads } from './run-in-threads.js';

const c101 = readFileSync(
  new URL('../../../test-fixtures/benchmarks/solomon/C101.txt', import.meta.url),
  'utf8',
);
/** C101 cut to its depot and first 25 customers (the rows after them dropped). */
const small = c101
  .split('\n')
  .filter((line) => {
    const cells = line.trim().split(/\s+/);
    return cells.length !== 7 || !cells.every((c) => /^\d+$/.test(c)) || Number(cells[0]) <= 25;
  })
  .join('\n');
const options = { format: 'solomon', objective: 'distance', seed: 3, maxIterations: 2000 } as const;

const depot = { lat: 41.0, lng: 29.0 };
const week: PeriodicProblem = {
  depot,
  vehicles: [{ id: 'V0', capacity: 100 }],
  locations: Array.from({ length: 12 }, (_, i) => ({
    id: `L${i}`,
    lat: depot.lat + ((i % 4) - 2) * 0.004,
    lng: depot.lng + (Math.floor(i / 4) - 1) * 0.005,
    weeklyFrequency: 1,
    allowedDays: [0, 1, 2, 3, 4],
    demand: 1,
    serviceDuration: 300,
  })),
};

describe('runInThreads', () => {
  it('solves an instance in a thread from the sources: the plan of a search on this thread', async () => {
    const outcome = await runInThreads({ kind: 'instance', text: small, options });
    expect(outcome).toEqual({ ok: true, result: solveInstanceText(small, options) });
  });

  it('runs parallel searches that share their best plan, progress from the first', async () => {
    let reports = 0;
    const outcome = await runInThreads(
      { kind: 'instance', text: small, options },
      { threads: 2, progressEveryMs: 0, onProgress: () => (reports += 1) },
    );
    expect(outcome.ok ? outcome.result.routes.flat().sort((a, b) => a - b) : outcome.failure).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(reports).toBeGreaterThan(0);
  });

  it("plans a week in a thread, and reports the plan's end", async () => {
    const percents: number[] = [];
    const outcome = await runInThreads(
      { kind: 'periodic', problem: week, seed: 1 },
      { progressEveryMs: 60_000, onProgress: (p) => percents.push(p.percent) },
    );
    expect(outcome.ok ? outcome.result.stats.placedVisits : outcome.failure).toBe(12);
    expect(percents.at(-1)).toBe(100);
  });

  it('answers why there is no result: the task threw, or the signal stopped it', async () => {
    const threw = await runInThreads({ kind: 'instance', text: 'not an instance', options });
    expect(threw.ok ? 'solved' : threw.failure.kind).toBe('threw');
    const aborted = await runInThreads(
      { kind: 'instance', text: small, options },
      { signal: AbortSignal.abort() },
    );
    expect(aborted).toEqual({ ok: false, failure: { kind: 'aborted' } });
  });
});
