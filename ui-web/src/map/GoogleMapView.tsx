import { useEffect, useRef } from 'react';
import GoogleMap from 'google-maps-react-markers';
import {
  fitPoints,
  FIT_PADDING,
  MARKER_COLOURS,
  pathOf,
  ROUTE_COLOUR,
  ROUTE_WIDTH,
  type MapViewProps,
} from './map-model.js';

/** The few Google Maps objects this view touches (the API loads at run time with the key). */
interface Overlay {
  setMap(map: unknown): void;
}
interface MapsApi {
  Polyline: new (options: Record<string, unknown>) => Overlay;
  Polygon: new (options: Record<string, unknown>) => Overlay;
  LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void };
}
interface GoogleMapObject {
  fitBounds(bounds: unknown, padding: number): void;
}

function Pin({ colour, label }: { lat: number; lng: number; colour: string; label?: string | undefined }) {
  return (
    <span className="rota-pin">
      <span style={{ background: colour }}>{label ?? ''}</span>
    </span>
  );
}

/** Google Maps, used only when a key is configured in Mapping Settings. */
export function GoogleMapView(props: MapViewProps & { apiKey: string }) {
  const api = useRef<{ map: GoogleMapObject; maps: MapsApi } | null>(null);
  const overlays = useRef<Overlay[]>([]);

  function draw() {
    const loaded = api.current;
    if (!loaded) return;
    overlays.current.forEach((o) => o.setMap(null));
    overlays.current = [
      ...(props.polylines ?? []).map(
        (line) =>
          new loaded.maps.Polyline({
            path: pathOf(line),
            strokeColor: line.colour ?? ROUTE_COLOUR,
            strokeWeight: line.width ?? ROUTE_WIDTH.normal,
            map: loaded.map,
          }),
      ),
      ...(props.polygons ?? []).map(
        (polygon) =>
          new loaded.maps.Polygon({
            paths: polygon.path,
            strokeColor: polygon.colour ?? '#6a5acd',
            fillOpacity: 0.15,
            map: loaded.map,
          }),
      ),
    ];
    const points = fitPoints(props);
    if (props.fitBounds !== false && points.length) {
      const bounds = new loaded.maps.LatLngBounds();
      points.forEach((p) => bounds.extend(p));
      loaded.map.fitBounds(bounds, FIT_PADDING);
    }
  }

  useEffect(draw);

  return (
    <div className="map-frame" style={{ height: props.height ?? '60vh' }} data-testid="map">
      <GoogleMap
        apiKey={props.apiKey}
        defaultCenter={props.center ?? { lat: 41, lng: 29 }}
        defaultZoom={props.zoom ?? 10}
        mapMinHeight={props.height ?? '60vh'}
        onGoogleApiLoaded={(loaded: { map: unknown; maps: unknown }) => {
          api.current = { map: loaded.map as GoogleMapObject, maps: loaded.maps as MapsApi };
          draw();
        }}
      >
        {(props.markers ?? []).map((m) => (
          <Pin
            key={m.id}
            lat={m.position.lat}
            lng={m.position.lng}
            colour={m.colour ?? MARKER_COLOURS.normal}
            label={m.label}
          />
        ))}
      </GoogleMap>
    </div>
  );
}
