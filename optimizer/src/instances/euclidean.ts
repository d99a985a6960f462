import type { Point } from '../model/index.js';

/** Square Euclidean matrix; `round` applies TSPLIB nint to every entry. */
export function euclideanMatrix(points: readonly Point[], round: boolean): Float64Array {
  const n = points.length;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = points[i] as Point;
    for (let j = 0; j < n; j++) {
      const b = points[j] as Point;
      const d = Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);
      m[i * n + j] = round ? Math.floor(d + 0.5) : d;
    }
  }
  return m;
}
