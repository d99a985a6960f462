/** A point on the earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in metres (IUGG), used by the haversine formula. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance between two points in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const EPS = 1e-12;

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (p.lng - a.lng) * (b.lat - a.lat) - (p.lat - a.lat) * (b.lng - a.lng);
  const scale = Math.max(1, Math.abs(b.lat - a.lat) + Math.abs(b.lng - a.lng));
  if (Math.abs(cross) > EPS * scale) return false;
  return (
    p.lat >= Math.min(a.lat, b.lat) - EPS &&
    p.lat <= Math.max(a.lat, b.lat) + EPS &&
    p.lng >= Math.min(a.lng, b.lng) - EPS &&
    p.lng <= Math.max(a.lng, b.lng) + EPS
  );
}

/** True when the point lies inside the polygon or on one of its edges or corners. */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  if (n === 0) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i] as LatLng;
    const b = polygon[j] as LatLng;
    if (onSegment(point, a, b)) return true;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses) {
      const lngAtLat = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

/** How the two numbers of each pair are written in a polygon string. */
export type CoordinateOrder = 'latlng' | 'lnglat';

/**
 * Reads a polygon written as semicolon-separated pairs of comma-separated numbers
 * ("lat,lng;lat,lng" or "lng,lat;lng,lat"). Returns null when any pair is malformed.
 */
export function parsePolygon(text: string, order: CoordinateOrder): LatLng[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const pairs = trimmed
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const points: LatLng[] = [];
  for (const pair of pairs) {
    const parts = pair.split(',').map((s) => s.trim());
    if (parts.length !== 2 || parts.some((s) => s === '')) return null;
    const [first, second] = parts.map(Number) as [number, number];
    if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
    const point = order === 'latlng' ? { lat: first, lng: second } : { lat: second, lng: first };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
    points.push(point);
  }
  return points;
}

/** Writes a polygon in the given pair order, the inverse of `parsePolygon`. */
export function formatPolygon(points: readonly LatLng[], order: CoordinateOrder): string {
  return points.map((p) => (order === 'latlng' ? `${p.lat},${p.lng}` : `${p.lng},${p.lat}`)).join(';');
}

/** Drops a closing point that repeats the first one. */
export function openRing(points: readonly LatLng[]): LatLng[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) {
    return points.slice(0, -1);
  }
  return [...points];
}

/** Geofences have 3 or 4 points (spec 02 section 5 and 9). */
export const GEOFENCE_MIN_POINTS = 3;
export const GEOFENCE_MAX_POINTS = 4;

export function hasGeofencePointCount(points: readonly LatLng[]): boolean {
  const n = openRing(points).length;
  return n >= GEOFENCE_MIN_POINTS && n <= GEOFENCE_MAX_POINTS;
}

/** The points (e.g. locations) that lie inside the polygon or on its edge. */
export function pointsInside<T extends LatLng>(polygon: readonly LatLng[], points: readonly T[]): T[] {
  return points.filter((p) => pointInPolygon(p, polygon));
}

/** The centre of the polygon's corners (mean of the vertices). */
export function polygonCentroid(points: readonly LatLng[]): LatLng | null {
  const ring = openRing(points);
  if (ring.length === 0) return null;
  const sum = ring.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}

function fractionDigits(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = String(value);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) {
    const mantissa = text.split('e')[0] ?? '';
    return Number(exp[1]) + (mantissa.split('.')[1]?.length ?? 0);
  }
  return text.split('.')[1]?.length ?? 0;
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  return Math.sign(value) * rounded + 0;
}

/** Coordinates with 5 or more decimals are rounded to 5; shorter ones stay as they are. */
export function roundCoordinate(value: number): number {
  return fractionDigits(value) >= 5 ? roundTo(value, 5) : value;
}

/** Points drawn on the map are written with exactly 6 decimals. */
export function formatDrawnCoordinate(value: number): string {
  return value.toFixed(6);
}

/** A drawn polygon as the API expects it: "lat,lng;..." with 6 decimals. */
export function formatDrawnPolygon(points: readonly LatLng[]): string {
  return points.map((p) => `${formatDrawnCoordinate(p.lat)},${formatDrawnCoordinate(p.lng)}`).join(';');
}

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return Math.abs(v) < EPS ? 0 : Math.sign(v);
}

function segmentsCross(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(q1, p1, p2)) ||
    (o2 === 0 && onSegment(q2, p1, p2)) ||
    (o3 === 0 && onSegment(p1, q1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/**
 * True when no two non-adjacent edges of the ring touch (a bow-tie drawn from 4 clicks is not
 * simple). Rings with fewer than 3 distinct corners are not simple.
 */
export function isSimplePolygon(points: readonly LatLng[]): boolean {
  const ring = openRing(points);
  const n = ring.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (
        segmentsCross(
          ring[i] as LatLng,
          ring[(i + 1) % n] as LatLng,
          ring[j] as LatLng,
          ring[(j + 1) % n] as LatLng,
        )
      )
        return false;
    }
  }
  return Math.abs(ringArea(ring)) > EPS;
}

/** Signed shoelace area in squared degrees (positive counter-clockwise). */
export function ringArea(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[j] as LatLng;
    const b = points[i] as LatLng;
    sum += a.lng * b.lat - b.lng * a.lat;
  }
  return sum / 2;
}

/**
 * Reads a polygon whose pair order is not known: an order that yields out-of-range values is
 * ruled out; when both read, the one whose centre lies nearer the reference point (e.g. the
 * distribution center) wins, and without a reference "lat,lng".
 */
export function parsePolygonEitherOrder(
  text: string,
  reference?: LatLng,
): { order: CoordinateOrder; points: LatLng[] } | null {
  const latlng = parsePolygon(text, 'latlng');
  const lnglat = parsePolygon(text, 'lnglat');
  if (!latlng || !lnglat) {
    if (latlng) return { order: 'latlng', points: latlng };
    return lnglat ? { order: 'lnglat', points: lnglat } : null;
  }
  const a = polygonCentroid(latlng);
  const b = polygonCentroid(lnglat);
  if (reference && a && b && haversineMeters(b, reference) < haversineMeters(a, reference)) {
    return { order: 'lnglat', points: lnglat };
  }
  return { order: 'latlng', points: latlng };
}
