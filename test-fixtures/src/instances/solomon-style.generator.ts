import { seededRandom } from './seeded-random.js';
/**
 * Seeded Solomon-style VRPTW instances of any size (Gehring and Homberger's extension of
 * Solomon's classes), written in Solomon's text format so the parsers, `rota solve` and the
 * benchmarks read them as they read Solomon's own files.
 *
 * - C: customers in clusters; R: uniformly random; RC: half clustered, half random.
 * - short horizon (C1, R1, RC1 style): small vehicles, tight schedule, many routes;
 *   long horizon (C2, R2, RC2 style): large vehicles, long schedule, few long routes.
 *
 * The area grows with the square root of the customer count (side 100 for 100 customers, as in
 * Solomon's files), so the density and the legs' lengths relative to the horizon stay those of
 * the classes; the horizon grows with the side. Three quarters of the customers have a time
 * window (R and RC: 25 %, 50 %, 75 %, 100 % density in Solomon; 75 % is the middle ground); a
 * window is centred at a time the vehicle can reach and still return by the horizon.
 */

export type InstanceClass = 'C' | 'R' | 'RC';
export type Horizon = 'short' | 'long';

export interface GeneratedInstanceSpec {
  readonly customers: number;
  readonly kind: InstanceClass;
  readonly horizon: Horizon;
  readonly seed: number;
}

/** Solomon's 100-customer side; larger instances scale it by sqrt(customers / 100). */
const BASE_SIDE = 100;
/** Depot due dates of Solomon's classes at 100 customers (C1 1236, C2 3390, R1 230, R2 1000, RC1 240, RC2 960). */
const BASE_HORIZON: Record<InstanceClass, Record<Horizon, number>> = {
  C: { short: 1236, long: 3390 },
  R: { short: 230, long: 1000 },
  RC: { short: 240, long: 960 },
};
/** Vehicle capacities of Solomon's classes (C1 200, C2 700, R1 200, R2 1000, RC1 200, RC2 1000). */
const CAPACITY: Record<InstanceClass, Record<Horizon, number>> = {
  C: { short: 200, long: 700 },
  R: { short: 200, long: 1000 },
  RC: { short: 200, long: 1000 },
};
/** Service times: 90 at clustered customers (C classes), 10 elsewhere, as in Solomon. */
const SERVICE: Record<InstanceClass, number> = { C: 90, R: 10, RC: 10 };
/** Share of customers with a time window. */
const WINDOWED = 0.75;
/** Window width as a share of the horizon: tight on short horizons, wide on long ones. */
const WIDTH: Record<Horizon, [number, number]> = { short: [0.05, 0.15], long: [0.1, 0.3] };
/** Customers per cluster, on average, and the cluster's spread as a share of the side. */
const CLUSTER_SIZE = 10;
const CLUSTER_SPREAD = 0.04;

const random = seededRandom;

/** The instance's name: G-<class><1|2>-<customers>-s<seed>, e.g. G-RC1-400-s1. */
export function generatedInstanceName(spec: GeneratedInstanceSpec): string {
  return `G-${spec.kind}${spec.horizon === 'short' ? 1 : 2}-${spec.customers}-s${spec.seed}`;
}

/** A Solomon-format text of the spec; the same spec gives the same text everywhere. */
export function generateSolomonStyle(spec: GeneratedInstanceSpec): string {
  const { customers: n, kind, horizon, seed } = spec;
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`customers must be a whole number above 0, not ${n}`);
  const rnd = random(
    seed * 7919 + n * 31 + (kind === 'C' ? 1 : kind === 'R' ? 2 : 3) * 3 + (horizon === 'short' ? 0 : 1),
  );
  const scale = Math.sqrt(n / 100);
  const side = Math.round(BASE_SIDE * scale);
  const H = Math.round(BASE_HORIZON[kind][horizon] * scale);
  const service = SERVICE[kind];
  const depot = { x: Math.round(side / 2), y: Math.round(side / 2) };
  const clusters = Array.from({ length: Math.max(1, Math.round(n / CLUSTER_SIZE)) }, () => ({
    x: rnd() * side,
    y: rnd() * side,
  }));
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const clamp = (v: number): number => Math.min(side, Math.max(0, Math.round(v)));
  const rows: string[] = [];
  const pad = (v: number, w = 11): string => String(v).padStart(w);
  rows.push([pad(0, 5), pad(depot.x), pad(depot.y), pad(0), pad(0), pad(H), pad(0)].join(''));
  for (let i = 1; i <= n; i++) {
    const clustered = kind === 'C' || (kind === 'RC' && i <= n / 2);
    let x: number;
    let y: number;
    if (clustered) {
      const c = clusters[Math.floor(rnd() * clusters.length)] ?? depot;
      x = clamp(c.x + gauss() * CLUSTER_SPREAD * side);
      y = clamp(c.y + gauss() * CLUSTER_SPREAD * side);
    } else {
      x = clamp(rnd() * side);
      y = clamp(rnd() * side);
    }
    const demand = 1 + Math.floor(rnd() * (kind === 'C' ? 40 : 50));
    const d0 = Math.hypot(x - depot.x, y - depot.y);
    // The latest start that still returns to the depot by the horizon.
    const latest = Math.floor(H - d0 - service);
    const earliest = Math.ceil(d0);
    let ready = 0;
    let due = latest;
    if (rnd() < WINDOWED && latest > earliest) {
      const [lo, hi] = WIDTH[horizon];
      const half = Math.max(1, Math.round(((lo + rnd() * (hi - lo)) * H) / 2));
      const centre = earliest + Math.floor(rnd() * (latest - earliest + 1));
      ready = Math.max(0, centre - half);
      due = Math.min(latest, centre + half);
    }
    rows.push([pad(i, 5), pad(x), pad(y), pad(demand), pad(ready), pad(due), pad(service)].join(''));
  }
  const fleet = Math.max(2, Math.ceil(n / 4));
  return [
    generatedInstanceName(spec),
    '',
    'VEHICLE',
    'NUMBER     CAPACITY',
    `${pad(fleet, 5)}${pad(CAPACITY[kind][horizon], 12)}`,
    '',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
    '',
    ...rows,
    '',
  ].join('\n');
}

/** The benchmark suite: every class and horizon at one size, seeds 1..`seeds`. */
export function generatedSuite(customers: number, seeds = 1): GeneratedInstanceSpec[] {
  const out: GeneratedInstanceSpec[] = [];
  for (const kind of ['C', 'R', 'RC'] as const)
    for (const horizon of ['short', 'long'] as const)
      for (let seed = 1; seed <= seeds; seed++) out.push({ customers, kind, horizon, seed });
  return out;
}
