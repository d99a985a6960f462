import { haversineMeters, type LatLng } from '@rota/core';
import type { LegIndexes, TravelPoint } from '../solver/travel-matrix.js';

/**
 * The port of a road engine: what an adapter (pgRouting here; an HTTP engine is one more file of
 * this shape) answers. `road-travel-matrix.ts` adds the cache, traffic and the fallback on top.
 */
export interface RoadEngine {
  /** Stored with cached pairs and with each plan (`travel_model.engine`). */
  readonly name: string;
  /**
   * Road distance in metres and free-flow time in seconds from every point of `from` to every
   * point of `to` (row-major, `from.length × to.length`), one-way streets respected; NaN where no
   * road leads. A point the engine cannot place on its network fails with a `RoadEngineError`
   * naming it.
   */
  table(from: readonly TravelPoint[], to: readonly TravelPoint[]): Promise<RoadTable>;
  /** The road's shape of each leg, from its first point to its last (the path `table` measured). */
  shapes(points: readonly TravelPoint[], legs: readonly LegIndexes[]): Promise<LatLng[][]>;
}

export interface RoadTable {
  distance: Float64Array;
  duration: Float64Array;
}

/** The engine could not answer, or a place is off its road network; the message names the place. */
export class RoadEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoadEngineError';
  }
}

/** "Name (REF)" of a place, for a failure's reason. */
export function placeLabel(point: TravelPoint): string {
  const where = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
  if (point.name && point.refNo) return `${point.name} (${point.refNo}, ${where})`;
  return point.name ?? point.refNo ?? where;
}

/**
 * A leg's line from place to place along the road between them: the places themselves at both
 * ends (an engine's path starts and ends where it joined the road), consecutive points closer
 * than 10 cm taken as one.
 */
export function roadLine(from: LatLng, road: readonly LatLng[], to: LatLng): LatLng[] {
  const points: LatLng[] = [{ lat: from.lat, lng: from.lng }, ...road, { lat: to.lat, lng: to.lng }];
  return points.filter((p, i) => i === 0 || haversineMeters(points[i - 1] as LatLng, p) >= 0.1);
}
