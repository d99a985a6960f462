import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Order, Problem, Vehicle } from '../model/index.js';
import { solve } from '../solve.js';
import {
  CONVERGED_GAIN,
  MIN_ROUND_ITERATIONS,
  NEXT_ROUND_SHARE,
  ROUND_ITERATIONS_PER_ORDER,
  firstRoundLength,
  hasConverged,
  legCost,
  nextRoundLength,
} from './convergence.js';
import { compileProblem } from './instance.js';
import type { Route } from './route.js';
import type { Sol } from './solution.js';

/** `n` customers on a ring around the depot, a few vans, Euclidean times. */
function ring(n: number, vans = 3): Problem {
  const points = [{ x: 0, y: 0 }];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = 20 + ((i * 7) % 11);
    points.push({ x: r * Math.cos(a), y: r * Math.sin(a) });
  }
  const size = points.length;
  const distance = new Float64Array(size * size);
  points.forEach((a, i) =>
    points.forEach((b, j) => (distance[i * size + j] = Math.hypot(a.x - b.x, a.y - b.y))),
  );
  const vehicles: Vehicle[] = Array.from({ length: vans }, (_, k) => ({
    id: `v${k}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 0, end: 10_000 },
    capacity: [Math.ceil(n / 2)],
  }));
  const orders: Order[] = Array.from({ length: n }, (_, i) => ({
    id: `o${i}`,
    type: 'DELIVERY',
    location: i + 1,
    amounts: [1],
    serviceDuration: 1,
  }));
  return {
    dimensions: ['count'],
    matrices: { size, distance, duration: distance },
    coordinates: points,
    vehicles,
    orders,
    units: { distancePerKm: 1, timePerHour: 1 },
  };
}

/** A clock that stands still: only the rule or the iteration budget can end the search. */
const frozen = () => 0;

describe('round lengths', () => {
  it('grow with the instance and with the iterations already spent', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(10_000_000), (orders, spent) => {
        const first = firstRoundLength(orders);
        expect(first).toBe(Math.max(MIN_ROUND_ITERATIONS, ROUND_ITERATIONS_PER_ORDER * orders));
        expect(nextRoundLength(spent)).toBe(
          Math.max(MIN_ROUND_ITERATIONS, Math.ceil(NEXT_ROUND_SHARE * spent)),
        );
        expect(nextRoundLength(spent + 1)).toBeGreaterThanOrEqual(nextRoundLength(spent));
        expect(firstRoundLength(orders + 1)).toBeGreaterThanOrEqual(first);
      }),
    );
  });
});

describe('hasConverged', () => {
  const inst = compileProblem(ring(6, 2));
  const route = (v: number, cost: number) => ({ v, cost, seq: [] }) as unknown as Route;
  const sol = (costs: number[], missing = 0): Sol => {
    const routes = costs.map((c, v) => route(v, c));
    return { routes, unassigned: [], cost: costs.reduce((a, b) => a + b, 0), missing };
  };

  it('stops on a gain of at most the share of the legs, goes on above it', () => {
    const before = sol([500, 500]);
    const legs = legCost(inst, before);
    expect(legs).toBe(1000);
    const small = sol([500, 500 - CONVERGED_GAIN * legs]);
    const large = sol([500, 500 - 2 * CONVERGED_GAIN * legs]);
    expect(hasConverged(inst, before, before)).toBe(true);
    expect(hasConverged(inst, before, small)).toBe(true);
    expect(hasConverged(inst, before, large)).toBe(false);
  });

  it('goes on when a round planned more orders or used fewer vehicles, however small the cost gain', () => {
    const before = sol([500, 500], 1);
    expect(hasConverged(inst, before, sol([500, 500], 0))).toBe(false);
    expect(hasConverged(inst, sol([500, 500]), sol([999]))).toBe(false);
  });
});

describe('solve with stopWhenConverged', () => {
  // Small rings keep these tests to a few tens of thousands of iterations; the frozen clock makes
  // their outcome the same on any machine.
  it('stops as converged long before the ceiling, the same plan for the same seed', () => {
    const problem = ring(8, 2);
    const options = { seed: 3, timeLimitMs: 60_000, now: frozen, stopWhenConverged: true } as const;
    const plan = solve(problem, options);
    expect(plan.stoppedBy).toBe('CONVERGED');
    expect(plan.totals.unassigned).toBe(0);
    // At least two rounds: the first, and one of annealing alone that brought no gain.
    const first = firstRoundLength(8);
    expect(plan.iterations).toBeGreaterThanOrEqual(first + nextRoundLength(first));
    const again = solve(problem, options);
    expect(again.iterations).toBe(plan.iterations);
    expect(again.totals.distance).toBe(plan.totals.distance);
  });

  it('loses little against the same search given many more iterations', () => {
    const problem = ring(8, 2);
    const early = solve(problem, { seed: 1, now: frozen, timeLimitMs: 60_000, stopWhenConverged: true });
    const long = solve(problem, { seed: 1, maxIterations: 4 * early.iterations });
    expect(early.totals.distance).toBeLessThanOrEqual(long.totals.distance * 1.005);
  });

  it('is off by default: the search uses its whole budget', () => {
    const plan = solve(ring(8, 2), { seed: 3, maxIterations: 10_000, now: frozen });
    expect(plan.stoppedBy).toBe('ITERATIONS');
    expect(plan.iterations).toBe(10_000);
  });

  it('keeps the time limit as the ceiling', () => {
    let t = 0;
    const plan = solve(ring(60), {
      seed: 1,
      timeLimitMs: 200,
      stopWhenConverged: true,
      now: () => (t += 1),
    });
    expect(plan.stoppedBy).toBe('TIME_LIMIT');
    expect(plan.elapsedMs).toBeLessThanOrEqual(202);
  });
});
