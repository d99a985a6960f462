import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@rota/core';
import {
  allPoints,
  clusterPoints,
  FIT_PADDING,
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

/**
 * Leaflet with no tiles by default, so the product works without internet: routes, markers and
 * areas are drawn on a plain background. A tile address (Mapping Settings) adds a base map.
 */
export function LeafletMap(props: MapViewProps & { tileUrl?: string | null }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [zoomTick, setZoomTick] = useState(0);
  const [draft, setDraft] = useState<LatLng[]>([]);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    if (!host.current) return;
    const map = L.map(host.current, {
      center: props.center ? [props.center.lat, props.center.lng] : [41.0, 29.0],
      zoom: props.zoom ?? 10,
      zoomControl: true,
      attributionControl: Boolean(props.tileUrl),
      doubleClickZoom: false,
    });
    if (props.tileUrl) L.tileLayer(props.tileUrl, { maxZoom: 19 }).addTo(map);
    layer.current = L.layerGroup().addTo(map);
    map.on('zoomend', () => setZoomTick((n) => n + 1));
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (propsRef.current.drawing) setDraft((d) => [...d, { lat: event.latlng.lat, lng: event.latlng.lng }]);
    });
    mapRef.current = map;
    return () => {
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
    const points = allPoints(props);
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
      padding: [FIT_PADDING, FIT_PADDING],
      maxZoom: 15,
    });
    // Fit when the drawn things change, not on every render.
  }, [props.markers, props.polylines, props.polygons, props.fitBounds]);

  return (
    <div
      className={`map-frame${props.tileUrl ? '' : ' offline'}`}
      style={{ height: props.height ?? '60vh' }}
      data-testid="map"
    >
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
