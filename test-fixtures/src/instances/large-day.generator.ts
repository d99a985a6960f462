import type { Order, Problem, Vehicle } from '@rota/optimizer';
import { seededRandom } from './seeded-random.js';

/**
 * A large delivery day, the same on every machine for a seed: by default 5,000 orders and 200
 * vehicles in a 60 km x 60 km region around a central depot (half the orders in six towns, the
 * rest spread), road distance 1.3 times the straight line at 30 km/h, 10-hour shifts from 08:00,
 * two-hour windows for 70 % of the orders, weight and volume (about 25 orders a vehicle fill
 * both). Times in seconds, distances in metres, both matrices Float32Array (whole numbers, exact
 * there) so that 5,001 locations take 200 MB rather than 400.
 */
export interface LargeDaySpec {
  readonly orders: number;
  readonly vehicles: number;
  readonly seed: number;
}

const random = seededRandom;

const SIDE = 60_000;
const SPEED = 30_000 / 3600;

function points(spec: LargeDaySpec, rnd: () => number): { x: number; y: number }[] {
  const towns = Array.from({ length: 6 }, () => ({
    x: 5000 + rnd() * (SIDE - 10_000),
    y: 5000 + rnd() * (SIDE - 10_000),
  }));
  const out = [{ x: SIDE / 2, y: SIDE / 2 }];
  for (let i = 0; i < spec.orders; i++) {
    const town = rnd() < 0.5 ? towns[Math.floor(rnd() * towns.length)] : undefined;
    out.push(
      town
        ? { x: town.x + (rnd() - 0.5) * 8000, y: town.y + (rnd() - 0.5) * 8000 }
        : { x: rnd() * SIDE, y: rnd() * SIDE },
    );
  }
  return out;
}

export function largeDay(spec: LargeDaySpec = { orders: 5000, vehicles: 200, seed: 1 }): Problem {
  const rnd = random(spec.seed);
  const pts = points(spec, rnd);
  const size = pts.length;
  const distance = new Float32Array(size * size);
  const duration = new Float32Array(size * size);
  for (let i = 0; i < size; i++) {
    const a = pts[i] as { x: number; y: number };
    for (let j = 0; j < size; j++) {
      const b = pts[j] as { x: number; y: number };
      const d = Math.round(1.3 * Math.hypot(a.x - b.x, a.y - b.y));
      distance[i * size + j] = d;
      duration[i * size + j] = Math.round(d / SPEED);
    }
  }
  const orders: Order[] = Array.from({ length: spec.orders }, (_, i) => {
    const start = 8 * 3600 + Math.floor(rnd() * 7) * 3600;
    const windowed = rnd() < 0.7;
    return {
      id: `O${i + 1}`,
      type: 'DELIVERY',
      location: i + 1,
      amounts: [Math.round(20 + rnd() * 180), Math.round((0.1 + rnd() * 0.9) * 100) / 100],
      serviceDuration: 240 + Math.round(rnd() * 240),
      ...(windowed ? { timeWindows: [{ start, end: start + 2 * 3600 }] } : {}),
    };
  });
  const vehicles: Vehicle[] = Array.from({ length: spec.vehicles }, (_, k) => ({
    id: `V${k + 1}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 8 * 3600, end: 18 * 3600 },
    capacity: [3200, 18],
    fixedCost: 100,
    costPerKm: 0.5,
    costPerHour: 20,
  }));
  return {
    dimensions: ['weight', 'volume'],
    matrices: { size, distance, duration },
    coordinates: pts,
    vehicles,
    orders,
    parameters: { objectivePriorities: ['DISTANCE_DURATION'] },
  };
}
