import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSolomon } from '@rota/optimizer';
import {
  DIRECTED_VARIANT_DEFAULTS,
  directedDistances,
  directedSolomonVariant,
} from './asymmetric-solomon.generator.js';

const solomon = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../benchmarks/solomon');
const r101 = readFileSync(path.join(solomon, 'R101.txt'), 'utf8');
const spec = { ...DIRECTED_VARIANT_DEFAULTS, seed: 1 };

describe('directed variants of Solomon instances', () => {
  it('gives directed legs that keep the triangle inequality, depot legs no longer than Euclidean', () => {
    const d = directedDistances(r101, spec);
    const euclid = parseSolomon(r101).problem.matrices.distance;
    const n = 101;
    let differ = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const ij = d[i * n + j] as number;
        if (Math.abs(ij - (d[j * n + i] as number)) > 0.5) differ++;
        if (i === 0 || j === 0) expect(ij).toBeLessThanOrEqual((euclid[i * n + j] as number) + 1e-9);
        else expect(ij).toBeGreaterThanOrEqual((euclid[i * n + j] as number) - 0.01);
      }
    // Most pairs differ by direction.
    expect(differ).toBeGreaterThan(n * n * 0.5);
    for (let t = 0; t < 2000; t++) {
      const [i, j, k] = [(t * 7) % n, (t * 13 + 5) % n, (t * 29 + 11) % n];
      expect(d[i * n + j] as number).toBeLessThanOrEqual(
        (d[i * n + k] as number) + (d[k * n + j] as number) + 0.02,
      );
    }
  });

  it('reads back through parseSolomon with the same legs, and the same seed gives the same text', () => {
    const text = directedSolomonVariant(r101, spec);
    expect(directedSolomonVariant(r101, spec)).toBe(text);
    expect(directedSolomonVariant(r101, { ...spec, seed: 2 })).not.toBe(text);
    const parsed = parseSolomon(text);
    expect(parsed.name).toBe('R101-D1');
    expect(parsed.problem.orders).toHaveLength(100);
    expect(Array.from(parsed.problem.matrices.distance)).toEqual(Array.from(directedDistances(r101, spec)));
  });
});
