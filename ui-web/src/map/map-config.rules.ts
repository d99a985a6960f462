import { OSM_ATTRIBUTION, OSM_TILE_URL, type MappingSettings } from '@rota/core';

export interface TileSource {
  url: string;
  attribution: string;
}

export interface MapConfig {
  /** Set only when Mapping Settings choose Google and hold a key. */
  googleMapsKey: string | null;
  /** Raster tiles over the shipped fallback layer; null draws the fallback layer alone. */
  tiles: TileSource | null;
}

const osm: TileSource = { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };

type BuildTime = { googleMapsKey: string | null; tileUrl: string | null };
type Provider = MappingSettings['mapProvider'];

const byProvider: Record<Provider, (s: MappingSettings, fallback: TileSource, b: BuildTime) => MapConfig> = {
  osm: () => ({ googleMapsKey: null, tiles: osm }),
  xyz: (s, fallback) => ({
    googleMapsKey: null,
    tiles: s.tileUrl ? { url: s.tileUrl, attribution: s.tileAttribution ?? '' } : fallback,
  }),
  google: (s, fallback, b) =>
    s.mapApiKey
      ? { googleMapsKey: s.mapApiKey, tiles: null }
      : { googleMapsKey: b.googleMapsKey, tiles: fallback },
  offline: () => ({ googleMapsKey: null, tiles: null }),
};

/**
 * What Mapping Settings ask of every map. Without readable settings, a build-time key or tile
 * address (VITE_GOOGLE_MAPS_KEY, VITE_MAP_TILE_URL) or else OpenStreetMap's standard tiles.
 */
export function mapConfigOf(settings: MappingSettings | null, buildTime: BuildTime): MapConfig {
  const fallback = buildTime.tileUrl ? { url: buildTime.tileUrl, attribution: '' } : osm;
  if (!settings) return { googleMapsKey: buildTime.googleMapsKey, tiles: fallback };
  return byProvider[settings.mapProvider](settings, fallback, buildTime);
}
