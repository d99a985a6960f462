import { rows, sql, type Orm } from '../db/database.js';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { numberArray } from './travel-cache.repository.js';

/** Schema of the road network that `rota roads import` makes (osm2pgrouting's tables). */
export const ROADS_SCHEMA = 'roads';

/**
 * Car edges of the network, one-way streets closed against their direction (a negative cost):
 * distance in metres, time in seconds at the road's speed of osm2pgrouting's car configuration.
 */
const EDGES: Record<RoadMetric, string> = {
  distance: `SELECT gid AS id, source, target,
      CASE WHEN cost < 0 THEN -1 ELSE length_m END AS cost,
      CASE WHEN reverse_cost < 0 THEN -1 ELSE length_m END AS reverse_cost
    FROM ${ROADS_SCHEMA}.ways`,
  duration: `SELECT gid AS id, source, target, cost_s AS cost, reverse_cost_s AS reverse_cost FROM ${ROADS_SCHEMA}.ways`,
};

/** What a road path is shortest in: metres or seconds. */
export type RoadMetric = 'distance' | 'duration';

/**
 * The nearest vertex of the network's routable part to each point, with its distance in metres;
 * `i` numbers the points from 1.
 */
export function nearestVertices(
  orm: Orm,
  points: readonly TravelPoint[],
): Promise<{ i: number; vertex: string; offset: number }[]> {
  return rows<{ i: number; vertex: string; offset: number }>(
    orm,
    sql`SELECT t.i::int AS i, v.id AS vertex,
          ST_Distance(v.the_geom::geography, ST_SetSRID(ST_MakePoint(t.lng, t.lat), 4326)::geography) AS offset
        FROM unnest(${numberArray(points.map((p) => p.lat))}::float8[], ${numberArray(points.map((p) => p.lng))}::float8[])
          WITH ORDINALITY AS t(lat, lng, i)
        CROSS JOIN LATERAL (
          SELECT id, the_geom FROM ${sql.raw(ROADS_SCHEMA)}.routable_vertices
          ORDER BY the_geom <-> ST_SetSRID(ST_MakePoint(t.lng, t.lat), 4326) LIMIT 1) v`,
  );
}

/** The cost of the shortest (directed) path from each vertex to each other, by start vertex. */
export function pathCosts(
  orm: Orm,
  metric: RoadMetric,
  from: readonly number[],
  to: readonly number[],
): Promise<{ start_vid: string; ends: string[]; costs: number[] }[]> {
  return rows<{ start_vid: string; ends: string[]; costs: number[] }>(
    orm,
    sql`SELECT start_vid, array_agg(end_vid) AS ends, array_agg(agg_cost) AS costs
        FROM pgr_dijkstraCost(${EDGES[metric]}, ${numberArray(from)}::bigint[], ${numberArray(to)}::bigint[], true)
        GROUP BY start_vid`,
  );
}

/** The shortest road path of each pair of vertices as a GeoJSON line. */
export function pathLines(
  orm: Orm,
  pairs: readonly (readonly [number, number])[],
): Promise<{ start_vid: string; end_vid: string; line: string }[]> {
  const values = pairs.map(([s, t]) => `(${s}, ${t})`).join(', ');
  return rows<{ start_vid: string; end_vid: string; line: string }>(
    orm,
    sql`WITH path AS (
          SELECT * FROM pgr_dijkstra(${EDGES.distance},
            ${`SELECT * FROM (VALUES ${values}) AS t(source, target)`}, true)),
        pieces AS (
          SELECT p.start_vid, p.end_vid, p.path_seq,
            CASE WHEN p.node = w.source THEN w.the_geom ELSE ST_Reverse(w.the_geom) END AS geom
          FROM path p JOIN ${sql.raw(ROADS_SCHEMA)}.ways w ON w.gid = p.edge)
        SELECT start_vid, end_vid, ST_AsGeoJSON(ST_MakeLine(array_agg(geom ORDER BY path_seq)), 6) AS line
        FROM pieces GROUP BY start_vid, end_vid`,
  );
}
