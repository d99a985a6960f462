import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePolyline, encodePolyline } from './polyline.js';

const point = fc.record({
  lat: fc.integer({ min: -9_000_000, max: 9_000_000 }).map((n) => n / 1e5),
  lng: fc.integer({ min: -18_000_000, max: 18_000_000 }).map((n) => n / 1e5),
});

describe('polyline precision 5', () => {
  it('encodes the reference example', () => {
    const pts = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(encodePolyline(pts)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(pts);
  });
  it('round-trips any points with 5 decimals', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (pts) => {
        const back = decodePolyline(encodePolyline(pts));
        expect(back).not.toBeNull();
        back?.forEach((p, i) => {
          expect(p.lat).toBeCloseTo(pts[i]?.lat ?? NaN, 5);
          expect(p.lng).toBeCloseTo(pts[i]?.lng ?? NaN, 5);
        });
        expect(back?.length).toBe(pts.length);
      }),
    );
  });
  it('rounds finer input to the nearest 1e-5', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        (lat, lng) => {
          const [p] = decodePolyline(encodePolyline([{ lat, lng }])) ?? [];
          expect(Math.abs((p?.lat ?? 99) - lat)).toBeLessThanOrEqual(0.000005 + 1e-9);
          expect(Math.abs((p?.lng ?? 999) - lng)).toBeLessThanOrEqual(0.000005 + 1e-9);
        },
      ),
    );
  });
  it('rejects truncated or foreign text', () => {
    expect(decodePolyline('')).toEqual([]);
    expect(decodePolyline('_p~iF')).toBeNull();
    expect(decodePolyline('_p~i')).toBeNull();
    expect(decodePolyline(' ')).toBeNull();
    expect(decodePolyline('~~~~~~~~~')).toBeNull();
  });
});
