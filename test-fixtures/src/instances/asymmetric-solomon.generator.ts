import { parseSolomon } from '@rota/optimizer';
import { seededRandom } from './seeded-random.js';

/**
 * Directed (ATSP-style) variants of Solomon instances, as a road network would give them: each
 * leg between two customers is lengthened on its own by up to `skew` of its Euclidean length
 * (a street that winds one way more than the other), and a share of them (`oneWayRate`) by
 * `oneWayFactor` on top (one-way streets, a detour back); the depot's legs stay Euclidean, so
 * every customer can still be served alone within its window. The legs are then shortened to the
 * shortest path over the others (Floyd-Warshall), as a road engine's matrix is, so the triangle
 * inequality holds; distances are cut to two decimals (down, so that no leg grows). The
 * instance is the original text with a TRAVEL MATRIX section (`parseSolomon`), the same on every
 * machine for a seed.
 */
export interface DirectedVariantSpec {
  readonly seed: number;
  readonly skew: number;
  readonly oneWayRate: number;
  readonly oneWayFactor: number;
}

export const DIRECTED_VARIANT_DEFAULTS: Omit<DirectedVariantSpec, 'seed'> = {
  skew: 0.4,
  oneWayRate: 0.15,
  oneWayFactor: 1.6,
};

const random = seededRandom;

/** The directed distances (row = from) of a Solomon text's points under `spec`. */
export function directedDistances(text: string, spec: DirectedVariantSpec): Float64Array {
  const points = parseSolomon(text).problem.coordinates ?? [];
  const n = points.length;
  const next = random(spec.seed);
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = points[i] as { x: number; y: number };
      const b = points[j] as { x: number; y: number };
      const e = Math.hypot(a.x - b.x, a.y - b.y);
      if (i === j) continue;
      // Two draws per leg whatever its ends, so that a leg's factors depend on the seed alone.
      const winding = 1 + spec.skew * next();
      const oneWay = next() < spec.oneWayRate ? spec.oneWayFactor : 1;
      d[i * n + j] = i === 0 || j === 0 ? e : e * winding * oneWay;
    }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++) {
      const ik = d[i * n + k] as number;
      for (let j = 0; j < n; j++) {
        const via = ik + (d[k * n + j] as number);
        if (via < (d[i * n + j] as number)) d[i * n + j] = via;
      }
    }
  return d.map((x) => Math.floor(x * 100) / 100);
}

/** The instance text with its TRAVEL MATRIX section, named `<name>-D<seed>` in its first line. */
export function directedSolomonVariant(text: string, spec: DirectedVariantSpec): string {
  const d = directedDistances(text, spec);
  const n = Math.round(Math.sqrt(d.length));
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const first = lines.findIndex((l) => l.trim().length > 0);
  lines[first] = `${(lines[first] ?? '').trim()}-D${spec.seed}`;
  const rows: string[] = [];
  for (let i = 0; i < n; i++)
    rows.push(Array.from(d.subarray(i * n, (i + 1) * n), (x) => x.toFixed(2)).join(' '));
  return [...lines, '', 'TRAVEL MATRIX', ...rows, ''].join('\n');
}
