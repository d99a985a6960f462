import { haversineMeters, pointInPolygon } from '@rota/core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate-demo-data.js';
import {
  DISTRIBUTION_CENTER_SITES,
  NEIGHBOURHOOD_CENTRES,
  SATELLITE_DEPOT_SITES,
} from './istanbul-places.js';
import {
  BOSPHORUS_CENTRE_LINE,
  GOLDEN_HORN_CENTRE_LINE,
  ISTANBUL_WATER,
  distanceToPolylineMeters,
  distanceToWaterMeters,
  type GeoPoint,
} from './istanbul-water.js';

const seeds = [34, 1, 2026];

function allPoints(seed: number): GeoPoint[] {
  return generateDemoData({ today: '2026-11-22', seed }).locations.map((l) => ({
    lat: l.latitude,
    lng: l.longitude,
  }));
}

describe('demo locations stay on land', () => {
  it('recognises water: points in the straits, the sea and the lakes are water', () => {
    const water: GeoPoint[] = [
      { lat: 41.0211, lng: 29.0041 }, // Maiden's Tower
      { lat: 41.085, lng: 29.06 }, // Bosphorus at Rumelihisarı
      { lat: 41.033, lng: 28.955 }, // Golden Horn at Fener
      { lat: 40.9, lng: 28.9 }, // Marmara off Yeşilköy
      { lat: 40.93, lng: 29.1 }, // Marmara off Maltepe
      { lat: 41.3, lng: 29.0 }, // Black Sea
      { lat: 41.02, lng: 28.755 }, // Küçükçekmece Lake
    ];
    for (const point of water) expect(distanceToWaterMeters(point)).toBe(0);
    for (const c of NEIGHBOURHOOD_CENTRES) expect(distanceToWaterMeters(c)).toBeGreaterThan(0);
  });

  it.each(seeds)('every point of seed %i lies within 1.5 km of a known land centre', (seed) => {
    const centres: GeoPoint[] = [
      ...NEIGHBOURHOOD_CENTRES,
      ...DISTRIBUTION_CENTER_SITES,
      ...SATELLITE_DEPOT_SITES,
    ];
    for (const point of allPoints(seed)) {
      const nearest = Math.min(...centres.map((c) => haversineMeters(point, c)));
      expect(nearest).toBeLessThanOrEqual(1500);
    }
  });

  it.each(seeds)('every point of seed %i keeps at least 1 km from every water area', (seed) => {
    for (const point of allPoints(seed)) {
      for (const area of ISTANBUL_WATER) expect(pointInPolygon(point, area.polygon)).toBe(false);
      expect(distanceToWaterMeters(point)).toBeGreaterThanOrEqual(1000);
      // the straits are at most about 3.5 km wide, so 1.8 km from their centre line is land
      expect(distanceToPolylineMeters(point, BOSPHORUS_CENTRE_LINE)).toBeGreaterThanOrEqual(1800);
      expect(distanceToPolylineMeters(point, GOLDEN_HORN_CENTRE_LINE)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('places customers on both sides of the Bosphorus', () => {
    const sides = new Set(NEIGHBOURHOOD_CENTRES.map((c) => c.side));
    expect(sides).toEqual(new Set(['EUROPE', 'ASIA']));
    // Asian side neighbourhoods lie east of the strait, European ones west of it
    for (const c of NEIGHBOURHOOD_CENTRES) {
      const strait = BOSPHORUS_CENTRE_LINE.reduce((best, p) =>
        Math.abs(p.lat - c.lat) < Math.abs(best.lat - c.lat) ? p : best,
      );
      if (c.lat > 41.0) expect(c.side === 'ASIA' ? c.lng > strait.lng : c.lng < strait.lng).toBe(true);
    }
  });
});
