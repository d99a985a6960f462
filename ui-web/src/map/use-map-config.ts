import { useEffect, useState } from 'react';
import { mappingSettingsSchema } from '@rota/core';
import type { HttpClient } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';

export interface MapConfig {
  /** Set only when Mapping Settings choose Google and hold a key. */
  googleMapsKey: string | null;
  tileUrl: string | null;
}

let cached: Promise<string | null> | null = null;

/** Mapping Settings changed: the next map asks again. */
export function forgetMapConfig(): void {
  cached = null;
}

function loadGoogleKey(http: HttpClient): Promise<string | null> {
  cached ??= http
    .request({ url: 'map-config', schema: mappingSettingsSchema, notifyErrors: false })
    .then((result) => {
      if (!result.ok) {
        console.warn('Map settings could not be loaded; using the offline map', result.error);
        return null;
      }
      return result.data.mapProvider === 'google' && result.data.mapApiKey ? result.data.mapApiKey : null;
    });
  return cached;
}

/** Mapping Settings decide the provider; a build-time key or tile address can add to them. */
export function useMapConfig(): MapConfig | null {
  const { http, map } = useServices();
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let alive = true;
    void loadGoogleKey(http).then(
      (key) => alive && setConfig({ googleMapsKey: key ?? map.googleMapsKey, tileUrl: map.tileUrl }),
    );
    return () => {
      alive = false;
    };
  }, [http, map]);
  return config;
}
