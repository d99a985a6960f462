import { describe, expect, it } from 'vitest';
import { exchangeDelta, joinDelta, leaveDelta, pairSum, spreadCost, spreadOf } from './engine/clustering.js';
import { compileProblem } from './engine/instance.js';
import { createRng } from './engine/rng.js';
import type { Objective, Order, Plan, Problem, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/** Uniform random points in a 100 × 100 square; the depot (index 0) 200 below its middle. */
function scatter(n: number, seed: number): { x: number; y: number }[] {
  const rng = createRng(seed);
  const points = [{ x: 50, y: -200 }];
  for (let i = 0; i < n; i++) points.push({ x: rng.next() * 100, y: rng.next() * 100 });
  return points;
}

function problemOf(
  points: { x: number; y: number }[],
  vehicles: number,
  capacity: number,
  objectives: Objective[],
): Problem {
  const size = points.length;
  const distance = new Float64Array(size * size);
  points.forEach((a, i) =>
    points.forEach((b, j) => (distance[i * size + j] = Math.hypot(a.x - b.x, a.y - b.y))),
  );
  const fleet: Vehicle[] = Array.from({ length: vehicles }, (_, k) => ({
    id: `v${k}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 0, end: 1e6 },
    capacity: [capacity],
  }));
  const orders: Order[] = points.slice(1).map((_, i) => ({
    id: `o${i + 1}`,
    type: 'DELIVERY',
    location: i + 1,
    amounts: [1],
    serviceDuration: 0,
  }));
  return {
    dimensions: ['parcels'],
    matrices: { size, distance, duration: distance },
    coordinates: points,
    vehicles: fleet,
    orders,
    units: { distancePerKm: 1, timePerHour: 1 },
    parameters: { objectivePriorities: objectives },
  };
}

/** Per route, each stop's mean distance to the route's other stops, summed over all routes. */
function spreadOfPlan(problem: Problem, plan: Plan): number {
  const { size, distance } = problem.matrices;
  const loc = new Map(problem.orders.map((o) => [o.id, o.location]));
  let total = 0;
  for (const r of plan.routes) {
    const stops = r.stops.map((s) => loc.get(s.orderId) ?? 0);
    if (stops.length < 2) continue;
    for (const a of stops) {
      let sum = 0;
      for (const b of stops) if (a !== b) sum += Number(distance[a * size + b]);
      total += sum / (stops.length - 1);
    }
  }
  return total;
}

describe('clustering: spread deltas', () => {
  const points = scatter(12, 3);
  const inst = compileProblem(problemOf(points, 2, 12, ['CLUSTERING']));
  const route = (seq: number[]) => {
    const pairs = pairSum(inst, seq);
    return { seq, pairs, clustering: spreadCost(inst, seq.length, pairs) };
  };

  it('prices a route as each stop’s mean distance to the others, summed', () => {
    const seq = [0, 3, 5, 8];
    let expected = 0;
    for (const a of seq) {
      let sum = 0;
      for (const b of seq) {
        const pa = points[a + 1] ?? { x: 0, y: 0 };
        const pb = points[b + 1] ?? { x: 0, y: 0 };
        if (a !== b) sum += Math.hypot(pa.x - pb.x, pa.y - pb.y);
      }
      expected += sum / (seq.length - 1);
    }
    expect(spreadOf(inst, seq)).toBeCloseTo(expected, 9);
    expect(spreadOf(inst, [4])).toBe(0);
    expect(spreadOf(inst, [])).toBe(0);
  });

  it('joins, leaves and exchanges by the same amounts as pricing the routes again', () => {
    const cases: number[][] = [[], [1], [1, 2], [0, 4, 6], [2, 3, 7, 9, 11]];
    for (const seq of cases) {
      const r = route(seq);
      for (let c = 0; c < 12; c++) {
        if (seq.includes(c)) {
          const rest = seq.filter((o) => o !== c);
          expect(leaveDelta(inst, r, c)).toBeCloseTo(spreadOf(inst, rest) - r.clustering, 9);
          for (let d = 0; d < 12; d++) {
            if (seq.includes(d)) continue;
            expect(exchangeDelta(inst, r, c, d)).toBeCloseTo(
              spreadOf(
                inst,
                seq.map((o) => (o === c ? d : o)),
              ) - r.clustering,
              9,
            );
          }
        } else {
          expect(joinDelta(inst, r, c)).toBeCloseTo(spreadOf(inst, [...seq, c]) - r.clustering, 9);
        }
      }
    }
  });

  it('costs nothing when Clustering is not ranked', () => {
    const plain = compileProblem(problemOf(points, 2, 12, ['DISTANCE_DURATION']));
    expect(plain.clusterWeight).toBe(0);
    expect(joinDelta(plain, route([1, 2, 3]), 5)).toBe(0);
  });
});

describe('clustering objective', () => {
  // 60 orders, capacity 15: four full routes from a distant depot. Distance first cuts the area
  // into long strips that each route sweeps up and down; Clustering ranked first gives squarer areas.
  const points = scatter(60, 11);
  const run = (objectives: Objective[]) => {
    const problem = problemOf(points, 4, 15, objectives);
    const plan = solve(problem, { seed: 5, maxIterations: 1500 });
    return { plan, spread: spreadOfPlan(problem, plan) };
  };

  it('ranked first, gives compacter routes than distance first, at some cost in distance', () => {
    const byDistance = run(['DISTANCE_DURATION']);
    const byClustering = run(['CLUSTERING', 'DISTANCE_DURATION']);
    for (const { plan } of [byDistance, byClustering]) {
      expect(plan.totals.unassigned).toBe(0);
      expect(plan.routes).toHaveLength(4);
    }
    expect(byClustering.spread).toBeLessThan(byDistance.spread * 0.85);
    expect(byDistance.plan.totals.distance).toBeLessThan(byClustering.plan.totals.distance);
  });

  it('ranked below vehicle usage, keeps the smallest fleet and groups the orders within it', () => {
    const fleet = (objectives: Objective[]) => {
      const problem = problemOf(points, 8, 15, objectives);
      const plan = solve(problem, { seed: 5, maxIterations: 1500 });
      return { plan, spread: spreadOfPlan(problem, plan) };
    };
    const byDistance = fleet(['VEHICLE_USAGE', 'DISTANCE_DURATION']);
    const byClustering = fleet(['VEHICLE_USAGE', 'CLUSTERING', 'DISTANCE_DURATION']);
    expect(byDistance.plan.routes).toHaveLength(4);
    expect(byClustering.plan.routes).toHaveLength(4);
    expect(byClustering.plan.totals.unassigned).toBe(0);
    expect(byClustering.spread).toBeLessThan(byDistance.spread * 0.85);
  });

  it('ranked above vehicle usage, spreads the orders over every vehicle it may use', () => {
    const problem = problemOf(points, 6, 15, ['CLUSTERING', 'VEHICLE_USAGE', 'DISTANCE_DURATION']);
    const plan = solve(problem, { seed: 5, maxIterations: 1500 });
    expect(plan.totals.unassigned).toBe(0);
    expect(plan.routes).toHaveLength(6);
  });

  it('ranked after distance, only breaks ties: the distance stays within a hair of distance alone', () => {
    const byDistance = run(['DISTANCE_DURATION']);
    const tieBreak = run(['DISTANCE_DURATION', 'CLUSTERING']);
    expect(tieBreak.plan.totals.unassigned).toBe(0);
    expect(tieBreak.plan.totals.distance).toBeLessThan(byDistance.plan.totals.distance * 1.02);
  });
});
