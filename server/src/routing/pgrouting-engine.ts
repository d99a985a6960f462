import type { LatLng } from '@rota/core';
import type { Orm } from '../db/database.js';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { placeLabel, RoadEngineError, roadLine, type RoadEngine, type RoadTable } from './road-engine.js';
import { nearestVertices, pathCosts, pathLines, type RoadMetric } from './road-network.repository.js';

export { ROADS_SCHEMA } from './road-network.repository.js';

/** A place farther than this from every road of the network is off it. */
export const MAX_SNAP_METERS = 1000;
/** The way from a place to its road (a drive, a yard) is taken at this speed. */
const ACCESS_SPEED_MS = 20 / 3.6;

interface Snapped {
  vertex: number;
  /** metres from the place to its vertex */
  offset: number;
}

/**
 * pgRouting in the PostgreSQL server: each place is snapped to the nearest vertex of the
 * network's largest strongly connected part (where every vertex reaches every other by car),
 * distances are shortest road paths and times fastest ones (pgr_dijkstraCost, directed), and a
 * leg's shape is its shortest path (pgr_dijkstra) from the place to the place.
 */
export function createPgRoutingEngine(orm: Orm): RoadEngine {
  const failing = (what: string, error: unknown): never => {
    if (error instanceof RoadEngineError) throw error;
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '42883')
      throw new RoadEngineError(
        `pgRouting has no road network in this database (${what}): import one with \`rota roads import FILE\`.`,
        { cause: error },
      );
    throw new RoadEngineError(
      `pgRouting could not answer (${what}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  };

  const snap = async (points: readonly TravelPoint[]): Promise<Snapped[]> => {
    const found = await nearestVertices(orm, points);
    const snapped = new Array<Snapped>(points.length);
    for (const row of found) snapped[row.i - 1] = { vertex: Number(row.vertex), offset: Number(row.offset) };
    const off = points.filter((_, i) => !snapped[i] || (snapped[i] as Snapped).offset > MAX_SNAP_METERS);
    if (off.length > 0)
      throw new RoadEngineError(
        `${off.slice(0, 3).map(placeLabel).join('; ')}${off.length > 3 ? ` and ${off.length - 3} more` : ''}: no road of the imported network within ${MAX_SNAP_METERS} m (pgrouting).`,
      );
    return snapped;
  };

  const costs = async (metric: RoadMetric, from: number[], to: number[]) => {
    const answer = new Map<number, Map<number, number>>();
    const found = await pathCosts(orm, metric, from, to);
    for (const row of found) {
      const ends = new Map<number, number>();
      row.ends.forEach((end, k) => ends.set(Number(end), Number(row.costs[k])));
      answer.set(Number(row.start_vid), ends);
    }
    return (a: number, b: number) => (a === b ? 0 : (answer.get(a)?.get(b) ?? NaN));
  };

  return {
    name: 'pgrouting',
    async table(from, to): Promise<RoadTable> {
      try {
        const snapped = await snap([...from, ...to]);
        const sources = snapped.slice(0, from.length);
        const targets = snapped.slice(from.length);
        const fromVertices = [...new Set(sources.map((s) => s.vertex))];
        const toVertices = [...new Set(targets.map((s) => s.vertex))];
        const metres = await costs('distance', fromVertices, toVertices);
        const seconds = await costs('duration', fromVertices, toVertices);
        const distance = new Float64Array(from.length * to.length);
        const duration = new Float64Array(from.length * to.length);
        sources.forEach((s, i) =>
          targets.forEach((t, j) => {
            // The way to and from the network adds to the road's path (never shorter than the straight line).
            const access = s.offset + t.offset;
            distance[i * to.length + j] = metres(s.vertex, t.vertex) + access;
            duration[i * to.length + j] = seconds(s.vertex, t.vertex) + access / ACCESS_SPEED_MS;
          }),
        );
        return { distance, duration };
      } catch (error) {
        return failing(`${from.length} × ${to.length} places`, error);
      }
    },
    async shapes(points, legs) {
      if (legs.length === 0) return [];
      try {
        const snapped = await snap(points);
        const pairs = new Map<string, readonly [number, number]>();
        for (const [a, b] of legs) {
          const s = (snapped[a] as Snapped).vertex;
          const t = (snapped[b] as Snapped).vertex;
          if (s !== t) pairs.set(`${s}>${t}`, [s, t]);
        }
        const lines = new Map<string, LatLng[]>();
        if (pairs.size > 0) {
          const found = await pathLines(orm, [...pairs.values()]);
          for (const row of found) {
            const coordinates = (JSON.parse(row.line) as { coordinates: [number, number][] }).coordinates;
            lines.set(
              `${Number(row.start_vid)}>${Number(row.end_vid)}`,
              coordinates.map(([lng, lat]) => ({ lat, lng })),
            );
          }
        }
        return legs.map(([a, b]) => {
          const from = points[a] as TravelPoint;
          const to = points[b] as TravelPoint;
          const road = lines.get(`${(snapped[a] as Snapped).vertex}>${(snapped[b] as Snapped).vertex}`) ?? [];
          return roadLine(from, road, to);
        });
      } catch (error) {
        return failing(`shapes of ${legs.length} legs`, error);
      }
    },
  };
}
