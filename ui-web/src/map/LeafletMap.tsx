import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@rota/core';
import { addFallbackLayer } from './fallback-layer.js';
import type { TileSource } from './map-config.rules.js';
import './map.css';
import {
  clusterPoints,
  fitPadding,
  fitPoints,
  MARKER_COLOURS,
  pathOf,
  ROUTE_COLOUR,
  ROUTE_WIDTH,
  type MapMarker,
  type MapViewProps,
} from './map-model.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pin(marker: MapMarker): L.DivIcon {
  const colour = marker.colour ?? MARKER_COLOURS.normal;
  return L.divIcon({
    className: 'rota-pin',
    html: `<span style="background:${colour}">${marker.label ? escapeHtml(marker.label) : ''}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

function clusterIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: 'rota-cluster',
    html: `<span>${count}</span>`,
    iconSize: [38, 38],
    iconAnchor: [19, 19],
  });
}

/** Which base the map shows: tiles once one loads, the shipped layer when none could. */
type BaseState = 'loading' | 'tiles' | 'fallback';

/**
 * Leaflet with the tiles Mapping Settings name (OpenStreetMap's by default) over a fallback layer
 * drawn from shipped data, so a map without internet still shows the coast and the districts.
 */
export function LeafletMap(props: MapViewProps & { tiles?: TileSource | null }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [zoomTick, setZoomTick] = useState(0);
  const [sizeTick, setSizeTick] = useState(0);
  const [base, setBase] = useState<BaseState>(props.tiles ? 'loading' : 'fallback');
  const [draft, setDraft] = useState<LatLng[]>([]);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    if (!host.current) return;
    const map = L.map(host.current, {
      center: props.center ? [props.center.lat, props.center.lng] : [41.03, 29.0],
      zoom: props.zoom ?? 10,
      zoomControl: true,
      attributionControl: true,
      doubleClickZoom: false,
    });
    map.attributionControl.setPrefix(false);
    void addFallbackLayer(map);
    if (props.tiles) {
      let loaded = false;
      L.tileLayer(props.tiles.url, { maxZoom: 19, attribution: props.tiles.attribution })
        .on('tileload', () => {
          loaded = true;
          setBase('tiles');
        })
        .on('tileerror', () => {
          if (!loaded) setBase('fallback');
        })
        .addTo(map);
    }
    layer.current = L.layerGroup().addTo(map);
    map.on('zoomend', () => setZoomTick((n) => n + 1));
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (propsRef.current.drawing) setDraft((d) => [...d, { lat: event.latlng.lat, lng: event.latlng.lng }]);
    });
    // The frame's size follows the page layout: Leaflet learns it and the view fits again.
    const resized = new ResizeObserver(() => {
      map.invalidateSize();
      setSizeTick((n) => n + 1);
    });
    resized.observe(host.current);
    mapRef.current = map;
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later prop changes redraw the layer below.
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const group = layer.current;
    if (!map || !group) return;
    group.clearLayers();
    for (const polygon of props.polygons ?? []) {
      const shape = L.polygon(
        polygon.path.map((p) => [p.lat, p.lng] as [number, number]),
        { color: polygon.colour ?? '#6a5acd', weight: 2, fillOpacity: 0.15 },
      );
      if (polygon.label) shape.bindTooltip(polygon.label);
      shape.addTo(group);
    }
    for (const line of props.polylines ?? []) {
      L.polyline(
        pathOf(line).map((p) => [p.lat, p.lng] as [number, number]),
        { color: line.colour ?? ROUTE_COLOUR, weight: line.width ?? ROUTE_WIDTH.normal, opacity: 0.9 },
      ).addTo(group);
    }
    const markers = props.markers ?? [];
    const clusters = props.cluster
      ? clusterPoints(
          markers.map((m) => ({ id: m.id, ...map.latLngToLayerPoint([m.position.lat, m.position.lng]) })),
        )
      : markers.map((m) => ({ ids: [m.id], x: 0, y: 0 }));
    const byId = new Map(markers.map((m) => [m.id, m]));
    for (const cluster of clusters) {
      const first = byId.get(cluster.ids[0] ?? '');
      if (!first) continue;
      if (cluster.ids.length > 1) {
        const at = map.layerPointToLatLng([cluster.x, cluster.y]);
        L.marker(at, {
          icon: clusterIcon(cluster.ids.length),
          keyboard: true,
          title: String(cluster.ids.length),
        })
          .on('click', () => map.setView(at, map.getZoom() + 2))
          .addTo(group);
        continue;
      }
      const marker = L.marker([first.position.lat, first.position.lng], {
        icon: pin(first),
        draggable: first.draggable === true,
        title: first.title ?? first.label ?? '',
        keyboard: true,
      });
      marker.on('click', () => propsRef.current.onMarkerClick?.(first.id));
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        propsRef.current.onMarkerDragEnd?.(first.id, { lat: at.lat, lng: at.lng });
      });
      marker.addTo(group);
    }
    if (draft.length) {
      L.polyline(
        draft.map((p) => [p.lat, p.lng] as [number, number]),
        { color: ROUTE_COLOUR, dashArray: '6 6', weight: 2 },
      ).addTo(group);
      for (const p of draft) L.circleMarker([p.lat, p.lng], { radius: 4, color: ROUTE_COLOUR }).addTo(group);
    }
  }, [props.markers, props.polylines, props.polygons, props.cluster, zoomTick, draft]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || props.fitBounds === false) return;
    const points = fitPoints(props);
    if (points.length === 0) return;
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const padding = fitPadding(size.x, size.y);
    const fit = () =>
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
        padding: [padding, padding],
        maxZoom: 15,
      });
    // Leaflet drops a change of zoom asked for while a zoom animation runs (Map._tryAnimatedZoom
    // answers "moved" at once): a period picked while the first fit still zooms would leave the
    // map where it was. Such a fit waits for the animation's end.
    if ((map as unknown as { _animatingZoom?: boolean })._animatingZoom) {
      map.once('zoomend', fit);
      return () => {
        map.off('zoomend', fit);
      };
    }
    fit();
    return undefined;
    // Fit when the drawn things or the frame's size change, not on every render.
  }, [props.markers, props.polylines, props.polygons, props.fitBounds, sizeTick]);

  return (
    <div className="map-frame" style={{ height: props.height ?? '60vh' }} data-testid="map" data-base={base}>
      <div ref={host} className="map-host" />
      {props.drawing ? (
        <div className="map-draw-bar">
          <span>{t('map.drawHint', { count: draft.length })}</span>
          <button
            type="button"
            className="button secondary"
            disabled={draft.length === 0}
            onClick={() => setDraft([])}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={draft.length < 3}
            onClick={() => {
              props.onPolygonDrawn?.(draftRef.current);
              setDraft([]);
            }}
          >
            {t('map.finish')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
