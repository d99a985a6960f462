import { describe, expect, it } from 'vitest';
import type { Problem } from '../model/index.js';
import { compileProblem } from './instance.js';
import { solve } from '../solve.js';
import { small } from './small-problems.fixtures.js';

describe('compileProblem', () => {
  const problem = small('C101.txt', 5, 200);
  const size = problem.matrices.size;

  it('compiles a problem whose arrays are as long as its sizes say', () => {
    const inst = compileProblem(problem);
    expect(inst.n).toBe(5);
    expect(inst.nLoc).toBe(size);
  });

  it('refuses arrays shorter than the sizes, naming what is short, instead of reading zeros', () => {
    const shortMatrix: Problem = {
      ...problem,
      matrices: { ...problem.matrices, distance: Array.from(problem.matrices.distance).slice(0, size) },
    };
    expect(() => compileProblem(shortMatrix)).toThrow(
      `matrices of size ${size} need ${size * size} entries each, not ${size} (distance) and ${size * size} (duration)`,
    );
    const [first, ...rest] = problem.orders;
    if (!first) throw new Error('no orders');
    const noAmount: Problem = { ...problem, dimensions: ['demand', 'volume'], orders: problem.orders };
    expect(() => compileProblem(noAmount)).toThrow(`order ${first.id} has 1 amounts for 2 dimensions`);
    const farAway: Problem = { ...problem, orders: [{ ...first, location: size }, ...rest] };
    expect(() => compileProblem(farAway)).toThrow(
      `order ${first.id} is at location ${size}, outside 0..${size - 1}`,
    );
    const [vehicle, ...others] = problem.vehicles;
    if (!vehicle) throw new Error('no vehicles');
    const noCapacity: Problem = { ...problem, vehicles: [{ ...vehicle, capacity: [] }, ...others] };
    expect(() => compileProblem(noCapacity)).toThrow(
      `vehicle ${vehicle.id} has 0 capacities for 1 dimensions`,
    );
    const lost: Problem = { ...problem, vehicles: [{ ...vehicle, endLocation: -1 }, ...others] };
    expect(() => compileProblem(lost)).toThrow(
      `vehicle ${vehicle.id} starts or ends at a location outside 0..${size - 1}`,
    );
  });

  it('refuses them before visits at one place are merged, too', () => {
    const merging: Problem = {
      ...problem,
      dimensions: ['demand', 'volume'],
      parameters: { ...problem.parameters, serviceDurationFunction: 'MAX' },
    };
    const first = problem.orders[0];
    expect(() => solve(merging, { maxIterations: 1 })).toThrow(
      `order ${first?.id} has 1 amounts for 2 dimensions`,
    );
  });
});
