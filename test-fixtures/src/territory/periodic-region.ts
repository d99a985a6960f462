import type { PeriodicLocation, PeriodicProblem, Weekday } from '@rota/optimizer';

/** Deterministic random numbers (mulberry32), so the region is the same on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4];
const HOUR = 3600;

export interface PeriodicRegionOptions {
  readonly locations?: number;
  readonly vehicles?: number;
  readonly seed?: number;
  /** Share of locations given fewer allowed days than their frequency (reported, never placed in full). */
  readonly overConstrainedShare?: number;
}

/**
 * A region of weekly customers around a depot on Istanbul's European side, about 32 km x 28 km:
 * 60 % of the locations in six dense districts, the rest spread out. Weekly frequency 1 to 5
 * (equal shares), Monday to Friday work, allowed days a random superset of what the frequency
 * needs (60 % every workday), 15 % morning windows (08:00-12:00), 15 % afternoon windows
 * (13:00-17:30), 2 to 8 minutes of service, demand 1 to 20, vehicles carrying 1,500 a day,
 * 30 km/h. Defaults: 3,000 locations and 30 vehicles.
 */
export function periodicRegion(options: PeriodicRegionOptions = {}): PeriodicProblem {
  const count = options.locations ?? 3000;
  const fleet = options.vehicles ?? 30;
  const rnd = random(options.seed ?? 20);
  const depot = { lat: 41.03, lng: 28.86 };
  const districts = Array.from({ length: 6 }, () => ({
    lat: depot.lat + (rnd() - 0.5) * 0.2,
    lng: depot.lng + (rnd() - 0.5) * 0.3,
  }));
  const overConstrained = options.overConstrainedShare ?? 0.01;
  const locations: PeriodicLocation[] = [];
  for (let i = 0; i < count; i++) {
    const inDistrict = rnd() < 0.6;
    const district = districts[Math.floor(rnd() * districts.length)]!;
    const lat = inDistrict ? district.lat + (rnd() - 0.5) * 0.05 : depot.lat + (rnd() - 0.5) * 0.25;
    const lng = inDistrict ? district.lng + (rnd() - 0.5) * 0.07 : depot.lng + (rnd() - 0.5) * 0.38;
    const frequency = 1 + (i % 5);
    let allowed: Weekday[];
    if (frequency >= 2 && rnd() < overConstrained) {
      allowed = shuffled(WORKDAYS, rnd).slice(0, frequency - 1);
    } else if (rnd() < 0.6) {
      allowed = [...WORKDAYS];
    } else {
      const size = frequency + Math.floor(rnd() * (WORKDAYS.length - frequency + 1));
      allowed = shuffled(WORKDAYS, rnd).slice(0, size);
    }
    allowed.sort((a, b) => a - b);
    const kind = rnd();
    const window =
      kind < 0.15
        ? { start: 8 * HOUR, end: 12 * HOUR }
        : kind < 0.3
          ? { start: 13 * HOUR, end: 17.5 * HOUR }
          : null;
    locations.push({
      id: `L${String(i + 1).padStart(4, '0')}`,
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      weeklyFrequency: frequency,
      allowedDays: allowed,
      timeWindows: Array.from({ length: 7 }, (_, d) =>
        window && allowed.includes(d as Weekday) ? window : null,
      ),
      demand: 1 + Math.floor(rnd() * 20),
      serviceDuration: 120 + Math.floor(rnd() * 7) * 60,
    });
  }
  return {
    depot,
    vehicles: Array.from({ length: fleet }, (_, v) => ({
      id: `V${String(v + 1).padStart(2, '0')}`,
      capacity: 1500,
    })),
    locations,
    workingDays: WORKDAYS,
    dayStart: 8 * HOUR,
    dayEnd: 18 * HOUR,
    speedKmh: 30,
    roadFactor: 1.3,
  };
}

function shuffled<T>(values: readonly T[], rnd: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
