import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { JobParameters, Order, Problem, Vehicle } from '../model/index.js';
import { solve } from '../solve.js';
import { parseSolomon } from '../instances/solomon.parser.js';
import { solveInstanceText } from '../instances/solve-instance.js';
import { checkInstanceSolution } from './check-instance.js';
import { checkRoutes, routesOfPlan } from './check-plan.js';

/** Depot at 0, customers 1..3 at 10, 20, 30 on a line; time = distance. */
function line(
  orders: Partial<Order>[],
  vehicle: Partial<Vehicle> = {},
  parameters: JobParameters = {},
): Problem {
  const xs = [0, 10, 20, 30];
  const size = xs.length;
  const m = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) m[i * size + j] = Math.abs((xs[i] ?? 0) - (xs[j] ?? 0));
  return {
    dimensions: ['weight', 'volume'],
    matrices: { size, distance: m, duration: m },
    vehicles: [
      {
        id: 'V1',
        startLocation: 0,
        endLocation: 0,
        shift: { start: 0, end: 1000 },
        capacity: [10, 10],
        ...vehicle,
      },
      { id: 'V2', startLocation: 0, endLocation: 0, shift: { start: 0, end: 1000 }, capacity: [10, 10] },
    ],
    orders: orders.map((o, i) => ({
      id: `O${i + 1}`,
      type: 'DELIVERY',
      location: i + 1,
      amounts: [1, 1],
      serviceDuration: 5,
      ...o,
    })),
    parameters,
  };
}

const kinds = (problem: Problem, routes: { vehicleId: string; orderIds: string[] }[]) =>
  checkRoutes(problem, routes).errors.map((e) => e.kind);

