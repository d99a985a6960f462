import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@rota/core';
import { localMidnightMs, secondsOfTime, timeOfSeconds } from './plan-clock.js';
import { intersectWindows, normalise, windowsOnDay } from './time-windows.js';
import {
  createGeometricTravelMatrix,
  DEFAULT_AVERAGE_SPEED_KMH,
  DEFAULT_ROAD_FACTOR,
  euclideanMeters,
  legOf,
  travelModel,
} from './travel-matrix.js';
import { solve, type Plan } from '@rota/optimizer';
import { optimizerParameters, weekdayOf } from './problem-builder.js';
import { planOutcome, relaxedKinds, storedStops } from './result-store.js';

const kadikoy = { lat: 40.9903, lng: 29.0289 };
const besiktas = { lat: 41.0422, lng: 29.0083 };

describe('travel matrix', () => {
  it('uses haversine with the road factor and the average speed by default', () => {
    const leg = legOf(kadikoy, besiktas, travelModel({}));
    const straight = haversineMeters(kadikoy, besiktas);
    expect(leg.distance).toBe(Math.round(straight * DEFAULT_ROAD_FACTOR));
    expect(leg.duration).toBe(Math.round(leg.distance / ((DEFAULT_AVERAGE_SPEED_KMH * 1000) / 3600)));
  });

  it('uses straight flat distances when the job asks for Euclidean ones', () => {
    const leg = legOf(kadikoy, besiktas, travelModel({ useEuclideanDistances: true }));
    expect(leg.distance).toBe(Math.round(euclideanMeters(kadikoy, besiktas)));
    expect(Math.abs(leg.distance - haversineMeters(kadikoy, besiktas))).toBeLessThan(20);
  });

  it('slows every leg by the traffic severity rate, not its distance', () => {
    const free = legOf(kadikoy, besiktas, travelModel({ trafficSeverityRate: 0 }));
    const busy = legOf(kadikoy, besiktas, travelModel({ trafficSeverityRate: 50 }));
    expect(busy.distance).toBe(free.distance);
    expect(busy.duration).toBeCloseTo(free.duration * 1.5, -1);
  });

  it('builds a square matrix with zero diagonal, symmetric for symmetric models', async () => {
    const points = [kadikoy, besiktas, { lat: 40.98, lng: 28.87 }];
    const m = await createGeometricTravelMatrix().matrix(points, travelModel({}));
    expect(m.size).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect(m.distance[i * 3 + i]).toBe(0);
      for (let j = 0; j < 3; j++) expect(m.distance[i * 3 + j]).toBe(m.distance[j * 3 + i]);
    }
  });
});

describe('time windows', () => {
  const arbWindows = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 86_000 }), fc.integer({ min: 0, max: 3600 }))
      .map(([s, l]) => ({ start: s, end: s + l })),
    { maxLength: 5 },
  );

  it('intersects window sets: a time is inside the result exactly when it is inside every set', () => {
    fc.assert(
      fc.property(arbWindows, arbWindows, fc.integer({ min: 0, max: 90_000 }), (a, b, time) => {
        const inside = (ws: readonly { start: number; end: number }[]) =>
          ws.some((w) => time >= w.start && time <= w.end);
        const both = intersectWindows([a, null, b]) ?? [];
        expect(inside(both)).toBe(inside(a) && inside(b));
      }),
    );
  });

  it('keeps no restriction as null and merges overlaps', () => {
    expect(intersectWindows([null, null])).toBeNull();
    expect(
      normalise([
        { start: 10, end: 20 },
        { start: 15, end: 30 },
        { start: 40, end: 50 },
      ]),
    ).toEqual([
      { start: 10, end: 30 },
      { start: 40, end: 50 },
    ]);
  });

  it('applies rows by day of week and by date', () => {
    const rowsOf = [
      { start_time: '09:00:00', end_time: '12:00:00', date: null, days: [0, 1, 2, 3, 4] },
      { start_time: '14:00:00', end_time: '16:00:00', date: '2026-11-22', days: [] },
    ];
    expect(windowsOnDay(rowsOf, '2026-11-23', weekdayOf('2026-11-23'))).toEqual([
      { start: 9 * 3600, end: 12 * 3600 },
    ]);
    expect(windowsOnDay(rowsOf, '2026-11-22', weekdayOf('2026-11-22'))).toEqual([
      { start: 14 * 3600, end: 16 * 3600 },
    ]);
    expect(weekdayOf('2026-11-23')).toBe(0);
  });
});

