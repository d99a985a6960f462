import type { Point } from '../model/index.js';

function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

function segmentsCross(p: Point, q: Point, a: Point, b: Point): boolean {
  const d1 = orient(a, b, p);
  const d2 = orient(a, b, q);
  const d3 = orient(p, q, a);
  const d4 = orient(p, q, b);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

export function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** True when the straight leg p -> q enters the polygon (crosses an edge or ends inside). */
export function legCrossesPolygon(p: Point, q: Point, polygon: readonly Point[]): boolean {
  if (polygon.length < 3) return false;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const v of polygon) {
    minX = Math.min(minX, v.x);
    maxX = Math.max(maxX, v.x);
    minY = Math.min(minY, v.y);
    maxY = Math.max(maxY, v.y);
  }
  if (Math.max(p.x, q.x) < minX || Math.min(p.x, q.x) > maxX) return false;
  if (Math.max(p.y, q.y) < minY || Math.min(p.y, q.y) > maxY) return false;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i];
    const b = polygon[(i + 1) % polygon.length];
    if (a && b && segmentsCross(p, q, a, b)) return true;
  }
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  return pointInPolygon(mid, polygon);
}
