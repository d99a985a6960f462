import { useEffect, useState } from 'react';
import { mappingSettingsSchema, type MappingSettings } from '@rota/core';
import type { HttpClient } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { mapConfigOf, type MapConfig } from './map-config.rules.js';

export type { MapConfig } from './map-config.rules.js';

let cached: Promise<MappingSettings | null> | null = null;

/** Mapping Settings changed: the next map asks again. */
export function forgetMapConfig(): void {
  cached = null;
}

function loadMappingSettings(http: HttpClient): Promise<MappingSettings | null> {
  cached ??= http
    .request({ url: 'map-config', schema: mappingSettingsSchema, notifyErrors: false })
    .then((result) => {
      if (result.ok) return result.data;
      console.warn('Map settings could not be loaded; using the default tiles', result.error);
      return null;
    });
  return cached;
}

/** Mapping Settings decide the provider and tiles; build-time values stand in when they cannot load. */
export function useMapConfig(): MapConfig | null {
  const { http, map } = useServices();
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let alive = true;
    void loadMappingSettings(http).then((settings) => alive && setConfig(mapConfigOf(settings, map)));
    return () => {
      alive = false;
    };
  }, [http, map]);
  return config;
}
