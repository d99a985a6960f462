import { rows, sql, type Orm } from '../db/database.js';
import type { LatLng } from '@rota/core';

/** A PostgreSQL array literal as one text parameter (a 1,000-place matrix has a million values). */
export const numberArray = (values: ArrayLike<number>): string => `{${Array.from(values).join(',')}}`;

/** Ids of the points (engine, coordinates), made when new, in the order given. */
export async function travelPointIds(orm: Orm, engine: string, points: readonly LatLng[]): Promise<number[]> {
  if (points.length === 0) return [];
  const lats = numberArray(points.map((p) => p.lat));
  const lngs = numberArray(points.map((p) => p.lng));
  await orm.execute(
    sql`INSERT INTO travel_points (engine, latitude, longitude)
        SELECT ${engine}, lat, lng FROM unnest(${lats}::float8[], ${lngs}::float8[]) AS t(lat, lng)
        ON CONFLICT (engine, latitude, longitude) DO NOTHING`,
  );
  const found = await rows<{ i: number; id: number }>(
    orm,
    sql`SELECT t.i::int AS i, p.id FROM unnest(${lats}::float8[], ${lngs}::float8[]) WITH ORDINALITY AS t(lat, lng, i)
        JOIN travel_points p ON p.engine = ${engine} AND p.latitude = t.lat AND p.longitude = t.lng`,
  );
  const ids = new Array<number>(points.length);
  for (const row of found) ids[row.i - 1] = row.id;
  return ids;
}

export interface CachedPairs {
  /** `from>to` point ids → [distance, duration] */
  get(from: number, to: number): readonly [number, number] | undefined;
}

/** The cached pairs among these points, read as one row per origin. */
export async function readCachedPairs(orm: Orm, ids: readonly number[]): Promise<CachedPairs> {
  const byPair = new Map<number, Map<number, readonly [number, number]>>();
  if (ids.length > 0) {
    const list = numberArray(ids);
    const found = await rows<{ from_point: number; tos: number[]; distances: number[]; durations: number[] }>(
      orm,
      sql`SELECT from_point, array_agg(to_point) AS tos, array_agg(distance) AS distances, array_agg(duration) AS durations
          FROM travel_matrix_cache WHERE from_point = ANY(${list}::int[]) AND to_point = ANY(${list}::int[])
          GROUP BY from_point`,
    );
    for (const row of found) {
      const targets = new Map<number, readonly [number, number]>();
      row.tos.forEach((to, k) => targets.set(to, [Number(row.distances[k]), Number(row.durations[k])]));
      byPair.set(row.from_point, targets);
    }
  }
  return { get: (from, to) => byPair.get(from)?.get(to) };
}

/** Keeps computed pairs, 50,000 to a statement. */
export async function writeCachedPairs(
  orm: Orm,
  pairs: { from: number[]; to: number[]; distance: number[]; duration: number[] },
): Promise<void> {
  const CHUNK = 50_000;
  for (let start = 0; start < pairs.from.length; start += CHUNK) {
    const part = <T>(list: T[]) => list.slice(start, start + CHUNK) as unknown as number[];
    await orm.execute(
      sql`INSERT INTO travel_matrix_cache (from_point, to_point, distance, duration)
          SELECT * FROM unnest(${numberArray(part(pairs.from))}::int[], ${numberArray(part(pairs.to))}::int[],
            ${numberArray(part(pairs.distance))}::float8[], ${numberArray(part(pairs.duration))}::float8[])
          ON CONFLICT (from_point, to_point) DO UPDATE SET distance = excluded.distance, duration = excluded.duration`,
    );
  }
}

/** Forgets every pair an engine computed (its road network changed). */
export async function forgetEngine(orm: Orm, engine: string): Promise<void> {
  await orm.execute(sql`DELETE FROM travel_points WHERE engine = ${engine}`);
}
