import { describe, expect, it } from 'vitest';
import { legCrossesPolygon } from './engine/geometry.js';
import type { Order, Problem, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/** Points on a line y = 0 (and optional extras); Euclidean matrices, travel time = distance. */
function problemOf(
  points: { x: number; y: number }[],
  orders: Order[],
  vehicles: Vehicle[],
  extra: Partial<Problem> = {},
): Problem {
  const size = points.length;
  const distance = new Float64Array(size * size);
  points.forEach((a, i) =>
    points.forEach((b, j) => (distance[i * size + j] = Math.hypot(a.x - b.x, a.y - b.y))),
  );
  return {
    dimensions: ['weight', 'volume'],
    matrices: { size, distance, duration: distance },
    coordinates: points,
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
  capacity: [10, 10],
  ...over,
});

const order = (id: string, location: number, over: Partial<Order> = {}): Order => ({
  id,
  type: 'DELIVERY',
  location,
  amounts: [4, 1],
  serviceDuration: 5,
  ...over,
});

const line = [0, 10, 20, 30].map((x) => ({ x, y: 0 }));

describe('solve', () => {
  it('reports stops with times, loads and legs, and route totals', () => {
    const orders = [order('a', 1, { timeWindows: [{ start: 0, end: 12 }] }), order('b', 2)];
    const plan = solve(problemOf(line, orders, [van('v')]), { seed: 1, maxIterations: 50 });
    const [route] = plan.routes;
    expect(route?.stops.map((s) => s.orderId)).toEqual(['a', 'b']);
    expect(route?.stops[0]).toMatchObject({
      arrival: 10,
      serviceStart: 10,
      serviceEnd: 15,
      loadAfter: [4, 1],
      distanceFromPrevious: 10,
    });
    expect(route?.stops[1]).toMatchObject({
      arrival: 25,
      serviceEnd: 30,
      loadAfter: [0, 0],
      distanceFromPrevious: 10,
    });
    expect(route).toMatchObject({ distance: 40, end: 50, distanceToEnd: 20, capacityUsed: [0.8, 0.2] });
    expect(plan.totals).toMatchObject({ vehicles: 1, distance: 40, assigned: 2, unassigned: 0 });
  });

  it('makes a second trip from the depot when the first is full', () => {
    const orders = [order('a', 1, { amounts: [8, 1] }), order('b', 2, { amounts: [8, 1] })];
    const p = problemOf(line, orders, [van('v')], {
      parameters: { maximumNumberOfTrips: 2, timeSpentInDc: 7 },
    });
    const plan = solve(p, { seed: 1, maxIterations: 50 });
    expect(plan.unassigned).toEqual([]);
    expect(plan.routes[0]?.trips).toBe(2);
    const reload = plan.routes[0]?.stops.find((s) => s.kind === 'RELOAD');
    expect(reload).toMatchObject({ location: 0 });
    expect((reload?.serviceEnd ?? 0) - (reload?.serviceStart ?? 0)).toBe(7);
  });

  it('gives the blocking constraint of every order it leaves out', () => {
    const orders = [
      order('heavy', 1, { amounts: [4, 11] }),
      order('late', 3, { timeWindows: [{ start: 0, end: 5 }] }),
      order('cold', 2, { requiredSkills: ['cold'] }),
      order('far', 3, { serviceDuration: 990 }),
    ];
    const plan = solve(problemOf(line, orders, [van('v')]), { seed: 1, maxIterations: 50 });
    const reasons = Object.fromEntries(plan.unassigned.map((u) => [u.orderId, u]));
    expect(reasons['heavy']).toEqual({ orderId: 'heavy', reason: 'CAPACITY', dimension: 'volume' });
    expect(reasons['late']?.reason).toBe('TIME_WINDOW');
    expect(reasons['cold']?.reason).toBe('SKILL');
    expect(reasons['far']?.reason).toBe('SHIFT');
  });

  it('turns relaxed time windows into reported lateness', () => {
    const p = problemOf(line, [order('late', 3, { timeWindows: [{ start: 0, end: 5 }] })], [van('v')], {
      parameters: { ignoreTimeWindows: true },
    });
    const plan = solve(p, { seed: 1, maxIterations: 20 });
    expect(plan.unassigned).toEqual([]);
    expect(plan.violations).toEqual([{ kind: 'TIME_WINDOW', vehicleId: 'v', orderId: 'late', amount: 25 }]);
  });

  it('keeps in-transit and route-duration limits', () => {
    const orders = [order('a', 1), order('b', 3)];
    const p = problemOf(line, orders, [van('v1'), van('v2')], {
      parameters: { maximumInTransitDuration: 32 },
    });
    const plan = solve(p, { seed: 1, maxIterations: 50 });
    // Together b would be served at 10 + 5 + 20 = 35 > 32: the limit forces two routes.
    expect(plan.routes).toHaveLength(2);
    const short = problemOf(line, [order('b', 3)], [van('v')], { parameters: { maxRouteDuration: 60 } });
    expect(solve(short, { seed: 1, maxIterations: 10 }).unassigned).toEqual([
      { orderId: 'b', reason: 'ROUTE_DURATION' },
    ]);
  });

  it('ends open routes at the last stop and honours hard territories', () => {
    const open: Vehicle = {
      id: 'south',
      startLocation: 0,
      shift: { start: 0, end: 1000 },
      capacity: [10, 10],
    };
    const orders = [order('a', 1, { territory: 'N' }), order('b', 3)];
    const p = problemOf(line, orders, [van('north', { territory: 'N' }), open], {
      territories: [{ id: 'N', separation: 'HARD' }],
    });
    const plan = solve(p, { seed: 1, maxIterations: 50 });
    const byVehicle = Object.fromEntries(plan.routes.map((r) => [r.vehicleId, r]));
    expect(byVehicle['north']?.stops.map((s) => s.orderId)).toContain('a');
    expect(byVehicle['south']?.stops.map((s) => s.orderId) ?? []).not.toContain('a');
    const openOnly = solve(problemOf(line, [order('b', 3)], [open]), { seed: 1, maxIterations: 10 });
    expect(openOnly.routes[0]).toMatchObject({ distance: 30, distanceToEnd: 0, end: 35 });
  });

  it('detours around avoid areas', () => {
    const square = [
      { x: 4, y: -1 },
      { x: 6, y: -1 },
      { x: 6, y: 1 },
      { x: 4, y: 1 },
    ];
    expect(legCrossesPolygon({ x: 0, y: 0 }, { x: 10, y: 0 }, square)).toBe(true);
    expect(legCrossesPolygon({ x: 0, y: 5 }, { x: 10, y: 5 }, square)).toBe(false);
    // Depot (0,0), customer (10,0) behind the area, a waypoint order at (5,5).
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 5 },
    ];
    const p = problemOf(points, [order('behind', 1), order('above', 2)], [van('v')], {
      avoidAreas: [{ id: 'zone', polygon: square }],
    });
    const plan = solve(p, { seed: 1, maxIterations: 50 });
    expect(plan.violations.filter((v) => v.kind === 'AVOID_AREA')).toHaveLength(1);
    expect(plan.routes[0]?.stops.map((s) => s.orderId)).toHaveLength(2);
  });

  it('reports progress and stops when cancelled', () => {
    const seen: number[] = [];
    const signal = { aborted: false };
    const plan = solve(problemOf(line, [order('a', 1), order('b', 2), order('c', 3)], [van('v'), van('w')]), {
      seed: 1,
      maxIterations: 1_000_000,
      signal,
      onProgress: (p) => {
        seen.push(p.iteration);
        if (p.iteration >= 0) signal.aborted = true;
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(plan.stoppedBy).toBe('CANCELLED');
    expect(plan.iterations).toBeLessThan(1_000_000);
    expect(plan.totals.assigned).toBe(3);
  });
});
