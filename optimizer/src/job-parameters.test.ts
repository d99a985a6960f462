import { describe, expect, it } from 'vitest';
import type { Order, Problem, Progress, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/** Points on the x axis; Euclidean matrices, travel time = distance. */
function problemOf(
  xs: number[],
  orders: Order[],
  vehicles: Vehicle[],
  extra: Partial<Problem> = {},
): Problem {
  const size = xs.length;
  const distance = new Float64Array(size * size);
  xs.forEach((a, i) => xs.forEach((b, j) => (distance[i * size + j] = Math.abs(a - b))));
  return {
    dimensions: ['weight'],
    matrices: { size, distance, duration: distance },
    vehicles,
    orders,
    units: { distancePerKm: 1, timePerHour: 1 },
    ...extra,
  };
}

const van = (id: string, over: Partial<Vehicle> = {}): Vehicle => ({
  id,
  startLocation: 0,
  endLocation: 0,
  shift: { start: 0, end: 1000 },
  capacity: [3],
  ...over,
});

const order = (id: string, location: number, over: Partial<Order> = {}): Order => ({
  id,
  type: 'DELIVERY',
  location,
  amounts: [1],
  serviceDuration: 5,
  ...over,
});

describe('startFromTheMostDistantLocation', () => {
  // Depot at 0; two far orders on the left, four near ones on the right; two routes of 3 needed.
  const xs = [0, -11, -10, 1, 2, 3, 4];
  const orders = [
    order('far1', 1),
    order('far2', 2),
    order('n1', 3),
    order('n2', 4),
    order('n3', 5),
    order('n4', 6),
  ];
  const routeOf = (plan: ReturnType<typeof solve>, id: string): string | undefined =>
    plan.routes.find((r) => r.stops.some((s) => s.orderId === id))?.vehicleId;

  it('seeds each route of the construction with the farthest order left', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const problem = problemOf(xs, orders, [van('a'), van('b')], {
        parameters: { startFromTheMostDistantLocation: true },
      });
      const plan = solve(problem, { seed, maxIterations: 0 });
      expect(plan.totals.unassigned).toBe(0);
      expect(plan.routes).toHaveLength(2);
      expect(routeOf(plan, 'far1')).toBe('a');
      expect(routeOf(plan, 'far2')).toBe('b');
    }
  });

  it('without it, cheapest insertion keeps the two far orders together', () => {
    const plan = solve(problemOf(xs, orders, [van('a'), van('b')]), { seed: 1, maxIterations: 0 });
    expect(plan.totals.unassigned).toBe(0);
    expect(routeOf(plan, 'far1')).toBe(routeOf(plan, 'far2'));
  });
});

describe('synchronizedArrivalToDepot', () => {
  // One order near the depot, one far; a capacity of 1 makes two routes (returns at 7 and 105).
  const xs = [0, 1, 50];
  const vans = [van('a', { capacity: [1] }), van('b', { capacity: [1] })];
  const routeWith = (plan: ReturnType<typeof solve>, id: string) =>
    plan.routes.find((r) => r.stops.some((s) => s.orderId === id));

  it('leaves the plan as it is without a limit', () => {
    const plan = solve(problemOf(xs, [order('near', 1), order('far', 2)], vans), {
      seed: 1,
      maxIterations: 20,
    });
    expect(routeWith(plan, 'near')).toMatchObject({ departure: 0, end: 7 });
    expect(routeWith(plan, 'far')).toMatchObject({ departure: 0, end: 105 });
    expect(plan.violations).toEqual([]);
  });

  it('delays the early route so the returns lie within the limit', () => {
    const problem = problemOf(xs, [order('near', 1), order('far', 2)], vans, {
      parameters: { synchronizedArrivalToDepot: 10 },
    });
    const plan = solve(problem, { seed: 1, maxIterations: 20 });
    const near = routeWith(plan, 'near');
    const far = routeWith(plan, 'far');
    expect(far).toMatchObject({ departure: 0, end: 105 });
    expect(near).toMatchObject({ departure: 88, end: 95, duration: 7, waiting: 0 });
    expect(near?.stops[0]).toMatchObject({ arrival: 89, serviceStart: 89, serviceEnd: 94 });
    expect(plan.violations).toEqual([]);
  });

  it('keeps time windows and reports what it cannot synchronize', () => {
    const orders = [order('near', 1, { timeWindows: [{ start: 0, end: 20 }] }), order('far', 2)];
    const problem = problemOf(xs, orders, vans, { parameters: { synchronizedArrivalToDepot: 10 } });
    const plan = solve(problem, { seed: 1, maxIterations: 20 });
    const near = routeWith(plan, 'near');
    // Service may start at 20 at the latest: the route starts 19 later and returns at 26.
    expect(near).toMatchObject({ departure: 19, end: 26 });
    expect(near?.stops[0]?.serviceStart).toBe(20);
    expect(plan.violations).toEqual([
      { kind: 'SYNCHRONIZED_ARRIVAL', vehicleId: near?.vehicleId, amount: 95 - 26 },
    ]);
  });

  it('keeps the return inside the shift', () => {
    const short = [van('a', { capacity: [1], shift: { start: 0, end: 50 } }), van('b', { capacity: [1] })];
    const problem = problemOf(xs, [order('near', 1), order('far', 2)], short, {
      parameters: { synchronizedArrivalToDepot: 10 },
    });
    const plan = solve(problem, { seed: 1, maxIterations: 20 });
    expect(routeWith(plan, 'near')).toMatchObject({ vehicleId: 'a', departure: 43, end: 50 });
    expect(plan.violations).toMatchObject([{ kind: 'SYNCHRONIZED_ARRIVAL', vehicleId: 'a', amount: 45 }]);
  });
});

