import { useEffect, useState } from 'react';
import type { MappingSettings } from '@rota/core';
import type { AppGateway } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { mapConfigOf, type MapConfig } from './map-config.rules.js';

export type { MapConfig } from './map-config.rules.js';

let cached: Promise<MappingSettings | null> | null = null;

/** Mapping Settings changed: the next map asks again. */
export function forgetMapConfig(): void {
  cached = null;
}

function loadMappingSettings(app: AppGateway): Promise<MappingSettings | null> {
  cached ??= app.mapConfig().then((result) => {
    if (result.ok) return result.data;
    console.warn('Map settings could not be loaded; using the default tiles', result.error);
    return null;
  });
  return cached;
}

/** Mapping Settings decide the provider and tiles; build-time values stand in when they cannot load. */
export function useMapConfig(): MapConfig | null {
  const { app, map } = useServices();
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let alive = true;
    void loadMappingSettings(app).then((settings) => alive && setConfig(mapConfigOf(settings, map)));
    return () => {
      alive = false;
    };
  }, [app, map]);
  return config;
}
