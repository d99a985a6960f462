import { describe, expect, it } from 'vitest';
import type { Plan, PlannedRoute, Problem } from '@rota/optimizer';
import { checkPlan } from './plan-checker.js';
import { euclideanMatrices } from './problem.arbitraries.js';

const problem: Problem = {
  dimensions: ['weight', 'volume'],
  matrices: euclideanMatrices([
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
  ]),
  vehicles: [
    {
      id: 'v1',
      startLocation: 0,
      endLocation: 0,
      shift: { start: 0, end: 100 },
      capacity: [10, 5],
      skills: ['cold'],
    },
  ],
  orders: [
    {
      id: 'a',
      type: 'DELIVERY',
      location: 1,
      amounts: [6, 1],
      serviceDuration: 5,
      timeWindows: [{ start: 0, end: 20 }],
    },
    { id: 'b', type: 'DELIVERY', location: 2, amounts: [4, 1], serviceDuration: 5, requiredSkills: ['cold'] },
  ],
};

function stop(
  orderId: string,
  location: number,
  arrival: number,
  start: number,
  service = 5,
): PlannedRoute['stops'][number] {
  return {
    kind: 'ORDER',
    orderId,
    location,
    arrival,
    waiting: start - arrival,
    serviceStart: start,
    serviceEnd: start + service,
    loadAfter: [],
    distanceFromPrevious: 0,
    durationFromPrevious: 0,
    trip: 1,
  };
}

function plan(stops: PlannedRoute['stops'], end: number, distance: number): Plan {
  const route: PlannedRoute = {
    vehicleId: 'v1',
    departure: 0,
    end,
    stops,
    distanceToEnd: 0,
    durationToEnd: 0,
    distance,
    duration: end,
    waiting: 0,
    service: 10,
    cost: distance,
    trips: 1,
    capacityUsed: [1, 0.4],
  };
  const totals = {
    vehicles: 1,
    distance,
    duration: end,
    waiting: 0,
    cost: distance,
    assigned: stops.length,
    unassigned: 0,
  };
  return {
    routes: [route],
    unassigned: [],
    violations: [],
    totals,
    iterations: 0,
    elapsedMs: 0,
    stoppedBy: 'ITERATIONS',
  };
}

const diagonal = Math.round(Math.hypot(10, 10) * 10) / 10;

describe('checkPlan', () => {
  it('accepts a feasible plan', () => {
    const ok = plan([stop('a', 1, 10, 10), stop('b', 2, 25, 25)], 30 + diagonal, 20 + diagonal);
    expect(checkPlan(problem, ok)).toEqual([]);
  });

  it('reports a missed window, a capacity excess, a missing skill, a double visit and an order left out', () => {
    expect(
      checkPlan(
        problem,
        plan(
          [stop('b', 2, diagonal, diagonal), stop('a', 1, diagonal + 15, diagonal + 15)],
          diagonal + 30,
          diagonal + 20,
        ),
      ),
    ).toEqual([expect.stringContaining('outside its windows')]);
    const heavy: Problem = { ...problem, orders: problem.orders.map((o) => ({ ...o, amounts: [8, 1] })) };
    expect(
      checkPlan(heavy, plan([stop('a', 1, 10, 10), stop('b', 2, 25, 25)], 30 + diagonal, 20 + diagonal)),
    ).toEqual([expect.stringContaining('carries 16 weight > 10')]);
    const unskilled: Problem = { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, skills: [] })) };
    expect(
      checkPlan(unskilled, plan([stop('a', 1, 10, 10), stop('b', 2, 25, 25)], 30 + diagonal, 20 + diagonal)),
    ).toEqual([expect.stringContaining('needs skills')]);
    const errors = checkPlan(problem, plan([stop('a', 1, 10, 10), stop('a', 1, 15, 15)], 30, 20));
    expect(errors).toContain('order a served 2 times');
    expect(errors).toContain('order b neither served nor unassigned');
  });
});