describe('serviceDurationFunction', () => {
  const xs = [0, 10, 20];
  const atOne = [
    order('a', 1, { serviceDuration: 5 }),
    order('b', 1, { serviceDuration: 10 }),
    order('c', 1, { serviceDuration: 3 }),
    order('d', 2, { serviceDuration: 4 }),
    order('e', 2, { serviceDuration: 6, type: 'PICKUP' }),
  ];
  const big = van('v', { capacity: [10] });

  it('SUM (default) adds every order its full duration', () => {
    for (const parameters of [{}, { serviceDurationFunction: 'SUM' as const }]) {
      const plan = solve(problemOf(xs, atOne, [big], { parameters }), { seed: 1, maxIterations: 50 });
      expect(plan.routes[0]?.service).toBe(5 + 10 + 3 + 4 + 6);
      expect(plan.routes[0]?.end).toBe(40 + 28);
    }
  });

  it('MAX serves the orders of one location in the longest of their durations', () => {
    const problem = problemOf(xs, atOne, [big], { parameters: { serviceDurationFunction: 'MAX' } });
    const plan = solve(problem, { seed: 1, maxIterations: 50 });
    const route = plan.routes[0];
    expect(plan.totals).toMatchObject({ assigned: 5, unassigned: 0 });
    // a, b and c make one visit of 10; d and e differ in type, so each takes its own time.
    expect(route?.service).toBe(10 + 4 + 6);
    expect(route?.end).toBe(40 + 20);
    const here = route?.stops.filter((s) => s.location === 1) ?? [];
    expect(here.map((s) => s.orderId).sort()).toEqual(['a', 'b', 'c']);
    const end = here[0]?.serviceEnd;
    expect(here.every((s) => s.serviceEnd === end)).toBe(true);
    expect(here.slice(1).every((s) => s.durationFromPrevious === 0 && s.waiting === 0)).toBe(true);
    // Loads per order: one unit dropped at each stop of the visit.
    expect(here.map((s) => s.loadAfter[0])).toEqual(here.map((_, i) => (here[0]?.loadAfter[0] ?? 0) - i));
  });

  it('keeps orders apart whose time windows differ or whose sum would not fit a vehicle', () => {
    const orders = [
      order('a', 1, { serviceDuration: 5, amounts: [6] }),
      order('b', 1, { serviceDuration: 10, amounts: [6] }),
      order('c', 1, { serviceDuration: 3, timeWindows: [{ start: 0, end: 500 }] }),
    ];
    const problem = problemOf(xs, orders, [big, van('w', { capacity: [10] })], {
      parameters: { serviceDurationFunction: 'MAX' },
    });
    const plan = solve(problem, { seed: 1, maxIterations: 50 });
    expect(plan.totals.assigned).toBe(3);
    expect(plan.routes.reduce((s, r) => s + r.service, 0)).toBe(5 + 10 + 3);
  });

  it('reports every order of a visit left out', () => {
    const orders = [order('a', 1, { amounts: [6] }), order('b', 1, { amounts: [6] })];
    const problem = problemOf(xs, orders, [van('v', { capacity: [12], shift: { start: 0, end: 15 } })], {
      parameters: { serviceDurationFunction: 'MAX' },
    });
    const plan = solve(problem, { seed: 1, maxIterations: 10 });
    expect(plan.unassigned.map((u) => u.orderId)).toEqual(['a', 'b']);
    expect(plan.totals).toMatchObject({ assigned: 0, unassigned: 2 });
  });

  it('counts progress in orders, the last report agreeing with the plan', () => {
    const orders = [order('a', 1, { amounts: [6] }), order('b', 1, { amounts: [6] }), order('c', 2)];
    const problem = problemOf(xs, orders, [van('v', { capacity: [12], shift: { start: 0, end: 15 } })], {
      parameters: { serviceDurationFunction: 'MAX' },
    });
    const seen: Progress[] = [];
    const plan = solve(problem, { seed: 1, maxIterations: 20, onProgress: (p) => seen.push(p) });
    const last = seen[seen.length - 1];
    expect(last?.unassigned).toBe(plan.totals.unassigned);
    expect([...(last?.unassignedOrderIds ?? [])].sort()).toEqual(
      plan.unassigned.map((u) => u.orderId).sort(),
    );
    expect(seen.every((p) => p.unassigned === p.unassignedOrderIds.length)).toBe(true);
  });
});

describe('objectivePriorities: Vehicle Usage first', () => {
  const xs = [0, 1, 2, 3, 4, 5, 6];
  const six = [1, 2, 3, 4, 5, 6].map((l) => order(`o${l}`, l));
  const vans = ['a', 'b', 'c', 'd', 'e'].map((id) => van(id));

  it('uses the fewest vehicles capacity allows', () => {
    const problem = problemOf(xs, six, vans, {
      parameters: { objectivePriorities: ['VEHICLE_USAGE', 'DISTANCE_DURATION'] },
    });
    const plan = solve(problem, { seed: 3, maxIterations: 300 });
    expect(plan.totals.unassigned).toBe(0);
    expect(plan.routes).toHaveLength(2);
  });

  it('still minimises the fleet when an order fits no vehicle, and says why that one is left out', () => {
    const problem = problemOf(xs, [...six, order('heavy', 3, { amounts: [10] })], vans, {
      parameters: { objectivePriorities: ['VEHICLE_USAGE', 'DISTANCE_DURATION'] },
    });
    const plan = solve(problem, { seed: 3, maxIterations: 300 });
    expect(plan.routes).toHaveLength(2);
    expect(plan.unassigned).toEqual([{ orderId: 'heavy', reason: 'CAPACITY', dimension: 'weight' }]);
  });
});
