import { describe, expect, it } from 'vitest';
import { parseSolomon } from '@rota/optimizer';
import { checkInstanceSolution } from '@rota/optimizer/check';
import { solveInstanceText } from '@rota/optimizer';
import { generateSolomonStyle, generatedInstanceName, generatedSuite } from './solomon-style.generator.js';

describe('generateSolomonStyle', () => {
  it('gives the same text for the same spec and another for another seed', () => {
    const spec = { customers: 200, kind: 'RC', horizon: 'short', seed: 1 } as const;
    expect(generateSolomonStyle(spec)).toBe(generateSolomonStyle(spec));
    expect(generateSolomonStyle({ ...spec, seed: 2 })).not.toBe(generateSolomonStyle(spec));
    expect(generatedInstanceName(spec)).toBe('G-RC1-200-s1');
  });

  it('writes every class and horizon as a Solomon file the parser reads whole, every customer reachable alone', () => {
    for (const spec of generatedSuite(400)) {
      const parsed = parseSolomon(generateSolomonStyle(spec));
      expect(parsed.name).toBe(generatedInstanceName(spec));
      expect(parsed.problem.orders).toHaveLength(400);
      const { distance } = parsed.problem.matrices;
      const horizon = parsed.problem.vehicles[0]?.shift.end ?? 0;
      const capacity = parsed.problem.vehicles[0]?.capacity[0] ?? 0;
      parsed.problem.orders.forEach((o, i) => {
        const tw = o.timeWindows?.[0];
        const d0 = Number(distance[i + 1]);
        expect(tw && tw.start <= tw.end).toBe(true);
        // Reachable by the due date and back by the horizon, and within one vehicle's capacity.
        expect(d0).toBeLessThanOrEqual((tw?.end ?? 0) + 1e-9);
        expect(Math.max(d0, tw?.start ?? 0) + o.serviceDuration + d0).toBeLessThanOrEqual(horizon + 1e-9);
        expect(o.amounts[0]).toBeLessThanOrEqual(capacity);
      });
    }
  });

  it('is solved whole by the engine, every plan passing the checker (200 customers, short run)', () => {
    for (const kind of ['C', 'R', 'RC'] as const) {
      const text = generateSolomonStyle({ customers: 200, kind, horizon: 'short', seed: 3 });
      const solution = solveInstanceText(text, {
        format: 'solomon',
        objective: 'vehicles',
        maxIterations: 300,
        seed: 1,
      });
      expect(solution.unassigned).toEqual([]);
      expect(checkInstanceSolution(parseSolomon(text), solution).errors).toEqual([]);
    }
  }, 120_000);
});
