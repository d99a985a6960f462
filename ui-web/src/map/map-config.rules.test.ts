import { describe, expect, it } from 'vitest';
import { OSM_TILE_URL, TILE_URL_PATTERN, type MappingSettings } from '@rota/core';
import { mapConfigOf } from './map-config.rules.js';

const none = { googleMapsKey: null, tileUrl: null };
const settings = (over: Partial<MappingSettings>): MappingSettings => ({
  mapProvider: 'osm',
  routingMode: 'fastest',
  transportMode: 'truck',
  trafficTimeInterval: 15,
  trafficEnabled: false,
  ...over,
});

describe('map config from Mapping Settings', () => {
  it('uses OpenStreetMap standard tiles by default and without readable settings', () => {
    expect(mapConfigOf(settings({}), none).tiles?.url).toBe(OSM_TILE_URL);
    expect(mapConfigOf(null, none)).toEqual({
      googleMapsKey: null,
      tiles: { url: OSM_TILE_URL, attribution: '© OpenStreetMap contributors' },
    });
    expect(mapConfigOf(null, { googleMapsKey: null, tileUrl: 'https://t/{z}/{x}/{y}.png' }).tiles?.url).toBe(
      'https://t/{z}/{x}/{y}.png',
    );
  });

  it('takes an XYZ address with its attribution, Google with a key, or the fallback layer alone', () => {
    const xyz = settings({
      mapProvider: 'xyz',
      tileUrl: 'https://a/{z}/{x}/{y}.png',
      tileAttribution: '© A',
    });
    expect(mapConfigOf(xyz, none).tiles).toEqual({ url: 'https://a/{z}/{x}/{y}.png', attribution: '© A' });
    expect(mapConfigOf(settings({ mapProvider: 'xyz' }), none).tiles?.url).toBe(OSM_TILE_URL);
    expect(mapConfigOf(settings({ mapProvider: 'google', mapApiKey: 'k' }), none)).toEqual({
      googleMapsKey: 'k',
      tiles: null,
    });
    expect(mapConfigOf(settings({ mapProvider: 'google' }), none).googleMapsKey).toBeNull();
    expect(mapConfigOf(settings({ mapProvider: 'offline' }), none)).toEqual({
      googleMapsKey: null,
      tiles: null,
    });
  });

  it('accepts only http(s) tile addresses with {z}, {x} and {y}', () => {
    const valid = new RegExp(TILE_URL_PATTERN);
    expect(valid.test('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(true);
    expect(valid.test('http://tiles.local/{z}/{x}/{y}@2x.png?key=1')).toBe(true);
    expect(valid.test('ftp://tiles/{z}/{x}/{y}.png')).toBe(false);
    expect(valid.test('https://tiles/{x}/{y}.png')).toBe(false);
    expect(valid.test('https://tiles/{z}/{x}/{y}.png <script>')).toBe(false);
  });
});
