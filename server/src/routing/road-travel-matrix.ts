import type { Matrices } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import {
  createGeometricTravelMatrix,
  type TravelMatrixProvider,
  type TravelModel,
  type TravelPoint,
} from '../solver/travel-matrix.js';
import { placeLabel, RoadEngineError, type RoadEngine } from './road-engine.js';
import { readCachedPairs, travelPointIds, writeCachedPairs } from './travel-cache.repository.js';

/**
 * The travel-matrix port over a road engine: pairs already known come from the cache
 * (`travel_matrix_cache`), the rest from the engine, and the job's traffic severity is added to
 * every time. A job that asks for Euclidean distances gets the estimate. When the engine fails,
 * the job fails with its reason, or, with `fallback`, is planned on the estimate with the reason
 * on the plan.
 */
export function createRoadTravelMatrix(
  orm: Orm,
  engine: RoadEngine,
  options: { fallback: boolean },
): TravelMatrixProvider {
  const estimate = createGeometricTravelMatrix();
  return {
    async matrix(points, model) {
      if (model.kind === 'euclidean') return estimate.matrix(points, model);
      let free: Matrices;
      try {
        free = await roadMatrix(orm, engine, points);
      } catch (error) {
        if (!options.fallback) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        const estimated = await estimate.matrix(points, model);
        return { ...estimated, basis: { engine: engine.name, estimate: true, fallbackReason: reason } };
      }
      return { ...withTraffic(free, model), basis: { engine: engine.name, estimate: false } };
    },
    shapes: (points, legs) => engine.shapes(points, legs),
  };
}

/** Metres and seconds rounded, the job's traffic severity added to every time. */
function withTraffic(free: Matrices, model: TravelModel): Matrices {
  const slower = 1 + model.trafficSeverityRate / 100;
  const distance = new Float64Array(free.distance.length);
  const duration = new Float64Array(free.duration.length);
  for (let k = 0; k < distance.length; k++) {
    distance[k] = Math.round(free.distance[k] as number);
    duration[k] = Math.round((free.duration[k] as number) * slower);
  }
  return { size: free.size, distance, duration };
}

/** The free-flow road matrix of the points: cached pairs, and the engine for the others. */
async function roadMatrix(orm: Orm, engine: RoadEngine, points: readonly TravelPoint[]): Promise<Matrices> {
  // Places at the same coordinates are one point.
  const unique: TravelPoint[] = [];
  const uniqueOf = new Map<string, number>();
  const indexOf = points.map((p) => {
    const key = `${p.lat},${p.lng}`;
    let u = uniqueOf.get(key);
    if (u === undefined) {
      u = unique.push(p) - 1;
      uniqueOf.set(key, u);
    }
    return u;
  });
  const n = unique.length;
  const ids = await travelPointIds(orm, engine.name, unique);
  const cached = await readCachedPairs(orm, ids);
  const distance = new Float64Array(n * n);
  const duration = new Float64Array(n * n);
  const missing = new Set<number>();
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const pair = cached.get(ids[a] as number, ids[b] as number);
      if (pair) [distance[a * n + b], duration[a * n + b]] = pair;
      else missing.add(a).add(b);
    }
  }
  if (missing.size > 0) {
    const fresh = {
      from: [] as number[],
      to: [] as number[],
      distance: [] as number[],
      duration: [] as number[],
    };
    const fill = async (from: readonly number[], to: readonly number[]) => {
      const table = await engine.table(
        from.map((u) => unique[u] as TravelPoint),
        to.map((u) => unique[u] as TravelPoint),
      );
      from.forEach((a, i) =>
        to.forEach((b, j) => {
          if (a === b) return;
          const d = table.distance[i * to.length + j] as number;
          const t = table.duration[i * to.length + j] as number;
          if (!Number.isFinite(d) || !Number.isFinite(t))
            throw new RoadEngineError(
              `No road leads from ${placeLabel(unique[a] as TravelPoint)} to ${placeLabel(unique[b] as TravelPoint)} (${engine.name}).`,
            );
          distance[a * n + b] = d;
          duration[a * n + b] = t;
          fresh.from.push(ids[a] as number);
          fresh.to.push(ids[b] as number);
          fresh.distance.push(d);
          fresh.duration.push(t);
        }),
      );
    };
    const all = unique.map((_, u) => u);
    const some = [...missing].sort((x, y) => x - y);
    if (some.length === n) await fill(all, all);
    else {
      // Only rows and columns of the points with a pair missing (a new or moved place).
      await fill(all, some);
      await fill(
        some,
        all.filter((u) => !missing.has(u)),
      );
    }
    await writeCachedPairs(orm, fresh);
  }
  const size = points.length;
  const outDistance = new Float64Array(size * size);
  const outDuration = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const k = (indexOf[i] as number) * n + (indexOf[j] as number);
      outDistance[i * size + j] = distance[k] as number;
      outDuration[i * size + j] = duration[k] as number;
    }
  }
  return { size, distance: outDistance, duration: outDuration };
}
