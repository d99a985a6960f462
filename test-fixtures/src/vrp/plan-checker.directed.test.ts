import { describe, expect, it } from 'vitest';
import { solve, type Plan, type Problem } from '@rota/optimizer';
import { checkPlan } from './plan-checker.js';

/** A one-way loop: each leg 0 -> 1 -> 2 -> 0 is 10, each leg the other way round 40. */
function oneWayLoop(): Problem {
  const size = 3;
  const m = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) if (i !== j) m[i * size + j] = (j - i + size) % size === 1 ? 10 : 40;
  return {
    dimensions: ['weight'],
    matrices: { size, distance: m, duration: m },
    vehicles: [{ id: 'v1', startLocation: 0, endLocation: 0, shift: { start: 0, end: 200 }, capacity: [10] }],
    orders: [
      {
        id: 'a',
        type: 'DELIVERY',
        location: 1,
        amounts: [1],
        serviceDuration: 5,
        timeWindows: [{ start: 0, end: 15 }],
      },
      { id: 'b', type: 'DELIVERY', location: 2, amounts: [1], serviceDuration: 5 },
    ],
    parameters: { objectivePriorities: ['DISTANCE_DURATION'] },
    units: { distancePerKm: 1, timePerHour: 1 },
  };
}

describe('checkPlan on a directed matrix', () => {
  it('replays each leg from, to: the engine plan round the cheap way passes, the way back is refused', () => {
    const problem = oneWayLoop();
    const plan = solve(problem, { seed: 1, maxIterations: 100 });
    expect(plan.routes.map((r) => r.stops.map((s) => s.orderId))).toEqual([['a', 'b']]);
    expect(plan.totals.distance).toBe(30);
    expect(checkPlan(problem, plan)).toEqual([]);
    // The same stops the other way round with the times reported for the cheap way: the checker
    // drives 0 -> 2 -> 1 -> 0 on the legs back (40 each), so b is reached at 40 and the route is
    // 120 long.
    const route = plan.routes[0]!;
    const back: Plan = { ...plan, routes: [{ ...route, stops: [route.stops[1]!, route.stops[0]!] }] };
    const errors = checkPlan(problem, back);
    expect(errors).toContain('vehicle v1: stop b arrival 25 != 40');
    expect(errors).toContain('vehicle v1: distance 30 != 120');
  });
});
