import { readdirSync, readFileSync } from 'node:fs';
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

describe('parseSolomon with a travel matrix', () => {
  const head = [
    'ONE-WAY',
    'VEHICLE',
    'NUMBER     CAPACITY',
    '  2         50',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
    '    0      0          0          0          0        100          0',
    '    1      10         0          5          0         20          0',
    '    2      20         0          5          0         50          0',
  ];
  // A one-way loop: 0 -> 1 -> 2 -> 0 costs 10 a leg, every leg back 40.
  const matrix = ['TRAVEL MATRIX', '0 10 40', '40 0 10', '10 40 0'];

  it('reads directed distances row by row (from, to), travel time equal to distance', () => {
    const parsed = parseSolomon([...head, ...matrix].join('\n'));
    const { distance, duration, size } = parsed.problem.matrices;
    expect(size).toBe(3);
    expect(Array.from(distance)).toEqual([0, 10, 40, 40, 0, 10, 10, 40, 0]);
    expect(duration).toBe(distance);
    expect(routeDistance(parsed, [[1, 2]])).toBe(30);
    expect(routeDistance(parsed, [[2, 1]])).toBe(120);
    // The engine drives the loop the cheap way round.
    const solved = solveInstanceText([...head, ...matrix].join('\n'), {
      format: 'solomon',
      objective: 'distance',
      seed: 1,
      maxIterations: 200,
    });
    expect(solved.routes).toEqual([[1, 2]]);
    expect(solved.distance).toBe(30);
  });

  it('refuses a short row, a negative distance and a matrix cut short, naming the line', () => {
    const text = (m: string[]) => [...head, ...m].join('\n');
    expect(() => parseSolomon(text(['TRAVEL MATRIX', '0 10 40', '40 0', '10 40 0']))).toThrow(
      /^Solomon file, line 12: travel matrix row 1: expected 3 distances/,
    );
    expect(() => parseSolomon(text(['TRAVEL MATRIX', '0 10 40', '40 0 -1', '10 40 0']))).toThrow(
      /line 12: travel matrix row 1: distances must not be negative/,
    );
    expect(() => parseSolomon(text(['TRAVEL MATRIX', '0 10 40', '40 0 10']))).toThrow(
      /the travel matrix ends with 2 of its 3 rows/,
    );
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

describe('malformed and truncated instance files', () => {
  const c101 = read('solomon/C101.txt');
  const x101 = read('cvrplib-x/X-n101-k25.vrp');
  const lines = (text: string) => text.split('\r\n');
  /** The text with line `n` (1-based) replaced. */
  const withLine = (text: string, n: number, line: string) =>
    lines(text)
      .map((l, i) => (i === n - 1 ? line : l))
      .join('\r\n');

  it('Solomon: a row cut in the middle (the file truncated) names its line', () => {
    // Line 60 is customer 50; the file ends half-way through it.
    const cut = lines(c101).slice(0, 59).join('\r\n') + '\r\n   50      35         30         10';
    expect(() => parseSolomon(cut)).toThrow(/^Solomon file, line 60: expected 7 numbers/);
  });

  it('Solomon: a field that is not a number, a skipped customer, a window that closes before it opens', () => {
    expect(() =>
      parseSolomon(
        withLine(c101, 12, '    2      45         7O         30        825        870         90'),
      ),
    ).toThrow('Solomon file, line 12: expected 7 numbers');
    expect(() =>
      parseSolomon(
        withLine(c101, 12, '    3      45         70         30        825        870         90'),
      ),
    ).toThrow('Solomon file, line 12: expected customer number 2, found 3');
    expect(() =>
      parseSolomon(
        withLine(c101, 12, '    2      45         70         30        871        870         90'),
      ),
    ).toThrow('Solomon file, line 12: customer 2: ready time 871 is after the due date 870');
  });

  it('Solomon: the fleet line and the sections', () => {
    expect(() => parseSolomon(withLine(c101, 5, '  25'))).toThrow(
      'Solomon file, line 5: expected the number of vehicles',
    );
    expect(() => parseSolomon(lines(c101).slice(0, 8).join('\r\n'))).toThrow('Solomon file: no depot row');
    expect(() => parseSolomon(lines(c101).slice(0, 6).join('\r\n'))).toThrow('missing the CUSTOMER section');
  });

  it('CVRPLIB: a coordinate section cut short names the last line read', () => {
    // Line 8 is node 1; keeping 50 lines leaves 43 nodes.
    const cut = x101.split(/\r?\n/).slice(0, 50).join('\n');
    expect(() => parseCvrplib(cut)).toThrow(
      /^CVRPLIB file, line 50: the file ends with 43 of the 101 nodes of NODE_COORD_SECTION/,
    );
  });

  it('CVRPLIB: a demand section cut short, a depot section without -1, a bad or repeated row', () => {
    const all = x101.split(/\r?\n/);
    const demandStart = all.findIndex((l) => l.startsWith('DEMAND_SECTION'));
    expect(() => parseCvrplib(all.slice(0, demandStart + 30).join('\n'))).toThrow(
      'the file ends with 29 of the 101 nodes of DEMAND_SECTION',
    );
    const noEnd = all.filter((l) => !/^\s*-1\s*$/.test(l) && !l.startsWith('EOF')).join('\n');
    expect(() => parseCvrplib(noEnd)).toThrow('the DEPOT_SECTION does not end with -1');
    const lineOf = (prefix: string) => all.findIndex((l) => l.startsWith(prefix)) + 1;
    const n3 = lineOf('3\t');
    expect(() => parseCvrplib(withLine(x101.replaceAll(/\r?\n/g, '\r\n'), n3, '3\t792'))).toThrow(
      `CVRPLIB file, line ${n3}: expected 3 numbers (node, x, y), found "3\t792"`,
    );
    expect(() => parseCvrplib(withLine(x101.replaceAll(/\r?\n/g, '\r\n'), n3, '2\t792\t5'))).toThrow(
      `CVRPLIB file, line ${n3}: node 2 appears twice in NODE_COORD_SECTION`,
    );
    expect(() => parseCvrplib(withLine(x101.replaceAll(/\r?\n/g, '\r\n'), n3, '102\t792\t5'))).toThrow(
      `CVRPLIB file, line ${n3}: node 102 is outside 1..101 (DIMENSION)`,
    );
    expect(() => parseCvrplib(x101.replace(/CAPACITY[^\n]*\n/, ''))).toThrow(
      'CVRPLIB file: missing CAPACITY',
    );
  });

  it('every benchmark file in test-fixtures still parses', () => {
    for (const dir of ['solomon', 'cvrplib-x']) {
      for (const file of readdirSync(path.join(benchmarks, dir)).filter((f) => /\.(txt|vrp)$/.test(f))) {
        const text = read(`${dir}/${file}`);
        const parsed = dir === 'solomon' ? parseSolomon(text) : parseCvrplib(text);
        expect(parsed.problem.orders.length).toBeGreaterThan(0);
      }
    }
  });
});
