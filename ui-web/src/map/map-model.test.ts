import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodePolyline } from '@rota/core';
import { allPoints, clusterPoints, pathOf } from './map-model.js';

describe('map model', () => {
  it('decodes encoded polylines at precision 5', () => {
    const path = [
      { lat: 41.0082, lng: 28.9784 },
      { lat: 40.9923, lng: 29.0244 },
    ];
    expect(pathOf({ id: 'r', encoded: encodePolyline(path) })).toEqual(path);
    expect(pathOf({ id: 'r', path })).toBe(path);
  });

  it('collects every drawn point for fit-to-bounds', () => {
    const a = { lat: 1, lng: 2 };
    expect(
      allPoints({ markers: [{ id: 'm', position: a }], polygons: [{ id: 'p', path: [a, a, a] }] }),
    ).toHaveLength(4);
  });

  it('puts every marker in exactly one cluster', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 2000 }), y: fc.integer({ min: 0, max: 2000 }) })),
        (raw) => {
          const points = raw.map((p, i) => ({ id: String(i), ...p }));
          const ids = clusterPoints(points).flatMap((c) => c.ids);
          expect(ids.sort()).toEqual(points.map((p) => p.id).sort());
        },
      ),
    );
    expect(
      clusterPoints([
        { id: 'a', x: 1, y: 1 },
        { id: 'b', x: 10, y: 10 },
        { id: 'c', x: 500, y: 500 },
      ]).map((c) => c.ids),
    ).toEqual([['a', 'b'], ['c']]);
  });
});
