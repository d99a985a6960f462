import { describe, expect, it } from 'vitest';
import type { Order, Problem, Vehicle } from './model/index.js';
import { planGivenRoutes } from './plan-given-routes.js';
import { solve } from './solve.js';

const points = [0, 10, 20, 30, 40].map((x) => ({ x, y: 0 }));
const size = points.length;
const distance = new Float64Array(size * size);
points.forEach((a, i) => points.forEach((b, j) => (distance[i * size + j] = Math.abs(a.x - b.x))));

const van = (id: string, over: Partial<Vehicle> = {}): Vehicle => ({
  id,
  startLocation: 0,
  endLocation: 0,
  shift: { start: 0, end: 1000 },
  capacity: [10],
  ...over,
});
const order = (id: string, location: number, over: Partial<Order> = {}): Order => ({
  id,
  type: 'DELIVERY',
  location,
  amounts: [4],
  serviceDuration: 5,
  ...over,
});
const problemOf = (orders: Order[], vehicles: Vehicle[]): Problem => ({
  dimensions: ['weight'],
  matrices: { size, distance, duration: distance },
  coordinates: points,
  vehicles,
  orders,
  units: { distancePerKm: 1, timePerHour: 1 },
});

describe('allowedVehicles', () => {
  it('keeps an order on the vehicles it is held to, even where another vehicle is cheaper', () => {
    const problem = problemOf(
      [order('a', 1), order('b', 2), order('far', 4, { allowedVehicles: ['v2'] })],
      [van('v1'), van('v2', { fixedCost: 500 })],
    );
    const plan = solve(problem, { maxIterations: 300, seed: 3 });
    const carrier = plan.routes.find((r) => r.stops.some((s) => s.orderId === 'far'));
    expect(carrier?.vehicleId).toBe('v2');
    expect(plan.unassigned).toEqual([]);
  });

  it('names the constraint of the allowed vehicle when the order cannot go there', () => {
    const problem = problemOf(
      [order('heavy', 1, { amounts: [8], allowedVehicles: ['small'] })],
      [van('small', { capacity: [5] }), van('big', { capacity: [50] })],
    );
    const plan = solve(problem, { maxIterations: 100, seed: 1 });
    expect(plan.unassigned).toEqual([{ orderId: 'heavy', reason: 'CAPACITY', dimension: 'weight' }]);
  });
});

describe('planGivenRoutes', () => {
  it('keeps the given order of visits and measures it like the solver does', () => {
    const problem = problemOf([order('a', 1), order('b', 3)], [van('v1')]);
    const plan = planGivenRoutes(problem, [{ vehicleId: 'v1', orderIds: ['b', 'a'] }]);
    expect(plan.routes[0]?.stops.map((s) => s.orderId)).toEqual(['b', 'a']);
    // 0 -> 30 -> 10 -> 0 = 60, plus two services of 5.
    expect(plan.routes[0]?.distance).toBe(60);
    expect(plan.routes[0]?.duration).toBe(70);
    expect(plan.violations).toEqual([]);
  });

  it('reports what a given arrangement breaks instead of repairing it', () => {
    const problem = problemOf(
      [order('a', 1, { amounts: [8] }), order('b', 3, { amounts: [8] })],
      [van('v1', { capacity: [10] })],
    );
    const plan = planGivenRoutes(problem, [{ vehicleId: 'v1', orderIds: ['a', 'b'] }]);
    expect(plan.violations.map((v) => v.kind)).toContain('CAPACITY');
    expect(plan.totals.assigned).toBe(2);
  });
});
