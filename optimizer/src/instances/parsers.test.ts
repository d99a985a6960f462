import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from './cvrplib.parser.js';
import { routeDistance, solveInstanceText } from './solve-instance.js';
import { parseSolomon } from './solomon.parser.js';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-fixtures/benchmarks',
);
const read = (file: string): string => readFileSync(path.join(benchmarks, file), 'utf8');

describe('parseSolomon', () => {
  it('reads C101 (CRLF): fleet, depot shift, customers and double-precision distances', () => {
    const text = read('solomon/C101.txt');
    expect(text).toContain('\r\n');
    const { name, problem, customerIds } = parseSolomon(text);
    expect(name).toBe('C101');
    expect(problem.vehicles).toHaveLength(25);
    expect(problem.vehicles[0]?.capacity).toEqual([200]);
    expect(problem.vehicles[0]?.shift).toEqual({ start: 0, end: 1236 });
    expect(problem.orders).toHaveLength(100);
    expect(customerIds[0]).toBe(1);
    expect(problem.orders[0]).toMatchObject({
      amounts: [10],
      serviceDuration: 90,
      timeWindows: [{ start: 912, end: 967 }],
    });
    // Depot (40,50) to customer 1 (45,68): sqrt(25 + 324), not rounded.
    expect(problem.matrices.distance[1]).toBeCloseTo(Math.sqrt(349), 12);
    expect(problem.matrices.duration[1]).toBe(problem.matrices.distance[1]);
  });
});

describe('parseCvrplib', () => {
  it('reads X-n101-k25 with nint-rounded EUC_2D distances and customers numbered from 1', () => {
    const { name, problem, customerIds } = parseCvrplib(read('cvrplib-x/X-n101-k25.vrp'));
    expect(name).toBe('X-n101-k25');
    expect(problem.orders).toHaveLength(100);
    expect(problem.vehicles[0]?.capacity).toEqual([206]);
    expect(customerIds[0]).toBe(1);
    // Depot (365,689) to node 2 (146,180): sqrt(219^2 + 509^2) = 554.11 -> 554.
    expect(problem.matrices.distance[1]).toBe(554);
  });
});

describe('solveInstanceText', () => {
  it('returns every customer once and the distance of the routes it prints', () => {
    const text = read('solomon/C101.txt');
    const result = solveInstanceText(text, {
      format: 'solomon',
      objective: 'distance',
      maxIterations: 200,
      seed: 3,
    });
    const ids = result.routes.flat().sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(result.vehicles).toBe(result.routes.length);
    expect(result.distance).toBeCloseTo(routeDistance(parseSolomon(text), result.routes), 9);
  });
});