describe('plan clock and parameters', () => {
  it('counts seconds from local midnight in Istanbul (UTC+3)', () => {
    expect(new Date(localMidnightMs('2026-11-22', 'Europe/Istanbul')).toISOString()).toBe(
      '2026-11-21T21:00:00.000Z',
    );
    expect(secondsOfTime('08:30')).toBe(30_600);
    expect(timeOfSeconds(30_600)).toBe('08:30');
  });

  it('maps the job parameters to the optimizer in its units', () => {
    const p = optimizerParameters({
      minNumberOfVehicles: 1,
      maxNumberOfVehicles: 4,
      objectivePriorities: ['None', 'Vehicle Usage', 'Distance Duration'],
      maxRouteDurationInHours: 8,
      isMultiTrip: true,
      maximumNumberOfTrips: 2,
      timeSpentInDc: 15,
      maximumInTransitDurationInMinutes: 90,
      vehicleCapacityUtilizationRate: 80,
      trafficSeverityRate: 30,
    });
    expect(p).toMatchObject({
      objectivePriorities: ['VEHICLE_USAGE', 'DISTANCE_DURATION'],
      maxRouteDuration: 8 * 3600,
      minVehicles: 1,
      maxVehicles: 4,
      maximumNumberOfTrips: 2,
      timeSpentInDc: 900,
      maximumInTransitDuration: 5400,
      vehicleCapacityUtilizationRate: 80,
    });
    // traffic is applied once, in the travel matrix
    expect(p.trafficSeverityRate).toBeUndefined();
    expect(p.startFromTheMostDistantLocation).toBeUndefined();
  });

  it('maps every objective the job modal offers', () => {
    const p = optimizerParameters({
      minNumberOfVehicles: 0,
      maxNumberOfVehicles: 0,
      objectivePriorities: [
        'Clustering',
        'Lateness',
        'None',
        'Maximum',
        'Vehicle Usage',
        'Distance Duration',
      ],
    });
    expect(p.objectivePriorities).toEqual([
      'CLUSTERING',
      'LATENESS',
      'MAXIMUM',
      'VEHICLE_USAGE',
      'DISTANCE_DURATION',
    ]);
  });

  it('passes the start from the most distant location on', () => {
    const on = optimizerParameters({
      minNumberOfVehicles: 0,
      maxNumberOfVehicles: 0,
      startFromTheMostDistantLocation: true,
    });
    expect(on.startFromTheMostDistantLocation).toBe(true);
  });

  it('passes serviceDurationFunction MAX on; SUM and unknown values keep the default', () => {
    const base = { minNumberOfVehicles: 0, maxNumberOfVehicles: 0 };
    expect(optimizerParameters({ ...base, serviceDurationFunction: 'Max' }).serviceDurationFunction).toBe(
      'MAX',
    );
    expect(
      optimizerParameters({ ...base, serviceDurationFunction: 'SUM' }).serviceDurationFunction,
    ).toBeUndefined();
    expect(
      optimizerParameters({ ...base, serviceDurationFunction: null }).serviceDurationFunction,
    ).toBeUndefined();
  });

  it('stores the orders of one MAX visit as one stop with all its orders', () => {
    const size = 2;
    const distance = [0, 10, 10, 0];
    const order = (id: string, serviceDuration: number) => ({
      id,
      type: 'DELIVERY' as const,
      location: 1,
      amounts: [1],
      serviceDuration,
    });
    const plan = solve(
      {
        dimensions: ['weight'],
        matrices: { size, distance, duration: distance },
        vehicles: [
          { id: '7', startLocation: 0, endLocation: 0, shift: { start: 0, end: 100 }, capacity: [5] },
        ],
        orders: [order('1', 5), order('2', 8), order('3', 2)],
        parameters: { serviceDurationFunction: 'MAX' },
      },
      { seed: 1, maxIterations: 10 },
    );
    const route = plan.routes[0];
    if (!route) throw new Error('no route');
    const stops = storedStops(route, 0, 0);
    expect(stops.map((s) => s.type)).toEqual(['start', 'visit', 'depot']);
    expect(stops[1]).toMatchObject({ arrival: 10, serviceStart: 10, serviceEnd: 18, load: [0] });
    expect(stops[1]?.orderIds).toHaveLength(3);
  });

  it('turns the synchronized return to the depot from minutes into seconds, 0 or absent is off', () => {
    const base = { minNumberOfVehicles: 0, maxNumberOfVehicles: 0 };
    expect(optimizerParameters({ ...base, synchronizedArrivalToDepot: 30 }).synchronizedArrivalToDepot).toBe(
      1800,
    );
    expect(
      optimizerParameters({ ...base, synchronizedArrivalToDepot: 0 }).synchronizedArrivalToDepot,
    ).toBeUndefined();
    expect(
      optimizerParameters({ ...base, synchronizedArrivalToDepot: null }).synchronizedArrivalToDepot,
    ).toBeUndefined();
  });
});

describe('plan outcome', () => {
  const plan = (violations: Plan['violations'], assigned = 3): Plan => ({
    routes: [],
    unassigned: [],
    violations,
    totals: { vehicles: 1, distance: 0, duration: 0, waiting: 0, cost: 0, assigned, unassigned: 0 },
    iterations: 0,
    elapsedMs: 0,
    stoppedBy: 'ITERATIONS',
  });

  it('is INFEASIBLE for hard violations or nothing planned, SUCCESS for relaxed ones and avoid-area crossings', () => {
    expect(planOutcome(plan([]), 3, [])).toBe('SUCCESS');
    expect(planOutcome(plan([{ kind: 'TIME_WINDOW', amount: 60 }]), 3, [])).toBe('INFEASIBLE');
    expect(
      planOutcome(plan([{ kind: 'TIME_WINDOW', amount: 60 }]), 3, relaxedKinds({ ignoreTimeWindows: true })),
    ).toBe('SUCCESS');
    expect(planOutcome(plan([{ kind: 'AVOID_AREA', amount: 1 }]), 3, [])).toBe('SUCCESS');
    expect(planOutcome(plan([{ kind: 'SYNCHRONIZED_ARRIVAL', amount: 600 }]), 3, [])).toBe('SUCCESS');
    expect(planOutcome(plan([{ kind: 'MIN_VEHICLES', amount: 1 }]), 3, [])).toBe('INFEASIBLE');
    expect(planOutcome(plan([], 0), 3, [])).toBe('INFEASIBLE');
    expect(planOutcome(plan([], 0), 0, [])).toBe('SUCCESS');
  });
});
