import type { Order, Problem, Vehicle } from '@rota/optimizer';

/** Deterministic LCG so the generated day is the same on every machine. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * A 1,000-order, 50-vehicle day: a city of 40 km x 40 km around a central depot, 30 km/h,
 * 8-hour shifts from 08:00, two-hour time windows for 70 % of the orders, weight and volume,
 * 15 % pickups. Times in seconds, distances in metres.
 */
export function generatedDay(orders = 1000, vehicles = 50, seed = 7): Problem {
  const rnd = lcg(seed);
  const points = [{ x: 20000, y: 20000 }];
  for (let i = 0; i < orders; i++) {
    const cluster = rnd() < 0.6;
    const cx = cluster ? 8000 + 24000 * Math.floor(rnd() * 3) * 0.5 : 0;
    const x = cluster ? cx + (rnd() - 0.5) * 9000 : rnd() * 40000;
    const y = cluster ? 8000 + 24000 * Math.floor(rnd() * 3) * 0.5 + (rnd() - 0.5) * 9000 : rnd() * 40000;
    points.push({ x, y });
  }
  const size = points.length;
  const distance = new Float64Array(size * size);
  const duration = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const a = points[i] ?? { x: 0, y: 0 };
      const b = points[j] ?? { x: 0, y: 0 };
      const d = 1.3 * Math.hypot(a.x - b.x, a.y - b.y);
      distance[i * size + j] = Math.round(d);
      duration[i * size + j] = Math.round(d / (30000 / 3600));
    }
  }
  const day: Order[] = Array.from({ length: orders }, (_, i) => {
    const windowed = rnd() < 0.7;
    const start = 8 * 3600 + Math.floor(rnd() * 6) * 3600;
    return {
      id: `O${i + 1}`,
      type: rnd() < 0.15 ? 'PICKUP' : 'DELIVERY',
      location: i + 1,
      amounts: [Math.round(20 + rnd() * 180), Math.round((0.1 + rnd() * 0.9) * 100) / 100],
      serviceDuration: 300 + Math.round(rnd() * 300),
      ...(windowed ? { timeWindows: [{ start, end: start + 2 * 3600 }] } : {}),
    };
  });
  const fleet: Vehicle[] = Array.from({ length: vehicles }, (_, k) => ({
    id: `V${k + 1}`,
    startLocation: 0,
    endLocation: 0,
    shift: { start: 8 * 3600, end: 18 * 3600 },
    capacity: [2500, 14],
    fixedCost: 100,
    costPerKm: 0.5,
    costPerHour: 20,
  }));
  return {
    dimensions: ['weight', 'volume'],
    matrices: { size, distance, duration },
    coordinates: points,
    vehicles: fleet,
    orders: day,
    parameters: { objectivePriorities: ['DISTANCE_DURATION'] },
  };
}
