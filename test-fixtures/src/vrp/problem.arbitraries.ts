import fc from 'fast-check';
import type { JobParameters, Order, Problem, TimeWindow, Vehicle } from '@rota/optimizer';

export interface SmallProblemOptions {
  readonly maxOrders?: number;
  readonly maxVehicles?: number;
  /** `basic`: deliveries, one window, one dimension, closed routes (brute-force friendly). */
  readonly kind?: 'basic' | 'full';
}

const SKILLS = ['cold', 'crane'] as const;

/** Euclidean matrices (travel time = distance) over points; location 0 is the depot. */
export function euclideanMatrices(points: readonly { x: number; y: number }[]): Problem['matrices'] {
  const size = points.length;
  const distance = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const a = points[i] ?? { x: 0, y: 0 };
      const b = points[j] ?? { x: 0, y: 0 };
      distance[i * size + j] = Math.round(Math.hypot(a.x - b.x, a.y - b.y) * 10) / 10;
    }
  }
  return { size, distance, duration: distance };
}

const pointArb = fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) });

const windowsArb = (full: boolean): fc.Arbitrary<TimeWindow[]> =>
  fc
    .array(
      fc.record({ start: fc.integer({ min: 0, max: 400 }), length: fc.integer({ min: 20, max: 300 }) }),
      {
        minLength: 0,
        maxLength: full ? 2 : 1,
      },
    )
    .map((ws) => {
      const sorted = ws
        .map((w) => ({ start: w.start, end: w.start + w.length }))
        .sort((a, b) => a.start - b.start);
      const merged: TimeWindow[] = [];
      for (const w of sorted) {
        const last = merged[merged.length - 1];
        if (last && w.start <= last.end)
          merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, w.end) };
        else merged.push(w);
      }
      return merged;
    });

const parametersArb: fc.Arbitrary<JobParameters> = fc
  .record(
    {
      maximumNumberOfTrips: fc.integer({ min: 1, max: 3 }),
      timeSpentInDc: fc.integer({ min: 0, max: 30 }),
      maxRouteDuration: fc.integer({ min: 150, max: 800 }),
      maximumInTransitDuration: fc.integer({ min: 80, max: 500 }),
      ignoreTimeWindows: fc.boolean(),
      ignoreCapacity: fc.boolean(),
      ignoreCapabilities: fc.boolean(),
      trafficSeverityRate: fc.integer({ min: 0, max: 50 }),
      vehicleCapacityUtilizationRate: fc.integer({ min: 60, max: 100 }),
      maxVehicles: fc.integer({ min: 1, max: 3 }),
      objectivePriorities: fc.constantFrom(
        ['DISTANCE_DURATION'] as const,
        ['VEHICLE_USAGE', 'DISTANCE_DURATION'] as const,
        ['LATENESS', 'DISTANCE_DURATION'] as const,
        ['DISTANCE_DURATION', 'MAXIMUM'] as const,
        ['CLUSTERING', 'DISTANCE_DURATION'] as const,
        ['VEHICLE_USAGE', 'DISTANCE_DURATION', 'CLUSTERING'] as const,
      ),
    },
    { requiredKeys: [] },
  )
  .map((p) => p as JobParameters);

/** Small random routing problems for property tests. */
export function smallProblemArb(options: SmallProblemOptions = {}): fc.Arbitrary<Problem> {
  const full = options.kind === 'full';
  const maxOrders = options.maxOrders ?? (full ? 10 : 6);
  const maxVehicles = options.maxVehicles ?? (full ? 3 : 2);
  const dims = full ? 2 : 1;
  const orderArb = fc.record({
    point: pointArb,
    pickup: full ? fc.boolean() : fc.constant(false),
    amounts: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: dims, maxLength: dims }),
    service: fc.integer({ min: 0, max: 30 }),
    windows: windowsArb(full),
    skill: full ? fc.option(fc.constantFrom(...SKILLS), { nil: undefined }) : fc.constant(undefined),
    optional: full ? fc.boolean() : fc.constant(false),
    territory: full
      ? fc.option(fc.constantFrom('north', 'south'), { nil: undefined })
      : fc.constant(undefined),
  });
  const vehicleArb = fc.record({
    capacity: fc.array(fc.integer({ min: 30, max: 120 }), { minLength: dims, maxLength: dims }),
    shiftStart: fc.integer({ min: 0, max: 50 }),
    shiftLength: fc.integer({ min: 200, max: 900 }),
    skills: full ? fc.subarray([...SKILLS]) : fc.constant([] as string[]),
    open: full ? fc.boolean() : fc.constant(false),
    fixedCost: full ? fc.integer({ min: 0, max: 50 }) : fc.constant(0),
    territory: full
      ? fc.option(fc.constantFrom('north', 'south'), { nil: undefined })
      : fc.constant(undefined),
  });
  return fc
    .record({
      depot: pointArb,
      orders: fc.array(orderArb, { minLength: 1, maxLength: maxOrders }),
      vehicles: fc.array(vehicleArb, { minLength: 1, maxLength: maxVehicles }),
      parameters: full ? parametersArb : fc.constant({} as JobParameters),
      hardTerritory: fc.boolean(),
    })
    .map(({ depot, orders, vehicles, parameters, hardTerritory }) => {
      const matrices = euclideanMatrices([depot, ...orders.map((o) => o.point)]);
      const problemOrders: Order[] = orders.map((o, i) => ({
        id: `o${i + 1}`,
        type: o.pickup ? 'PICKUP' : 'DELIVERY',
        location: i + 1,
        amounts: o.amounts,
        serviceDuration: o.service,
        timeWindows: o.windows,
        ...(o.skill ? { requiredSkills: [o.skill] } : {}),
        ...(o.optional ? { optional: true } : {}),
        ...(o.territory ? { territory: o.territory } : {}),
      }));
      const problemVehicles: Vehicle[] = vehicles.map((v, k) => ({
        id: `v${k + 1}`,
        startLocation: 0,
        ...(v.open ? {} : { endLocation: 0 }),
        shift: { start: v.shiftStart, end: v.shiftStart + v.shiftLength },
        capacity: v.capacity,
        fixedCost: v.fixedCost,
        costPerKm: 1,
        costPerHour: 0,
        skills: v.skills,
        ...(v.territory ? { territory: v.territory } : {}),
      }));
      const problem: Problem = {
        dimensions: full ? ['weight', 'volume'] : ['weight'],
        matrices,
        vehicles: problemVehicles,
        orders: problemOrders,
        parameters,
        units: { distancePerKm: 1, timePerHour: 1 },
        ...(full
          ? {
              territories: [
                { id: 'north', separation: hardTerritory ? 'HARD' : 'SOFT' },
                { id: 'south', separation: 'SOFT' },
              ] as const,
            }
          : {}),
      };
      return problem;
    });
}
