/**
 * Areas of Istanbul that are certainly water, drawn conservatively (a little inside the shore),
 * and the distance helpers to check that demo points keep clear of them. Coordinates in degrees.
 */

import { pointInPolygon, type LatLng } from '@rota/core';

export type GeoPoint = LatLng;

export interface WaterArea {
  name: string;
  polygon: readonly GeoPoint[];
}

const p = (lat: number, lng: number): GeoPoint => ({ lat, lng });

/** Centre line of the Bosphorus from the Marmara mouth to Rumelikavağı. */
export const BOSPHORUS_CENTRE_LINE: readonly GeoPoint[] = [
  p(41.005, 28.998),
  p(41.03, 29.003),
  p(41.039, 29.019),
  p(41.046, 29.034),
  p(41.065, 29.053),
  p(41.08, 29.057),
  p(41.091, 29.062),
  p(41.102, 29.061),
  p(41.118, 29.075),
  p(41.14, 29.078),
  p(41.17, 29.073),
];

/** Centre line of the Golden Horn from the Galata Bridge to Eyüp. */
export const GOLDEN_HORN_CENTRE_LINE: readonly GeoPoint[] = [
  p(41.0205, 28.976),
  p(41.026, 28.964),
  p(41.033, 28.955),
  p(41.041, 28.946),
  p(41.047, 28.94),
];

const METRES_PER_DEGREE = 111_320;

/** Local flat projection around a reference latitude: metres east (x) and north (y). */
function toMetres(point: GeoPoint, refLat: number): { x: number; y: number } {
  return {
    x: point.lng * METRES_PER_DEGREE * Math.cos((refLat * Math.PI) / 180),
    y: point.lat * METRES_PER_DEGREE,
  };
}

/** Distance in metres from a point to a polyline (flat approximation, fine at city scale). */
export function distanceToPolylineMeters(point: GeoPoint, line: readonly GeoPoint[]): number {
  const q = toMetres(point, point.lat);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = toMetres(line[i] as GeoPoint, point.lat);
    const b = toMetres(line[i + 1] as GeoPoint, point.lat);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2));
    best = Math.min(best, Math.hypot(q.x - (a.x + t * dx), q.y - (a.y + t * dy)));
  }
  return best;
}

/** Distance in metres from a point to the boundary of a polygon (closed ring). */
export function distanceToPolygonEdgeMeters(point: GeoPoint, polygon: readonly GeoPoint[]): number {
  const first = polygon[0];
  return distanceToPolylineMeters(point, first ? [...polygon, first] : []);
}

/** A band of the given half-width around a polyline, as a polygon (for drawing or testing). */
export function corridorPolygon(line: readonly GeoPoint[], halfWidthM: number): GeoPoint[] {
  const left: GeoPoint[] = [];
  const right: GeoPoint[] = [];
  for (let i = 0; i < line.length; i++) {
    const prev = line[Math.max(0, i - 1)] as GeoPoint;
    const next = line[Math.min(line.length - 1, i + 1)] as GeoPoint;
    const here = line[i] as GeoPoint;
    const cos = Math.cos((here.lat * Math.PI) / 180);
    const dx = (next.lng - prev.lng) * cos;
    const dy = next.lat - prev.lat;
    const len = Math.hypot(dx, dy) || 1;
    const offLat = ((dx / len) * halfWidthM) / METRES_PER_DEGREE;
    const offLng = ((-dy / len) * halfWidthM) / (METRES_PER_DEGREE * cos);
    left.push(p(here.lat + offLat, here.lng + offLng));
    right.push(p(here.lat - offLat, here.lng - offLng));
  }
  return [...left, ...right.reverse()];
}

/** Sea of Marmara off the city's southern shores, kept about a kilometre off the coast. */
const MARMARA: readonly GeoPoint[] = [
  p(40.995, 28.99),
  p(40.99, 28.95),
  p(40.97, 28.9),
  p(40.945, 28.83),
  p(40.96, 28.78),
  p(40.96, 28.72),
  p(40.955, 28.65),
  p(40.985, 28.57),
  p(40.7, 28.57),
  p(40.7, 29.4),
  p(40.8, 29.3),
  p(40.86, 29.235),
  p(40.875, 29.185),
  p(40.905, 29.13),
  p(40.94, 29.09),
  p(40.955, 29.06),
  p(40.96, 29.035),
  p(40.975, 29.02),
  p(40.99, 29.005),
];

/** The Black Sea north of the city's northern shore. */
const BLACK_SEA: readonly GeoPoint[] = [p(41.26, 28.5), p(41.26, 29.5), p(41.6, 29.5), p(41.6, 28.5)];

/** Rough cores of the lakes and reservoirs near the demo neighbourhoods. */
const KUCUKCEKMECE_LAKE: readonly GeoPoint[] = [
  p(41.0, 28.752),
  p(41.02, 28.745),
  p(41.035, 28.752),
  p(41.02, 28.763),
];
const ALIBEYKOY_RESERVOIR: readonly GeoPoint[] = [
  p(41.104, 28.925),
  p(41.112, 28.92),
  p(41.116, 28.93),
  p(41.108, 28.934),
];
const ELMALI_RESERVOIR: readonly GeoPoint[] = [
  p(41.078, 29.095),
  p(41.088, 29.1),
  p(41.085, 29.11),
  p(41.076, 29.104),
];

/** Water areas the demo points must keep out of. The straits are bands of 250 m half-width. */
export const ISTANBUL_WATER: readonly WaterArea[] = [
  { name: 'Bosphorus', polygon: corridorPolygon(BOSPHORUS_CENTRE_LINE, 250) },
  { name: 'Golden Horn', polygon: corridorPolygon(GOLDEN_HORN_CENTRE_LINE, 100) },
  { name: 'Sea of Marmara', polygon: MARMARA },
  { name: 'Black Sea', polygon: BLACK_SEA },
  { name: 'Küçükçekmece Lake', polygon: KUCUKCEKMECE_LAKE },
  { name: 'Alibeyköy Reservoir', polygon: ALIBEYKOY_RESERVOIR },
  { name: 'Elmalı Reservoir', polygon: ELMALI_RESERVOIR },
];

/** Metres from the point to the nearest water area (0 when inside one). */
export function distanceToWaterMeters(point: GeoPoint): number {
  let best = Number.POSITIVE_INFINITY;
  for (const area of ISTANBUL_WATER) {
    if (pointInPolygon(point, area.polygon)) return 0;
    best = Math.min(best, distanceToPolygonEdgeMeters(point, area.polygon));
  }
  return best;
}
