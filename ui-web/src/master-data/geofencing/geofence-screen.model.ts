import {
  fail,
  sortDays,
  WEEK_DAYS,
  GEOFENCE_AVOID_TYPE,
  geofenceLists,
  hasGeofencePointCount,
  ok,
  openRing,
  parsePolygon,
  polygonCentroid,
  splitList,
  toGeofenceWriteBody,
  type GeofenceWriteBody,
  type LatLng,
  type Result,
} from '@rota/core';
import type { MapMarker, MapPolygon } from '../../map/map-model.js';
import { showDateTime } from '../../i18n/format.js';

export type GeofenceRow = Record<string, unknown>;

/** Avoid areas red, area-control areas teal, the one opened from the grid sea green; locations slate. */
export const GEOFENCE_COLOURS = {
  avoid: '#f23f38',
  areaControl: '#138995',
  focused: '#2E8B57',
  location: '#3a4653',
} as const;

/** The rows of a list answer: the list itself, or the list it holds (e.g. `locationResultList`). */
export function rowsIn(data: unknown): GeofenceRow[] {
  if (Array.isArray(data)) return data as GeofenceRow[];
  if (data && typeof data === 'object') {
    const list = Object.values(data as Record<string, unknown>).find(Array.isArray);
    if (list) return list as GeofenceRow[];
  }
  return [];
}

/** A stored or typed polygon as points ("lat,lng;..."), or null when it cannot be read. */
export function geofencePath(polygon: unknown): LatLng[] | null {
  if (typeof polygon !== 'string') return null;
  const points = parsePolygon(polygon, 'latlng');
  return points ? openRing(points) : null;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : splitList(typeof value === 'string' ? value : '');

const idOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** A stored row as the form edits it: the comma-joined lists as arrays. */
export function geofenceFormRecord(row: GeofenceRow): GeofenceRow {
  return {
    ...row,
    ...geofenceLists({
      daysOfWeek: listOf(row['daysOfWeek']).join(','),
      daysOfMonth: listOf(row['daysOfMonth']).join(','),
      specialDates: listOf(row['specialDates']).join(','),
    }),
  };
}

/**
 * The body of POST and PUT geofences from the form's values (core's geofence rules): the polygon
 * must have 3 or 4 points ('You must enter 3 or 4 dots!') and is written "lat,lng;..." with 6
 * decimals, the lists comma-joined in order.
 */
export function geofenceWriteBody(values: GeofenceRow): Result<GeofenceWriteBody> {
  const points = geofencePath(values['polygon']);
  if (!points || !hasGeofencePointCount(points)) return fail('POINT_COUNT', 'masterData.geofence.pointCount');
  const type = Number(values['type'] ?? GEOFENCE_AVOID_TYPE);
  return ok(
    toGeofenceWriteBody({
      name: String(values['name'] ?? ''),
      type: Number.isInteger(type) ? type : GEOFENCE_AVOID_TYPE,
      distributionCenterId: idOf(values['distributionCenterId']),
      points,
      daysOfWeek: listOf(values['daysOfWeek']).map(Number),
      daysOfMonth: listOf(values['daysOfMonth']).map(Number),
      specialDates: listOf(values['specialDates']),
    }),
  );
}

/** The i18n keys of a geofence's days of week, Monday first ('days.Monday', ...). */
export function weekDayKeys(daysOfWeek: unknown): string[] {
  return sortDays(listOf(daysOfWeek).map(Number)).map((day) => `days.${WEEK_DAYS[day] ?? ''}`);
}

/** A stored timestamp as the grids show it (the display convention, local time). */
export function gridDateTime(value: unknown): string {
  return typeof value === 'string' && value !== '' ? showDateTime(value) : '';
}

/** The areas of the Map tab, labelled by name, coloured by type. */
export function geofenceShapes(rows: readonly GeofenceRow[], focusedId: string | null): MapPolygon[] {
  return rows.flatMap((row) => {
    const path = geofencePath(row['polygon']);
    if (!path || path.length < 3) return [];
    const id = String(row['id']);
    const colour =
      id === focusedId
        ? GEOFENCE_COLOURS.focused
        : Number(row['type']) === GEOFENCE_AVOID_TYPE
          ? GEOFENCE_COLOURS.avoid
          : GEOFENCE_COLOURS.areaControl;
    return [{ id, path, colour, label: String(row['name'] ?? '') }];
  });
}

/** Locations as plain markers, so an area can be drawn around none of them. */
export function locationMarkers(rows: readonly GeofenceRow[]): MapMarker[] {
  return rows.flatMap((row) => {
    const lat = Number(row['latitude']);
    const lng = Number(row['longitude']);
    if (row['latitude'] == null || row['longitude'] == null || !Number.isFinite(lat) || !Number.isFinite(lng))
      return [];
    const name = String(row['name'] ?? row['refNo'] ?? '');
    const id = `location-${String(row['refNo'] ?? name)}`;
    return [{ id, position: { lat, lng }, title: name, colour: GEOFENCE_COLOURS.location }];
  });
}

/** Where the map opens to show one geofence: its centre, zoomed so the whole area fits. */
export function focusView(path: readonly LatLng[]): { center: LatLng; zoom: number } | null {
  const center = polygonCentroid(path);
  if (!center) return null;
  const lats = path.map((p) => p.lat);
  const lngs = path.map((p) => p.lng);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs));
  // A 256 px tile spans 360° at zoom 0 and a map shows about four across; the area takes a third.
  const zoom = span > 0 ? Math.floor(Math.log2((360 * 4) / (span * 3))) : 15;
  return { center, zoom: Math.max(3, Math.min(16, zoom)) };
}
