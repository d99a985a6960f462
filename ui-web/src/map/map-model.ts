import { decodePolyline, type LatLng } from '@rota/core';

/** Map constants of the spec: fit padding 130, route colour #138995, widths 6 or 3. */
export const FIT_PADDING = 130;
export const ROUTE_COLOUR = '#138995';
export const ROUTE_WIDTH = { selected: 6, normal: 3 } as const;
export const MARKER_COLOURS = { selected: '#2E8B57', normal: '#f23f38' } as const;

export interface MapMarker {
  id: string;
  position: LatLng;
  colour?: string;
  /** Short text inside the pin (visit order). */
  label?: string;
  title?: string;
  draggable?: boolean;
}

export interface MapPolyline {
  id: string;
  /** Encoded at precision 5, or given as points. */
  encoded?: string;
  path?: LatLng[];
  colour?: string;
  width?: 6 | 3;
}

export interface MapPolygon {
  id: string;
  path: LatLng[];
  colour?: string;
  label?: string;
}

/** One interface, two implementations (Leaflet offline, Google with a key). */
export interface MapViewProps {
  markers?: MapMarker[];
  polylines?: MapPolyline[];
  polygons?: MapPolygon[];
  /** Groups nearby markers into counted bubbles. */
  cluster?: boolean;
  /** Click to place points; finish closes the polygon. */
  drawing?: boolean;
  onPolygonDrawn?: (points: LatLng[]) => void;
  onMarkerClick?: (id: string) => void;
  onMarkerDragEnd?: (id: string, position: LatLng) => void;
  /** Fits all drawn things when they change (padding 130). */
  fitBounds?: boolean;
  height?: string;
  center?: LatLng;
  zoom?: number;
}

export function pathOf(line: MapPolyline): LatLng[] {
  if (line.path) return line.path;
  return line.encoded ? (decodePolyline(line.encoded) ?? []) : [];
}

/** Everything drawn, for fit-to-bounds. */
export function allPoints(props: Pick<MapViewProps, 'markers' | 'polylines' | 'polygons'>): LatLng[] {
  return [
    ...(props.markers ?? []).map((m) => m.position),
    ...(props.polylines ?? []).flatMap(pathOf),
    ...(props.polygons ?? []).flatMap((p) => p.path),
  ];
}

/** What the view fits: the routes and stops when there are any, otherwise the areas. */
export function fitPoints(props: Pick<MapViewProps, 'markers' | 'polylines' | 'polygons'>): LatLng[] {
  const routes = allPoints({ markers: props.markers ?? [], polylines: props.polylines ?? [] });
  return routes.length > 0 ? routes : allPoints(props);
}

/** The spec's fit padding of 130 px, but never more than a sixth of the map's smaller side. */
export function fitPadding(width: number, height: number): number {
  return Math.max(8, Math.min(FIT_PADDING, Math.floor(Math.min(width, height) / 6)));
}

export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

export interface Cluster {
  ids: string[];
  x: number;
  y: number;
}

/** Grid clustering in screen pixels: markers in one cell of `cellPx` become one cluster. */
export function clusterPoints(points: readonly ScreenPoint[], cellPx = 60): Cluster[] {
  const cells = new Map<string, ScreenPoint[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cellPx)}:${Math.floor(p.y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  return [...cells.values()].map((members) => ({
    ids: members.map((m) => m.id),
    x: members.reduce((s, m) => s + m.x, 0) / members.length,
    y: members.reduce((s, m) => s + m.y, 0) / members.length,
  }));
}
