import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodePolyline } from '@rota/core';
import { allPoints, clusterPoints, FIT_PADDING, fitPadding, fitPoints, pathOf } from './map-model.js';

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

  it('fits the routes and stops when there are any, the areas otherwise', () => {
    const stop = { lat: 41, lng: 29 };
    const area = {
      id: 'a',
      path: [
        { lat: 40, lng: 28 },
        { lat: 42, lng: 30 },
        { lat: 40, lng: 30 },
      ],
    };
    expect(fitPoints({ markers: [{ id: 's', position: stop }], polygons: [area] })).toEqual([stop]);
    expect(fitPoints({ polygons: [area] })).toEqual(area.path);
  });

  it('pads the fit by 130 px, less on a small map', () => {
    expect(fitPadding(1000, 800)).toBe(FIT_PADDING);
    expect(fitPadding(700, 360)).toBe(60);
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (w, h) => {
        const p = fitPadding(w, h);
        expect(p).toBeLessThanOrEqual(FIT_PADDING);
        expect(p).toBeGreaterThan(0);
      }),
    );
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
