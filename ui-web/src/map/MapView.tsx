import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-model.js';
import { LeafletMap } from './LeafletMap.js';
import { useMapConfig } from './use-map-config.js';

const GoogleMapView = lazy(() => import('./GoogleMapView.js').then((m) => ({ default: m.GoogleMapView })));

/** The one map component: Google Maps with a configured key, the offline Leaflet map otherwise. */
export function MapView(props: MapViewProps) {
  const config = useMapConfig();
  const placeholder = <div className="map-frame" style={{ height: props.height ?? '60vh' }} />;
  if (!config) return placeholder;
  if (config.googleMapsKey) {
    return (
      <Suspense fallback={placeholder}>
        <GoogleMapView {...props} apiKey={config.googleMapsKey} />
      </Suspense>
    );
  }
  return <LeafletMap {...props} tiles={config.tiles} />;
}
