import fc from 'fast-check';
import { checkRoutes } from '../check/check-plan.js';
import type { Order, Problem, Vehicle } from '../model/index.js';
import { createRng } from './rng.js';
import type { Route } from './route.js';

/**
 * Random problems on directed matrices (one-way streets, legs that differ by direction) for the
 * engine's property tests, and the cost of a route read straight from the problem's matrix, so
 * that the tests never price a plan with the engine's own compiled arrays.
 */

export interface AsymmetricOptions {
  readonly maxOrders: number;
  /** Every order gets a window (true), none does (false), or either (fast-check's choice). */
  readonly windows: boolean | 'either';
  /** Vehicles of two or three types: capacities, cost per km, fixed cost and open ends differ. */
  readonly mixedFleet: boolean;
}

/**
 * Euclidean legs on integer points, each direction lengthened on its own by up to `skew` of its
 * length, and one leg in five (one way) twice as long on top, rounded to 0.1; the depot's legs
 * included. Nothing keeps the triangle inequality: the tests price moves whatever the legs are.
 */
export function directedMatrix(points: readonly { x: number; y: number }[], skew: number, seed: number) {
  const size = points.length;
  const rng = createRng(seed);
  const distance = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      if (i === j) continue;
      const a = points[i] as { x: number; y: number };
      const b = points[j] as { x: number; y: number };
      const oneWay = rng.next() < 0.2 ? 2 : 1;
      const leg = Math.hypot(a.x - b.x, a.y - b.y) * (1 + skew * rng.next()) * oneWay;
      distance[i * size + j] = Math.round(leg * 10) / 10;
    }
  return { size, distance, duration: distance };
}

const pointArb = fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) });

/** Random small problems on directed matrices; distance is the only objective (cost per km). */
export function asymmetricProblemArb(options: AsymmetricOptions): fc.Arbitrary<Problem> {
  const windowed = options.windows === 'either' ? fc.boolean() : fc.constant(options.windows);
  const orderArb = fc.record({
    point: pointArb,
    amount: fc.integer({ min: 1, max: 30 }),
    service: fc.integer({ min: 0, max: 20 }),
    open: fc.integer({ min: 0, max: 400 }),
    width: fc.integer({ min: 40, max: 400 }),
  });
  const vehicleArb = fc.record({
    type: fc.integer({ min: 0, max: options.mixedFleet ? 2 : 0 }),
    openEnd: options.mixedFleet ? fc.boolean() : fc.constant(false),
  });
  return fc
    .record({
      depot: pointArb,
      orders: fc.array(orderArb, { minLength: 2, maxLength: options.maxOrders }),
      vehicles: fc.array(vehicleArb, { minLength: 1, maxLength: 4 }),
      windowed,
      skew: fc.constantFrom(0.5, 1, 2),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .map(({ depot, orders, vehicles, windowed: tw, skew, seed }) => {
      const matrices = directedMatrix([depot, ...orders.map((o) => o.point)], skew, seed);
      const problemOrders: Order[] = orders.map((o, i) => ({
        id: `o${i + 1}`,
        type: 'DELIVERY',
        location: i + 1,
        amounts: [o.amount],
        serviceDuration: o.service,
        ...(tw ? { timeWindows: [{ start: o.open, end: o.open + o.width }] } : {}),
      }));
      // Type 0: the large vehicle; 1: small and cheap per km; 2: mid-sized with a fixed cost.
      const types = [
        { capacity: 90, costPerKm: 1, fixedCost: 0 },
        { capacity: 45, costPerKm: 0.6, fixedCost: 0 },
        { capacity: 60, costPerKm: 1.5, fixedCost: 40 },
      ] as const;
      const problemVehicles: Vehicle[] = vehicles.map((v, k) => {
        const t = types[v.type] as (typeof types)[number];
        return {
          id: `v${k + 1}`,
          startLocation: 0,
          ...(v.openEnd ? {} : { endLocation: 0 }),
          shift: { start: 0, end: 1200 },
          capacity: [t.capacity],
          costPerKm: t.costPerKm,
          costPerHour: 0,
          fixedCost: t.fixedCost,
        };
      });
      const problem: Problem = {
        dimensions: ['weight'],
        matrices,
        vehicles: problemVehicles,
        orders: problemOrders,
        parameters: { objectivePriorities: ['DISTANCE_DURATION'] },
        units: { distancePerKm: 1, timePerHour: 1 },
      };
      return problem;
    });
}

/**
 * The distance of vehicle `v` serving orders `seq` (order indexes) in that order, read from the
 * problem's distance matrix row by row (from, to): start, stops, end; an open end stops at the
 * last order.
 */
export function routeDistance(problem: Problem, v: number, seq: readonly number[]): number {
  const vehicle = problem.vehicles[v] as Vehicle;
  const { size, distance } = problem.matrices;
  const stops = seq.map((o) => (problem.orders[o] as Order).location);
  const path = [
    ...(vehicle.startLocation === undefined ? [] : [vehicle.startLocation]),
    ...stops,
    ...(vehicle.endLocation === undefined ? [] : [vehicle.endLocation]),
  ];
  let total = 0;
  for (let k = 1; k < path.length; k++)
    total += Number(distance[(path[k - 1] as number) * size + (path[k] as number)]);
  return total;
}

/** A route's money cost from the problem alone: fixed cost (when it serves anyone) plus per km. */
export function routeCost(problem: Problem, v: number, seq: readonly number[]): number {
  if (seq.length === 0) return 0;
  const vehicle = problem.vehicles[v] as Vehicle;
  const perKm = (vehicle.costPerKm ?? 1) / (problem.units?.distancePerKm ?? 1000);
  return (vehicle.fixedCost ?? 0) + perKm * routeDistance(problem, v, seq);
}

/** The cost of routes (vehicle and order indexes) as the problem prices them. */
export function routesCost(problem: Problem, routes: readonly Pick<Route, 'v' | 'seq'>[]): number {
  return routes.reduce((sum, r) => sum + routeCost(problem, r.v, r.seq), 0);
}

/** What the independent checker finds wrong with these routes (every order need not be served). */
export function routeErrors(problem: Problem, routes: readonly Pick<Route, 'v' | 'seq'>[]): string[] {
  const report = checkRoutes(
    problem,
    routes
      .filter((r) => r.seq.length > 0)
      .map((r) => ({
        vehicleId: (problem.vehicles[r.v] as Vehicle).id,
        orderIds: r.seq.map((o) => (problem.orders[o] as Order).id),
      })),
    false,
  );
  return report.errors.map((e) => e.message);
}
