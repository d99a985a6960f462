/**
 * Parallel searches of a daily-plan solve: the generated 1,000-order, 50-vehicle day solved
 * through the server's solver threads (`runInWorker`, early stopping on, as the queue runs it),
 * alternately with one thread and with `--threads N` (default 2), `--rounds` times each.
 *
 *   npx tsx --conditions=@rota/source server/bench/solver-threads.ts [--seconds 5] [--threads 2] [--rounds 2]
 *
 * Prints per run the wall time from the call to the answer, vehicles, distance and why it stopped.
 */
import os from 'node:os';
import { generatedDay } from '../../optimizer/bench/generated.js';
import { runInWorker } from '../src/solver/solve-runner.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const seconds = arg('seconds', 5);
const threads = arg('threads', 2);
const rounds = arg('rounds', 2);
const day = generatedDay();
console.log(
  `generated day ${day.orders.length} orders, ${day.vehicles.length} vehicles, limit ${seconds} s, ` +
    `${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
for (let round = 0; round < rounds; round++) {
  for (const n of [1, threads]) {
    const t0 = performance.now();
    const out = await runInWorker(day, { timeLimitMs: seconds * 1000, threads: n, stopWhenConverged: true });
    const wall = ((performance.now() - t0) / 1000).toFixed(2);
    if (!out.ok) console.log(`threads ${n}: failed: ${out.reason}`);
    else
      console.log(
        `threads ${n}: ${wall} s wall, ${out.plan.totals.vehicles} vehicles, ` +
          `${(out.plan.totals.distance / 1000).toFixed(1)} km, unassigned ${out.plan.totals.unassigned}, ${out.plan.stoppedBy}`,
      );
  }
}
