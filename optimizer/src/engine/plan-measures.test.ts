import { describe, expect, it } from 'vitest';
import type { Problem, Vehicle } from '../model/index.js';
import { compileProblem } from './instance.js';
import { fleetLowerBound, mustPlace } from './plan-measures.js';

function day(
  capacities: number[],
  amounts: number[],
  optional: Partial<Record<number, number>> = {},
): Problem {
  const size = amounts.length + 1;
  const vehicles: Vehicle[] = capacities.map((c, i) => ({
    id: `v${i}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 0, end: 1000 },
    capacity: [c],
    fixedCost: 10,
  }));
  return {
    dimensions: ['weight'],
    matrices: {
      size,
      distance: new Array<number>(size * size).fill(1),
      duration: new Array<number>(size * size).fill(1),
    },
    vehicles,
    orders: amounts.map((a, i) => ({
      id: `o${i}`,
      type: 'DELIVERY',
      location: i + 1,
      amounts: [a],
      serviceDuration: 0,
      ...(optional[i] === undefined ? {} : { optional: true, skipPenalty: optional[i] }),
    })),
    parameters: { objectivePriorities: ['LATENESS', 'VEHICLE_USAGE', 'DISTANCE_DURATION'] },
  };
}

describe('fleetLowerBound', () => {
  it('counts identical vehicles by the goods over one capacity', () => {
    expect(fleetLowerBound(compileProblem(day([4, 4, 4, 4], [3, 3, 3])))).toBe(3);
  });

  it('takes the largest vehicles of a mixed fleet first', () => {
    // 13 units: the 10 and one 2 are not enough, the 10 and two 2s are.
    expect(fleetLowerBound(compileProblem(day([2, 10, 2, 2], [5, 4, 4])))).toBe(3);
    expect(fleetLowerBound(compileProblem(day([2, 10, 2, 2], [5, 4, 3])))).toBe(2);
  });

  it('counts an optional order whose skip penalty outweighs a vehicle, not a cheap one', () => {
    // A vehicle weighs 10,010 (vehicle usage 1e4, fixed cost 10); a skip penalty counts in the
    // first objective (lateness, 1e8): 1 costs 1e8, 1e-6 costs 100.
    const costly = compileProblem(day([2, 10, 2], [5, 5, 2], { 2: 1 }));
    const cheap = compileProblem(day([2, 10, 2], [5, 5, 2], { 2: 1e-6 }));
    expect(Array.from(mustPlace(costly))).toEqual([1, 1, 1]);
    expect(Array.from(mustPlace(cheap))).toEqual([1, 1, 0]);
    expect(fleetLowerBound(costly)).toBe(2);
    expect(fleetLowerBound(cheap)).toBe(1);
  });
});
