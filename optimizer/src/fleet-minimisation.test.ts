import { describe, expect, it } from 'vitest';
import type { Order, Problem, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/**
 * A depot and ten customers around it (travel time = distance), vehicles first. Three small
 * vans are the cheapest to open, so construction fills them; only the large truck can carry
 * the whole day alone.
 */
function mixedFleetDay(optional: boolean): Problem {
  const points = [{ x: 0, y: 0 }];
  for (let i = 0; i < 10; i++) {
    const a = (2 * Math.PI * i) / 10;
    points.push({ x: Math.round(20 * Math.cos(a)), y: Math.round(20 * Math.sin(a)) });
  }
  const size = points.length;
  const distance = new Float64Array(size * size);
  points.forEach((a, i) =>
    points.forEach((b, j) => (distance[i * size + j] = Math.hypot(a.x - b.x, a.y - b.y))),
  );
  const vehicle = (id: string, capacity: number, fixedCost: number): Vehicle => ({
    id,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 0, end: 10_000 },
    capacity: [capacity],
    fixedCost,
    costPerKm: 1,
  });
  const orders: Order[] = points.slice(1).map((_, i) => ({
    id: `o${i}`,
    type: 'DELIVERY',
    location: i + 1,
    amounts: [1],
    serviceDuration: 5,
    // The last order is optional with the default skip penalty, far above a vehicle's.
    ...(optional && i === 9 ? { optional: true } : {}),
  }));
  return {
    dimensions: ['weight'],
    matrices: { size, distance, duration: distance },
    vehicles: [
      vehicle('van-1', 4, 100),
      vehicle('van-2', 4, 100),
      vehicle('van-3', 4, 100),
      vehicle('truck', 10, 300),
    ],
    orders,
    units: { distancePerKm: 1, timePerHour: 1 },
    parameters: { objectivePriorities: ['LATENESS', 'VEHICLE_USAGE', 'DISTANCE_DURATION'] },
  };
}

describe('fleet minimisation', () => {
  it.each([1, 2, 3, 4, 5])('moves routes to a larger free vehicle to drop one (seed %i)', (seed) => {
    const plan = solve(mixedFleetDay(false), { seed, maxIterations: 5000 });
    expect(plan.totals.unassigned).toBe(0);
    expect(plan.routes.map((r) => r.vehicleId)).toEqual(['truck']);
  });

  it.each([1, 2, 3, 4, 5])('does not skip an optional order to save a vehicle (seed %i)', (seed) => {
    const plan = solve(mixedFleetDay(true), { seed, maxIterations: 5000 });
    expect(plan.totals.unassigned).toBe(0);
    expect(plan.routes.map((r) => r.vehicleId)).toEqual(['truck']);
  });
});
