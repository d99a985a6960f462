import type { LatLng } from './types.js';

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/**
 * Local plane around an origin (equirectangular, kilometres): exact enough for a region of a few
 * hundred kilometres, and cheap in the planner's inner loops.
 */
interface Plane {
  toX(point: LatLng): number;
  toY(point: LatLng): number;
  toLatLng(x: number, y: number): LatLng;
}

export function planeAround(origin: LatLng): Plane {
  const kmPerDegLat = EARTH_RADIUS_KM * RAD;
  const kmPerDegLng = kmPerDegLat * Math.cos(origin.lat * RAD);
  return {
    toX: (p) => (p.lng - origin.lng) * kmPerDegLng,
    toY: (p) => (p.lat - origin.lat) * kmPerDegLat,
    toLatLng: (x, y) => ({ lat: origin.lat + y / kmPerDegLat, lng: origin.lng + x / kmPerDegLng }),
  };
}

/** Convex hull (Andrew's monotone chain), counter-clockwise, without repeating the first point. */
export function convexHull(points: readonly LatLng[]): LatLng[] {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  if (sorted.length < 3) return sorted;
  const cross = (o: LatLng, a: LatLng, b: LatLng) =>
    (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);
  const lower: LatLng[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: LatLng[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Deterministic random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
