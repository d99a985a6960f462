import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDrawnCoordinate,
  formatDrawnPolygon,
  formatPolygon,
  hasGeofencePointCount,
  haversineMeters,
  isSimplePolygon,
  ringArea,
  openRing,
  parsePolygon,
  parsePolygonEitherOrder,
  pointInPolygon,
  pointsInside,
  polygonCentroid,
  roundCoordinate,
  type LatLng,
} from './geo.js';

const latLng = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});
const square: LatLng[] = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 10, lng: 10 },
  { lat: 10, lng: 0 },
];

describe('haversine', () => {
  it('is zero for the same point and symmetric', () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        expect(haversineMeters(a, a)).toBeCloseTo(0, 6);
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
        expect(haversineMeters(a, b)).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1);
      }),
    );
  });
  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(latLng, latLng, latLng, (a, b, c) => {
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(
          haversineMeters(a, b) + haversineMeters(b, c) + 1e-6,
        );
      }),
    );
  });
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    // Istanbul to Ankara, about 350 km as the crow flies.
    const d = haversineMeters({ lat: 41.0082, lng: 28.9784 }, { lat: 39.9334, lng: 32.8597 });
    expect(d / 1000).toBeGreaterThan(345);
    expect(d / 1000).toBeLessThan(355);
  });
});

describe('point in polygon', () => {
  it('counts corners and edges as inside', () => {
    for (const corner of square) expect(pointInPolygon(corner, square)).toBe(true);
    expect(pointInPolygon({ lat: 0, lng: 5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 5, lng: 10 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 5, lng: 5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 10.0001, lng: 5 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 5, lng: -0.0001 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 5, lng: 5 }, [])).toBe(false);
  });
  it('agrees with the box test for axis-aligned rectangles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 3000 }).map((n) => n / 100),
        fc.integer({ min: -2000, max: 3000 }).map((n) => n / 100),
        (lat, lng) => {
          const expected = lat >= 0 && lat <= 10 && lng >= 0 && lng <= 10;
          expect(pointInPolygon({ lat, lng }, square)).toBe(expected);
        },
      ),
    );
  });
  it('finds every point on an edge of any triangle', () => {
    fc.assert(
      fc.property(latLng, latLng, latLng, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, c, t) => {
        const p = { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
        fc.pre(Math.abs((b.lat - a.lat) * (c.lng - a.lng) - (b.lng - a.lng) * (c.lat - a.lat)) > 1);
        expect(pointInPolygon(p, [a, b, c]) || pointInPolygon(p, [c, a, b])).toBe(true);
      }),
    );
  });
  it('selects the points inside', () => {
    const pts = [
      { lat: 1, lng: 1, id: 'a' },
      { lat: 20, lng: 1, id: 'b' },
    ];
    expect(pointsInside(square, pts).map((p) => p.id)).toEqual(['a']);
  });
});

describe('polygon text', () => {
  it('round-trips in both coordinate orders', () => {
    fc.assert(
      fc.property(
        fc.array(latLng, { maxLength: 8 }),
        fc.constantFrom('latlng' as const, 'lnglat' as const),
        (pts, order) => {
          expect(parsePolygon(formatPolygon(pts, order), order)).toEqual(
            pts.map((p) => ({ lat: p.lat + 0, lng: p.lng + 0 })),
          );
        },
      ),
    );
  });
  it('reads the same text differently by order', () => {
    expect(parsePolygon('29.1,41.2;29.3,41.4', 'lnglat')).toEqual([
      { lat: 41.2, lng: 29.1 },
      { lat: 41.4, lng: 29.3 },
    ]);
    expect(parsePolygon(' 41.2, 29.1 ; 41.4,29.3;', 'latlng')).toEqual([
      { lat: 41.2, lng: 29.1 },
      { lat: 41.4, lng: 29.3 },
    ]);
    expect(parsePolygon('', 'latlng')).toEqual([]);
  });
  it('rejects malformed pairs and out-of-range values', () => {
    expect(parsePolygon('1,2,3', 'latlng')).toBeNull();
    expect(parsePolygon('1,', 'latlng')).toBeNull();
    expect(parsePolygon('a,b', 'latlng')).toBeNull();
    expect(parsePolygon('95,10', 'latlng')).toBeNull();
    expect(parsePolygon('10,95', 'lnglat')).toBeNull();
  });
  it('checks the geofence point count of 3 or 4, ignoring a closing point', () => {
    expect(hasGeofencePointCount(square.slice(0, 2))).toBe(false);
    expect(hasGeofencePointCount(square.slice(0, 3))).toBe(true);
    expect(hasGeofencePointCount(square)).toBe(true);
    expect(hasGeofencePointCount([...square, square[0] as LatLng])).toBe(true);
    expect(hasGeofencePointCount([...square, { lat: 5, lng: -1 }])).toBe(false);
    expect(openRing([])).toEqual([]);
  });
  it('finds the centre of the corners', () => {
    expect(polygonCentroid(square)).toEqual({ lat: 5, lng: 5 });
    expect(polygonCentroid([])).toBeNull();
  });
});

