import { parsePolygon, type LatLng } from '@rota/core';
import type { MapMarker, MapPolygon } from '../map/map-model.js';
import type { ResourceScreen } from '../pages/resource-screens.js';
import type { GridRow } from './GridPage.js';

/** Rows as map shapes: markers from coordinate fields, areas from a polygon text field. */
export function mapShapes(
  screen: ResourceScreen,
  rows: readonly GridRow[],
): { markers: MapMarker[]; polygons: MapPolygon[] } {
  const spec = screen.map;
  if (!spec) return { markers: [], polygons: [] };
  const name = (row: GridRow) => String(row[screen.nameField] ?? row[screen.idField] ?? '');
  if ('polygonField' in spec) {
    const polygons = rows.flatMap((row) => {
      const text = row[spec.polygonField];
      const path: LatLng[] | null = typeof text === 'string' ? parsePolygon(text, 'latlng') : null;
      return path ? [{ id: String(row[screen.idField]), path, label: name(row) }] : [];
    });
    return { markers: [], polygons };
  }
  const markers = rows.flatMap((row) => {
    const raw = [row[spec.latField], row[spec.lngField]];
    if (raw.some((v) => v === null || v === undefined || v === '')) return [];
    const [lat, lng] = raw.map(Number) as [number, number];
    return Number.isFinite(lat) && Number.isFinite(lng)
      ? [
          {
            id: String(row[screen.idField]),
            position: { lat, lng },
            title: name(row),
            draggable: Boolean(spec.coordinatePath),
          },
        ]
      : [];
  });
  return { markers, polygons: [] };
}