describe('checkRoutes', () => {
  it('reads every leg from, to on a directed matrix: distance, arrivals and windows', () => {
    // A loop one way round: each leg forward (0 -> 1 -> 2 -> 3 -> 0) is 10, each leg back 40.
    const base = line([{}, { timeWindows: [{ start: 0, end: 30 }] }, {}]);
    const size = 4;
    const m = new Float64Array(size * size);
    for (let i = 0; i < size; i++)
      for (let j = 0; j < size; j++) if (i !== j) m[i * size + j] = (j - i + size) % size === 1 ? 10 : 40;
    const problem: Problem = { ...base, matrices: { size, distance: m, duration: m } };
    const forward = checkRoutes(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]);
    expect(forward.errors).toEqual([]);
    expect(forward.distance).toBe(40);
    // Backwards every leg is 40, and O2 (reached at 85) misses its window.
    const back = checkRoutes(problem, [{ vehicleId: 'V1', orderIds: ['O3', 'O2', 'O1'] }]);
    expect(back.distance).toBe(160);
    expect(back.errors.map((e) => [e.kind, e.orderId])).toEqual([['TIME_WINDOW', 'O2']]);
  });

  it('accepts a feasible route and measures its distance', () => {
    const report = checkRoutes(line([{}, {}, {}]), [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]);
    expect(report.errors).toEqual([]);
    expect(report.distance).toBe(60);
    expect(report.vehicles).toBe(1);
  });

  it('names the dimension whose capacity a route exceeds', () => {
    const problem = line([{ amounts: [1, 6] }, { amounts: [1, 5] }, {}]);
    const report = checkRoutes(problem, [
      { vehicleId: 'V1', orderIds: ['O1', 'O2'] },
      { vehicleId: 'V2', orderIds: ['O3'] },
    ]);
    expect(report.errors).toMatchObject([
      { kind: 'CAPACITY', vehicleId: 'V1', dimension: 'volume', amount: 1 },
    ]);
  });

  it('counts the utilisation rate and a pickup on board after its stop (precedence)', () => {
    const problem = line(
      [{ type: 'PICKUP', amounts: [7, 1] }, { amounts: [7, 1] }, {}],
      {},
      { vehicleCapacityUtilizationRate: 100 },
    );
    // Delivery first, then the pickup: at most 7 on board.
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O2', 'O1', 'O3'] }])).toEqual([]);
    // Pickup first: the pickup's 7 rides with the delivery's 7.
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['CAPACITY']);
    const reduced = { ...problem, parameters: { vehicleCapacityUtilizationRate: 60 } };
    expect(kinds(reduced, [{ vehicleId: 'V1', orderIds: ['O2', 'O1', 'O3'] }])).toEqual(['CAPACITY']);
  });

  it('splits loads at reloads and limits the number of trips', () => {
    const problem = line([{ amounts: [6, 1] }, { amounts: [6, 1] }, {}], {}, { maximumNumberOfTrips: 2 });
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', '', 'O2', 'O3'] }])).toEqual([]);
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['CAPACITY']);
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', '', 'O2', '', 'O3'] }])).toEqual(['TRIPS']);
  });

  it('reports a service that would start after its window closes, and waits for a window to open', () => {
    const late = line([{}, {}, { timeWindows: [{ start: 0, end: 40 }] }]);
    const report = checkRoutes(late, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]);
    // 10 + 5 + 10 + 5 + 10 = 40: on time; one minute more service is late.
    expect(report.errors).toEqual([]);
    const later = line([{ serviceDuration: 6 }, {}, { timeWindows: [{ start: 0, end: 40 }] }]);
    expect(checkRoutes(later, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]).errors).toMatchObject([
      { kind: 'TIME_WINDOW', orderId: 'O3', amount: 1 },
    ]);
    const second = line([
      {},
      {},
      {
        timeWindows: [
          { start: 0, end: 30 },
          { start: 100, end: 120 },
        ],
      },
    ]);
    expect(kinds(second, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual([]);
    expect(
      kinds({ ...later, parameters: { ignoreTimeWindows: true } }, [
        { vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] },
      ]),
    ).toEqual([]);
  });

  it('checks the return against the shift end and the route duration with the departure delayed', () => {
    const shift = line([{}, {}, {}], { shift: { start: 0, end: 74 } });
    expect(checkRoutes(shift, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]).errors).toMatchObject([
      { kind: 'SHIFT', vehicleId: 'V1', amount: 1 },
    ]);
    const relaxed = { ...shift, parameters: { ignoreTimeWindows: true } };
    expect(kinds(relaxed, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual([]);
    // O1 opens at 100: leaving at 90 the route lasts 10 + 5 + 10 + 5 + 10 + 5 + 30 = 75.
    const waiting = line([{ timeWindows: [{ start: 100, end: 200 }] }, {}, {}], {}, { maxRouteDuration: 75 });
    expect(kinds(waiting, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual([]);
    const tight = { ...waiting, parameters: { maxRouteDuration: 74 } };
    expect(kinds(tight, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['ROUTE_DURATION']);
  });

  it('counts orders at one place, of one type and windows, as one visit of the longest duration under MAX', () => {
    // Three orders at location 3 (30 away): one visit of 9, back at 30 + 9 + 30 = 69.
    const problem: Problem = {
      ...line([{}, {}, {}], { shift: { start: 0, end: 69 } }),
      orders: [9, 5, 3].map((d, i) => ({
        id: `O${i + 1}`,
        type: 'DELIVERY' as const,
        location: 3,
        amounts: [1, 1],
        serviceDuration: d,
      })),
    };
    const route = [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }];
    expect(kinds({ ...problem, parameters: { serviceDurationFunction: 'MAX' } }, route)).toEqual([]);
    // Summed, the services take 17: the return is 8 late.
    expect(checkRoutes(problem, route).errors).toMatchObject([{ kind: 'SHIFT', amount: 8 }]);
  });

  it('applies the traffic severity rate to travel times', () => {
    const problem = line([{}, {}, { timeWindows: [{ start: 0, end: 40 }] }], {}, { trafficSeverityRate: 10 });
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['TIME_WINDOW']);
  });

  it('checks skills unless capabilities are ignored, and hard territories', () => {
    const problem = line([{ requiredSkills: ['cold'] }, {}, {}], { skills: ['cold'] });
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual([]);
    expect(kinds(problem, [{ vehicleId: 'V2', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['SKILL']);
    expect(
      kinds({ ...problem, parameters: { ignoreCapabilities: true } }, [
        { vehicleId: 'V2', orderIds: ['O1', 'O2', 'O3'] },
      ]),
    ).toEqual([]);
    const territorial: Problem = {
      ...line([{ territory: 'T1' }, {}, {}], { territory: 'T1' }),
      territories: [{ id: 'T1', separation: 'HARD' }],
    };
    expect(kinds(territorial, [{ vehicleId: 'V2', orderIds: ['O1', 'O2', 'O3'] }])).toEqual(['TERRITORY']);
  });

  it('limits the time on board: deliveries from the departure, pickups to the return', () => {
    const problem = line([{}, {}, {}], {}, { maximumInTransitDuration: 44 });
    // O3 starts service at 10 + 5 + 10 + 5 + 10 = 40 after leaving; a pickup there is home at 75.
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }])).toEqual([]);
    const pickup = line([{ type: 'PICKUP' }, {}, {}], {}, { maximumInTransitDuration: 44 });
    // Picked at 10, done at 15, home at 75: 60 on board.
    expect(checkRoutes(pickup, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O3'] }]).errors).toMatchObject([
      { kind: 'IN_TRANSIT', orderId: 'O1', amount: 16 },
    ]);
  });

  it('reports unserved, repeated and unknown orders and vehicles, and the fleet limit', () => {
    const problem = line([{}, {}, { optional: true }], {}, { maxVehicles: 1 });
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1'] }])).toEqual(['ORDER_UNSERVED']);
    expect(checkRoutes(problem, [{ vehicleId: 'V1', orderIds: ['O1'] }], false).unserved).toEqual([
      'O2',
      'O3',
    ]);
    expect(kinds(problem, [{ vehicleId: 'V1', orderIds: ['O1', 'O2', 'O1', 'O9'] }])).toEqual([
      'ORDER_REPEATED',
      'UNKNOWN_ORDER',
    ]);
    expect(
      kinds(problem, [
        { vehicleId: 'V1', orderIds: ['O1'] },
        { vehicleId: 'V2', orderIds: ['O2'] },
      ]),
    ).toEqual(['FLEET_LIMIT']);
    expect(
      kinds(line([{}, {}, {}]), [
        { vehicleId: 'V1', orderIds: ['O1'] },
        { vehicleId: 'V1', orderIds: ['O2'] },
        { vehicleId: 'V9', orderIds: ['O3'] },
      ]),
    ).toEqual(['VEHICLE_REUSED', 'UNKNOWN_VEHICLE', 'ORDER_UNSERVED']);
  });

  it('finds nothing wrong in the plans the engine returns, with reloads and two dimensions', () => {
    const problem = line(
      [
        { amounts: [6, 1] },
        { amounts: [6, 1], type: 'PICKUP' },
        { amounts: [3, 2], timeWindows: [{ start: 50, end: 90 }] },
      ],
      {},
      { maximumNumberOfTrips: 2, timeSpentInDc: 7, maxVehicles: 1 },
    );
    const plan = solve(problem, { seed: 1, maxIterations: 300 });
    expect(plan.unassigned).toEqual([]);
    expect(checkRoutes(problem, routesOfPlan(plan.routes)).errors).toEqual([]);
  });
});