describe('coordinate rounding', () => {
  it('rounds to 5 decimals only when there are 5 or more', () => {
    expect(roundCoordinate(41.123456789)).toBe(41.12346);
    expect(roundCoordinate(41.12345)).toBe(41.12345);
    expect(roundCoordinate(41.1234)).toBe(41.1234);
    expect(roundCoordinate(-29.987654)).toBe(-29.98765);
    expect(roundCoordinate(12)).toBe(12);
    expect(roundCoordinate(1e-7)).toBe(0);
  });
  it('never moves a value by more than half the last place and never grows the decimals past 5', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (v) => {
        const r = roundCoordinate(v);
        expect(Math.abs(r - v)).toBeLessThanOrEqual(0.000005 + 1e-12);
        expect(roundCoordinate(r)).toBe(r);
      }),
    );
  });
  it('writes drawn points with 6 decimals', () => {
    expect(formatDrawnCoordinate(41)).toBe('41.000000');
    expect(formatDrawnPolygon([{ lat: 41.1, lng: 29.0000004 }])).toBe('41.100000,29.000000');
  });
});

describe('simple polygons', () => {
  it('rejects bow-ties and flat rings, accepts squares and triangles', () => {
    expect(isSimplePolygon(square)).toBe(true);
    expect(isSimplePolygon(square.slice(0, 3))).toBe(true);
    const bowTie = [square[0], square[2], square[1], square[3]] as LatLng[];
    expect(isSimplePolygon(bowTie)).toBe(false);
    expect(
      isSimplePolygon([
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
      ]),
    ).toBe(false);
    expect(isSimplePolygon(square.slice(0, 2))).toBe(false);
    expect(ringArea(square)).toBe(100);
  });
  it('finds every convex quadrilateral simple in corner order', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (w, h) => {
          const rect = [
            { lat: 0, lng: 0 },
            { lat: 0, lng: w },
            { lat: h, lng: w },
            { lat: h, lng: 0 },
          ];
          expect(isSimplePolygon(rect)).toBe(true);
          expect(isSimplePolygon([rect[0], rect[2], rect[1], rect[3]] as LatLng[])).toBe(false);
        },
      ),
    );
  });
});

describe('polygons of unknown pair order', () => {
  it('rule out impossible readings and prefer the one near the reference', () => {
    expect(parsePolygonEitherOrder('120,40;121,41', undefined)?.order).toBe('lnglat');
    expect(parsePolygonEitherOrder('40,120;41,121')?.order).toBe('latlng');
    expect(parsePolygonEitherOrder('x')).toBeNull();
    const istanbul = { lat: 41, lng: 29 };
    expect(parsePolygonEitherOrder('29,41;29.1,41;29.1,41.1', istanbul)?.order).toBe('lnglat');
    expect(parsePolygonEitherOrder('41,29;41,29.1;41.1,29.1', istanbul)?.order).toBe('latlng');
    expect(parsePolygonEitherOrder('41,29;41,29.1;41.1,29.1')?.points[0]).toEqual({ lat: 41, lng: 29 });
  });
  it('recover the points written in either order when a nearby reference is known', () => {
    const pt = fc.record({
      lat: fc.double({ min: 36, max: 42, noNaN: true }),
      lng: fc.double({ min: 26, max: 45, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(pt, { minLength: 3, maxLength: 4 }),
        fc.constantFrom('latlng' as const, 'lnglat' as const),
        (pts, order) => {
          const ref = polygonCentroid(pts) as LatLng;
          fc.pre(Math.abs(ref.lat - ref.lng) > 1);
          const read = parsePolygonEitherOrder(formatPolygon(pts, order), ref);
          expect(read?.order).toBe(order);
        },
      ),
    );
  });
});