const solomon = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks/solomon',
);

describe('checkInstanceSolution', () => {
  it('passes an engine plan of R101 and catches one moved customer', () => {
    const text = readFileSync(path.join(solomon, 'R101.txt'), 'utf8');
    const parsed = parseSolomon(text);
    const solution = solveInstanceText(text, {
      format: 'solomon',
      objective: 'distance',
      maxIterations: 300,
      seed: 2,
    });
    expect(checkInstanceSolution(parsed, solution).errors).toEqual([]);
    // The last customer of route 1 moved to the front of route 2: R101's tight windows break.
    const [first = [], second = [], ...rest] = solution.routes;
    const moved = {
      ...solution,
      routes: [first.slice(0, -1), [first[first.length - 1] ?? 0, ...second], ...rest],
    };
    const kindsFound = new Set(checkInstanceSolution(parsed, moved).errors.map((e) => e.kind));
    expect([...kindsFound].some((k) => k === 'TIME_WINDOW' || k === 'SHIFT' || k === 'CAPACITY')).toBe(true);
    const dropped = { ...solution, routes: [first.slice(1), second, ...rest] };
    expect(checkInstanceSolution(parsed, dropped).errors).toMatchObject([
      { kind: 'ORDER_UNSERVED', orderId: String(first[0]) },
    ]);
  });
});
